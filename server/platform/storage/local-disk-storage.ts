/**
 * A folder on the local disk as a file store: the public uploads (DATA_DIR/uploads, served by
 * server.ts's /uploads static route) and the private files (DATA_DIR/private, which no route serves;
 * private-storage.ts). Writes go through writeFileAtomic (a hidden temporary name, flushed, renamed
 * into place), so a half-written file is never served, and after a crash a name points at a whole file.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, isSafeKey, type StoredFile } from "./file-storage.ts";
import type { PrivateFileStorage } from "./private-storage.ts";
import { writeFileAtomic } from "./write-file-atomic.ts";

/**
 * `urlPrefix` + key is the "url" a file is handed out as ("/uploads/…", or the private marker). Every
 * local store can read its files back; only the private one is asked to (the public ones are served).
 */
export function createLocalDiskStorage(rootDir: string, urlPrefix = "/uploads/"): PrivateFileStorage {
  function fileFor(key: string): string {
    assertSafeKey(key);
    return path.join(rootDir, ...key.split("/"));
  }

  return {
    async put(key, bytes): Promise<StoredFile> {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeFileAtomic(file, bytes);
      return { key, url: `${urlPrefix}${key}` };
    },

    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },

    keyFromUrl(url) {
      if (!url?.startsWith(urlPrefix)) return null;
      const key = url.slice(urlPrefix.length);
      return isSafeKey(key) ? key : null;
    },

    async read(key) {
      if (!isSafeKey(key)) return null;
      try {
        return new Uint8Array(await fs.readFile(fileFor(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
