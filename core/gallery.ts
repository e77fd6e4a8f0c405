/**
 * The photo gallery's limits and messages (the owner's form and the server alike). Pictures follow
 * core/image-rules.ts (preset "gallery").
 */
import { IMAGE_MAX_BYTES } from "./image-rules.ts";
import { z } from "./zod.ts";

export const GALLERY_MAX = 10;
/** Photos one post may carry (the request limit below is sized for them). */
export const GALLERY_FILES_PER_POST = 3;
export const PHOTO_ALT_MAX = 200;
/** The largest body the owner's picture forms take: a few photos at the largest size, and the fields. */
export const PICTURE_POST_MAX_BYTES = GALLERY_FILES_PER_POST * IMAGE_MAX_BYTES + 64 * 1024;

export const GALLERY_MESSAGES = {
  altLong: `La descripción no puede tener más de ${PHOTO_ALT_MAX} caracteres`,
  tooManyFiles: `Podés subir hasta ${GALLERY_FILES_PER_POST} fotos por vez`,
  notFound: "Esa foto no es de este comercio o ya no existe",
} as const;

export const photoAltSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\p{Cc}/gu, " ").trim() : "") || undefined,
  z.string().max(PHOTO_ALT_MAX, GALLERY_MESSAGES.altLong).optional(),
);
