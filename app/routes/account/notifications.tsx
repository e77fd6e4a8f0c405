/**
 * /notifications: the signed-in person's own notifications (the "personal" area of
 * core/notifications.ts: favourites, promotions, replies to their reviews, notices), newest first,
 * 20 per page (?page=N). What they get as an owner is in /mi-comercio/notificaciones, never here too.
 * The page itself is app/components/notifications/notifications-page.tsx.
 */
import { NotificationsPage } from "#app/components/notifications/notifications-page.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { listPage } from "#server/notifications/list-notifications.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/notifications";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const result = await listPage(user.id, "personal", Number.isFinite(asked) ? asked : 1);
  // The server's clock, so the relative times ("hace 5 min") hydrate without a mismatch.
  return { ...result, now: requestTime(context).toISOString() };
}

/** Someone's notifications: never stored by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: "Notificaciones", path: "/notifications", origin: originFrom(matches), noindex: true });

export default function Notifications({ loaderData }: Route.ComponentProps) {
  return (
    <NotificationsPage
      data={loaderData}
      area="personal"
      path="/notifications"
      intro="Acá vas a ver las novedades de tus comercios favoritos."
      empty={{
        title: "No tenés notificaciones",
        text: "Guardá comercios en favoritos y te avisamos cuando publiquen promociones o abran lugares parecidos.",
      }}
    />
  );
}
