import { useEffect, useRef } from "react";
import { addTiles, createMap, L, pinIcon } from "./leaflet-setup.ts";
import { useMapTiles } from "./map-tiles.ts";

/** A lazy chunk: one business's pin on the configured tiles (see LocationCard). */
export default function PinMap({
  latitude,
  longitude,
  name,
  fail,
}: {
  latitude: number;
  longitude: number;
  name: string;
  fail: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // By value: a revalidated root loader (a favourite toggled) must not rebuild the map.
  const { url, attribution } = useMapTiles();
  useEffect(() => {
    if (!ref.current) return;
    // A small map inside the page: the wheel and (on touch screens) one finger scroll the page, not the map.
    const map = createMap(ref.current, {
      center: [latitude, longitude],
      zoom: 16,
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
    });
    addTiles(map, { url, attribution }, fail);
    L.marker([latitude, longitude], { icon: pinIcon(), title: name, alt: name, keyboard: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, name, url, attribution, fail]);
  return (
    <div ref={ref} className="vilma-map size-full" role="region" aria-label={`Mapa con la ubicación de ${name}`} />
  );
}
