/** /admin/businesses/{uuid}/edit/historial: who changed the business, when, what and why. */

import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { BusinessEditHeader } from "#app/components/admin/business-edit-header.tsx";
import { requireAdminBusiness } from "#server/businesses/require-admin-business.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import type { Route } from "./+types/business-edit-history";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireAdminBusiness(context, request, params.businessId);
  return { business, entries: await entityTimeline({ type: "business", id: business.uuid }, 100) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Historial de ${loaderData?.business.name ?? "un comercio"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

export default function AdminBusinessHistory({ loaderData }: Route.ComponentProps) {
  const { business, entries } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <BusinessEditHeader business={business} title={`Historial de ${business.name}`} />
      <AuditTimeline entries={entries} title="Cambios" />
    </div>
  );
}
