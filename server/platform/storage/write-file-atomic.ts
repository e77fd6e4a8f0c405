/**
 * Writes a file that another reader (a mail pick-up, the /uploads static route, a restore) sees
 * whole or not at all: the bytes go to a hidden temporary file in the same directory, are flushed
 * to disk (fsync), and the temporary file is renamed over the target. A rename within one
 * filesystem is atomic, so a reader opening the target finds the old file or the complete new one,
 * never a prefix; the directory is flushed too, so after a power cut or kill -9 the name points at
 * the finished file. Temporary names start with "." and end with ".tmp": readers that list the
 * folder skip them, and express.static never serves dotfiles.
 *
 * A dozen lines of our own instead of the `write-file-atomic` package: we need only this (no
 * ownership changes, no queueing of writes to the same name; every caller writes a fresh name or
 * a whole replacement), and it keeps the fsync of the directory, which that package does not do.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** True for the names writeFileAtomic uses while a write is in progress (for folder readers). */
export function isTemporaryName(name: string): boolean {
  return name.startsWith(".") && name.endsWith(".tmp");
}

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(temporary, "wx", 0o644);
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temporary, file);
  } catch (error) {
    await handle?.close().catch(() => {});
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

/** Flushes a directory entry (a rename, a new file) to disk; a no-op where directories can't be opened. */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, "r");
    await handle.sync();
  } catch {
    // Some platforms (Windows) can't open a directory; the rename is still atomic there.
  } finally {
    await handle?.close().catch(() => {});
  }
}
