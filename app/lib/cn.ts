import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge: components don't override each other's utilities, and it
 * would cost phones ~9 KB gzip.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
