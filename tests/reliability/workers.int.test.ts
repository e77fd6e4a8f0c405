/**
 * Issue 25, decision 2: on PostgreSQL the server is one primary and WEB_CONCURRENCY workers
 * (server/platform/http/workers.ts). With two: both serve, the primary stays light, only the first
 * prepares the database, a killed one is replaced while the site keeps answering, and SIGTERM
 * during 50 requests drops none and exits 0.
 *
 * Which process serves a connection is read from /proc, not from anything the site says: the
 * server-side socket of each connection is found in /proc/net/tcp by its ports, and its inode among
 * the open files of the primary's children.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  killServer,
  type SpawnedServer,
  sigtermDuringRequests,
  spawnServer,
  type TestDatabase,
} from "./spawned-server.ts";

/** The processes whose parent is `pid`. */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: the name may hold spaces and parentheses, the last ")" ends it.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return children.sort((a, b) => a - b);
}

/** For each client port, the pid among `pids` holding the server's end of that connection. */
function servingPids(serverPort: number, clientPorts: number[], pids: number[]): Map<number, number | undefined> {
  const inodeOfClientPort = new Map<number, string>();
  for (const line of fs.readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [local, remote, inode] = [fields[1], fields[2], fields[9]];
    if (!local || !remote || !inode) continue;
    if (Number.parseInt(local.split(":")[1] ?? "", 16) !== serverPort) continue;
    inodeOfClientPort.set(Number.parseInt(remote.split(":")[1] ?? "", 16), inode);
  }
  const pidOfInode = new Map<string, number>();
  for (const pid of pids) {
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
      const match = /^socket:\[(\d+)\]$/.exec(target);
      if (match?.[1]) pidOfInode.set(match[1], pid);
    }
  }
  return new Map(
    clientPorts.map((port) => {
      const inode = inodeOfClientPort.get(port);
      return [port, inode ? pidOfInode.get(inode) : undefined];
    }),
  );
}

/** Opens `count` connections, has each answered once, and says which worker holds each. */
async function whoServes(server: SpawnedServer, count: number): Promise<(number | undefined)[]> {
  const port = Number(new URL(server.origin).port);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, "127.0.0.1");
          socket.once("error", reject);
          socket.setEncoding("latin1");
          let received = "";
          socket.on("data", (chunk) => {
            received += chunk;
            if (received.includes("\r\n\r\n")) resolve(socket);
          });
          socket.once("connect", () => socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`));
        }),
    ),
  );
  const pid = server.child.pid as number;
  const owners = servingPids(
    port,
    sockets.map((s) => s.localPort as number),
    childPids(pid),
  );
  for (const socket of sockets) socket.destroy();
  return [...owners.values()];
}

/** A GET on a connection of its own (never one kept from before); resolves with its status or error. */
function fetchFresh(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no pasó a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.env.TEST_DB_KIND === "postgres")("two workers on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    const workers = server?.child.pid ? childPids(server.child.pid) : [];
    await killServer(server);
    // SIGKILL leaves the workers no primary: they drain and leave on their own; a test must not wait.
    for (const pid of workers) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    await database?.drop();
  });

  it("serves from two processes and replaces one that dies", { timeout: 180_000 }, async () => {
    if (!database) throw new Error("sin base de prueba");
    server = await spawnServer({ ...database.env, WEB_CONCURRENCY: "2" });
    const primary = server.child.pid as number;
    const workers = await waitFor("dos procesos hijos", () => {
      const children = childPids(primary);
      return children.length === 2 ? children : undefined;
    });
    // Both listen: /healthz answers only once a worker does, and the second may be a moment behind.
    await waitFor("los dos procesos atienden", () =>
      server?.output().match(/Vilma lista/g)?.length === 2 ? true : undefined,
    );
    // The primary only supervises: it never loads the app nor prepares the database. Node and the
    // configuration's check come to ~90 MB at their peak; loading the app would be ~300 MB.
    const peakKb = Number(/^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${primary}/status`, "utf8"))?.[1]);
    expect(peakKb / 1024, "VmHWM del primario, MB").toBeLessThan(120);

    const owners = await whoServes(server, 20);
    expect(
      owners.every((pid) => pid !== undefined && workers.includes(pid)),
      JSON.stringify(owners),
    ).toBe(true);
    expect(new Set(owners).size).toBe(2);

    const [victim, survivor] = workers as [number, number];
    process.kill(victim, "SIGKILL");
    await waitFor("el proceso muerto ya no está", () => (childPids(primary).includes(victim) ? undefined : true));
    const whileReplacing = await Promise.all(Array.from({ length: 20 }, () => fetchFresh(`${server?.origin}/healthz`)));
    expect(
      whileReplacing.every((status) => status === 200),
      JSON.stringify(whileReplacing),
    ).toBe(true);

    const replaced = await waitFor("un reemplazo", () => {
      const children = childPids(primary);
      return children.length === 2 && children.includes(survivor) && !children.includes(victim) ? children : undefined;
    });
    expect(server.output()).toContain("lo reemplazo");
    await waitFor("el reemplazo atiende", () =>
      server?.output().match(/Vilma lista/g)?.length === 3 ? true : undefined,
    );
    // The first worker prepared the database; the second and the replacement found it ready.
    expect(server.output().match(/migraciones aplicadas/g)?.length).toBe(1);
    expect(new Set(await whoServes(server, 20))).toEqual(new Set(replaced));
    expect(await fetchFresh(`${server.origin}/search?q=pizza`)).toBe(200);
  });

  it("drains every worker on SIGTERM: 50 requests in flight, none dropped, exit 0", { timeout: 180_000 }, async () => {
    if (!database) throw new Error("sin base de prueba");
    await killServer(server);
    server = await spawnServer({ ...database.env, WEB_CONCURRENCY: "2", SHUTDOWN_TIMEOUT_MS: "110000" });
    const { origin } = server;
    const primary = server.child.pid as number;
    await waitFor("los dos procesos atienden", () =>
      server?.output().match(/Vilma lista/g)?.length === 2 ? true : undefined,
    );
    // Warm both workers: the first render loads modules that later ones reuse.
    await Promise.all(Array.from({ length: 6 }, () => fetchFresh(`${origin}/search?q=pizza`)));
    const workers = childPids(primary);

    const { outcomes, inFlight, failures, code } = await sigtermDuringRequests(server);
    console.info(
      `SIGTERM con dos procesos y ${inFlight.length} de ${outcomes.length} pedidos en curso: ` +
        `${inFlight.length - failures.length} respondidos completos, ${failures.length} perdidos o 5xx`,
    );
    expect(failures).toEqual([]);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(code, server.output()).toBe(0);
    // Each worker drained once, then the primary: no second drain from a repeated signal.
    expect(server.output().match(/"cerrando: \/healthz/g)?.length).toBe(2);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`), `proceso ${pid} sigue vivo`).toBe(false);
  });
});
