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
 * Under the business's address: how far it is on foot from the person ("350 m · 5 min a pie"), once
 * they chose to use their location (the button is here too). Asked through the same one request per
 * page as the cards (card-distances.tsx). Nothing without coordinates.
 */
export function WalkingDistance({ business }: { business: Located }) {
  if (business.latitude == null || business.longitude == null) return null;
  return (
    <CardDistances businesses={[business]}>
      <Walk uuid={business.uuid} />
      <LocationControl className="mt-2" />
    </CardDistances>
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
