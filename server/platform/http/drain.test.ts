import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackConnections } from "./drain.ts";

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

function get(port: number): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const request = http.get({ port, path: "/", agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode, body }));
    });
    request.on("error", (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
  });
}

describe("draining connections", () => {
  it("serves a request that arrived while the turn of the loop that started the drain ran long", async () => {
    server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const tracker = trackConnections(server);
    let drained: Promise<void> | undefined;
    // The connection is accepted, its request is already in the kernel but not read yet, and the
    // drain starts in this same turn, which then runs for longer than the sweeps' 50 ms.
    server.once("connection", () => {
      drained = tracker.drain(0);
      const until = performance.now() + 150;
      while (performance.now() < until) {
        // a long synchronous turn (rendering pages on a busy machine)
      }
    });
    const port = (server.address() as AddressInfo).port;
    expect(await get(port)).toEqual({ status: 200, body: "ok" });
    await drained;
  });

  // CI lost 4-12 of 50 requests on SIGTERM: Node accepts one connection per turn of the event loop,
  // so with every turn long (pages rendering), connections the kernel had completed before the
  // signal were still in the listener's backlog after ten turns, and closing it reset them.
  it("serves every connection still in the backlog when the drain began, one accepted per busy turn", async () => {
    server = http.createServer((_req, res) => {
      const until = performance.now() + 15;
      while (performance.now() < until) {
        // a page rendering
      }
      res.end("ok");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const tracker = trackConnections(server);
    let drained: Promise<void> | undefined;
    server.once("request", () => {
      drained = tracker.drain(0);
    });
    const port = (server.address() as AddressInfo).port;
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(port)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    await drained;
  });

  it("closes a connection that never sends a request", async () => {
    server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const tracker = trackConnections(server);
    const port = (server.address() as AddressInfo).port;
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await tracker.drain(0);
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  // Issue 21 §4.6: 25 connections that had sent half their headers were closed ~50 ms after SIGTERM,
  // with no answer, although the rest arrived within the grace period.
  it("answers connections whose headers were still arriving when the drain began", async () => {
    server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const tracker = trackConnections(server);
    const port = (server.address() as AddressInfo).port;
    const clients = await Promise.all(Array.from({ length: 25 }, () => halfARequest(port)));
    // The server has read the first half of every request.
    await until(() => clients.every((c) => c.socket.bytesWritten > 0), 2_000);
    await sleep(100);
    const drained = tracker.drain(1_000);
    await sleep(200);
    for (const client of clients) client.socket.write("Connection: close\r\n\r\n");
    const answers = await Promise.all(clients.map((c) => c.answer));
    expect(answers.filter((a) => !a.startsWith("HTTP/1.1 200"))).toEqual([]);
    await drained;
  });

  it("closes a connection whose headers stop halfway once the grace period is over", async () => {
    server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const tracker = trackConnections(server);
    const port = (server.address() as AddressInfo).port;
    const client = await halfARequest(port);
    await sleep(100);
    const started = performance.now();
    await tracker.drain(300);
    expect(await client.answer).toBe("");
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) await sleep(10);
}

/** A connection that has sent the request line and one header, not the blank line that ends them. */
async function halfARequest(port: number): Promise<{ socket: net.Socket; answer: Promise<string> }> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk) => {
    received += chunk;
  });
  const answer = new Promise<string>((resolve) => {
    socket.once("close", () => resolve(received));
    socket.on("error", () => {});
  });
  socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  return { socket, answer };
}
