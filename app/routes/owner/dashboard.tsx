/** /mi-comercio: the owner's businesses, their status, and where to publish a promotion. */
import { Store } from "lucide-react";
import { Link } from "react-router";
import { OwnedBusinessCard } from "#app/components/owner/owned-business-card.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { requireBusinessOwner } from "#server/auth/guards.ts";
import { listOwnerBusinesses } from "#server/owner/owner-businesses.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireBusinessOwner(context, request);
  return { businesses: await listOwnerBusinesses(user.id) };
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function OwnerDashboard({ loaderData }: Route.ComponentProps) {
  const { businesses } = loaderData;
  return (
    <main id="contenido" className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <header>
        <h1 className="font-extrabold text-3xl tracking-tight">Mi comercio</h1>
        <p className="mt-1 text-fg-muted">
          {businesses.length === 1
            ? "Tu comercio en Vilma: su estado y sus promociones."
            : "Tus comercios en Vilma: su estado y sus promociones."}
        </p>
      </header>
      {businesses.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface p-8 text-center">
          <Store className="size-10 text-fg-muted" aria-hidden />
          <h2 className="font-bold text-lg">Todavía no tenés comercios a tu nombre</h2>
          <p className="max-w-md text-fg-muted">
            Cuando un comercio quede asociado a tu cuenta, lo vas a ver acá y vas a poder publicar sus promociones.
          </p>
          <Link
            to="/pricing"
            className="mt-1 inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Ver planes para comercios
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Tus comercios">
          {businesses.map((business) => (
            <li key={business.uuid} className="flex">
              <OwnedBusinessCard business={business} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** A refused visitor sees the 403 inside the site's header and footer. */
export const ErrorBoundary = OwnerErrorBoundary;
