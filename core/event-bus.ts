/**
 * The domain event outbox as people see it (/admin/event-bus) and its retry schedule (decision
 * 0013): the states, their Spanish names, the list's sorts and filters, and the back-off between
 * failed attempts.
 */
import { defineList, type ListParams } from "./list-params.ts";
import { z } from "./zod.ts";

export const EVENT_STATES = ["pending", "processed", "failed"] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_STATE_LABELS: Record<EventState, string> = {
  pending: "Pendiente",
  processed: "Procesado",
  failed: "Fallido",
};

/** Tries of one event before it is marked failed and waits for a person ("Reintentar"). */
export const MAX_EVENT_ATTEMPTS = 5;

/** Waits after the 1st, 2nd, 3rd … failed try: 10 s, 1 min, 5 min, 30 min, then 2 h. */
export const EVENT_RETRY_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000] as const;

/** How long to wait before the next try after `attempts` tries (1-based); the last step repeats. */
export function eventRetryDelayMs(attempts: number): number {
  const tries = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  const index = Math.min(tries, EVENT_RETRY_DELAYS_MS.length) - 1;
  return EVENT_RETRY_DELAYS_MS[index] as number;
}

/** The known event types, with the Spanish name the admin screen shows. */
export const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  "promotion.published": "Promoción publicada",
  "business.activated": "Comercio publicado",
  "notification.broadcast": "Notificación enviada por la administración",
};

export const eventTypeLabel = (type: string) => EVENT_TYPE_LABELS[type] ?? type;

/** What kind of thing changed, in Spanish (the stored name when unknown). */
const AGGREGATE_LABELS: Readonly<Record<string, string>> = {
  business: "Comercio",
  business_promotion: "Promoción",
  notification_broadcast: "Notificación enviada",
};
export const aggregateLabel = (type: string) => AGGREGATE_LABELS[type] ?? type;

export const EVENTS_LIST = defineList({
  sorts: { created: "desc", attempts: "desc", next: "asc" },
  defaultSort: "created",
  filters: {
    state: { values: EVENT_STATES },
    type: { values: Object.keys(EVENT_TYPE_LABELS) },
  },
});
export type EventsListParams = ListParams<keyof typeof EVENTS_LIST.sorts, "state" | "type">;

const eventId = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "El evento no es válido.")
  .transform(Number);

/** "Reintentar" on one event (`id`) or on the ticked ones (`ids`, at most a page). */
export function eventRetrySchema(maxIds: number) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("retry"), id: eventId }),
    z.object({
      intent: z.literal("retry-many"),
      ids: z
        .array(eventId)
        .min(1, "Elegí al menos un evento.")
        .max(maxIds, `Elegí como máximo ${maxIds} eventos a la vez.`),
    }),
  ]);
}

/**
 * A failed event's last error, said in Spanish for the admin: what went wrong and what to do. The
 * stored text (often an English driver message) stays available as the technical detail.
 */
const ERROR_EXPLANATIONS: readonly [RegExp, string][] = [
  [/no hay manejador/i, "Nadie sabe procesar este tipo de evento (falta su manejador en esta versión)."],
  [/payload inválido|invalid payload|zod/i, "El evento llegó con datos incompletos o con otro formato."],
  [
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed|socket hang up/i,
    "No pudimos conectarnos con un servicio externo (correo, avisos).",
  ],
  [/timeout|timed out|ETIMEDOUT|AbortError/i, "Un servicio tardó demasiado en contestar."],
  [
    /connection terminated|too many clients|57P0|08\d\d\d|database/i,
    "La base de datos no estuvo disponible en ese momento.",
  ],
  [/violates|duplicate key|constraint|foreign key/i, "Lo que cambió ya no existe o quedó en otro estado."],
];

export function explainEventError(raw: string): string {
  return (
    ERROR_EXPLANATIONS.find(([pattern]) => pattern.test(raw))?.[1] ?? "Falló al procesarse por un error inesperado."
  );
}
