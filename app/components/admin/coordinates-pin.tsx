import { lazy, useCallback, useEffect, useRef, useState } from "react";
import { MapPin, Search } from "#app/components/icons/icons.tsx";
import { locateAddress } from "#app/components/map/locate-address.ts";
import { MapSlot } from "#app/components/map/map-slot.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { coordinateForInput } from "#core/business-profile-form.ts";
import { CITIES, type City } from "#core/cities.ts";
import { cityCenter, GEOCODE_ADDRESS_MIN, geocodeMessage } from "#core/geocoding.ts";

const PickMap = lazy(() => import("#app/components/map/pick-map.tsx"));

export interface AddressSearch {
  /** The names of the form's address and town fields (read from the same form as the coordinates). */
  addressName: string;
  cityName: string;
  /** Look up by itself when the address or the town changes (the owner's form). */
  auto?: boolean;
  /** False without GEOCODER_URL: no button, and the message says to place the pin. */
  configured: boolean;
}

/** Writes a coordinate into its field the way a person would (Conform and the map both listen). */
function fill(input: HTMLInputElement, value: number) {
  input.value = coordinateForInput(value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * The pin under the coordinates: a small lazy map where a click or a drag fills the latitude and
 * longitude fields. With `search`, "Buscar en el mapa" asks the geocoder for the form's address and
 * moves the pin there; when it finds nothing (or cannot ask) it says so and puts the pin at the town's
 * centre to be dragged. Without JavaScript (or without tiles) the numbers are typed.
 */
export function CoordinatesPin({
  latitudeId,
  longitudeId,
  name,
  search,
}: {
  latitudeId: string;
  longitudeId: string;
  name: string;
  search?: AddressSearch;
}) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const onMessage = useCallback((m: string) => setMessage(m), []);
  const pending = useRef<AbortController | null>(null);
  const lastAsked = useRef("");

  const find = useCallback(
    async (why: "button" | "auto") => {
      if (!search) return;
      const lat = document.getElementById(latitudeId);
      const lng = document.getElementById(longitudeId);
      if (!(lat instanceof HTMLInputElement) || !(lng instanceof HTMLInputElement) || !lat.form) return;
      const addressInput = lat.form.elements.namedItem(search.addressName);
      const cityInput = lat.form.elements.namedItem(search.cityName);
      const address = addressInput instanceof HTMLInputElement ? addressInput.value.trim() : "";
      const cityValue = cityInput instanceof HTMLSelectElement ? cityInput.value : "";
      const city: City = (CITIES as readonly string[]).includes(cityValue) ? (cityValue as City) : CITIES[0];
      if (address.length < GEOCODE_ADDRESS_MIN) {
        if (why === "button") setMessage("Escribí la dirección (calle y número) para buscarla en el mapa.");
        return;
      }
      const asked = `${address}|${city}`;
      if (why === "auto" && asked === lastAsked.current) return;
      lastAsked.current = asked;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setBusy(true);
      setMessage("Buscando la dirección…");
      try {
        const answer = await locateAddress(address, city, controller.signal);
        if (answer.status === "found") {
          fill(lat, answer.latitude);
          fill(lng, answer.longitude);
          setMessage(geocodeMessage(answer, city));
          return;
        }
        const centre = cityCenter(city);
        fill(lat, centre.lat);
        fill(lng, centre.lng);
        setMessage(answer.status === "refused" ? answer.message : geocodeMessage(answer, city));
      } catch {
        // Aborted: a newer lookup took its place.
      } finally {
        if (pending.current === controller) {
          pending.current = null;
          setBusy(false);
        }
      }
    },
    [search, latitudeId, longitudeId],
  );

  // The owner's form looks the address up when they leave the field or change the town.
  useEffect(() => {
    if (!search?.auto || !search.configured) return;
    const form = document.getElementById(latitudeId)?.closest("form");
    if (!form) return;
    const onChange = (event: Event) => {
      const target = event.target;
      if (
        (target instanceof HTMLInputElement && target.name === search.addressName) ||
        (target instanceof HTMLSelectElement && target.name === search.cityName)
      ) {
        void find("auto");
      }
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  }, [search, latitudeId, find]);

  return (
    <div className="space-y-2">
      {search && hydrated && search.configured && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void find("button")}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 font-semibold text-sm hover:bg-surface-muted disabled:opacity-60"
        >
          <Search className="size-4" aria-hidden />
          {busy ? "Buscando…" : "Buscar en el mapa"}
        </button>
      )}
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
      <p role="status" className="text-fg-muted text-sm" data-pin-message>
        {message ||
          (search && hydrated && !search.configured
            ? "Tocá el mapa o arrastrá el pin hasta la puerta de tu comercio."
            : "")}
      </p>
    </div>
  );
}
