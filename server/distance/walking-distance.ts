/**
 * Walking distance and time from the person to businesses (spec §7 calculate-distance: mode walking,
 * answers cached 10 minutes). Distances are metres, durations seconds.
 *
 * By default the answer is the walking estimate of core/geo.ts (no network, no key). With
 * ROUTING_URL set to an OSRM-compatible server it asks that (`/route/v1/foot/…` for one,
 * `/table/v1/foot/…?annotations=distance,duration` for a list) within ROUTING_TIMEOUT_MS, and falls
 * back to the estimate, logged, when it fails or says nothing usable.
 *
 * Answers are kept 10 minutes per (origin, destination) pair, the origin rounded to 4 decimals
 * (~11 m: a person standing still re-asks with a slightly different fix) and the destination to 6.
 */
import { estimateWalk, type LatLng, type Walk } from "#core/geo.ts";
import { createTtlCache, type TtlCache } from "../platform/cache/ttl-cache.ts";
import { getConfig } from "../platform/config.ts";
import { logger } from "../platform/logger.ts";

export const DISTANCE_CACHE_MS = 10 * 60_000;
/** The most destinations one batch may ask for (a page of cards; the home page has fewer). */
export const MAX_DESTINATIONS = 60;

export interface Destination extends LatLng {
  id: string;
}

export interface DistanceService {
  /** One walk. */
  walk(origin: LatLng, destination: LatLng): Promise<Walk>;
  /** Walks to every destination, keyed by its id, in one routing request at most. */
  walks(origin: LatLng, destinations: Destination[]): Promise<Record<string, Walk>>;
}

export interface DistanceServiceOptions {
  /** OSRM-compatible base URL (no trailing path), or undefined for the estimate only. */
  routingUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const pairKey = (o: LatLng, d: LatLng) =>
  `${o.lat.toFixed(4)},${o.lng.toFixed(4)};${d.lat.toFixed(6)},${d.lng.toFixed(6)}`;
const roundedOrigin = (o: LatLng): LatLng => ({ lat: Number(o.lat.toFixed(4)), lng: Number(o.lng.toFixed(4)) });

export function createDistanceService(options: DistanceServiceOptions = {}): DistanceService {
  const cache: TtlCache<Walk> = createTtlCache({ ttlMs: DISTANCE_CACHE_MS, maxEntries: 20_000, now: options.now });
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const base = options.routingUrl?.replace(/\/+$/, "");

  /** Routing answers for the pairs, or null (logged) so the caller falls back to the estimate. */
  async function route(origin: LatLng, destinations: LatLng[]): Promise<(Walk | null)[] | null> {
    if (!base) return null;
    const points = [origin, ...destinations].map((p) => `${p.lng},${p.lat}`).join(";");
    const url =
      destinations.length === 1
        ? `${base}/route/v1/foot/${points}?overview=false`
        : `${base}/table/v1/foot/${points}?sources=0&annotations=distance,duration`;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as OsrmAnswer;
      if (body.code !== "Ok") throw new Error(`code ${body.code}`);
      if (destinations.length === 1) {
        const best = body.routes?.[0];
        return [best ? walkOf(best.distance, best.duration) : null];
      }
      const distances = body.distances?.[0];
      const durations = body.durations?.[0];
      return destinations.map((_, i) => walkOf(distances?.[i + 1], durations?.[i + 1]));
    } catch (error) {
      logger.warn(
        { err: String(error), destinations: destinations.length },
        "el servicio de rutas falló: uso la estimación",
      );
      return null;
    }
  }

  async function walks(origin: LatLng, destinations: Destination[]): Promise<Record<string, Walk>> {
    const from = roundedOrigin(origin);
    // The cache's loads run synchronously inside get(): the pairs it does not hold are collected
    // here and answered by one routing request.
    const missing: { destination: Destination; resolve: (walk: Walk) => void }[] = [];
    const pending = destinations.map((destination) =>
      cache.get(
        pairKey(from, destination),
        () => new Promise<Walk>((resolve) => missing.push({ destination, resolve })),
      ),
    );
    if (missing.length > 0) {
      const routed = await route(
        from,
        missing.map((m) => m.destination),
      );
      missing.forEach((m, i) => {
        m.resolve(routed?.[i] ?? estimateWalk(from, m.destination));
      });
    }
    const answers = await Promise.all(pending);
    return Object.fromEntries(destinations.map((d, i) => [d.id, answers[i]!]));
  }

  return {
    walks,
    async walk(origin, destination) {
      const answer = await walks(origin, [{ lat: destination.lat, lng: destination.lng, id: "destination" }]);
      return answer.destination!;
    },
  };
}

interface OsrmAnswer {
  code?: string;
  routes?: { distance: number; duration: number }[];
  distances?: (number | null)[][];
  durations?: (number | null)[][];
}

function walkOf(distance: number | null | undefined, duration: number | null | undefined): Walk | null {
  if (typeof distance !== "number" || typeof duration !== "number") return null;
  if (!Number.isFinite(distance) || !Number.isFinite(duration) || distance < 0 || duration < 0) return null;
  return { distance: Math.round(distance), duration: Math.round(duration) };
}

let shared: DistanceService | undefined;

/** The app's service, configured from ROUTING_URL and ROUTING_TIMEOUT_MS. */
export function distanceService(): DistanceService {
  if (!shared) {
    const config = getConfig();
    shared = createDistanceService({ routingUrl: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS });
  }
  return shared;
}
