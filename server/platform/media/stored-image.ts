/**
 * Storing pictures of ours: normalise (normalize-image.ts), put them in the file store under a new
 * random name every time (browsers and caches never show an old picture under a new URL), and
 * delete them once nothing points at them. Deleting is best-effort: a failure leaves an orphan
 * file, never a broken page, so it is logged rather than raised.
 */
import { randomBytes } from "node:crypto";
import { ok, type Result } from "#core/errors.ts";
import { IMAGE_PRESETS, type ImagePreset } from "#core/image-rules.ts";
import { logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { getStorage } from "../storage/storage.ts";
import { normalizeImage, WEBP_CONTENT_TYPE } from "./normalize-image.ts";

export interface StoredImage {
  url: string;
  key: string;
  width: number;
  height: number;
}

/** "businesses/<uuid>/logo-3f9a…" style keys: a folder per owner thing, a fresh name per upload. */
export function imageKey(folder: string, prefix: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64) || "x";
  const folders = folder.split("/").map(safe).join("/");
  return `${folders}/${safe(prefix)}-${randomBytes(8).toString("hex")}.webp`;
}

/**
 * `preset` decides the stored size and the smallest picture taken (a 16×16 icon is refused with
 * "La imagen es muy chica: …", a "validation" refusal; a file that is no picture we take is
 * "unsupported_media_type"). `storage`: the public store unless the picture must stay private (a claim's proof).
 */
export async function storeImage(
  bytes: Uint8Array,
  preset: ImagePreset,
  folder: string,
  storage: FileStorage = getStorage(),
): Promise<Result<StoredImage>> {
  const image = await normalizeImage(bytes, IMAGE_PRESETS[preset]);
  if (!image.ok) return image;
  const { webp, width, height } = image.value;
  const stored = await storage.put(imageKey(folder, preset), webp, WEBP_CONTENT_TYPE);
  return ok({ url: stored.url, key: stored.key, width, height });
}

/** Deletes a picture of ours by its URL; URLs that are not ours (seeded SVGs, Google's) are left alone. */
export async function deleteStoredImage(url: string | null | undefined): Promise<void> {
  const storage = getStorage();
  const key = storage.keyFromUrl(url ?? null);
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    logger.warn({ err: error, key }, "no se pudo borrar una imagen que ya no se usa");
  }
}
