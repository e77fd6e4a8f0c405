/**
 * What POST /api/notifications accepts, from the bell's JSON or a plain HTML form:
 * `intent` = "mark-read" (with `id`), "mark-all", or "delete" (with `id`). Bad input is answered with
 * a Spanish message and changes nothing.
 */
import { NOTIFICATION_AREA_PATHS, NOTIFICATION_AREAS } from "#core/notifications.ts";
import { z } from "#core/zod.ts";

const id = z.guid({ error: "No encontramos esa notificación." });

/** A form sends strings: "1"/"true"/"on" mean yes. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "1" || v === "true" || v === "on");

export const NotificationActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("mark-read"),
      id,
      /** Answer with (JSON) or go to (form) the notification's own link. */
      follow: flag,
      returnTo: z.string().max(500).optional(),
    }),
    z.object({
      intent: z.literal("mark-all"),
      /** A page's "Marcar todas" marks its own area only; the bell's (no area) marks everything. */
      area: z.enum(NOTIFICATION_AREAS, { error: "Acción desconocida. Probá de nuevo." }).optional(),
      returnTo: z.string().max(500).optional(),
    }),
    z.object({ intent: z.literal("delete"), id, returnTo: z.string().max(500).optional() }),
  ],
  { error: "Acción desconocida. Probá de nuevo." },
);

export type NotificationAction = z.infer<typeof NotificationActionSchema>;

export type ParsedAction = { ok: true; action: NotificationAction } | { ok: false; message: string };

export function parseNotificationAction(input: unknown): ParsedAction {
  const result = NotificationActionSchema.safeParse(input);
  if (result.success) return { ok: true, action: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Pedido inválido." };
}

/** The pages that list notifications: everyone's, and the owner's (/mi-comercio/notificaciones). */
const NOTIFICATION_PAGES = Object.values(NOTIFICATION_AREA_PATHS);

/**
 * Where a plain form post goes back to: a notifications page (keeping ?page=), nothing else, so the
 * field can't be used to bounce people to another site or page.
 */
export function notificationsReturnPath(value: string | undefined): string {
  if (!value) return "/notifications";
  try {
    const url = new URL(value, "http://vilma.invalid");
    if (url.origin !== "http://vilma.invalid" || !NOTIFICATION_PAGES.includes(url.pathname)) return "/notifications";
    const page = Number(url.searchParams.get("page"));
    return Number.isInteger(page) && page > 1 ? `${url.pathname}?page=${page}` : url.pathname;
  } catch {
    return "/notifications";
  }
}
