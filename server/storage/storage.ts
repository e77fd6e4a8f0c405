/**
 * The app's file store. Today always the local disk (DATA_DIR/uploads); an S3-compatible store goes
 * here, chosen from the configuration, when one is configured. Tests may install their own.
 */
import path from "node:path";
import { getConfig } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalDiskStorage } from "./local-disk-storage.ts";

let current: FileStorage | undefined;

export function getStorage(): FileStorage {
  current ??= createLocalDiskStorage(uploadsDirectory());
  return current;
}

/** Replaces the store (tests); undefined goes back to the configured one. */
export function setStorage(storage: FileStorage | undefined): void {
  current = storage;
}

/** The folder server.ts serves at /uploads. */
export function uploadsDirectory(): string {
  return path.join(getConfig().dataDir, "uploads");
}
