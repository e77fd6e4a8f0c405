/**
 * Where uploaded files (avatars today; logos, banners and promotion images later) live. Callers only
 * see this small interface, so the local-disk store used on a laptop can be swapped for an
 * S3-compatible bucket in production without touching them.
 *
 * A file is named by a key such as "avatars/abc-1f2e.webp": lowercase-ish path segments, no "..",
 * no leading slash. The store turns a key into the public URL browsers load it from, and back.
 */

export interface StoredFile {
  key: string;
  /** What goes into the database (e.g. profiles.avatar_url) and into <img src>. */
  url: string;
}

export interface FileStorage {
  /** Writes the bytes under `key` (replacing any file there) and answers its public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
  /** Removes the file; a missing file is not an error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
  /** The key of a URL this store handed out, or null for anything else (a Google avatar, a demo image). */
  keyFromUrl(url: string | null | undefined): string | null;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)*\.[a-z0-9]{2,5}$/;

/** Keys come from our own code, but a bad one must never escape the storage folder. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.length > 200) throw new Error(`Clave de archivo inválida: ${JSON.stringify(key)}`);
}

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && key.length <= 200;
}

/** What a private file's "url" is (private-storage.ts): a marker, never something a browser can load. */
export const PRIVATE_PREFIX = "private:";
