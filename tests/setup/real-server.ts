/**
 * The whole production server (server/http-server.ts: headers, CSP, static files, /healthz, the page cache and
 * the built app) on a free local port, against the test file's own database
 * (call setupTestDatabase() first). For checks that need more than the app's request handler.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createServer, listen } from "#server/http-server.ts";

export function setupRealServer(): () => string {
  let origin = "";
  let close: (() => void) | undefined;
  beforeAll(async () => {
    if (!fs.existsSync(path.resolve("build/server/index.js"))) {
      throw new Error("Falta el build de producción: corré `npx react-router build` (`npm test` lo hace antes).");
    }
    const { app } = await createServer();
    const server = listen(app, 0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());
  return () => origin;
}
