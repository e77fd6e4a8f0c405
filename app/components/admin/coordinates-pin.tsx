import { lazy, useCallback, useState } from "react";
import { MapPin } from "#app/components/icons/icons.tsx";
import { MapSlot } from "#app/components/map/map-slot.tsx";

const PickMap = lazy(() => import("#app/components/map/pick-map.tsx"));

/**
 * The admin's pin under the coordinates: a small lazy map where a click or a drag fills the
 * latitude and longitude fields. Without JavaScript (or without tiles) the numbers are typed.
 */
export function CoordinatesPin({
  latitudeId,
  longitudeId,
  name,
}: {
  latitudeId: string;
  longitudeId: string;
  name: string;
}) {
  const [message, setMessage] = useState("");
  const onMessage = useCallback((m: string) => setMessage(m), []);
  return (
    <div className="space-y-2">
      <MapSlot
        className="h-64 border border-line"
        placeholder={(failed) => (
          <div className="flex size-full items-center justify-center gap-2 bg-surface-muted p-4 text-center text-fg-muted text-sm">
            <MapPin className="size-5 shrink-0" aria-hidden />
            {failed
              ? "No pudimos cargar el mapa: escribí la latitud y la longitud."
              : "Cargando el mapa… También podés escribir la latitud y la longitud."}
          </div>
        )}
      >
        {(fail) => (
          <PickMap latitudeId={latitudeId} longitudeId={longitudeId} name={name} fail={fail} onMessage={onMessage} />
        )}
      </MapSlot>
      <p role="status" className="text-fg-muted text-sm">
        {message}
      </p>
    </div>
  );
}
