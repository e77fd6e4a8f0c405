/**
 * Turns an uploaded file into the avatar we store: a 256×256 WebP, cropped to fill the square,
 * turned upright by its EXIF orientation and stripped of all metadata (EXIF may carry the GPS
 * position where the photo was taken).
 *
 * What the file is comes from its bytes (sharp reads the magic numbers), never from its name or the
 * Content-Type the browser claimed: a text file called foto.png is refused. Images with absurd
 * dimensions (a "decompression bomb": a few KB that decode to gigabytes) are refused before decoding.
 */
import sharp, { type Metadata } from "sharp";
import {
  AVATAR_FORMATS,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_MESSAGES,
  AVATAR_SIZE,
} from "#core/avatar-rules.ts";

export { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_SIZE };

export const AVATAR_CONTENT_TYPE = "image/webp";

export type AvatarImageResult = { ok: true; webp: Buffer } | { ok: false; message: string };

const FORMATS = new Set<string>(AVATAR_FORMATS);

export async function normalizeAvatarImage(bytes: Uint8Array): Promise<AvatarImageResult> {
  if (bytes.byteLength === 0) return { ok: false, message: AVATAR_MESSAGES.missing };
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, message: AVATAR_MESSAGES.tooLarge };

  const input = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" as const };
  let metadata: Metadata;
  try {
    // Reads only the header: cheap even for a bomb.
    metadata = await sharp(bytes, input).metadata();
  } catch (error) {
    return { ok: false, message: isPixelLimit(error) ? AVATAR_MESSAGES.tooManyPixels : AVATAR_MESSAGES.notImage };
  }
  if (!metadata.format || !FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, message: AVATAR_MESSAGES.notImage };
  }
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS)
    return { ok: false, message: AVATAR_MESSAGES.tooManyPixels };

  try {
    const webp = await sharp(bytes, { ...input, pages: 1 })
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .timeout({ seconds: 15 })
      .toBuffer();
    return { ok: true, webp };
  } catch (error) {
    return { ok: false, message: isPixelLimit(error) ? AVATAR_MESSAGES.tooManyPixels : AVATAR_MESSAGES.notImage };
  }
}

/** sharp's own refusal of an image above limitInputPixels ("Input image exceeds pixel limit"). */
function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
