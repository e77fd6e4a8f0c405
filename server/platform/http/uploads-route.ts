/**
 * GET/HEAD /uploads/{key}: the public files, from the disk (DATA_DIR/uploads) or, with S3_* set,
 * from the bucket's public/ folder, with the same answers either way: 7 days of cache, the
 * validators (ETag, Last-Modified) and ranges passed through, and short Spanish refusals (404 for a
 * missing file or a key the store would never hand out, 405 for another method).
 */
import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { logger } from "../logger.ts";
import { isSafeKey } from "../storage/file-storage.ts";
import { PUBLIC_CACHE_CONTROL } from "../storage/s3-storage.ts";
import { bucketServingUploads } from "../storage/storage.ts";
import { staticFolder } from "./static-folder.ts";

/** Headers of the bucket's answer that a browser needs. */
const PASSED = ["content-type", "content-length", "content-range", "accept-ranges", "etag", "last-modified"];

function notFound(res: Response) {
  res.status(404).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send("No encontrado.");
}

export function uploadsRoute(diskFolder: string): (RequestHandler | ErrorRequestHandler)[] {
  const [methods, fromDisk, refusals] = staticFolder(diskFolder, { maxAge: "7d" });
  const fromBucket: RequestHandler = async (req, res, next) => {
    const bucket = bucketServingUploads();
    if (!bucket) {
      fromDisk(req, res, next);
      return;
    }
    const key = req.path.replace(/^\/+/, "");
    // Keys are plain (letters, digits, _ - / .): anything encoded is not one of ours.
    if (!isSafeKey(key)) {
      notFound(res);
      return;
    }
    try {
      const headers = new Headers();
      for (const name of ["if-none-match", "if-modified-since", "range"]) {
        const value = req.get(name);
        if (value) headers.set(name, value);
      }
      const method = req.method === "HEAD" ? "HEAD" : "GET";
      const answer = await bucket.fetchPublic(key, { method, headers });
      if (answer.status === 404 || answer.status === 403) {
        await answer.body?.cancel();
        notFound(res);
        return;
      }
      if (answer.status !== 200 && answer.status !== 206 && answer.status !== 304) {
        await answer.body?.cancel();
        throw new Error(`S3: GET public/${key} respondió ${answer.status}`);
      }
      res.status(answer.status);
      for (const name of PASSED) {
        const value = answer.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      if (method === "HEAD" || answer.status === 304 || !answer.body) {
        await answer.body?.cancel();
        res.end();
        return;
      }
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      if (res.headersSent) {
        next(error);
        return;
      }
      logger.error({ err: error, key }, "no se pudo leer un archivo público del bucket");
      res
        .status(503)
        .type("text/plain; charset=utf-8")
        .set({ "Cache-Control": "no-store", "Retry-After": "5" })
        .send("No pudimos leer el archivo. Probá de nuevo en un momento.");
    }
  };
  return [methods, fromBucket, refusals];
}
