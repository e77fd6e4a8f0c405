/**
 * A local stand-in for an OSRM routing server (ROUTING_URL), for tests and for trying the setting on a
 * laptop. It answers the two calls Vilma makes, in OSRM's shape:
 *   GET /route/v1/foot/{lng},{lat};{lng},{lat}            → { code: "Ok", routes: [{ distance, duration }] }
 *   GET /table/v1/foot/{lng},{lat};…?sources=0&annotations=distance,duration
 *                                                          → { code: "Ok", distances: [[…]], durations: [[…]] }
 * Its distances are the straight line × 1.5 exactly (not the app's 4/π), at 1 m/s, so a test can tell a
 * routed answer from the app's own estimate. GET /__test/requests says how many calls it got;
 * a coordinate of 0,0 answers 500 (to test the fallback).
 *
 * Run on its own: `node tests/routing/server.ts` (ROUTING_PORT, default 3217).
 */
import { createServer, type Server } from "node:http";
import { haversineMeters, type LatLng } from "#core/geo.ts";
import { closeServer, runAsProcess } from "#tests/setup/stand-in.ts";

export const DEFAULT_ROUTING_PORT = 3217;
export const STANDIN_DETOUR = 1.5;

export interface RoutingStandin {
  server: Server;
  url: string;
  requests: () => string[];
  stop: () => Promise<void>;
}

function parsePoints(text: string): LatLng[] | null {
  const points = text.split(";").map((pair) => {
    const [lng, lat] = pair.split(",").map(Number);
    return { lat: lat!, lng: lng! };
  });
  return points.every((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng)) ? points : null;
}

const routed = (a: LatLng, b: LatLng) => Math.round(haversineMeters(a, b) * STANDIN_DETOUR * 10) / 10;

export async function startRoutingStandin(port = 0, host = "127.0.0.1"): Promise<RoutingStandin> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__test/requests") return send(200, seen);
    seen.push(url.pathname + url.search);
    const match = /^\/(route|table)\/v1\/foot\/(.+)$/.exec(url.pathname);
    const points = match ? parsePoints(decodeURIComponent(match[2]!)) : null;
    if (!match || !points || points.length < 2) return send(400, { code: "InvalidUrl", message: "bad request" });
    if (points.some((p) => p.lat === 0 && p.lng === 0)) return send(500, { code: "InternalError" });
    const [origin, ...rest] = points as [LatLng, ...LatLng[]];
    if (match[1] === "route") {
      const distance = routed(origin, rest[0]!);
      return send(200, { code: "Ok", routes: [{ distance, duration: distance, legs: [] }] });
    }
    const row = points.map((p) => routed(origin, p));
    return send(200, { code: "Ok", distances: [row], durations: [row] });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    requests: () => [...seen],
    stop: () => closeServer(server),
  };
}

runAsProcess(
  import.meta.url,
  () =>
    startRoutingStandin(
      Number(process.env.ROUTING_PORT ?? DEFAULT_ROUTING_PORT),
      process.env.ROUTING_HOST ?? "127.0.0.1",
    ),
  (standin) => `Stand-in de OSRM en ${standin.url}`,
);
