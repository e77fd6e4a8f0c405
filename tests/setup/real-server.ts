/**
 * The whole production server (server.ts: headers, CSP, static files, /healthz, the page cache and
 * the built app) on a free local port, against the test file's own database
 * (call setupTestDatabase() first). For checks that need more than the app's request handler.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createServer } from "../../server.ts";

export function setupRealServer(): () => string {
  let origin = "";
  let close: (() => void) | undefined;
  beforeAll(async () => {
    const { app } = await createServer();
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());
  return () => origin;
}
