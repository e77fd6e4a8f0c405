/**
 * The app's file store, chosen from the configuration: an S3-compatible bucket when S3_* are set
 * (every instance sees every file), else the local disk (DATA_DIR/uploads). Tests may install their own.
 */
import path from "node:path";
import { getConfig } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalDiskStorage } from "./local-disk-storage.ts";
import { createS3Storage, type S3PublicStorage, s3OptionsFrom } from "./s3-storage.ts";

let current: FileStorage | undefined;

export function getStorage(): FileStorage {
  if (!current) {
    const config = getConfig();
    const s3 = s3OptionsFrom(config);
    current = s3 ? createS3Storage(s3, config.S3_PUBLIC_URL) : createLocalDiskStorage(uploadsDirectory());
  }
  return current;
}

/** Replaces the store (tests); undefined goes back to the configured one. */
export function setStorage(storage: FileStorage | undefined): void {
  current = storage;
}

/** The store's bucket, when /uploads/* must be answered from it (a bucket store without S3_PUBLIC_URL). */
export function bucketServingUploads(storage: FileStorage = getStorage()): S3PublicStorage | null {
  return "fetchPublic" in storage ? (storage as S3PublicStorage) : null;
}

/** The folder server.ts serves at /uploads when the files are on the disk. */
export function uploadsDirectory(): string {
  return path.join(getConfig().dataDir, "uploads");
}
