/**
 * What an image picker says about its limits, built from the same `accept`, size limit and minimum
 * dimensions the input and the server use, so the hint never disagrees with the rule ("JPG, PNG o
 * WebP, hasta 5 MB, de al menos 400 × 300 px"). A megabyte here is 1024 × 1024 bytes, as in AVATAR_MAX_BYTES.
 */
import { type ImageMinSize, imageMinSizeText } from "./image-rules.ts";

const KB = 1024;
const MB = 1024 * 1024;

/** Format names for the `accept` tokens we use (MIME types or extensions). */
const FORMAT_NAMES: Record<string, string> = {
  "image/jpeg": "JPG",
  "image/jpg": "JPG",
  ".jpg": "JPG",
  ".jpeg": "JPG",
  "image/png": "PNG",
  ".png": "PNG",
  "image/webp": "WebP",
  ".webp": "WebP",
  "image/gif": "GIF",
  ".gif": "GIF",
  "image/avif": "AVIF",
  ".avif": "AVIF",
  "image/heic": "HEIC",
  ".heic": "HEIC",
  "image/svg+xml": "SVG",
  ".svg": "SVG",
};

const oneDecimal = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1, useGrouping: "always" });

/**
 * "5 MB", "2,5 MB", "800 KB". `round: "down"` for a limit and "up" for a file's size, so a file
 * just over the limit never reads the same as the limit ("pesa 5,1 MB; el máximo es 5 MB").
 */
export function formatFileSize(bytes: number, round: "up" | "down" = "down"): string {
  const step = round === "up" ? Math.ceil : Math.floor;
  if (bytes >= MB) return `${oneDecimal.format(step((bytes / MB) * 10) / 10)} MB`;
  return `${oneDecimal.format(Math.max(1, step(bytes / KB)))} KB`;
}

/** "JPG, PNG o WebP" from "image/jpeg,image/png,image/webp"; "" when `accept` names no known format. */
export function describeImageFormats(accept: string): string {
  const names = [
    ...new Set(
      accept
        .split(",")
        .map((token) => FORMAT_NAMES[token.trim().toLowerCase()])
        .filter((name): name is string => Boolean(name)),
    ),
  ];
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} o ${names.at(-1)}`;
}

/**
 * The line under an image picker: "JPG, PNG o WebP, hasta 5 MB" (or "Imágenes de hasta 5 MB"),
 * plus ", de al menos 128 × 128 px" when the kind of picture has a minimum.
 */
export function imageUploadHint(accept: string, maxBytes: number, minSize?: ImageMinSize): string {
  const formats = describeImageFormats(accept);
  const size = formatFileSize(maxBytes);
  const limits = formats ? `${formats}, hasta ${size}` : `Imágenes de hasta ${size}`;
  return minSize ? `${limits}, de al menos ${imageMinSizeText(minSize)}` : limits;
}

/** "La imagen pesa 6,2 MB; el máximo es 5 MB". */
export function imageTooLargeMessage(bytes: number, maxBytes: number): string {
  return `La imagen pesa ${formatFileSize(bytes, "up")}; el máximo es ${formatFileSize(maxBytes)}`;
}
