import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { BusinessCard } from "#app/components/business-card.tsx";
import { Heart } from "#app/components/icons/icons.tsx";
import { CardDistances } from "#app/components/location/card-distances.tsx";
import { LocationControl } from "#app/components/location/location-control.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { formatCount } from "#core/format.ts";
import { requireUser } from "#server/auth/guards.ts";
import { listFavoriteBusinesses } from "#server/favorites/list-favorite-businesses.ts";
import type { Route } from "./+types/favorites";

/** /favorites: the signed-in person's favourite businesses, newest favourite first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { businesses: await listFavoriteBusinesses(user.id) };
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

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { businesses } = loaderData;
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
          <LocationControl className="mb-4" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {businesses.map((b) => (
              <BusinessCard key={b.uuid} business={b} />
            ))}
          </div>
        </CardDistances>
      )}
    </main>
  );
}
