import { useEffect, useRef } from "react";
import { addTiles, createMap, L, pinIcon } from "../map/leaflet-setup.ts";
import { useMapTiles } from "../map/map-tiles.ts";

export interface DutyPin {
  uuid: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** A lazy chunk: the pharmacies on duty now, one pin each, framed together (see the duty page). */
export default function DutyMap({ pins, fail }: { pins: readonly DutyPin[]; fail: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const { url, attribution } = useMapTiles();
  const key = pins.map((p) => `${p.uuid}:${p.latitude},${p.longitude}`).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pins are redrawn when `key` (their ids and places) changes.
  useEffect(() => {
    if (!ref.current || pins.length === 0) return;
    const map = createMap(ref.current, { scrollWheelZoom: false, dragging: !L.Browser.mobile });
    addTiles(map, { url, attribution }, fail);
    const bounds = L.latLngBounds([]);
    for (const p of pins) {
      L.marker([p.latitude, p.longitude], { icon: pinIcon(), title: p.name, alt: p.name, keyboard: false })
        .bindPopup(() => {
          const strong = document.createElement("strong");
          strong.textContent = p.name;
          return strong;
        })
        .addTo(map);
      bounds.extend([p.latitude, p.longitude]);
    }
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    return () => {
      map.remove();
    };
  }, [key, url, attribution, fail]);
  return (
    <div ref={ref} className="vilma-map size-full" role="region" aria-label="Mapa de las farmacias de turno ahora" />
  );
}
