/**
 * /mi-comercio/notificaciones: what Vilma tells someone as a business owner (a new review, a claim or
 * registration decided, their plan, a promotion about to end, a holiday coming: the "owner" area of
 * core/notifications.ts) — the same page, list, mark-read and delete as /notifications, over the
 * owner's types only; /notifications never lists them. The "mi-comercio"
 * layout admits any signed-in person; someone without businesses sees an empty list.
 */
import { Link } from "react-router";
import { NotificationsPage } from "#app/components/notifications/notifications-page.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { NOTIFICATIONS_PAGE_SIZE } from "#core/notifications.ts";
import { listPage } from "#server/notifications/list-notifications.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/notifications";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const result = await listPage(user.id, "owner", Number.isFinite(asked) ? asked : 1, NOTIFICATIONS_PAGE_SIZE);
  return { ...result, now: requestTime(context).toISOString() };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Notificaciones de Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function OwnerNotifications({ loaderData }: Route.ComponentProps) {
  return (
    <NotificationsPage
      data={loaderData}
      area="owner"
      path="/mi-comercio/notificaciones"
      title="Notificaciones de tu comercio"
      intro="Acá te avisamos de reseñas nuevas, promociones por terminar, tu plan y feriados que se acercan."
      empty={{
        title: "No tenés notificaciones de tu comercio",
        text: "Cuando alguien reseñe tu comercio o una promoción esté por terminar, te avisamos acá y en la campanita.",
      }}
      before={
        <nav aria-label="Ruta" className="mb-3 text-sm">
          <Link to="/mi-comercio" className="text-fg-muted hover:text-fg hover:underline">
            Mi comercio
          </Link>
          <span aria-hidden className="px-1.5 text-fg-muted">
            ›
          </span>
          <span aria-current="page">Notificaciones</span>
        </nav>
      }
    />
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
