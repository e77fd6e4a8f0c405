/**
 * What every local stand-in (Google's OpenID Connect, Mercado Pago, OSRM, map tiles, analytics)
 * shares: closing its HTTP server at once, and running as its own process when started with
 * `node tests/<name>/server.ts` (as Playwright's webServer does), stopping cleanly on SIGTERM or Ctrl-C.
 */
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Closes the server without waiting for browsers' idle keep-alive connections. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * When `moduleUrl` (the stand-in's `import.meta.url`) is the script node was started with: starts
 * it, prints where it listens, and stops it on SIGTERM/SIGINT; a failure to start exits 1.
 */
export function runAsProcess<T extends { stop: () => Promise<void> }>(
  moduleUrl: string,
  start: () => Promise<T>,
  announce: (standIn: T) => string,
): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  start().then(
    (standIn) => {
      console.log(announce(standIn));
      const shutdown = () => {
        standIn.stop().finally(() => process.exit(0));
      };
      process.on("SIGTERM", shutdown);
      process.on("SIGINT", shutdown);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
