import { useCallback, useEffect, useRef, useState } from "react";
import { isSearchableQuery, normalizeSearchQuery } from "#core/search-constants.ts";
import type { UnifiedSearchResult } from "#server/search/types.ts";

/** Wait after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;
/** A query shown this long without further typing counts as a search people made (trending). */
export const SEARCH_RECORD_IDLE_MS = 1500;

export type SearchStatus = "idle" | "loading" | "done" | "error";

export interface SearchResultsState {
  status: SearchStatus;
  /** The latest answer (kept while a newer one loads, so the list does not flicker). */
  result: UnifiedSearchResult | null;
  /** Schedules a search for this text (debounced); too-short text clears the results. */
  search(text: string): void;
  /** Forgets pending requests and results. */
  reset(): void;
  /** Records the query in the search analytics once (GET /api/search?record=1), if not done yet. */
  record(query: string): void;
}

function searchUrl(query: string, record: boolean): string {
  const params = new URLSearchParams({ q: query });
  if (record) params.set("record", "1");
  return `/api/search?${params}`;
}

/**
 * Debounced fetching of GET /api/search. Every request gets a sequence number and an
 * AbortController: starting a new one aborts the previous, and an answer that is not the newest is
 * dropped, so a slow early answer can never replace a later one.
 */
export function useSearchResults(): SearchResultsState {
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [result, setResult] = useState<UnifiedSearchResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const recorded = useRef(new Set<string>());

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    controller.current?.abort();
    controller.current = null;
    sequence.current += 1;
  }, []);

  const reset = useCallback(() => {
    cancel();
    setStatus("idle");
    setResult(null);
  }, [cancel]);

  const search = useCallback(
    (text: string) => {
      const query = normalizeSearchQuery(text);
      cancel();
      if (!isSearchableQuery(query)) {
        setStatus("idle");
        setResult(null);
        return;
      }
      setStatus("loading");
      const mySequence = sequence.current;
      timer.current = setTimeout(async () => {
        const abort = new AbortController();
        controller.current = abort;
        try {
          const response = await fetch(searchUrl(query, false), {
            signal: abort.signal,
            headers: { Accept: "application/json" },
          });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const data = (await response.json()) as UnifiedSearchResult;
          if (mySequence !== sequence.current) return;
          setResult(data);
          setStatus("done");
        } catch (error) {
          if (abort.signal.aborted || mySequence !== sequence.current) return;
          console.error("Búsqueda fallida", error);
          setStatus("error");
        }
      }, SEARCH_DEBOUNCE_MS);
    },
    [cancel],
  );

  const record = useCallback((text: string) => {
    const query = normalizeSearchQuery(text);
    if (!isSearchableQuery(query)) return;
    const key = query.toLowerCase();
    if (recorded.current.has(key)) return;
    recorded.current.add(key);
    // keepalive: the request survives the navigation that usually follows a pick.
    fetch(searchUrl(query, true), { keepalive: true, headers: { Accept: "application/json" } }).catch(() => {});
  }, []);

  useEffect(() => cancel, [cancel]);

  return { status, result, search, reset, record };
}
