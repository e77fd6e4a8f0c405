/**
 * /mi-comercio/{businessId}: one business's summary (status, plan, the last 7 days against the 7
 * before, what needs attention), "Completá tu ficha" while the listing lacks something, and the way
 * to each of its screens.
 */
import { Link } from "react-router";
import { ListingChecklist } from "#app/components/owner/listing-checklist.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { OWNER_SECTIONS, ownerSectionHref } from "#app/components/owner/owner-sections.ts";
import { BusinessOverview } from "#app/components/owner-stats/business-overview.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { listingChecklist } from "#core/listing-checklist.ts";
import { listingFacts } from "#server/owner/listing-facts.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { getBusinessDashboard } from "#server/stats/owner-dashboard.ts";
import type { Route } from "./+types/business-summary";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const [summary, facts] = await Promise.all([
    getBusinessDashboard(business.uuid, user.id, requestTime(context)),
    listingFacts(business.uuid),
  ]);
  if (!summary || !facts) throw new AppError("not_found");
  return { summary, checklist: listingChecklist(facts) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.summary.name} | Mi comercio | Vilma` : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function BusinessSummaryPage({ loaderData }: Route.ComponentProps) {
  const { summary, checklist } = loaderData;
  const sections = OWNER_SECTIONS.filter((s) => s.path !== "");
  return (
    <div className="space-y-6">
      <PageHeader title={summary.name} description="Cómo viene tu comercio y qué necesita de vos." />
      <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
        <BusinessOverview business={summary} headingLevel={2} />
      </div>
      <ListingChecklist checklist={checklist} businessUuid={summary.uuid} />
      {sections.length > 0 && (
        <nav aria-labelledby="secciones-titulo">
          <h2 id="secciones-titulo" className="font-bold text-lg">
            Administrá tu comercio
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sections.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <Link
                  to={ownerSectionHref(summary.uuid, path)}
                  className="flex min-h-14 items-center gap-3 rounded-2xl border border-line bg-surface p-4 font-medium shadow-sm hover:border-brand-500"
                >
                  <Icon className="size-5 text-brand-600 dark:text-blue-300" aria-hidden />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
