import { Footprints } from "#app/components/icons/icons.tsx";
import { CardDistances, useCardDistance } from "#app/components/location/card-distances.tsx";
import { LocationControl } from "#app/components/location/location-control.tsx";
import { DISTANCE_ERROR_MESSAGE, formatWalk } from "#core/format.ts";

interface Located {
  uuid: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The business page's one distance request: every place of the page that shows how far the business
 * is (the first screen's summary on phones, "Ubicación") reads it through <WalkingDistance>.
 */
export function BusinessDistance({ business, children }: { business: Located; children: React.ReactNode }) {
  return <CardDistances businesses={[business]}>{children}</CardDistances>;
}

/**
 * How far the business is on foot from the person ("350 m · 5 min a pie"), once they chose to use
 * their location (the button is here too). Inside <BusinessDistance>. Nothing without coordinates.
 */
export function WalkingDistance({ business, className }: { business: Located; className?: string }) {
  if (business.latitude == null || business.longitude == null) return null;
  return (
    <div className={className}>
      <Walk uuid={business.uuid} />
      <LocationControl className="mt-2" />
    </div>
  );
}

function Walk({ uuid }: { uuid: string }) {
  const distance = useCardDistance(uuid);
  if (!distance) return null;
  if ("error" in distance)
    return <p className="mt-2 text-red-700 text-sm dark:text-red-300">{DISTANCE_ERROR_MESSAGE}</p>;
  return (
    <p className="mt-2 flex items-center gap-1.5 font-medium text-sm" data-distance>
      <Footprints className="size-4 text-brand-600" aria-hidden />
      {formatWalk(distance.walk)}
    </p>
  );
}
