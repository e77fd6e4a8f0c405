import { Link } from "react-router";
import { MapPin, Navigation, Phone } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { DISTANCE_ERROR_MESSAGE, formatWalk } from "#core/format.ts";
import { describeDuty, dutyHoursLabel } from "#core/pharmacy-duty.ts";
import type { PublicDuty } from "#server/pharmacy-duties/duty-rota.ts";
import { DutyBadge, OpenBadge } from "../badges.tsx";
import { businessPath } from "../business-card.tsx";
import { leadLinkProps } from "../business-leads/lead-link.ts";
import { useCardDistance } from "../location/card-distances.tsx";

/** Google Maps' walking directions to a business (its pin, else its address). */
export function directionsUrl(b: {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  city: string;
}) {
  if (b.latitude != null && b.longitude != null)
    return `https://www.google.com/maps/dir/?api=1&destination=${b.latitude},${b.longitude}&travelmode=walking`;
  if (b.address)
    return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${b.address}, ${b.city}, Córdoba`)}&travelmode=walking`;
  return null;
}

/**
 * One pharmacy on duty: name, "De turno" (on now) with "24 h" or the window, the address, walking
 * distance when the person shared a location, and big "Llamar" and "Cómo llegar" buttons.
 */
export function DutyCard({ duty, now, live }: { duty: PublicDuty; now: Date; live: boolean }) {
  const b = duty.card;
  const distance = useCardDistance(b.uuid);
  const directions = directionsUrl(b);
  return (
    <article
      className={cn(
        "flex flex-col gap-2 rounded-2xl border bg-surface p-4 shadow-sm",
        live ? "border-indigo-300 dark:border-indigo-700" : "border-line",
      )}
      data-duty={b.uuid}
    >
      <div className="flex items-start gap-3">
        <img
          src={b.logoUrl ?? "/media/demo/logo/comercio.svg"}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-xl bg-surface-muted object-cover"
        />
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold text-base leading-6">
            <Link to={businessPath(b)} className="hover:text-brand-600 dark:hover:text-blue-300">
              {b.name}
            </Link>
          </h4>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {live && <DutyBadge />}
            <span className="rounded-full bg-surface-muted px-2 py-0.5 font-semibold text-xs">
              {dutyHoursLabel(duty)}
            </span>
            {live && <OpenBadge isOpen={b.isOpen} />}
          </div>
        </div>
      </div>
      <p className="text-sm">{describeDuty(duty, now)}</p>
      {b.address && (
        <p className="flex items-center gap-1 text-fg-muted text-sm">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span>
            {b.address}, {b.city}
          </span>
        </p>
      )}
      {distance && "walk" in distance ? (
        <p className="text-fg-muted text-sm" data-distance>
          {formatWalk(distance.walk)}
        </p>
      ) : (
        distance && <p className="text-red-700 text-sm dark:text-red-300">{DISTANCE_ERROR_MESSAGE}</p>
      )}
      <div className="mt-1 flex flex-wrap gap-2">
        {b.phoneNumber && (
          <a
            href={`tel:${b.phoneNumber.replace(/[^\d+]/g, "")}`}
            {...leadLinkProps(b.uuid, "call")}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-600 px-4 font-medium text-sm text-white hover:bg-brand-700"
          >
            <Phone className="size-4" aria-hidden />
            Llamar
            <span className="sr-only"> a {b.name}</span>
          </a>
        )}
        {directions && (
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            {...leadLinkProps(b.uuid, "directions")}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-4 font-medium text-sm hover:bg-surface-muted"
          >
            <Navigation className="size-4" aria-hidden />
            Cómo llegar
            <span className="sr-only"> a {b.name}</span>
          </a>
        )}
      </div>
    </article>
  );
}
