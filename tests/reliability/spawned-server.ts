/**
 * The real production server as its own process (`node server.ts`), for what only a process can
 * show: signals, exit codes, start-up failures. Each call gets its own copy of the seeded test
 * database (a PGlite data folder from the snapshot, or a PostgreSQL database from the template).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "#server/platform/db/client.ts";
import { adminUrl } from "#tests/setup/global-db.ts";

export const TEST_AUTH_SECRET = "reliability-tests-secret-0123456789abcdef";

export interface TestDatabase {
  /** DATABASE_URL ("" for PGlite) and DATA_DIR for the server. */
  env: Record<string, string>;
  /** The PostgreSQL database's own URL (not set for PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh copy of the seeded database of this test project's kind. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-reliability-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB_KIND === "postgres") {
    const base = process.env.DATABASE_URL as string;
    const name = `vilma_rel_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    const url = adminUrl(base, name);
    return {
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      url,
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl(base) });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
        removeDir();
      },
    };
  }
  const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
  const handle = await openDatabase({
    kind: "pglite",
    dataDir: path.join(dataDir, "pgdata"),
    loadDataDir: new Blob([snapshot]),
  });
  await handle.close();
  return { env: { DATABASE_URL: "", DATA_DIR: dataDir }, drop: async () => removeDir() };
}

export interface SpawnedServer {
  child: ChildProcess;
  origin: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Starts `node server.ts` and, unless `wait` is false, resolves once it listens. */
export async function spawnServer(env: Record<string, string>, options: { wait?: boolean } = {}) {
  if (!fs.existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("Falta el build de producción: corré `npx react-router build` (`npm test` lo hace antes).");
  }
  const port = await freePort();
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: path.resolve("."),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      AUTH_SECRET: TEST_AUTH_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server: SpawnedServer = { child, origin: "", output: () => output, exited };
  if (options.wait === false) return server;

  server.origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al arrancar:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`el servidor no arrancó:\n${output}`);
    }
    const ready = await fetch(`${server.origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A port nobody listens on right now (the server takes it a moment later). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Ends a server a test left running (its own SIGKILL, by its pid). */
export async function killServer(server: SpawnedServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

export interface Outcome {
  path: string;
  status?: number;
  complete: boolean;
  error?: string;
  finishedAt?: number;
}

/** One GET over a kept-alive agent, read to the end; never rejects. */
export function get(origin: string, path: string, agent: http.Agent, onConnect: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { path, complete: false };
    const request = http.get(`${origin}${path}`, { agent }, (response) => {
      outcome.status = response.statusCode;
      const expected = Number(response.headers["content-length"] ?? Number.NaN);
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
      });
      response.on("end", () => {
        // Chunked answers end with their terminating chunk, or "aborted" fires instead.
        outcome.complete = Number.isNaN(expected) || received === expected;
        outcome.finishedAt = performance.now();
        resolve(outcome);
      });
      response.on("aborted", () => {
        outcome.error = "cortada a mitad de la respuesta";
        resolve(outcome);
      });
      response.on("error", (error) => {
        outcome.error = error.message;
        resolve(outcome);
      });
    });
    request.on("socket", (socket) => {
      if (!socket.connecting) onConnect();
      else socket.once("connect", onConnect);
    });
    request.on("error", (error) => {
      outcome.error = (error as NodeJS.ErrnoException).code ?? error.message;
      resolve(outcome);
    });
  });
}

/** What SIGTERM in the middle of 50 page and search requests left: each answer, and the exit code. */
export interface InterruptedRequests {
  outcomes: Outcome[];
  /** Those that had not finished when the signal was sent. */
  inFlight: Outcome[];
  /** Those lost, cut short or answered 5xx. */
  failures: Outcome[];
  code: number | null;
}

/**
 * Sends 50 concurrent page and search requests over kept-alive connections, and SIGTERM once every
 * one has its connection and the server has answered the first (mid-flight, for certain).
 */
export async function sigtermDuringRequests(server: SpawnedServer): Promise<InterruptedRequests> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  const paths = Array.from({ length: 50 }, (_, i) =>
    i % 5 === 4 ? `/api/search?q=caf%C3%A9+${i}` : `/search?q=${["pizza", "pelu", "ferre", "cafe"][i % 4]}+${i}`,
  );
  let connected = 0;
  let allConnected: () => void = () => {};
  const connectedAll = new Promise<void>((resolve) => {
    allConnected = resolve;
  });
  const requests = paths.map((path) =>
    get(server.origin, path, agent, () => {
      if (++connected === paths.length) allConnected();
    }),
  );
  await connectedAll;
  const firstDone = await Promise.race(requests);
  if (firstDone.error) throw new Error(`el primer pedido falló antes de la señal: ${firstDone.error}`);
  const signalledAt = performance.now();
  server.child.kill("SIGTERM");
  const outcomes = await Promise.all(requests);
  const code = await server.exited;
  agent.destroy();
  return {
    outcomes,
    inFlight: outcomes.filter((o) => o.finishedAt === undefined || o.finishedAt > signalledAt),
    failures: outcomes.filter((o) => o.error || !o.complete || (o.status ?? 500) >= 500),
    code,
  };
}
