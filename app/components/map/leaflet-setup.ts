/**
 * Leaflet with its CSS and ours: imported only by the lazy map chunks, so neither reaches a page
 * that shows no map (the home page's JavaScript budget is checked in tests/http).
 */
import "leaflet/dist/leaflet.css";
import "./map.css";
import L from "leaflet";
import type { MapTiles } from "./map-tiles.ts";

export { L };

/**
 * The configured tile layer. `fail` runs when the first screenful of tiles all failed (no network,
 * the tile host down): nothing useful would show, so the slot swaps in its placeholder.
 */
export function addTiles(map: L.Map, tiles: MapTiles, fail: () => void): L.TileLayer {
  let loaded = 0;
  let settled = false;
  const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, crossOrigin: false });
  layer.on("tileload", () => {
    loaded += 1;
  });
  // "load" fires once every tile in view has either arrived or failed.
  layer.on("load", () => {
    if (settled) return;
    settled = true;
    if (loaded === 0) fail();
  });
  layer.addTo(map);
  return layer;
}

/** The options both maps share: our attribution prefix (Leaflet's own flag and link are dropped). */
export function createMap(element: HTMLElement, options: L.MapOptions): L.Map {
  const map = L.map(element, { zoomSnap: 1, ...options });
  map.attributionControl.setPrefix(false);
  return map;
}

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="30" height="40" aria-hidden="true"><path class="vilma-pin-body" d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"/><circle class="vilma-pin-dot" cx="12" cy="12" r="4.5"/></svg>';

/** Our pin, drawn in CSS and SVG (Leaflet's default icon looks for PNGs beside its CSS). */
export function pinIcon(): L.DivIcon {
  return L.divIcon({
    className: "vilma-pin",
    html: PIN_SVG,
    iconSize: [30, 40],
    iconAnchor: [15, 40],
    popupAnchor: [0, -36],
  });
}

/** A cluster: a circle with the count, sized by how many it holds. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  const label = count >= 1000 ? `${Math.floor(count / 1000)}k` : String(count);
  return L.divIcon({
    className: "vilma-cluster",
    html: `<span>${label}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
