import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

export interface MapTiles {
  /** A Leaflet URL template (MAP_TILE_URL). */
  url: string;
  /** HTML (MAP_TILE_ATTRIBUTION): shown in the map's corner, as the tile provider's terms ask. */
  attribution: string;
}

const OSM: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** The configured tiles, from the root loader (the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION). */
export function useMapTiles(): MapTiles {
  return useRouteLoaderData<typeof rootLoader>("root")?.mapTiles ?? OSM;
}
