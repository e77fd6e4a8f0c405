/**
 * GET  /api/notifications → `{ items, unreadCount }`: the signed-in user's 10 newest notifications
 *      and how many are unread (the bell polls it every 30 s). 401 JSON when signed out.
 * POST /api/notifications with `intent` = "mark-read" (`id`, optional `follow`) | "mark-all" |
 *      "delete" (`id`):
 *      - as JSON (the bell, the page with JavaScript) → JSON `{ ok, unreadCount, link? }`; 400 for bad
 *        input, 404 for an id that is not one of the user's, 401 signed out;
 *      - as a plain HTML form (no JavaScript) → a redirect back to /notifications (or, for
 *        mark-read with follow, to the notification's own internal link), with a toast when useful.
 * Every query filters by the signed-in user's id: another user's notification id changes nothing.
 */

import { redirect } from "react-router";
import { internalLink } from "#core/notifications.ts";
import { signInPath } from "#core/urls.ts";
import { getOptionalUser, requireApiUser } from "#server/auth/guards.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import { logger } from "#server/logger.ts";
import {
  type NotificationAction,
  notificationsReturnPath,
  parseNotificationAction,
} from "#server/notifications/action-input.ts";
import { countUnread, listRecent } from "#server/notifications/list-notifications.ts";
import { markAllRead, markRead } from "#server/notifications/mark-read.ts";
import { remove } from "#server/notifications/remove-notification.ts";
import type { Route } from "./+types/notifications";

const noStore = { "Cache-Control": "no-store" };
/** The largest body read: an intent and a uuid take under 200 bytes. */
const MAX_BODY_BYTES = 4096;
const UNAVAILABLE = "No pudimos actualizar tus notificaciones. Probá de nuevo en un rato.";
const NOT_FOUND = "No encontramos esa notificación.";

function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: noStore });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  try {
    const [items, unreadCount] = await Promise.all([listRecent(user.id), countUnread(user.id)]);
    return json({ items, unreadCount });
  } catch (error) {
    logger.error({ err: error }, "no se pudieron leer las notificaciones");
    return json({ error: "No pudimos cargar tus notificaciones." }, 503);
  }
}

type Outcome = { ok: true; link?: string | null; toast?: string } | { ok: false; status: number; message: string };

async function perform(userId: string, action: NotificationAction): Promise<Outcome> {
  switch (action.intent) {
    case "mark-read": {
      const found = await markRead(userId, action.id);
      return found ? { ok: true, link: internalLink(found.link) } : { ok: false, status: 404, message: NOT_FOUND };
    }
    case "mark-all":
      await markAllRead(userId);
      return { ok: true, toast: "Marcamos todas tus notificaciones como leídas" };
    case "delete":
      return (await remove(userId, action.id))
        ? { ok: true, toast: "Notificación eliminada" }
        : { ok: false, status: 404, message: NOT_FOUND };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json(
      { error: "Método no permitido: usá POST" },
      { status: 405, headers: { ...noStore, Allow: "POST" } },
    );
  }
  const isJson = /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");
  return isJson ? jsonAction(request, context) : formAction(request, context);
}

/** The bell and the enhanced page: JSON in, JSON out. */
async function jsonAction(request: Request, context: Route.ActionArgs["context"]) {
  const user = requireApiUser(context);
  let input: unknown;
  try {
    const raw = await request.text();
    if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES)
      return json({ error: "El pedido es demasiado grande." }, 413);
    input = JSON.parse(raw);
  } catch {
    return json({ error: "El pedido no es JSON válido." }, 400);
  }
  const parsed = parseNotificationAction(input);
  if (!parsed.ok) return json({ error: parsed.message }, 400);
  try {
    const outcome = await perform(user.id, parsed.action);
    if (!outcome.ok) return json({ error: outcome.message }, outcome.status);
    const unreadCount = await countUnread(user.id);
    return json({ ok: true, unreadCount, ...(outcome.link !== undefined ? { link: outcome.link } : {}) });
  } catch (error) {
    logger.error({ err: error, intent: parsed.action.intent }, "no se pudo actualizar una notificación");
    return json({ error: UNAVAILABLE }, 503);
  }
}

/** A plain HTML form (no JavaScript): always a redirect, never a JSON page. */
async function formAction(request: Request, context: Route.ActionArgs["context"]) {
  const user = getOptionalUser(context);
  if (!user) return redirect(signInPath("/notifications"), 303);
  let input: Record<string, unknown> = {};
  try {
    const form = await request.formData();
    input = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  } catch {
    return redirectWithToast("/notifications", { type: "error", title: "No pudimos leer el pedido. Probá de nuevo." });
  }
  const back = notificationsReturnPath(typeof input.returnTo === "string" ? input.returnTo : undefined);
  const parsed = parseNotificationAction(input);
  if (!parsed.ok) return redirectWithToast(back, { type: "error", title: parsed.message });
  try {
    const outcome = await perform(user.id, parsed.action);
    if (!outcome.ok) return redirectWithToast(back, { type: "error", title: outcome.message });
    if (parsed.action.intent === "mark-read" && parsed.action.follow && outcome.link)
      return redirect(outcome.link, 303);
    return outcome.toast ? redirectWithToast(back, { type: "success", title: outcome.toast }) : redirect(back, 303);
  } catch (error) {
    logger.error({ err: error, intent: parsed.action.intent }, "no se pudo actualizar una notificación");
    return redirectWithToast(back, { type: "error", title: UNAVAILABLE });
  }
}
