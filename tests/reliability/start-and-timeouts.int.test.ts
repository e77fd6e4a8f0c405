/**
 * Defects 6, 7 and part of 9 of issue 9, none of which needs a working database:
 * - a production start without AUTH_SECRET (on PostgreSQL) or with an invalid variable stops
 *   before listening, with a Spanish message that names the variable and no stack trace;
 * - a start with the database refusing or hanging ends the same way;
 * - a database that accepts connections and never answers (a TCP stand-in that swallows bytes)
 *   fails queries and the health ping within seconds instead of hanging.
 * They do not depend on the database kind, so they run once (in the PGlite project).
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/platform/db/client.ts";
import { categories } from "#server/platform/db/schema.ts";
import { isDatabaseUnavailable } from "#server/platform/http/database-outage.ts";
import { spawnServer } from "./spawned-server.ts";

/** Accepts TCP connections and never answers: a database that hangs. */
function blackHole(): Promise<{ url: string; close(): void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("data", () => {});
    socket.on("error", () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `postgres://postgres@127.0.0.1:${port}/nada`,
        close: () => {
          for (const socket of sockets) socket.destroy();
          server.close();
        },
      });
    });
  });
}

/** A local port where nothing listens: the database refuses. */
async function refusedUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `postgres://postgres@127.0.0.1:${port}/nada`;
}

async function failedStart(env: Record<string, string>) {
  const started = performance.now();
  const server = await spawnServer(env, { wait: false });
  const code = await server.exited;
  return { code, output: server.output(), ms: Math.round(performance.now() - started) };
}

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe.runIf(process.env.TEST_DB_KIND !== "postgres")("start-up and timeouts", () => {
  let hole: { url: string; close(): void };
  beforeAll(async () => {
    hole = await blackHole();
  });
  afterAll(() => hole?.close());

  it("refuses a production start on PostgreSQL without AUTH_SECRET, before listening", async () => {
    const { code, output } = await failedStart({ DATABASE_URL: hole.url, AUTH_SECRET: "" });
    expect(code).toBe(1);
    expect(output).toContain("Falta AUTH_SECRET");
    expect(output).toMatch(/definilo en AUTH_SECRET/);
    expect(output).not.toMatch(STACK_LINE);
    expect(output).not.toContain("Vilma lista");
  });

  it("refuses an invalid variable, naming it", async () => {
    const { code, output } = await failedStart({ DATABASE_URL: "", PORT: "ochenta" });
    expect(code).toBe(1);
    expect(output).toContain("Configuración inválida");
    expect(output).toContain("PORT");
    expect(output).not.toMatch(STACK_LINE);
  });

  it("ends a start with the database refusing in one clear message", async () => {
    const { code, output } = await failedStart({ DATABASE_URL: await refusedUrl() });
    expect(code).toBe(1);
    expect(output).toContain("No se pudo conectar a la base de datos 127.0.0.1:");
    expect(output).toContain("Revisá que PostgreSQL esté corriendo");
    expect(output).not.toMatch(STACK_LINE);
  });

  it("ends a start with the database hanging within the connect timeout", async () => {
    const { code, output, ms } = await failedStart({ DATABASE_URL: hole.url, DB_CONNECT_TIMEOUT_MS: "1000" });
    expect(code).toBe(1);
    expect(output).toContain("No se pudo conectar a la base de datos");
    expect(output).not.toMatch(STACK_LINE);
    console.info(`arranque con la base colgada: termina en ${ms} ms (DB_CONNECT_TIMEOUT_MS=1000)`);
  });

  it("fails queries and the health ping on a hanging database within seconds", async () => {
    const handle = await openDatabase({
      kind: "postgres",
      url: hole.url,
      timeouts: { connectMs: 1_500, statementMs: 2_000, idleInTransactionMs: 5_000 },
    });
    try {
      let started = performance.now();
      const ping = await handle.ping().then(
        () => null,
        (error: unknown) => error,
      );
      const pingMs = performance.now() - started;
      expect(isDatabaseUnavailable(ping)).toBe(true);
      expect(pingMs).toBeLessThan(2_500);

      started = performance.now();
      const query = await handle.db
        .select()
        .from(categories)
        .then(
          () => null,
          (error: unknown) => error,
        );
      const queryMs = performance.now() - started;
      expect(isDatabaseUnavailable(query)).toBe(true);
      expect(queryMs).toBeLessThan(3_000);
      console.info(`base colgada: ping falla en ${Math.round(pingMs)} ms, una consulta en ${Math.round(queryMs)} ms`);
    } finally {
      await handle.close().catch(() => undefined);
    }
  });
});
