import { data, Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { BusinessCard } from "#app/components/business-card.tsx";
import { Bell, BellOff, Heart } from "#app/components/icons/icons.tsx";
import { CardDistances } from "#app/components/location/card-distances.tsx";
import { LocationControl } from "#app/components/location/location-control.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { formatCount } from "#core/format.ts";
import { PHARMACY_CATEGORY_SLUG } from "#core/pharmacy-duty.ts";
import { isUuid } from "#core/uuid.ts";
import { listFavoriteBusinesses } from "#server/favorites/list-favorite-businesses.ts";
import { dutyAlertUuids, setDutyAlerts } from "#server/pharmacy-duties/duty-alerts.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/favorites";

/** /favorites: the signed-in person's favourite businesses, newest favourite first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const [businesses, alerts] = await Promise.all([
    listFavoriteBusinesses(user.id, requestTime(context)),
    dutyAlertUuids(user.id),
  ]);
  return { businesses, dutyAlerts: [...alerts] };
}

/** "Avisarme cuando esté de turno" on a favourite pharmacy (opt-in, stored on the favourite). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  const businessUuid = String(form.get("businessUuid") ?? "");
  if (form.get("intent") !== "duty-alerts" || !isUuid(businessUuid))
    return data({ error: "Elegí una farmacia de tus favoritos" }, { status: 400 });
  const on = form.get("on") === "1";
  const outcome = await setDutyAlerts(user.id, businessUuid, on);
  if (!outcome.ok) return data({ error: outcome.message }, { status: 400 });
  return redirectWithToast("/favorites", {
    type: "success",
    title: on ? "Te vamos a avisar cuando esté de turno" : "Listo: no te avisamos más de sus turnos",
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Mis favoritos",
    description: "Los comercios que guardaste en Vilma, siempre a mano.",
    path: "/favorites",
    origin: originFrom(matches),
    noindex: true,
  });

/**
 * Hearts do not reload the page's data (see favorite-button.tsx); this page does, so a business
 * whose heart was just emptied leaves the list.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === "/api/favorites" || defaultShouldRevalidate;
}

export default function Favorites({ loaderData, actionData }: Route.ComponentProps) {
  const { businesses } = loaderData;
  const alerts = new Set(loaderData.dutyAlerts);
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-extrabold text-3xl tracking-tight">Mis favoritos</h1>
      {businesses.length > 0 && (
        <p className="mt-1 mb-6 text-fg-muted text-sm">
          {formatCount(businesses.length)} {businesses.length === 1 ? "comercio guardado" : "comercios guardados"}
        </p>
      )}
      {businesses.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface px-6 py-16 text-center">
          <Heart className="size-10 text-rose-500" aria-hidden />
          <h2 className="font-bold text-xl">Todavía no tenés favoritos</h2>
          <p className="max-w-md text-fg-muted">
            Tocá el corazón de cualquier comercio para guardarlo acá y encontrarlo rápido la próxima vez.
          </p>
          <Link
            to="/search"
            className="mt-2 inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
          >
            Explorar comercios
          </Link>
        </div>
      ) : (
        <CardDistances businesses={businesses}>
          {actionData && "error" in actionData && (
            <p
              role="alert"
              className="mb-4 rounded-xl bg-rose-50 p-3 text-rose-800 text-sm dark:bg-rose-950 dark:text-rose-200"
            >
              {actionData.error}
            </p>
          )}
          <LocationControl className="mb-4" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {businesses.map((b) =>
              b.category?.slug === PHARMACY_CATEGORY_SLUG ? (
                <div key={b.uuid} className="flex flex-col gap-2">
                  <BusinessCard business={b} />
                  <DutyAlertToggle uuid={b.uuid} name={b.name} on={alerts.has(b.uuid)} />
                </div>
              ) : (
                <BusinessCard key={b.uuid} business={b} />
              ),
            )}
          </div>
        </CardDistances>
      )}
    </main>
  );
}

function DutyAlertToggle({ uuid, name, on }: { uuid: string; name: string; on: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2 px-1 text-sm">
      <input type="hidden" name="intent" value="duty-alerts" />
      <input type="hidden" name="businessUuid" value={uuid} />
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      {on && <span className="text-fg-muted">Te avisamos cuando esté de turno.</span>}
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line px-3 font-medium hover:bg-surface-muted"
      >
        {on ? <BellOff className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
        {on ? "Dejar de avisarme" : "Avisarme cuando esté de turno"}
        <span className="sr-only"> ({name})</span>
      </button>
    </Form>
  );
}
