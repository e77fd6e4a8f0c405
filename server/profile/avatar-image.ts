/**
 * The avatar we store: a 256×256 WebP cropped to fill the square, through the one image pipeline
 * (server/platform/media/normalize-image.ts: bytes decide the format, metadata stripped, bombs refused),
 * with the avatar's own 5 MB limit, minimum size and messages.
 */
import {
  AVATAR_FORMATS,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_MESSAGES,
  AVATAR_MIN_SIZE,
  AVATAR_SIZE,
} from "#core/avatar-rules.ts";
import { ok, type Result } from "#core/errors.ts";
import { normalizeImage, WEBP_CONTENT_TYPE } from "../platform/media/normalize-image.ts";

export { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_SIZE };

export const AVATAR_CONTENT_TYPE = WEBP_CONTENT_TYPE;

export async function normalizeAvatarImage(bytes: Uint8Array): Promise<Result<Buffer>> {
  const image = await normalizeImage(
    bytes,
    { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: "cover", min: AVATAR_MIN_SIZE },
    { maxBytes: AVATAR_MAX_BYTES, maxPixels: AVATAR_MAX_PIXELS, formats: AVATAR_FORMATS, messages: AVATAR_MESSAGES },
  );
  return image.ok ? ok(image.value.webp) : image;
}
