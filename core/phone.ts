/**
 * Argentine phone numbers as people type them: "353 412-3456", "(0353) 15 412-3456",
 * "+54 9 353 4123456", "0800-555-1234". What matters is that the number can be dialled from
 * anywhere in the country: an area code plus the subscriber number (10 digits once the country
 * code, the mobile 9, the trunk 0 and the mobile 15 are taken away).
 */
import { z } from "#core/zod.ts";

export const PHONE_MESSAGE = "Ingresá un teléfono válido con característica (ej.: 353 412-3456)";
export const PHONE_MAX_LENGTH = 25;

const ALLOWED = /^\+?[\d\s().-]+$/;

/** The national significant digits (10 for a normal line), or null when the text is no phone. */
export function nationalPhoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > PHONE_MAX_LENGTH || !ALLOWED.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    if (!digits.startsWith("54")) return null;
    digits = digits.slice(2);
    if (digits.startsWith("9")) digits = digits.slice(1);
  } else if (digits.startsWith("54") && digits.length >= 12) {
    digits = digits.slice(2);
    if (digits.startsWith("9")) digits = digits.slice(1);
  }
  if (digits.startsWith("0")) digits = digits.slice(1);
  // 0800 / 0810 numbers: "800" plus 7 digits.
  if (/^8[01]0\d{7}$/.test(digits)) return digits;
  // A mobile written the old way: area code (2–4 digits), "15", subscriber (6–8 digits); 12 in all.
  if (digits.length === 12) {
    for (const areaLength of [2, 3, 4]) {
      if (digits.slice(areaLength, areaLength + 2) === "15") {
        return digits.slice(0, areaLength) + digits.slice(areaLength + 2);
      }
    }
  }
  return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}

export function isArgentinePhone(text: string): boolean {
  return nationalPhoneDigits(text) !== null;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A required phone: kept as typed (trimmed), checked by its digits. */
export const requiredPhoneField = (message = PHONE_MESSAGE) =>
  z.preprocess(text, z.string({ error: message }).refine(isArgentinePhone, message));

/** An optional phone: empty is fine. */
export const optionalPhoneField = (message = PHONE_MESSAGE) =>
  z.preprocess((v) => text(v) || undefined, z.string().refine(isArgentinePhone, message).optional());
