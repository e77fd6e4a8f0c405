/**
 * /admin/dashboard: the state of the directory at a glance, each figure a link to its list
 * (businesses by status, what waits in /admin/claims, new users, subscriptions and revenue,
 * promotions, this week's searches in /admin/busqueda, this week's page views in /admin/analytics).
 * On top, "Lista para lanzar": what the site still lacks before opening to the public, each item
 * linking to where it is fixed; one green line once nothing is missing.
 */

import { Form, Link } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import {
  Building2,
  CheckCircle2,
  CreditCard,
  Inbox,
  Landmark,
  ListChecks,
  Megaphone,
  SearchX,
  ShieldAlert,
  Star,
  Tags,
  TrendingUp,
  TriangleAlert,
  Users,
  Wallet,
} from "#app/components/icons/icons.tsx";
import {
  BUSINESS_STATUS_LABELS,
  businessStatusDotClass,
  type KnownBusinessStatus,
} from "#app/components/owner/business-status-badge.tsx";
import { StatsChartSlot } from "#app/components/owner-stats/stats-chart-slot.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { StatCard } from "#app/components/page/stat-card.tsx";
import { formatArs, formatCount, formatDate, pluralize } from "#core/format.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import type { LaunchItem } from "#core/launch-readiness.ts";
import { lastMonthKeys, presetRange, rangeInstants } from "#core/report-range.ts";
import { hideTrendingTermSchema } from "#core/trending-terms.ts";
import { getDashboardStats } from "#server/admin/dashboard-stats.ts";
import { hideTrendingTerm } from "#server/admin/hide-trending-term.ts";
import { launchReadiness } from "#server/admin/launch-readiness.ts";
import { analyticsByDay } from "#server/analytics/analytics-by-day.ts";
import { revenueByMonth } from "#server/billing/revenue-by-month.ts";
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { getTrendingSearches } from "#server/search/trending.ts";
import { noResultQueries, topQueries } from "#server/search-index/search-queries.ts";
import type { Route } from "./+types/dashboard";

const STATUS_ORDER: KnownBusinessStatus[] = ["pending", "approved", "active", "inactive", "suspended", "rejected"];
/** Where what waits for a decision is decided (the one way: server/claims). */
const PENDING_BUSINESSES_HREF = "/admin/claims?tab=comercios&status=pending";
const PENDING_CLAIMS_HREF = "/admin/claims?status=pending";
/** The users list, newest first (its "new users" view). */
const NEW_USERS_HREF = "/admin/users?sort=created&dir=desc";
/** This week's searches, and the whole week's figures. */
const WEEK_SEARCHES_HREF = "/admin/busqueda?dias=7";
const WEEK_ANALYTICS_HREF = "/admin/analytics?dias=7";
/** Searches listed per table. */
const DASHBOARD_QUERIES = 5;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const now = requestTime(context);
  const week = presetRange(7, now);
  const weekInstants = rangeInstants(week);
  const [stats, trending, days, top, noResults, revenue, launch] = await Promise.all([
    getDashboardStats(now),
    getTrendingSearches(now),
    analyticsByDay(week),
    topQueries(weekInstants, DASHBOARD_QUERIES),
    noResultQueries(weekInstants, { limit: 3 * DASHBOARD_QUERIES }),
    revenueByMonth(12, now),
    launchReadiness(),
  ]);
  const thisMonth = lastMonthKeys(now, 1)[0];
  return {
    stats,
    trending,
    now: now.toISOString(),
    pageViews: days.map((d) => ({ date: d.date, pageViews: d.pageViews })),
    topSearches: top,
    // Those a synonym or a category link already fixed are no longer news.
    noResultSearches: noResults.filter((q) => q.resultsNow === 0).slice(0, DASHBOARD_QUERIES),
    revenueThisMonth: revenue.find((r) => r.month === thisMonth)?.amountArs ?? 0,
    launch,
  };
}

/** "Ocultar" on a trending search; nothing else is posted here. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
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
      description: result.problem.message,
    });
  }
  return redirectWithToast(back, {
    type: "success",
    title: "Búsqueda oculta",
    description: `"${result.value.term}" ya no aparece en Búsquedas Trending.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

/** What the site still lacks before launch; a single green line once every item is done. */
function LaunchChecklist({ items }: { items: LaunchItem[] }) {
  const missing = items.filter((item) => !item.done).length;
  if (missing === 0) {
    return (
      <p
        className="flex items-center gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900 text-sm dark:border-emerald-800 dark:bg-emerald-950/30 dark:text-emerald-100"
        data-launch="ready"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden />
        Lista para lanzar: no falta nada.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="lanzar-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-800 dark:bg-amber-950/30"
      data-launch="missing"
    >
      <h2 id="lanzar-title" className="flex items-center gap-2 font-bold text-lg">
        <ListChecks className="size-5 shrink-0" aria-hidden />
        Lista para lanzar
      </h2>
      <p className="mt-1 text-sm">
        {missing === 1 ? "Falta 1 cosa" : `Faltan ${missing} cosas`} de {items.length} antes de abrir el sitio al
        público.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex items-start gap-2 rounded-xl bg-surface p-3 text-sm"
            data-launch-item={item.id}
            data-done={item.done}
          >
            {item.done ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden />
            ) : (
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
            )}
            <span className="min-w-0">
              <span className="font-semibold">
                {item.href && !item.done ? (
                  <Link to={item.href} className={linkClass}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </span>
              <span className="sr-only">{item.done ? ": listo." : ": falta."}</span>{" "}
              <span className="text-fg-muted">{item.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A short list of this week's searches; the title links to /admin/busqueda, where they are fixed. */
function QueryList({
  id,
  title,
  icon: Icon,
  rows,
  empty,
}: {
  id: string;
  title: string;
  icon: typeof Tags;
  rows: { query: string; clients: number }[];
  empty: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-surface p-4" data-list={id}>
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 shrink-0" aria-hidden />
        <Link to={WEEK_SEARCHES_HREF} className={linkClass}>
          {title}
        </Link>
      </h3>
      {rows.length === 0 ? (
        <p className="text-fg-muted text-sm">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {rows.map((row) => (
            <li key={row.query} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">{row.query}</span>
              <span className="shrink-0 text-fg-muted">{pluralize(row.clients, "persona", "personas")}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, now, trending, pageViews, topSearches, noResultSearches, revenueThisMonth, launch } = loaderData;
  const weekViews = pageViews.reduce((n, d) => n + d.pageViews, 0);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Dashboard" description={`Cómo está Vilma hoy, ${formatDate(now)}.`} />

      <LaunchChecklist items={launch} />

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
              href={`/admin/businesses?status=${status}`}
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
            href={NEW_USERS_HREF}
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
            id="pending-businesses"
            label="Comercios esperando revisión"
            icon={Inbox}
            value={stats.businessesByStatus.pending}
            hint="Cargados por dueños o por Administración"
            href={PENDING_BUSINESSES_HREF}
          />
          <StatCard
            id="active-subscriptions"
            label="Suscripciones activas"
            icon={CreditCard}
            value={stats.activeSubscriptions}
            hint="Comercios con un plan pago vigente"
            href="/admin/subscriptions?status=authorized"
          />
          <StatCard
            id="active-promotions"
            label="Promociones activas"
            icon={Megaphone}
            value={stats.activePromotions}
            hint="Ofertas de comercios vigentes hoy"
            href="/admin/promotions"
          />
          <StatCard
            id="active-bank-promotions"
            label="Promociones bancarias activas"
            icon={Landmark}
            value={stats.activeBankPromotions}
            hint="Vigentes hoy (hora de Buenos Aires)"
            href="/admin/promotions"
          />
          <StatCard
            id="recent-reviews"
            label="Reseñas"
            icon={Star}
            value={stats.recentReviews}
            hint="En los últimos 30 días"
            href="/admin/reviews"
          />
        </dl>
        <p className="mt-3 flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-surface p-4 text-sm">
          <Wallet className="size-4 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden />
          Ingresos de este mes: <span className="font-bold">{formatArs(revenueThisMonth)}</span>
          <Link to="/admin/subscriptions#ingresos" className={linkClass}>
            Ver ingresos por mes
          </Link>
        </p>
      </section>

      <section aria-labelledby="semana-title" className="flex flex-col gap-3">
        <h2 id="semana-title" className="font-bold text-lg">
          Esta semana
        </h2>
        <StatsChartSlot
          spec={{
            id: "dashboard-visitas",
            title: "Visitas a comercios por día",
            kind: "bar",
            series: [{ key: "pageViews", label: "Visitas" }],
            rows: pageViews,
          }}
          summary={`${formatCount(weekViews)} visitas en los últimos 7 días.`}
        />
        <p className="text-sm">
          <Link to={WEEK_ANALYTICS_HREF} className={linkClass}>
            Ver la analítica de la semana
          </Link>
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          <QueryList
            id="top-searches"
            title="Lo más buscado"
            icon={Tags}
            rows={topSearches}
            empty="Nadie buscó nada esta semana."
          />
          <QueryList
            id="no-result-searches"
            title="Búsquedas sin resultados"
            icon={SearchX}
            rows={noResultSearches}
            empty="Todo lo que se buscó esta semana encontró algo."
          />
        </div>
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
