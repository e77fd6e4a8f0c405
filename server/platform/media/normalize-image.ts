/**
 * Turns an uploaded file into the picture we store: WebP at the preset's size, turned upright by
 * its EXIF orientation and stripped of all metadata (EXIF may carry the GPS position where the
 * photo was taken), with its final dimensions so pages can reserve the space.
 *
 * What the file is comes from its bytes (sharp reads the magic numbers), never from its name or the
 * Content-Type the browser claimed: a text file called foto.png, an SVG (scripts) or a PDF is
 * refused. Images with absurd dimensions (a "decompression bomb": a few KB that decode to
 * gigabytes) are refused from their header, before decoding, and so are pictures under the kind's
 * minimum size (`box.min`, core/image-rules.ts), measured upright.
 */

import sharp, { type Metadata } from "sharp";
import { fail, ok, type Result } from "#core/errors.ts";
import {
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MESSAGES,
  type ImageMinSize,
  imageTooSmallMessage,
  isImageTooSmall,
} from "#core/image-rules.ts";

export interface ImageBox {
  width: number;
  height: number;
  fit: "cover" | "inside";
  /** The smallest picture taken (upright); smaller ones are refused with the size in the message. */
  min?: ImageMinSize;
}

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
  formats: readonly string[];
  messages: { tooLarge: string; notImage: string; tooManyPixels: string; missing: string };
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: IMAGE_MAX_BYTES,
  maxPixels: IMAGE_MAX_PIXELS,
  formats: IMAGE_FORMATS,
  messages: IMAGE_MESSAGES,
};

export const WEBP_CONTENT_TYPE = "image/webp";

export interface NormalizedImage {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * A picture under the minimum size is a wrong value ("validation", the message says which size);
 * anything else refused is a file we could not take as an image.
 */
const notAnImage = (message: string) => fail("unsupported_media_type", message);

export async function normalizeImage(
  bytes: Uint8Array,
  box: ImageBox,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<Result<NormalizedImage>> {
  const { messages } = limits;
  if (bytes.byteLength === 0) return notAnImage(messages.missing);
  if (bytes.byteLength > limits.maxBytes) return notAnImage(messages.tooLarge);

  const input = { limitInputPixels: limits.maxPixels, failOn: "error" as const };
  let metadata: Metadata;
  try {
    // Reads only the header: cheap even for a bomb.
    metadata = await sharp(bytes, input).metadata();
  } catch (error) {
    return notAnImage(isPixelLimit(error) ? messages.tooManyPixels : messages.notImage);
  }
  if (!metadata.format || !limits.formats.includes(metadata.format) || !metadata.width || !metadata.height) {
    return notAnImage(messages.notImage);
  }
  if (metadata.width * metadata.height > limits.maxPixels) return notAnImage(messages.tooManyPixels);
  const upright = metadata.autoOrient ?? metadata;
  if (box.min && isImageTooSmall(upright.width, upright.height, box.min)) {
    return fail("validation", imageTooSmallMessage(box.min));
  }

  try {
    const { data, info } = await sharp(bytes, { ...input, pages: 1 })
      .autoOrient()
      .resize(box.width, box.height, {
        fit: box.fit,
        position: box.fit === "cover" ? "attention" : undefined,
        withoutEnlargement: box.fit === "inside",
      })
      .webp({ quality: 82 })
      .timeout({ seconds: 15 })
      .toBuffer({ resolveWithObject: true });
    return ok({ webp: data, width: info.width, height: info.height });
  } catch (error) {
    return notAnImage(isPixelLimit(error) ? messages.tooManyPixels : messages.notImage);
  }
}

/** sharp's own refusal of an image above limitInputPixels ("Input image exceeds pixel limit"). */
function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
