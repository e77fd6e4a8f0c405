import { z } from "#core/zod.ts";

/**
 * Uploaded pictures (logos, banners, gallery photos, promotion images, claim proof): the limits and
 * messages the browser shows before sending and the server enforces on the bytes
 * (server/platform/media/normalize-image.ts). Every stored picture is re-encoded to WebP at one of the sizes
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
 * The smallest picture each kind takes, in pixels as it stands upright (a 16×16 icon was accepted
 * as a gallery photo: issue 21 §4.7). `anyOrientation`: a photo may be portrait as well, so the
 * long side is held to `width` and the short side to `height`.
 */
export interface ImageMinSize {
  width: number;
  height: number;
  anyOrientation?: boolean;
}

/**
 * What each kind of picture becomes. "cover" crops to exactly width × height (logos, banners);
 * "inside" keeps the proportions within the box and never enlarges (photos, proof). `min`: below
 * it the picture is refused, because it would look blurred where it is shown (a logo at up to
 * 128 px, a banner across the page, a photo in the gallery's viewer) or, for proof, be unreadable.
 */
export const IMAGE_PRESETS = {
  logo: { width: 512, height: 512, fit: "cover", min: { width: 128, height: 128 } },
  banner: { width: 1600, height: 600, fit: "cover", min: { width: 800, height: 300 } },
  gallery: { width: 1600, height: 1600, fit: "inside", min: { width: 400, height: 300, anyOrientation: true } },
  promotion: { width: 1200, height: 1200, fit: "inside", min: { width: 400, height: 300, anyOrientation: true } },
  /** An article's cover: shown 16:9 across the page and in the magazine's cards. */
  cover: { width: 1600, height: 1600, fit: "inside", min: { width: 800, height: 450 } },
  proof: { width: 2000, height: 2000, fit: "inside", min: { width: 600, height: 400, anyOrientation: true } },
} as const satisfies Record<string, { width: number; height: number; fit: "cover" | "inside"; min: ImageMinSize }>;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** Whether a picture of width × height (upright) is smaller than `min`. */
export function isImageTooSmall(width: number, height: number, min: ImageMinSize): boolean {
  if (!min.anyOrientation) return width < min.width || height < min.height;
  const [long, short] = width >= height ? [width, height] : [height, width];
  return long < Math.max(min.width, min.height) || short < Math.min(min.width, min.height);
}

/** "400 × 300 px (o 300 × 400 si es vertical)", "128 × 128 px". */
export function imageMinSizeText(min: ImageMinSize): string {
  const size = `${min.width} × ${min.height} px`;
  return min.anyOrientation && min.width !== min.height
    ? `${size} (o ${min.height} × ${min.width} si es vertical)`
    : size;
}

/** The field error for a picture under its kind's minimum. */
export function imageTooSmallMessage(min: ImageMinSize): string {
  return `La imagen es muy chica: tiene que medir al menos ${imageMinSizeText(min)}`;
}

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
