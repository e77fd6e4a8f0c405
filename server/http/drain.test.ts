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
});
