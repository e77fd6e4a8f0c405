/** /admin/dashboard: the state of the directory at a glance; what waits for a decision links to /admin/claims. */
import { Building2, Landmark, Megaphone, ShieldAlert, Star, TrendingUp, Users } from "lucide-react";
import { Form } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import {
  BUSINESS_STATUS_LABELS,
  businessStatusDotClass,
  type KnownBusinessStatus,
} from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { StatCard } from "#app/components/page/stat-card.tsx";
import { formatCount, formatDate, pluralize } from "#core/format.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { hideTrendingTermSchema } from "#core/trending-terms.ts";
import { getDashboardStats } from "#server/admin/dashboard-stats.ts";
import { hideTrendingTerm } from "#server/admin/hide-trending-term.ts";
import { CLIENT_IP_HEADER } from "#server/auth/auth.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { pageError } from "#server/http/answers.ts";
import { readForm } from "#server/http/body.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import { getTrendingSearches } from "#server/search/trending.ts";
import type { Route } from "./+types/dashboard";

const STATUS_ORDER: KnownBusinessStatus[] = ["pending", "approved", "active", "inactive", "suspended", "rejected"];
/** Where what waits for a decision is decided (the one way: server/claims). */
const PENDING_BUSINESSES_HREF = "/admin/claims?tab=comercios&status=pending";
const PENDING_CLAIMS_HREF = "/admin/claims?status=pending";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const now = new Date();
  const [stats, trending] = await Promise.all([getDashboardStats(now), getTrendingSearches(now)]);
  return { stats, trending, now: now.toISOString() };
}

/** "Ocultar" on a trending search; nothing else is posted here. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request).catch(pageError);
  const back = `/admin/dashboard${new URL(request.url).search}`;
  return hideTrending(form, admin.id, request.headers.get(CLIENT_IP_HEADER), back);
}

/** "Ocultar" on a trending search: it leaves the home page's list for good. */
async function hideTrending(form: FormData, adminId: string, ip: string | null, back: string) {
  const submission = parseSubmission(form, hideTrendingTermSchema);
  if (submission.status !== "success") {
    const description = firstMessage(submission.reply(), "El pedido no es válido.");
    return redirectWithToast(back, { type: "error", title: "No pudimos ocultar la búsqueda", description });
  }
  const result = await hideTrendingTerm(submission.value.term, { id: adminId, ip });
  if (!result.ok) {
    return redirectWithToast(back, {
      type: "error",
      title: "No pudimos ocultar la búsqueda",
      description: "Elegí una búsqueda.",
    });
  }
  return redirectWithToast(back, {
    type: "success",
    title: "Búsqueda oculta",
    description: `"${result.term}" ya no aparece en Búsquedas Trending.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, now, trending } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Dashboard" description={`Cómo está Vilma hoy, ${formatDate(now)}.`} />

      <section aria-labelledby="comercios-title">
        <h2 id="comercios-title" className="flex items-center gap-2 font-bold text-lg">
          <Building2 className="size-5 text-brand-600" aria-hidden />
          Comercios
          <span className="font-normal text-fg-muted text-sm">({formatCount(stats.businessesTotal)} en total)</span>
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {STATUS_ORDER.map((status) => (
            <StatCard
              key={status}
              id={`businesses-${status}`}
              label={BUSINESS_STATUS_LABELS[status]}
              value={stats.businessesByStatus[status]}
              accent={businessStatusDotClass(status)}
              href={status === "pending" ? PENDING_BUSINESSES_HREF : undefined}
            />
          ))}
        </dl>
      </section>

      <section aria-labelledby="actividad-title">
        <h2 id="actividad-title" className="font-bold text-lg">
          Actividad
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatCard
            id="users"
            label="Usuarios"
            icon={Users}
            value={stats.users.total}
            hint={`${stats.users.recent > 0 ? "+" : ""}${pluralize(stats.users.recent, "nuevo", "nuevos")} en los últimos 30 días`}
          />
          <StatCard
            id="pending-claims"
            label="Reclamos pendientes"
            icon={ShieldAlert}
            value={stats.pendingClaims}
            hint="Dueños que piden administrar un comercio"
            href={PENDING_CLAIMS_HREF}
          />
          <StatCard
            id="active-promotions"
            label="Promociones activas"
            icon={Megaphone}
            value={stats.activePromotions}
            hint="Ofertas de comercios vigentes hoy"
          />
          <StatCard
            id="active-bank-promotions"
            label="Promociones bancarias activas"
            icon={Landmark}
            value={stats.activeBankPromotions}
            hint="Vigentes hoy (hora de Buenos Aires)"
          />
          <StatCard
            id="recent-reviews"
            label="Reseñas"
            icon={Star}
            value={stats.recentReviews}
            hint="En los últimos 30 días"
          />
        </dl>
      </section>

      <section aria-labelledby="trending-title">
        <h2 id="trending-title" className="flex items-center gap-2 font-bold text-lg">
          <TrendingUp className="size-5 text-accent-500" aria-hidden />
          Búsquedas trending
        </h2>
        <p className="mt-1 text-fg-muted text-sm">
          Lo que muestra la página de inicio: búsquedas con resultados de al menos 3 personas distintas. Ocultá las que
          no deberían estar.
        </p>
        {trending.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-line bg-surface p-4 text-fg-muted text-sm">
            Todavía no hay búsquedas trending.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
            {trending.map((t) => (
              <li key={t.query} className="flex items-center justify-between gap-3 px-4 py-2">
                <span className="min-w-0 break-words">
                  {t.query}{" "}
                  <span className="text-fg-muted text-sm">({pluralize(t.count, "búsqueda", "búsquedas")})</span>
                </span>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="term" value={t.query} />
                  <ConfirmDialog
                    title={`¿Ocultar "${t.query}"?`}
                    description="Deja de aparecer en Búsquedas Trending de la página de inicio."
                    confirmLabel="Ocultar"
                    trigger={(props) => (
                      <button
                        {...props}
                        name="intent"
                        value="hide-trending"
                        aria-label={`Ocultar ${t.query}`}
                        className="inline-flex min-h-10 items-center rounded-lg border border-line bg-surface px-3 font-semibold text-sm hover:bg-surface-muted"
                      >
                        Ocultar
                      </button>
                    )}
                  />
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
