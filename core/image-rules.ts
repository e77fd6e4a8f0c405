import { z } from "#core/zod.ts";

/**
 * Uploaded pictures (logos, banners, gallery photos, promotion images, claim proof): the limits and
 * messages the browser shows before sending and the server enforces on the bytes
 * (server/media/normalize-image.ts). Every stored picture is re-encoded to WebP at one of the sizes
 * below, turned upright and stripped of metadata.
 */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** 40 megapixels: above any phone photo that fits the limit, far below what would exhaust memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_FORMATS = ["jpeg", "png", "webp", "gif", "avif", "heif"] as const;
/** For the file picker only (a hint): the server decides by the file's bytes. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic";

export const IMAGE_MESSAGES = {
  tooLarge: "La imagen no puede pesar más de 8 MB",
  notImage: "El archivo no es una imagen válida (JPG, PNG, WebP, GIF, AVIF o HEIC)",
  tooManyPixels: "La imagen es demasiado grande: usá una de hasta 40 megapíxeles",
  missing: "Elegí una imagen para subir",
} as const;

/**
 * What each kind of picture becomes. "cover" crops to exactly width × height (logos, banners);
 * "inside" keeps the proportions within the box and never enlarges (photos, proof).
 */
export const IMAGE_PRESETS = {
  logo: { width: 512, height: 512, fit: "cover" },
  banner: { width: 1600, height: 600, fit: "cover" },
  gallery: { width: 1600, height: 1600, fit: "inside" },
  promotion: { width: 1200, height: 1200, fit: "inside" },
  proof: { width: 2000, height: 2000, fit: "inside" },
} as const satisfies Record<string, { width: number; height: number; fit: "cover" | "inside" }>;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** An optional picture in a form: no file (or an empty one) is fine; a heavy one is refused before sending. */
export const optionalImageField = z
  .file()
  .optional()
  .refine((file) => !file || file.size <= IMAGE_MAX_BYTES, IMAGE_MESSAGES.tooLarge);

/** A required picture in a form. */
export const requiredImageField = z
  .file({ error: IMAGE_MESSAGES.missing })
  .refine((file) => file.size > 0, IMAGE_MESSAGES.missing)
  .refine((file) => file.size <= IMAGE_MAX_BYTES, IMAGE_MESSAGES.tooLarge);
