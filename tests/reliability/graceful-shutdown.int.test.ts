/**
 * Defect 5 of issue 9: SIGTERM dropped requests in flight (the process exited 0.2–0.5 s after the
 * signal; on PostgreSQL 36 of 49 in-flight requests were reset and 8 answered 500). A rolling
 * deploy must drop none: the real server gets 50 concurrent page and search requests, SIGTERM
 * arrives while they run, and every one must get a whole, non-5xx answer before a clean exit 0.
 */
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "#server/http-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import {
  createTestDatabase,
  killServer,
  type SpawnedServer,
  sigtermDuringRequests,
  spawnServer,
  type TestDatabase,
} from "./spawned-server.ts";

describe("SIGTERM on the real server", () => {
  let database: TestDatabase | undefined;
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await killServer(server);
    await database?.drop();
  });

  it("finishes every request in flight, then exits 0", { timeout: 180_000 }, async () => {
    if (!database) throw new Error("sin base de prueba");
    // The cap is proven below; here a busy test machine must not reach it.
    server = await spawnServer({ ...database.env, SHUTDOWN_TIMEOUT_MS: "110000" });
    const { origin } = server;
    // Warm the page once: the first render loads modules that later ones reuse.
    expect((await fetch(`${origin}/search?q=pizza`)).status).toBe(200);

    const { outcomes, inFlight, failures, code } = await sigtermDuringRequests(server);
    console.info(
      `SIGTERM con ${inFlight.length} de ${outcomes.length} pedidos en curso: ` +
        `${inFlight.length - failures.length} respondidos completos, ${failures.length} perdidos o 5xx`,
    );
    expect(failures).toEqual([]);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(code, server.output()).toBe(0);
    expect(server.output()).toContain("cerrado");
  });

  // Issue 21 §4.6: connections that had sent half their headers were closed ~50 ms after the signal,
  // with no answer, even when the rest arrived within the grace period.
  it("answers the 25 requests whose headers were still arriving at SIGTERM", { timeout: 120_000 }, async () => {
    if (!database) throw new Error("sin base de prueba");
    server = await spawnServer({ ...database.env, SHUTDOWN_TIMEOUT_MS: "60000" });
    const { port } = new URL(server.origin);
    const clients = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const socket = net.connect(Number(port), "127.0.0.1");
        await new Promise((resolve) => socket.once("connect", resolve));
        let received = "";
        socket.setEncoding("latin1");
        socket.on("data", (chunk) => {
          received += chunk;
        });
        socket.on("error", () => {});
        const answer = new Promise<string>((resolve) => socket.once("close", () => resolve(received)));
        socket.write(`GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
        return { socket, answer };
      }),
    );
    // The server has read the first half of every request.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const { socket } of clients) socket.write("Accept: text/plain\r\n\r\n");
    const answers = await Promise.all(clients.map((c) => c.answer));
    const code = await server.exited;
    const unanswered = answers.filter((a) => !a.startsWith("HTTP/1.1 200"));
    console.info(`SIGTERM con 25 pedidos a medio llegar: ${25 - unanswered.length} respondidos`);
    expect(unanswered).toEqual([]);
    expect(code, server.output()).toBe(0);
  });

  it("gives up after SHUTDOWN_TIMEOUT_MS with exit 1 and says so", { timeout: 120_000 }, async () => {
    if (!database) throw new Error("sin base de prueba");
    server = await spawnServer({ ...database.env, SHUTDOWN_TIMEOUT_MS: "1000" });
    // A sign-in form whose body never finishes arriving: a request in flight that cannot end.
    const { port } = new URL(server.origin);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.on("error", () => {});
    socket.write(
      `POST /auth HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Origin: ${server.origin}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        "Content-Length: 500\r\n\r\nemail=alguien",
    );
    // The server has the request once its drain cannot finish: wait for the connection to be used.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const ms = Math.round(performance.now() - signalled);
    socket.destroy();
    expect(code, server.output()).toBe(1);
    expect(server.output()).toContain("se agotó SHUTDOWN_TIMEOUT_MS");
    expect(ms).toBeGreaterThanOrEqual(1_000);
  });
});

describe("/healthz while draining", () => {
  setupTestDatabase();

  it("answers 503 draining and closes the connection", async () => {
    const { app, lifecycle } = await createServer();
    const listener = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
      lifecycle.draining = true;
      const response = await fetch(`${origin}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "draining" });
      expect(response.headers.get("connection")).toBe("close");
    } finally {
      listener.close();
    }
  });
});
