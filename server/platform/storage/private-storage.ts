/**
 * Files nobody may download by URL: a claim's proof (IDs, tax papers). They live outside the
 * public uploads folder (DATA_DIR/private, which no static route serves) and are read back only by
 * code that checked who is asking (the admin's proof route). Same interface as the public store,
 * plus `read`. With S3_* set they live in the bucket's private/ folder instead (s3-storage.ts).
 */
import path from "node:path";
import { getConfig } from "../config.ts";
import { type FileStorage, PRIVATE_PREFIX } from "./file-storage.ts";
import { createLocalDiskStorage } from "./local-disk-storage.ts";
import { createS3PrivateStorage, s3OptionsFrom } from "./s3-storage.ts";

export interface PrivateFileStorage extends FileStorage {
  /** The bytes under `key`, or null when there is no such file. */
  read(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
}

export function createLocalPrivateStorage(rootDir: string): PrivateFileStorage {
  return createLocalDiskStorage(rootDir, PRIVATE_PREFIX);
}

let current: PrivateFileStorage | undefined;

export function getPrivateStorage(): PrivateFileStorage {
  if (!current) {
    const config = getConfig();
    const s3 = s3OptionsFrom(config);
    current = s3 ? createS3PrivateStorage(s3) : createLocalPrivateStorage(path.join(config.dataDir, "private"));
  }
  return current;
}

/** Replaces the store (tests); undefined goes back to the configured one. */
export function setPrivateStorage(storage: PrivateFileStorage | undefined): void {
  current = storage;
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii =
    name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "comprobante";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A private file (a claim's proof, a transfer's receipt) as an admin-only route answers it: never
 * cached, never sniffed into something else, a picture shown and a PDF downloaded, and nothing in it
 * may run or load anything. Null when the file is gone from the store.
 */
export async function privateFileResponse(file: {
  key: string;
  kind: "pdf" | "image";
  name: string;
}): Promise<Response | null> {
  const bytes = await getPrivateStorage().read(file.key);
  if (!bytes) return null;
  const pdf = file.kind === "pdf";
  return new Response(bytes, {
    headers: {
      "Content-Type": pdf ? "application/pdf" : "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition(pdf ? "attachment" : "inline", file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
