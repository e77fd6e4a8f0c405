/**
 * GET  /api/notifications → `{ items, unreadCount }`: the signed-in user's 10 newest notifications
 *      and how many are unread (the bell polls it every 30 s). 401 JSON when signed out.
 * POST /api/notifications with `intent` = "mark-read" (`id`, optional `follow`) | "mark-all"
 *      (optional `area`: "personal" | "owner", a page's own) | "delete" (`id`):
 *      - as JSON (the bell, the page with JavaScript) → JSON `{ ok, unreadCount, link? }`; 400 for bad
 *        input, 404 for an id that is not one of the user's, 401 signed out;
 *      - as a plain HTML form (no JavaScript) → a redirect back to /notifications (or, for
 *        mark-read with follow, to the notification's own internal link), with a toast when useful.
 * Every query filters by the signed-in user's id: another user's notification id changes nothing.
 */

import { redirect } from "react-router";
import { type Problem, problem, type Result } from "#core/errors.ts";
import { internalLink } from "#core/notifications.ts";
import { signInPath } from "#core/urls.ts";
import {
  type NotificationAction,
  notificationsReturnPath,
  parseNotificationAction,
} from "#server/notifications/action-input.ts";
import { countUnread, listRecent } from "#server/notifications/list-notifications.ts";
import { markAllRead, markRead } from "#server/notifications/mark-read.ts";
import { remove } from "#server/notifications/remove-notification.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { answerJson, jsonOk, jsonProblem, methodNotAllowed, toProblem } from "#server/platform/http/answers.ts";
import { bodyKind, readForm, textFields } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/notifications";

/** The largest body read: an intent and a uuid take under 200 bytes. */
const MAX_BODY_BYTES = 4096;
const UNAVAILABLE = "No pudimos actualizar tus notificaciones. Probá de nuevo en un rato.";
const NOT_FOUND = "No encontramos esa notificación.";

export function loader({ context }: Route.LoaderArgs) {
  return answerJson(async () => {
    const user = getOptionalUser(context);
    if (!user) return jsonProblem(problem("unauthorized"));
    try {
      const [items, unreadCount] = await Promise.all([listRecent(user.id), countUnread(user.id)]);
      return jsonOk({ items, unreadCount });
    } catch (error) {
      toProblem(error, { route: "notifications" });
      return jsonProblem(problem("unavailable", "No pudimos cargar tus notificaciones."));
    }
  });
}

type Done = { link?: string | null; toast?: string };

async function perform(userId: string, action: NotificationAction): Promise<Result<Done>> {
  switch (action.intent) {
    case "mark-read": {
      const found = await markRead(userId, action.id);
      return found
        ? { ok: true, value: { link: internalLink(found.link) } }
        : { ok: false, problem: problem("not_found", NOT_FOUND) };
    }
    case "mark-all":
      await markAllRead(userId, action.area);
      return { ok: true, value: { toast: "Marcamos todas tus notificaciones como leídas" } };
    case "delete":
      return (await remove(userId, action.id))
        ? { ok: true, value: { toast: "Notificación eliminada" } }
        : { ok: false, problem: problem("not_found", NOT_FOUND) };
  }
}

/**
 * The person is checked before the body is read. The bell and the enhanced page post JSON and get
 * JSON; a plain HTML form (no JavaScript) always gets a redirect back, never a JSON page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  // JSON in, JSON out; a form (or anything that is not JSON) is a browser without JavaScript.
  const document = bodyKind(request) !== "json";
  const user = getOptionalUser(context);
  if (!user) return document ? redirect(signInPath("/notifications"), 303) : jsonProblem(problem("unauthorized"));

  let fields: Record<string, string> = {};
  let failure: Problem | null = null;
  try {
    fields = textFields(await readForm(request, { json: true, maxBytes: MAX_BODY_BYTES }));
  } catch (error) {
    failure = toProblem(error);
  }
  const back = notificationsReturnPath(fields.returnTo);
  const answerFailure = (refusal: Problem) =>
    document
      ? redirectWithToast(back, { type: "error", title: refusal.message }, { status: 303 })
      : jsonProblem(refusal);
  if (failure) return answerFailure(failure);

  const parsed = parseNotificationAction(fields);
  if (!parsed.ok) return answerFailure(problem("validation", parsed.message));
  try {
    const outcome = await perform(user.id, parsed.action);
    if (!outcome.ok) return answerFailure(outcome.problem);
    const { link, toast } = outcome.value;
    if (document) {
      if (parsed.action.intent === "mark-read" && parsed.action.follow && link) return redirect(link, 303);
      return toast ? redirectWithToast(back, { type: "success", title: toast }, { status: 303 }) : redirect(back, 303);
    }
    const unreadCount = await countUnread(user.id);
    return jsonOk({ ok: true, unreadCount, ...(link !== undefined ? { link } : {}) });
  } catch (error) {
    toProblem(error, { intent: parsed.action.intent });
    return answerFailure(problem("unavailable", UNAVAILABLE));
  }
}
