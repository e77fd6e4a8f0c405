import { lazy } from "react";
import { Link, useLocation } from "react-router";
import { List, MapIcon, MapPinOff } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { MapSlot } from "./map-slot.tsx";

const ResultsMap = lazy(() => import("./results-map.tsx"));

/** `vista=mapa` in /search's URL shows the map instead of the list. */
export const VIEW_PARAM = "vista";
export const MAP_VIEW = "mapa";

export function useSearchView(): "lista" | "mapa" {
  const { search } = useLocation();
  return new URLSearchParams(search).get(VIEW_PARAM) === MAP_VIEW ? "mapa" : "lista";
}

/** "Lista / Mapa": links to the same search in the other view (the map has no pages). */
export function SearchViewToggle() {
  const { search } = useLocation();
  const view = useSearchView();
  const list = new URLSearchParams(search);
  list.delete(VIEW_PARAM);
  const map = new URLSearchParams(search);
  map.delete("page");
  map.set(VIEW_PARAM, MAP_VIEW);
  const option = "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium text-sm";
  return (
    <nav aria-label="Vista de los resultados" className="inline-flex rounded-xl border border-line bg-surface p-1">
      <Link
        to={`/search${list.size ? `?${list}` : ""}`}
        aria-current={view === "lista" ? "page" : undefined}
        className={cn(option, view === "lista" ? "bg-brand-600 text-white" : "hover:bg-surface-muted")}
        preventScrollReset
      >
        <List className="size-4" aria-hidden />
        Lista
      </Link>
      <Link
        to={`/search?${map}`}
        aria-current={view === "mapa" ? "page" : undefined}
        className={cn(option, view === "mapa" ? "bg-brand-600 text-white" : "hover:bg-surface-muted")}
        preventScrollReset
      >
        <MapIcon className="size-4" aria-hidden />
        Mapa
      </Link>
    </nav>
  );
}

/** The keep-the-view field for the filters' form: changing a filter stays on the map. */
export function SearchViewField() {
  return useSearchView() === "mapa" ? <input type="hidden" name={VIEW_PARAM} value={MAP_VIEW} /> : null;
}

/** The map view of a search: `query` is the search's own parameters (as the list uses them). */
export function SearchMap({ query }: { query: string }) {
  return (
    <MapSlot
      className="h-[65vh] min-h-80 border border-line sm:h-[70vh]"
      placeholder={(failed) => <ResultsPlaceholder failed={failed} />}
    >
      {(fail) => <ResultsMap query={query} fail={fail} />}
    </MapSlot>
  );
}

function ResultsPlaceholder({ failed }: { failed: boolean }) {
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-2 bg-surface-muted px-4 text-center text-sm"
      data-map-placeholder={failed ? "failed" : "waiting"}
    >
      {failed ? (
        <>
          <MapPinOff className="size-8 text-fg-muted" aria-hidden />
          <p className="font-semibold">No pudimos cargar el mapa.</p>
          <p className="text-fg-muted">Revisá tu conexión o usá la vista de lista.</p>
        </>
      ) : (
        <MapIcon className="size-8 animate-pulse text-fg-muted motion-reduce:animate-none" aria-hidden />
      )}
    </div>
  );
}
