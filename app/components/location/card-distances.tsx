/**
 * Walking distance on every business card of a page, with ONE request: the page wraps its lists in
 * <CardDistances businesses={…}> (every card it shows), which asks POST /api/distances once for all
 * of them when the person has a location; each card reads its own with useCardDistance(uuid).
 * Answers are kept 10 minutes in this tab too (spec §7), so going back to a page asks nothing.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useUserLocation } from "#app/lib/user-location.ts";
import type { Walk } from "#core/geo.ts";
import type { UserLocation } from "#core/user-location.ts";

/** The same bound as the server's (server/distance/walking-distance.ts MAX_DESTINATIONS). */
const MAX_DESTINATIONS = 60;
const CLIENT_CACHE_MS = 10 * 60_000;

export type CardDistance = { walk: Walk } | { error: true } | null;

interface Located {
  uuid: string;
  latitude: number | null;
  longitude: number | null;
}

type Results = { status: "ready"; walks: Record<string, Walk> } | { status: "error" } | null;

const Context = createContext<{ results: Results; asked: ReadonlySet<string> } | null>(null);
const cache = new Map<string, { at: number; walks: Record<string, Walk> }>();

function originKey(location: UserLocation) {
  return `${location.lat.toFixed(4)},${location.lng.toFixed(4)}`;
}

export function CardDistances({ businesses, children }: { businesses: readonly Located[]; children: ReactNode }) {
  const { location } = useUserLocation();
  const destinations = useMemo(() => {
    const seen = new Map<string, { id: string; lat: number; lng: number }>();
    for (const b of businesses) {
      if (b.latitude === null || b.longitude === null || seen.has(b.uuid)) continue;
      seen.set(b.uuid, { id: b.uuid, lat: b.latitude, lng: b.longitude });
    }
    return [...seen.values()].slice(0, MAX_DESTINATIONS);
  }, [businesses]);
  const key =
    location && destinations.length > 0 ? `${originKey(location)}|${destinations.map((d) => d.id).join(",")}` : null;
  const [results, setResults] = useState<{ key: string; results: Results } | null>(null);
  // The key says everything the request depends on; the latest values ride in a ref so a page that
  // rebuilds its list on each render does not ask again.
  const request = useRef({ location, destinations });
  request.current = { location, destinations };

  useEffect(() => {
    const { location, destinations } = request.current;
    if (!key || !location) return;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CLIENT_CACHE_MS) {
      setResults({ key, results: { status: "ready", walks: hit.walks } });
      return;
    }
    const controller = new AbortController();
    fetch("/api/distances", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        origin: { lat: location.lat, lng: location.lng, accuracy: location.accuracy, timestamp: location.timestamp },
        destinations,
        mode: "walking",
      }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { results: Record<string, Walk> };
        cache.set(key, { at: Date.now(), walks: body.results });
        setResults({ key, results: { status: "ready", walks: body.results } });
      })
      .catch((error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        setResults({ key, results: { status: "error" } });
      });
    return () => controller.abort();
  }, [key]);

  const value = useMemo(
    () => ({
      results: results && key && results.key === key ? results.results : null,
      asked: new Set(key ? key.slice(key.indexOf("|") + 1).split(",") : []),
    }),
    [results, key],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** This card's walk, the spec's error when the service answered non-OK, or null (no location, still asking, no coordinates). */
export function useCardDistance(uuid: string): CardDistance {
  const context = useContext(Context);
  if (!context?.results || !context.asked.has(uuid)) return null;
  if (context.results.status === "error") return { error: true };
  const walk = context.results.walks[uuid];
  return walk ? { walk } : null;
}
