/**
 * The production server as the stress run starts it: the shared child-process runner
 * (tooling/server-process.ts) on a fixed port, so a restart after kill -9 comes back where the
 * clients and their session cookies are, with the stress run's own secret and limits.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { type ServerProcess, startServer } from "#tooling/server-process.ts";

/** One secret per stress run: every restart must accept the sessions signed before the crash. */
const STRESS_AUTH_SECRET = randomBytes(32).toString("hex");

export function startStressServer(options: {
  port: number;
  env: Record<string, string>;
  logFile: string;
}): Promise<ServerProcess> {
  return startServer({
    script: path.resolve("server.ts"),
    cwd: path.resolve("."),
    port: options.port,
    logFile: options.logFile,
    appendLog: true,
    stopGraceMs: 15_000,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      AUTH_SECRET: STRESS_AUTH_SECRET,
      // Set-up signs hundreds of accounts in from one address; the limiter still counts them.
      AUTH_RATE_LIMIT_MAX: "1000000000",
      ...options.env,
    },
  });
}
