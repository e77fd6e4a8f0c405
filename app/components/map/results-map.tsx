import { useEffect, useRef, useState } from "react";
import { DEFAULT_MAP_VIEW, type MapAnswer } from "#core/map-clusters.ts";
import { addTiles, clusterIcon, createMap, L, pinIcon } from "./leaflet-setup.ts";
import { useMapTiles } from "./map-tiles.ts";

/**
 * A lazy chunk: the /search results on a map. Each time the view settles it asks
 * /api/search/map for the same search inside the view; the server answers points or clusters
 * (core/map-clusters.ts). A point opens a popup linking to the business page; a cluster zooms in.
 */
export default function ResultsMap({ query, fail }: { query: string; fail: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // By value: a revalidated root loader (a favourite toggled) must not rebuild the map.
  const { url, attribution } = useMapTiles();
  const [status, setStatus] = useState<{ kind: "loading" | "ready" | "error"; answer?: MapAnswer }>({
    kind: "loading",
  });

  useEffect(() => {
    if (!ref.current) return;
    const map = createMap(ref.current, {
      center: [DEFAULT_MAP_VIEW.latitude, DEFAULT_MAP_VIEW.longitude],
      zoom: DEFAULT_MAP_VIEW.zoom,
    });
    addTiles(map, { url, attribution }, fail);
    const layer = L.layerGroup().addTo(map);
    const shown = new Map<string, L.Marker>();
    let controller: AbortController | null = null;

    const refresh = async () => {
      controller?.abort();
      controller = new AbortController();
      const b = map.getBounds();
      const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
      const bbox = [clamp(b.getWest(), 180), clamp(b.getSouth(), 90), clamp(b.getEast(), 180), clamp(b.getNorth(), 90)]
        .map((v) => v.toFixed(5))
        .join(",");
      // For tests and debugging: the zoom the markers were asked for.
      if (ref.current) ref.current.dataset.zoom = String(map.getZoom());
      const params = new URLSearchParams(query);
      params.set("bbox", bbox);
      params.set("zoom", String(map.getZoom()));
      setStatus((s) => ({ ...s, kind: "loading" }));
      try {
        const response = await fetch(`/api/search/map?${params}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const answer = (await response.json()) as MapAnswer;
        draw(map, layer, shown, answer);
        setStatus({ kind: "ready", answer });
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        console.error("no se pudieron cargar los comercios del mapa", error);
        setStatus({ kind: "error" });
      }
    };
    map.on("moveend", refresh);
    void refresh();
    return () => {
      controller?.abort();
      map.remove();
    };
  }, [query, url, attribution, fail]);

  return (
    <>
      <div
        ref={ref}
        className="vilma-map size-full"
        data-testid="results-map"
        role="region"
        aria-label="Mapa de los resultados"
      />
      <p
        className="pointer-events-none absolute top-2 left-1/2 z-[1000] -translate-x-1/2 whitespace-nowrap rounded-full bg-surface/95 px-3 py-1 text-center font-medium text-xs shadow"
        role="status"
      >
        {status.kind === "error"
          ? "No pudimos cargar los comercios del mapa."
          : status.answer
            ? status.answer.total === 0
              ? "Ningún resultado en esta zona del mapa"
              : `${status.answer.total} ${status.answer.total === 1 ? "comercio" : "comercios"} en esta zona`
            : "Cargando comercios…"}
      </p>
    </>
  );
}

/**
 * Shows the answer's markers, keeping those already on the map: a popup that pans the map into view
 * triggers a new answer, and must not be closed by it.
 */
function draw(map: L.Map, layer: L.LayerGroup, shown: Map<string, L.Marker>, answer: MapAnswer) {
  const next = new Map<string, () => L.Marker>();
  for (const cluster of answer.clusters) {
    next.set(`c:${cluster.count}:${cluster.latitude}:${cluster.longitude}`, () => {
      const marker = L.marker([cluster.latitude, cluster.longitude], {
        icon: clusterIcon(cluster.count),
        title: `${cluster.count} comercios: tocá para acercarte`,
        alt: `${cluster.count} comercios`,
        riseOnHover: true,
      });
      marker.on("click", () => {
        const { west, south, east, north } = cluster.bounds;
        const bounds = L.latLngBounds([south, west], [north, east]);
        const target = Math.min(map.getBoundsZoom(bounds, false, L.point(40, 40)), map.getMaxZoom());
        // Always at least one step closer, or a cluster of one address would never open.
        map.setView(bounds.getCenter(), Math.max(target, map.getZoom() + 1));
      });
      return marker;
    });
  }
  for (const point of answer.points) {
    next.set(`p:${point.uuid}`, () => {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: pinIcon(),
        title: point.name,
        alt: point.name,
      });
      // Built with the DOM, not HTML: a business's name is text.
      const link = document.createElement("a");
      link.href = `/${point.slug}`;
      link.textContent = point.name;
      marker.bindPopup(link);
      return marker;
    });
  }
  for (const [key, marker] of shown) {
    if (!next.has(key)) {
      layer.removeLayer(marker);
      shown.delete(key);
    }
  }
  for (const [key, make] of next) {
    if (shown.has(key)) continue;
    const marker = make();
    shown.set(key, marker);
    layer.addLayer(marker);
  }
}
