/**
 * Files on the local disk under DATA_DIR/uploads, served by server.ts's /uploads static route.
 * Writes go through writeFileAtomic (a hidden temporary name, flushed, renamed into place), so a
 * half-written file is never served, and after a crash a name points at a whole file.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type FileStorage, isSafeKey, type StoredFile } from "./file-storage.ts";
import { writeFileAtomic } from "./write-file-atomic.ts";

export function createLocalDiskStorage(rootDir: string, publicBase = "/uploads"): FileStorage {
  const prefix = `${publicBase.replace(/\/+$/, "")}/`;

  function fileFor(key: string): string {
    assertSafeKey(key);
    return path.join(rootDir, ...key.split("/"));
  }

  return {
    async put(key, bytes): Promise<StoredFile> {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeFileAtomic(file, bytes);
      return { key, url: `${prefix}${key}` };
    },

    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },

    keyFromUrl(url) {
      if (!url?.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isSafeKey(key) ? key : null;
    },
  };
}
