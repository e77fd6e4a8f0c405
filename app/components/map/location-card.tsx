import { lazy } from "react";
import { MapPin, MapPinOff, Navigation } from "#app/components/icons/icons.tsx";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { leadLinkProps } from "../business-leads/lead-link.ts";
import { Card } from "../business-page/card.tsx";
import { WalkingDistance } from "../business-page/walking-distance.tsx";
import { MapSlot } from "./map-slot.tsx";

const PinMap = lazy(() => import("./pin-map.tsx"));

/**
 * The business page's "Ubicación": the address as text, "Cómo llegar" and a link that opens the
 * place in a maps app, then its pin on a map (when it has coordinates; the map loads as it nears the
 * viewport): the words first, so the address is never pushed down by the map. Without the map (no network, no JavaScript yet) the box holds the address instead.
 */
export function LocationCard({ business, directions }: { business: PublicBusiness; directions: string | null }) {
  const { latitude, longitude } = business;
  const hasPin = latitude != null && longitude != null;
  const place = `${business.address ?? "Sin dirección"}, ${business.city}, Córdoba`;
  return (
    <Card title="Ubicación" icon={<MapPin className="size-5" aria-hidden />}>
      <p className="text-sm">
        {business.address ?? "Sin dirección"}
        <br />
        <span className="text-fg-muted">{business.city}, Córdoba</span>
      </p>
      {/* Under 1024px the distance (and its button) is on the first screen, beside the address. */}
      <WalkingDistance business={business} className="max-lg:hidden" />
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        {directions && (
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            {...leadLinkProps(business.uuid, "directions")}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-600 text-sm hover:underline dark:text-blue-300"
          >
            <Navigation className="size-4" aria-hidden />
            Cómo llegar
          </a>
        )}
        {hasPin && (
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-600 text-sm hover:underline dark:text-blue-300"
          >
            <MapPin className="size-4" aria-hidden />
            Abrir en la app de mapas
          </a>
        )}
      </div>
      {hasPin && (
        <MapSlot
          className="mt-3 h-52 border border-line"
          placeholder={(failed) => <MapPlaceholder failed={failed} place={place} />}
        >
          {(fail) => <PinMap latitude={latitude} longitude={longitude} name={business.name} fail={fail} />}
        </MapSlot>
      )}
    </Card>
  );
}

/** Before the map arrives: a quiet box with the address; when it cannot arrive, says so. */
function MapPlaceholder({ failed, place }: { failed: boolean; place: string }) {
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-1 bg-surface-muted px-4 text-center text-sm"
      data-map-placeholder={failed ? "failed" : "waiting"}
    >
      {failed ? (
        <MapPinOff className="size-6 text-fg-muted" aria-hidden />
      ) : (
        <MapPin className="size-6 text-fg-muted" aria-hidden />
      )}
      {failed && <p className="font-semibold">No pudimos cargar el mapa.</p>}
      <p className="text-fg-muted">{place}</p>
    </div>
  );
}
