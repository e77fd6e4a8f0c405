/**
 * A local stand-in for a Nominatim-compatible geocoder (GEOCODER_URL), for the tests and for trying
 * the setting on a laptop. It answers the one call Vilma makes, in Nominatim's jsonv2 shape:
 *   GET /search?q=<street and number>, <town>, Córdoba, Argentina&format=jsonv2&limit=1&countrycodes=ar
 *       &viewbox=…&bounded=1   → [{ lat, lon, display_name, … }] or []
 * A question without those parameters or without a User-Agent answers 400 (what Vilma must send is
 * part of what it tests). It knows a handful of addresses (KNOWN_ADDRESSES) and, to test the app's
 * refusals: a street with "lenta" answers after 10 s (timeouts), "sin señal" answers 503, and
 * "Colón 500" answers a place in Córdoba city, outside the map's area (a service ignoring the box).
 *   GET  /__test/health    → {"status":"ok"}
 *   GET  /__test/requests  → every /search query string and its User-Agent, oldest first
 *
 * Run on its own: `node tests/geocoder/server.ts` (GEOCODER_PORT, default 3241; GEOCODER_HOST), then
 * start the app with GEOCODER_URL=http://127.0.0.1:3241.
 */
import { createServer, type Server } from "node:http";
import { closeServer, runAsProcess } from "#tests/setup/stand-in.ts";

export const DEFAULT_GEOCODER_PORT = 3241;

/** What the stand-in finds, by street and number (as normalize() leaves it) and town. */
export const KNOWN_ADDRESSES = [
  { street: "bv espana 245", town: "villa maria", lat: -32.40871, lng: -63.24115 },
  { street: "buenos aires 1200", town: "villa maria", lat: -32.41562, lng: -63.24788 },
  { street: "santa fe 950", town: "villa maria", lat: -32.4119, lng: -63.2453 },
  { street: "san martin 1100", town: "villa maria", lat: -32.41395, lng: -63.2502 },
  { street: "mendoza 850", town: "villa nueva", lat: -32.4335, lng: -63.2481 },
  { street: "sarmiento 100", town: "villa nueva", lat: -32.4302, lng: -63.245 },
] as const;

/** Córdoba city's centre: far outside Villa María's map. */
const OUTSIDE = { lat: -31.4135, lng: -64.1811 };
const SLOW_MS = 10_000;

/** "Bv. España 245" → "bv espana 245"; "Boulevard", "Bulevar", "Avenida" read as "bv", "av". */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[.,;]/g, " ")
    .replace(/\b(boulevard|bulevar|bvd|blvd)\b/g, "bv")
    .replace(/\bavenida\b/g, "av")
    .replace(/\s+/g, " ")
    .trim();
}

export interface GeocoderStandin {
  server: Server;
  url: string;
  requests: () => { query: string; userAgent: string }[];
  stop: () => Promise<void>;
}

const place = (lat: number, lng: number, name: string) => ({
  place_id: Math.abs(Math.round(lat * 1e5 + lng * 1e3)),
  lat: lat.toFixed(7),
  lon: lng.toFixed(7),
  category: "place",
  type: "house",
  display_name: name,
});

export async function startGeocoderStandin(port = 0, host = "127.0.0.1"): Promise<GeocoderStandin> {
  const seen: { query: string; userAgent: string }[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__test/health") return send(200, { status: "ok" });
    if (url.pathname === "/__test/requests") return send(200, seen);
    if (url.pathname !== "/search" || req.method !== "GET") return send(404, { error: "not found" });
    const userAgent = req.headers["user-agent"] ?? "";
    seen.push({ query: url.search, userAgent });
    const p = url.searchParams;
    const viewbox = (p.get("viewbox") ?? "").split(",").map(Number);
    if (
      !userAgent ||
      p.get("format") !== "jsonv2" ||
      p.get("limit") !== "1" ||
      p.get("countrycodes") !== "ar" ||
      p.get("bounded") !== "1" ||
      viewbox.length !== 4 ||
      viewbox.some((n) => !Number.isFinite(n))
    ) {
      return send(400, { error: { code: 400, message: "Nominatim stand-in: missing or bad parameters" } });
    }
    const [street = "", town = ""] = (p.get("q") ?? "").split(",").map(normalize);
    if (street.includes("lenta")) {
      const timer = setTimeout(() => send(200, []), SLOW_MS);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (street.includes("sin senal")) return send(503, { error: "Service Unavailable" });
    if (street === "colon 500") return send(200, [place(OUTSIDE.lat, OUTSIDE.lng, "Colón 500, Córdoba, Argentina")]);
    const known = KNOWN_ADDRESSES.find((a) => a.street === street && a.town === town);
    if (!known) return send(200, []);
    return send(200, [
      place(
        known.lat,
        known.lng,
        `${p.get("q")?.split(",")[0]?.trim()}, ${known.town === "villa maria" ? "Villa María" : "Villa Nueva"}, Córdoba, Argentina`,
      ),
    ]);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return { server, url: `http://${host}:${actualPort}`, requests: () => [...seen], stop: () => closeServer(server) };
}

runAsProcess(
  import.meta.url,
  () =>
    startGeocoderStandin(
      Number(process.env.GEOCODER_PORT ?? DEFAULT_GEOCODER_PORT),
      process.env.GEOCODER_HOST ?? "127.0.0.1",
    ),
  (standin) => `Stand-in de Nominatim en ${standin.url}`,
);
