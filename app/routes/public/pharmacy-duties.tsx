/**
 * /farmacias-de-turno: the pharmacies on duty now (tonight's and today's) first, per city, with
 * "De turno", "24 h" or their hours, call and directions, walking distance once the person shares
 * a location, and a map; then the coming days of the rota. The rota is `pharmacy_duties`
 * (server/pharmacy-duties/); the order is `groupDuties` (core/pharmacy-duty.ts).
 */
import { lazy } from "react";
import { Link } from "react-router";
import { MapPin, Moon, WifiOff } from "#app/components/icons/icons.tsx";
import { CardDistances } from "#app/components/location/card-distances.tsx";
import { LocationControl } from "#app/components/location/location-control.tsx";
import { MapSlot } from "#app/components/map/map-slot.tsx";
import { DutyCard } from "#app/components/pharmacy-duties/duty-card.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { DUTY_PAGE_PATH, PHARMACY_CATEGORY_SLUG } from "#core/pharmacy-duty.ts";
import { searchHref } from "#core/search-url.ts";
import { publicDutyRota } from "#server/pharmacy-duties/duty-rota.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/pharmacy-duties";

const DutyMap = lazy(() => import("#app/components/pharmacy-duties/duty-map.tsx"));

export async function loader({ context }: Route.LoaderArgs) {
  const now = requestTime(context);
  return { now: now.toISOString(), groups: await publicDutyRota(now) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Farmacias de turno en Villa María y Villa Nueva",
    description:
      "Qué farmacia está de turno hoy y esta noche en Villa María y Villa Nueva: dirección, teléfono, cómo llegar y los turnos de los próximos días.",
    path: DUTY_PAGE_PATH,
    origin: originFrom(matches),
  });

export default function PharmacyDuties({ loaderData }: Route.ComponentProps) {
  const now = new Date(loaderData.now);
  const { groups } = loaderData;
  const current = groups.find((g) => g.key === "now");
  const later = groups.filter((g) => g.key !== "now");
  const everyDuty = groups.flatMap((g) => g.duties.map((d) => d.card));
  const pins = (current?.duties ?? []).flatMap((d) =>
    d.card.latitude != null && d.card.longitude != null
      ? [{ uuid: d.card.uuid, name: d.card.name, latitude: d.card.latitude, longitude: d.card.longitude }]
      : [],
  );
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="flex items-center gap-2 font-extrabold text-2xl tracking-tight sm:text-3xl">
        <Moon className="size-7 text-indigo-700 dark:text-indigo-300" aria-hidden />
        Farmacias de turno
      </h1>
      <p className="mt-1 text-fg-muted text-sm sm:text-base">
        Villa María y Villa Nueva. Cada turno va de las 08:00 a las 08:00 del día siguiente.
      </p>
      <CardDistances businesses={everyDuty}>
        <section aria-labelledby="ahora-title" className="mt-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="ahora-title" className="font-bold text-xl">
              Ahora de turno
            </h2>
            <LocationControl />
          </div>
          {current ? (
            <CityGroups duties={current.duties} now={now} live />
          ) : (
            <p className="mt-3 rounded-xl border border-line bg-surface p-4 text-sm">
              No hay farmacias de turno cargadas para este momento. Mirá los próximos días abajo o buscá{" "}
              <Link to={searchHref({ category: PHARMACY_CATEGORY_SLUG })} className="font-medium underline">
                todas las farmacias
              </Link>
              .
            </p>
          )}
          {pins.length > 0 && (
            <MapSlot
              className="mt-5 h-64 border border-line sm:h-80"
              placeholder={(failed) => (
                <div className="grid size-full place-items-center bg-surface-muted p-4 text-center text-fg-muted text-sm">
                  <p className="flex items-center gap-2">
                    {failed ? <WifiOff className="size-4" aria-hidden /> : <MapPin className="size-4" aria-hidden />}
                    {failed ? "No se pudo cargar el mapa. Las direcciones están arriba." : "Cargando el mapa…"}
                  </p>
                </div>
              )}
            >
              {(fail) => <DutyMap pins={pins} fail={fail} />}
            </MapSlot>
          )}
        </section>
        {later.map((group) => (
          <section key={group.key} aria-labelledby={`dia-${group.key}`} className="mt-8">
            <h2 id={`dia-${group.key}`} className="font-bold text-lg">
              {group.title}
            </h2>
            <CityGroups duties={group.duties} now={now} live={false} />
          </section>
        ))}
      </CardDistances>
    </main>
  );
}

function CityGroups({
  duties,
  now,
  live,
}: {
  duties: Route.ComponentProps["loaderData"]["groups"][number]["duties"];
  now: Date;
  live: boolean;
}) {
  const cities = [...new Set(duties.map((d) => d.city))];
  return (
    <div className="mt-3 grid gap-5 lg:grid-cols-2">
      {cities.map((city) => (
        <div key={city}>
          <h3 className="mb-2 font-semibold text-fg-muted text-sm uppercase tracking-wide">{city}</h3>
          <div className="grid gap-3">
            {duties
              .filter((d) => d.city === city)
              .map((d) => (
                <DutyCard key={d.id} duty={d} now={now} live={live} />
              ))}
          </div>
        </div>
      ))}
    </div>
  );
}
