/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), so that
 * every instance sees every file. Requests are path-style (ENDPOINT/BUCKET/OBJECT) and signed with
 * AWS Signature V4 by aws4fetch; the body's SHA-256 is signed too, so the bucket refuses bytes
 * changed on the way.
 *
 * One bucket holds both stores, each under its own folder: public files under `public/`, private
 * ones (claims' proofs, import files) under `private/`. The app never serves an object outside
 * `public/`, and S3_PUBLIC_URL, when set, is the public address of that folder only: a private
 * file never gets a URL a browser could load.
 */
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { Config } from "../config.ts";
import { assertSafeKey, type FileStorage, isSafeKey, PRIVATE_PREFIX, type StoredFile } from "./file-storage.ts";
import type { PrivateFileStorage } from "./private-storage.ts";

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The bucket's settings, or null when S3_* are not set (files stay in DATA_DIR). */
export function s3OptionsFrom(config: Config): S3Options | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

/** How long a public file may be kept by browsers and proxies: as DATA_DIR/uploads is served (7 days). */
export const PUBLIC_CACHE_CONTROL = "public, max-age=604800";

/** One request to the bucket may take this long before it fails (an upload waits for it). */
const REQUEST_TIMEOUT_MS = 15_000;

/** A bucket's answer the app did not expect: its status and S3's error code, never the credentials. */
export class S3Error extends Error {
  readonly status: number;
  constructor(status: number, operation: string, detail: string) {
    super(`S3: ${operation} respondió ${status}${detail ? ` (${detail})` : ""}`);
    this.name = "S3Error";
    this.status = status;
  }
}

/** The bucket's objects under one folder, signed requests included. */
export interface S3Folder {
  put(key: string, bytes: Uint8Array, contentType: string, cacheControl?: string): Promise<void>;
  /** The object as the bucket answers it (GET or HEAD, conditional and range headers passed on). */
  fetch(key: string, init?: { method?: "GET" | "HEAD"; headers?: Headers }): Promise<Response>;
  read(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(key: string): Promise<void>;
}

export function s3Folder(options: S3Options, folder: "public" | "private"): S3Folder {
  // Retries only on 5xx/429, twice: an upload must fail in seconds, not after ten attempts.
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
    retries: 2,
  });
  const base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}/${folder}/`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}${key}`;
  };
  const failure = async (response: Response, operation: string) => {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1] ?? "";
    return new S3Error(response.status, operation, code);
  };

  return {
    async put(key, bytes, contentType, cacheControl) {
      const headers: Record<string, string> = {
        "content-type": contentType,
        "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
      };
      if (cacheControl) headers["cache-control"] = cacheControl;
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        headers,
        body: bytes as Uint8Array<ArrayBuffer>,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw await failure(response, `PUT ${folder}/${key}`);
      await response.body?.cancel();
    },

    async fetch(key, init = {}) {
      const headers = new Headers();
      for (const name of ["if-none-match", "if-modified-since", "range"]) {
        const value = init.headers?.get(name);
        if (value) headers.set(name, value);
      }
      return client.fetch(urlOf(key), {
        method: init.method ?? "GET",
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    },

    async read(key) {
      if (!isSafeKey(key)) return null;
      const response = await this.fetch(key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, `GET ${folder}/${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },

    async delete(key) {
      const response = await client.fetch(urlOf(key), {
        method: "DELETE",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // S3 answers 204 whether or not the object was there; some stand-ins answer 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${folder}/${key}`);
      await response.body?.cancel();
    },
  };
}

/** A public store in the bucket, with the `fetch` the app's /uploads route serves from. */
export interface S3PublicStorage extends FileStorage {
  /** The object behind a public key, for GET/HEAD /uploads/{key} (never an object outside public/). */
  fetchPublic(key: string, init: { method: "GET" | "HEAD"; headers: Headers }): Promise<Response>;
}

/**
 * Public files: `S3_PUBLIC_URL/{key}` when the bucket's public/ folder has an address of its own,
 * else `/uploads/{key}`, which the app serves from the bucket with the cache headers of the disk.
 */
export function createS3Storage(options: S3Options, publicUrl?: string): S3PublicStorage {
  const objects = s3Folder(options, "public");
  const prefix = `${(publicUrl ?? "/uploads").replace(/\/+$/, "")}/`;
  return {
    async put(key, bytes, contentType): Promise<StoredFile> {
      await objects.put(key, bytes, contentType, PUBLIC_CACHE_CONTROL);
      return { key, url: `${prefix}${key}` };
    },
    delete: (key) => objects.delete(key),
    keyFromUrl(url) {
      if (!url?.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isSafeKey(key) ? key : null;
    },
    fetchPublic: (key, init) => objects.fetch(key, init),
  };
}

/** Private files: only code that checked who is asking reads them back (`read`). */
export function createS3PrivateStorage(options: S3Options): PrivateFileStorage {
  const objects = s3Folder(options, "private");
  return {
    async put(key, bytes, contentType): Promise<StoredFile> {
      await objects.put(key, bytes, contentType);
      return { key, url: `${PRIVATE_PREFIX}${key}` };
    },
    delete: (key) => objects.delete(key),
    keyFromUrl(url) {
      if (!url?.startsWith(PRIVATE_PREFIX)) return null;
      const key = url.slice(PRIVATE_PREFIX.length);
      return isSafeKey(key) ? key : null;
    },
    read: (key) => objects.read(key),
  };
}
