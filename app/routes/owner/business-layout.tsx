/**
 * /mi-comercio/{businessId}/…: one business's screens under a header that says which business it
 * is, with the tabs between its sections, in the page's one <main> (its screens render inside it). The middleware admits only someone who may manage that
 * business before any child loader or action runs; each child's server function checks again.
 */

import { Link, Outlet, useLocation } from "react-router";
import { Bell, ExternalLink } from "#app/components/icons/icons.tsx";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { OWNER_SECTIONS, ownerSectionHref } from "#app/components/owner/owner-sections.ts";
import { Tabs } from "#app/components/page/tabs.tsx";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import type { Route } from "./+types/business-layout";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request, params }) => {
    await requireManagedBusiness(context, request, params.businessId);
  },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  return { business };
}

export default function OwnerBusinessLayout({ loaderData }: Route.ComponentProps) {
  const { business } = loaderData;
  const { pathname } = useLocation();
  // A section's tab stays current on its inner pages (…/promociones/nueva is under Promociones).
  const tabs = OWNER_SECTIONS.map((s) => {
    const href = ownerSectionHref(business.uuid, s.path);
    return { label: s.label, href, current: pathname === href || (s.path !== "" && pathname.startsWith(`${href}/`)) };
  });
  return (
    <main id="contenido" className="mx-auto max-w-5xl px-4 pt-6 pb-10 sm:pt-8">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Link to="/mi-comercio" className="text-fg-muted text-sm hover:text-fg hover:underline">
          Mi comercio
        </Link>
        <span aria-hidden className="text-fg-muted text-sm">
          ›
        </span>
        <span className="min-w-0 truncate font-semibold text-sm">{business.name}</span>
        <BusinessStatusBadge status={business.status} />
        <Link
          to="/mi-comercio/notificaciones"
          className="ml-auto inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-brand-700 text-sm hover:underline dark:text-blue-300"
        >
          <Bell className="size-4" aria-hidden />
          Notificaciones
        </Link>
        {business.publicPath && (
          <Link
            to={business.publicPath}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-brand-700 text-sm hover:underline dark:text-blue-300"
          >
            <ExternalLink className="size-4" aria-hidden />
            Ver página pública
          </Link>
        )}
      </div>
      {tabs.length > 1 && <Tabs items={tabs} label={`Secciones de ${business.name}`} className="mt-3" />}
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
