/**
 * /mi-comercio: the owner's businesses (get_user_businesses) with their status, plan, the last 7
 * days against the 7 before, and what needs attention (server/stats/owner-dashboard.ts). An owner
 * without the second step at sign-in is offered it in a card they can close (decision 26).
 */

import { Link, redirect } from "react-router";
import { LifeBuoy } from "#app/components/icons/icons.tsx";
import { NoBusinessYet } from "#app/components/owner/no-business-yet.tsx";
import { OwnedBusinessCard } from "#app/components/owner/owned-business-card.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { OwnerRequests } from "#app/components/owner/owner-requests.tsx";
import { TwoFactorPrompt } from "#app/components/owner/two-factor-prompt.tsx";
import { BusinessOverview } from "#app/components/owner-stats/business-overview.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { listOwnerRequests } from "#server/claims/owner-requests.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { getOwnerDashboard } from "#server/stats/owner-dashboard.ts";
import { dismissTwoFactorPrompt, showsTwoFactorPrompt } from "#server/two-factor/two-factor-prompt.ts";
import type { Route } from "./+types/dashboard";

/** Anyone signed in: a person without a business comes here to register or claim one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const [businesses, requests, twoFactorPrompt] = await Promise.all([
    getOwnerDashboard(user.id, requestTime(context)),
    listOwnerRequests(user.id),
    showsTwoFactorPrompt(user),
  ]);
  return { businesses, requests, twoFactorPrompt };
}

/** "Ahora no" on the second-step suggestion: closed for good, for this person. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  if (form.get("intent") !== "dismiss-two-factor") {
    // The page's only form is "Ahora no": anything else is a 400 page that changes nothing.
    throw new AppError("bad_request", "No entendimos qué querías hacer. Volvé a tu panel y probá de nuevo.");
  }
  await dismissTwoFactorPrompt(user.id, new Date());
  return redirect("/mi-comercio");
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function OwnerDashboard({ loaderData }: Route.ComponentProps) {
  const { businesses, requests, twoFactorPrompt } = loaderData;
  return (
    <main id="contenido" className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Mi comercio"
        description={
          businesses.length === 1
            ? "Tu comercio en Vilma: su estado, su plan, cómo le fue esta semana y qué necesita de vos."
            : "Tus comercios en Vilma: su estado, su plan, cómo les fue esta semana y qué necesitan de vos."
        }
        actions={
          businesses.length > 0 && (
            <Link
              to="/mi-comercio/ayuda"
              className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-4 py-2 font-medium text-sm hover:bg-surface-muted"
            >
              <LifeBuoy className="size-4" aria-hidden />
              Ayuda: escribinos
            </Link>
          )
        }
      />
      {twoFactorPrompt && <TwoFactorPrompt />}
      {businesses.length === 0 ? (
        <NoBusinessYet />
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Tus comercios">
          {businesses.map((business) => (
            <li key={business.uuid} className="flex">
              <OwnedBusinessCard business={business}>
                <BusinessOverview business={business} />
              </OwnedBusinessCard>
            </li>
          ))}
        </ul>
      )}
      {/* Without businesses the empty state above already offers both ways in. */}
      {(businesses.length > 0 || requests.length > 0) && (
        <OwnerRequests requests={requests} offers={businesses.length > 0} />
      )}
    </main>
  );
}

/** A refused visitor sees the 403 inside the site's header and footer. */
export const ErrorBoundary = OwnerErrorBoundary;
