import { Clock, MapPin, Navigation } from "#app/components/icons/icons.tsx";
import { todayHours } from "#core/today-hours.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { leadLinkProps } from "../business-leads/lead-link.ts";
import { WalkingDistance } from "./walking-distance.tsx";

/**
 * Phones and tablets (under 1024px), right under the buttons: today's hours and the address with
 * "Cómo llegar" and the distance on foot, what most people open a business page for. The week and
 * the map follow in "Horarios" and "Ubicación"; from 1024px those two are the first screen's
 * right-hand column and this summary is not drawn.
 */
export function FirstScreenSummary({
  business,
  now,
  directions,
}: {
  business: PublicBusiness;
  now: Date;
  directions: string | null;
}) {
  const today = todayHours(business.hours, business.specialHours, now, business.duties);
  const hasHours = business.hours.length > 0 || today.isSpecial;
  return (
    <section
      aria-label="Hoy y dónde"
      className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface px-4 shadow-sm lg:hidden"
    >
      <div className="flex items-start gap-3 py-3" data-today-hours>
        <Clock className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden />
        <div className="min-w-0 flex-1 text-sm">
          <p>
            <span className="font-semibold">Hoy, {today.dayLabel.toLowerCase()}:</span>{" "}
            {hasHours ? (today.slots.length > 0 ? today.slots.join(", ") : "Cerrado") : "Sin horarios cargados"}
          </p>
          {today.specialName && <p className="text-fg-muted">{today.specialName}</p>}
        </div>
        {business.hours.length > 0 && (
          <a
            href="#horarios"
            className="-my-2 inline-flex min-h-11 shrink-0 items-center font-medium text-brand-700 text-sm hover:underline dark:text-blue-300"
          >
            Ver la semana
          </a>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-x-3 py-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden />
        <div className="min-w-0 flex-1 text-sm" data-address>
          <p className="font-medium">{business.address ?? "Sin dirección"}</p>
          <p className="text-fg-muted">{business.city}, Córdoba</p>
        </div>
        {directions && (
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            {...leadLinkProps(business.uuid, "directions")}
            className="-my-1 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border border-line px-3 font-medium text-sm shadow-sm hover:bg-surface-muted"
          >
            <Navigation className="size-4" aria-hidden />
            Cómo llegar
          </a>
        )}
        <WalkingDistance business={business} className="w-full pl-8 empty:hidden" />
      </div>
    </section>
  );
}
