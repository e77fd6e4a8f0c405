/** /mi-comercio: the owner's businesses, their status, and where to publish a promotion. */
import { Store } from "lucide-react";
import { Link } from "react-router";
import { OwnedBusinessCard } from "#app/components/owner/owned-business-card.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { OwnerRequests } from "#app/components/owner/owner-requests.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { requireUser } from "#server/auth/guards.ts";
import { listOwnerRequests } from "#server/claims/owner-requests.ts";
import { listOwnerBusinesses } from "#server/owner/owner-businesses.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const [businesses, requests] = await Promise.all([listOwnerBusinesses(user.id), listOwnerRequests(user.id)]);
  return { businesses, requests };
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function OwnerDashboard({ loaderData }: Route.ComponentProps) {
  const { businesses, requests } = loaderData;
  return (
    <main id="contenido" className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Mi comercio"
        description={
          businesses.length === 1
            ? "Tu comercio en Vilma: su estado y sus promociones."
            : "Tus comercios en Vilma: su estado y sus promociones."
        }
      />
      {businesses.length === 0 ? (
        <EmptyState
          icon={Store}
          title="Todavía no tenés comercios a tu nombre"
          className="mt-8"
          action={
            <Link
              to="/pricing"
              className="inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
            >
              Ver planes para comercios
            </Link>
          }
        >
          Cuando un comercio quede asociado a tu cuenta, lo vas a ver acá y vas a poder publicar sus promociones.
        </EmptyState>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Tus comercios">
          {businesses.map((business) => (
            <li key={business.uuid} className="flex">
              <OwnedBusinessCard business={business} />
            </li>
          ))}
        </ul>
      )}
      <OwnerRequests requests={requests} />
    </main>
  );
}

/** A refused visitor sees the 403 inside the site's header and footer. */
export const ErrorBoundary = OwnerErrorBoundary;
