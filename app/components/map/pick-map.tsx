import { useEffect, useRef } from "react";
import { coordinateForInput, insideMapBounds, MAP_BOUNDS, readCoordinate } from "#core/business-profile-form.ts";
import { addTiles, createMap, L, pinIcon } from "./leaflet-setup.ts";
import { useMapTiles } from "./map-tiles.ts";

/** The middle of Villa María, where the map starts when the business has no pin yet. */
const CENTER: [number, number] = [-32.4075, -63.2405];

/**
 * A lazy chunk: a map whose pin follows the latitude and longitude fields (`latitudeId`,
 * `longitudeId`) and writes them back when clicked or dragged. A point outside the area
 * (core's MAP_BOUNDS) is refused with `onMessage`; the fields stay the source of truth.
 */
export default function PickMap({
  latitudeId,
  longitudeId,
  name,
  fail,
  onMessage,
}: {
  latitudeId: string;
  longitudeId: string;
  name: string;
  fail: () => void;
  onMessage: (message: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { url, attribution } = useMapTiles();
  useEffect(() => {
    if (!ref.current) return;
    const latInput = document.getElementById(latitudeId);
    const lngInput = document.getElementById(longitudeId);
    if (!(latInput instanceof HTMLInputElement) || !(lngInput instanceof HTMLInputElement)) return;
    const typed = (): [number, number] | null => {
      const lat = readCoordinate(latInput.value);
      const lng = readCoordinate(lngInput.value);
      return lat !== null && lng !== null && insideMapBounds(lat, lng) ? [lat, lng] : null;
    };
    const start = typed();
    const map = createMap(ref.current, {
      center: start ?? CENTER,
      zoom: start ? 16 : 13,
      scrollWheelZoom: false,
      maxBounds: [
        [MAP_BOUNDS.minLat, MAP_BOUNDS.minLng],
        [MAP_BOUNDS.maxLat, MAP_BOUNDS.maxLng],
      ],
    });
    addTiles(map, { url, attribution }, fail);
    const marker = L.marker(start ?? CENTER, {
      icon: pinIcon(),
      title: name,
      alt: name,
      draggable: true,
      keyboard: false,
      opacity: start ? 1 : 0.5,
    }).addTo(map);
    const place = (lat: number, lng: number) => {
      if (!insideMapBounds(lat, lng)) {
        onMessage("Ese punto queda fuera de Villa María, Villa Nueva y sus alrededores.");
        if (start) marker.setLatLng(typed() ?? start);
        return;
      }
      marker.setLatLng([lat, lng]).setOpacity(1);
      for (const [input, value] of [
        [latInput, lat],
        [lngInput, lng],
      ] as const) {
        input.value = coordinateForInput(value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      onMessage(`Pin en ${coordinateForInput(lat)}, ${coordinateForInput(lng)}. Guardá para que quede.`);
    };
    map.on("click", (e: L.LeafletMouseEvent) => place(e.latlng.lat, e.latlng.lng));
    marker.on("dragend", () => {
      const at = marker.getLatLng();
      place(at.lat, at.lng);
    });
    const follow = () => {
      const at = typed();
      if (at) {
        marker.setLatLng(at).setOpacity(1);
        map.setView(at, Math.max(map.getZoom(), 16));
      }
    };
    latInput.addEventListener("change", follow);
    lngInput.addEventListener("change", follow);
    return () => {
      latInput.removeEventListener("change", follow);
      lngInput.removeEventListener("change", follow);
      map.remove();
    };
  }, [latitudeId, longitudeId, name, url, attribution, fail, onMessage]);
  return (
    <div
      ref={ref}
      className="vilma-map size-full"
      role="region"
      aria-label={`Mapa para ubicar ${name}: tocá o arrastrá el pin`}
    />
  );
}
