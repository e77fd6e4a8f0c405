/**
 * Walking distance on every business card of a page, with ONE request: the page wraps its lists in
 * <CardDistances businesses={…}> (every card it shows); when the person has a location it asks
 * POST /api/distances once for all of them, and each card reads its own with useCardDistance(uuid).
 * The asking code (distance-fetcher.ts) loads after the page is up: this file is in the home page's
 * first download, so it stays this small.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { Walk } from "#core/geo.ts";

export type DistanceResults = { status: "ready"; walks: Record<string, Walk> } | { status: "error" } | null;
export type CardDistance = { walk: Walk } | { error: true } | null;

export interface Located {
  uuid: string;
  latitude: number | null;
  longitude: number | null;
}

const Context = createContext<{ results: DistanceResults; asked: ReadonlySet<string> } | null>(null);

export function CardDistances({ businesses, children }: { businesses: readonly Located[]; children: ReactNode }) {
  const [results, setResults] = useState<DistanceResults>(null);
  // The ids say everything the request depends on: a page that rebuilds its list on each render
  // does not ask again.
  const ids = [...new Set(businesses.filter((b) => b.latitude != null && b.longitude != null).map((b) => b.uuid))].join(
    ",",
  );
  const latest = useRef(businesses);
  latest.current = businesses;

  useEffect(() => {
    if (!ids) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./distance-fetcher.ts").then(({ watchDistances }) => {
      if (!cancelled) stop = watchDistances(latest.current, setResults);
    });
    return () => {
      cancelled = true;
      stop?.();
      setResults(null);
    };
  }, [ids]);

  const value = useMemo(() => ({ results, asked: new Set(ids.split(",")) }), [results, ids]);
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
