/**
 * The profile photo: upload (normalised to a 256×256 WebP, see avatar-image.ts) and removal.
 * The file goes to the file store as avatars/<userId>-<random>.webp — a new name every time, so
 * browsers and caches never show the old photo — and the previous file of ours is deleted.
 * Avatars that are not ours (a Google picture) are only unlinked, never deleted.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { ok, type Result } from "#core/errors.ts";
import { getDb } from "../platform/db/client.ts";
import { profiles } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { getStorage } from "../platform/storage/storage.ts";
import { AVATAR_CONTENT_TYPE, normalizeAvatarImage } from "./avatar-image.ts";

export function avatarKey(userId: string): string {
  const safeId = userId.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64) || "usuario";
  return `avatars/${safeId}-${randomBytes(6).toString("hex")}.webp`;
}

async function currentAvatarUrl(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.avatarUrl ?? null;
}

async function setAvatarUrl(userId: string, avatarUrl: string | null): Promise<void> {
  const db = await getDb();
  await db.update(profiles).set({ avatarUrl, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

/** Deletes a file of ours; a failure only leaves an orphan file behind, so it is logged, not raised. */
async function deleteOwnFile(url: string | null): Promise<void> {
  const storage = getStorage();
  const key = storage.keyFromUrl(url);
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    logger.warn({ err: error, key }, "no se pudo borrar el avatar anterior");
  }
}

/** Answers the new photo's URL. */
export async function replaceAvatar(userId: string, bytes: Uint8Array): Promise<Result<string>> {
  const image = await normalizeAvatarImage(bytes);
  if (!image.ok) return image;
  const storage = getStorage();
  const previous = await currentAvatarUrl(userId);
  const stored = await storage.put(avatarKey(userId), image.value, AVATAR_CONTENT_TYPE);
  try {
    await setAvatarUrl(userId, stored.url);
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
  await deleteOwnFile(previous);
  return ok(stored.url);
}

export async function removeAvatar(userId: string): Promise<void> {
  const previous = await currentAvatarUrl(userId);
  await setAvatarUrl(userId, null);
  await deleteOwnFile(previous);
}
