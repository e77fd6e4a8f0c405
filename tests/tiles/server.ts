/**
 * A local stand-in for a map tile server (MAP_TILE_URL), for the browser tests and for working on
 * the maps offline: any GET /{z}/{x}/{y}.png answers one small valid PNG (a flat light tile), and
 * every tile request is counted.
 *   GET  /__test/health     → {"status":"ok"}
 *   GET  /__test/requests   → {"count": n, "last": ["/16/21690/38870.png", …]} (the last 50)
 *   POST /__test/reset      → counts from zero
 *
 * Run on its own: `node tests/tiles/server.ts` (TILES_PORT, default 3268; TILES_HOST), then start
 * the app with MAP_TILE_URL=http://127.0.0.1:3268/{z}/{x}/{y}.png.
 */
import { createServer, type Server } from "node:http";
import { deflateSync } from "node:zlib";
import { closeServer, runAsProcess } from "#tests/setup/stand-in.ts";

export const DEFAULT_TILES_PORT = 3268;

const TILE_PATH = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})(@2x)?\.png$/;

/** A PNG of one pixel of `rgb` (browsers stretch it to the 256 px tile). */
export function solidPng([r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, r, g, b]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface TileStandin {
  url: string;
  /** MAP_TILE_URL for an app that should use this stand-in. */
  template: string;
  server: Server;
  stop(): Promise<void>;
}

export async function startTileServer(options: { port?: number; host?: string } = {}): Promise<TileStandin> {
  const host = options.host ?? "127.0.0.1";
  const tile = solidPng([232, 238, 226]);
  let count = 0;
  const last: string[] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://tiles.local");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__test/health") return json(200, { status: "ok" });
    if (url.pathname === "/__test/requests") return json(200, { count, last });
    if (url.pathname === "/__test/reset" && req.method === "POST") {
      count = 0;
      last.length = 0;
      return json(200, { count });
    }
    if (req.method === "GET" && TILE_PATH.test(url.pathname)) {
      count += 1;
      last.push(url.pathname);
      if (last.length > 50) last.shift();
      res.writeHead(200, { "content-type": "image/png", "content-length": tile.length, "cache-control": "no-store" });
      res.end(tile);
      return;
    }
    json(404, { error: "no such tile" });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  const url = `http://${host}:${port}`;
  return {
    url,
    template: `${url}/{z}/{x}/{y}.png`,
    server,
    stop: () => closeServer(server),
  };
}

runAsProcess(
  import.meta.url,
  () =>
    startTileServer({
      port: Number(process.env.TILES_PORT ?? DEFAULT_TILES_PORT),
      host: process.env.TILES_HOST ?? "127.0.0.1",
    }),
  (tiles) => `Teselas de prueba en ${tiles.template}`,
);
