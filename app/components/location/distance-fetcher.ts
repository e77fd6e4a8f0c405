/**
 * The part of <CardDistances> that talks to the server, loaded after the page is up (it is not in the
 * home page's first download): follows the person's location (app/lib/user-location.ts) and asks
 * POST /api/distances once for every card of the page whenever it changes. Answers are kept 10
 * minutes in this tab too (spec §7), so going back to a page asks nothing.
 */
import { currentUserLocation, subscribeUserLocation } from "#app/lib/user-location.ts";
import type { Walk } from "#core/geo.ts";
import type { DistanceResults, Located } from "./card-distances.tsx";

/** The same bound as the server's (server/distance/walking-distance.ts MAX_DESTINATIONS). */
const MAX_DESTINATIONS = 60;
const CLIENT_CACHE_MS = 10 * 60_000;
const cache = new Map<string, { at: number; walks: Record<string, Walk> }>();

export function watchDistances(businesses: readonly Located[], onResults: (results: DistanceResults) => void) {
  const seen = new Map<string, { id: string; lat: number; lng: number }>();
  for (const b of businesses) {
    if (b.latitude == null || b.longitude == null || seen.has(b.uuid)) continue;
    seen.set(b.uuid, { id: b.uuid, lat: b.latitude, lng: b.longitude });
  }
  const destinations = [...seen.values()].slice(0, MAX_DESTINATIONS);
  let controller: AbortController | null = null;
  let lastKey: string | null = null;

  const update = () => {
    const location = currentUserLocation();
    const key =
      location && destinations.length > 0
        ? `${location.lat.toFixed(4)},${location.lng.toFixed(4)}|${destinations.map((d) => d.id).join(",")}`
        : null;
    if (key === lastKey) return;
    lastKey = key;
    controller?.abort();
    if (!key || !location) {
      onResults(null);
      return;
    }
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CLIENT_CACHE_MS) {
      onResults({ status: "ready", walks: hit.walks });
      return;
    }
    const request = new AbortController();
    controller = request;
    fetch("/api/distances", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        origin: { lat: location.lat, lng: location.lng, accuracy: location.accuracy, timestamp: location.timestamp },
        destinations,
        mode: "walking",
      }),
      signal: request.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { results: Record<string, Walk> };
        cache.set(key, { at: Date.now(), walks: body.results });
        if (!request.signal.aborted) onResults({ status: "ready", walks: body.results });
      })
      .catch(() => {
        if (!request.signal.aborted) onResults({ status: "error" });
      });
  };

  update();
  const unsubscribe = subscribeUserLocation(update);
  return () => {
    unsubscribe();
    controller?.abort();
  };
}
