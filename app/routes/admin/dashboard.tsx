/** /admin/dashboard: the state of the directory at a glance, with real counts from the database. */
import { Building2, CalendarClock, Landmark, Megaphone, ShieldAlert, Star, Users } from "lucide-react";
import { Form } from "react-router";
import { StatCard } from "#app/components/admin/stat-card.tsx";
import {
  BUSINESS_STATUS_LABELS,
  businessStatusDotClass,
  type KnownBusinessStatus,
} from "#app/components/owner/business-status-badge.tsx";
import { formatCount, formatDate, pluralize } from "#core/format.ts";
import { z } from "#core/zod.ts";
import { activateBusiness } from "#server/admin/activate-business.ts";
import { getDashboardStats } from "#server/admin/dashboard-stats.ts";
import { CLIENT_IP_HEADER } from "#server/auth/auth.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { pageError } from "#server/http/answers.ts";
import { readForm, textFields } from "#server/http/body.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import type { Route } from "./+types/dashboard";

const STATUS_ORDER: KnownBusinessStatus[] = ["pending", "approved", "active", "inactive", "suspended", "rejected"];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const now = new Date();
  return { stats: await getDashboardStats(now), now: now.toISOString() };
}

const ActivateInput = z.object({ intent: z.literal("activate"), businessUuid: z.uuid() });

/** "Publicar": a pending business goes live and its category's followers hear about it. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const parsed = ActivateInput.safeParse(textFields(await readForm(request).catch(pageError)));
  if (!parsed.success) {
    return redirectWithToast("/admin/dashboard", {
      type: "error",
      title: "No pudimos publicar el comercio",
      description: "El pedido no es válido.",
    });
  }
  const result = await activateBusiness(admin.id, parsed.data.businessUuid, request.headers.get(CLIENT_IP_HEADER));
  if (!result.ok) {
    const description =
      result.reason === "not_found" ? "El comercio ya no existe." : "El comercio ya no está pendiente de revisión.";
    return redirectWithToast("/admin/dashboard", {
      type: "error",
      title: "No pudimos publicar el comercio",
      description,
    });
  }
  return redirectWithToast("/admin/dashboard", {
    type: "success",
    title: "Comercio publicado",
    description: `${result.name} ya aparece en Vilma.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, now } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-fg-muted">Cómo está Vilma hoy, {formatDate(now)}.</p>
      </header>

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

      <section aria-labelledby="pendientes-title">
        <h2 id="pendientes-title" className="flex items-center gap-2 font-bold text-lg">
          <CalendarClock className="size-5 text-amber-600" aria-hidden />
          Comercios pendientes más recientes
        </h2>
        {stats.newestPending.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-line border-dashed bg-surface p-6 text-center text-fg-muted">
            No hay comercios esperando revisión.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {stats.newestPending.map((business) => (
              <li key={business.uuid} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
                <div className="min-w-0">
                  <p className="font-semibold">{business.name}</p>
                  <p className="text-fg-muted text-sm">
                    {business.categoryName ?? "Sin categoría"} · {business.city}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <p className="text-fg-muted text-sm">
                    Cargado el <time dateTime={business.createdAt}>{formatDate(business.createdAt)}</time>
                  </p>
                  <Form method="post">
                    <input type="hidden" name="intent" value="activate" />
                    <input type="hidden" name="businessUuid" value={business.uuid} />
                    <button
                      type="submit"
                      className="rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-sm text-white hover:bg-brand-700"
                      aria-label={`Publicar ${business.name}`}
                    >
                      Publicar
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
