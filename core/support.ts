/**
 * Support tickets: the public "Contacto" form, the owner's "Escribinos", and the admin's screens
 * (/admin/support and a ticket's thread). Statuses, sources and priorities with their Spanish names,
 * the forms' schemas and messages, and the list's sorts and filters.
 */
import { emailSchema } from "./account-validation.ts";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "./contact-limits.ts";
import { defineList, type ListParams } from "./list-params.ts";
import { z } from "./zod.ts";

export const TICKET_STATUSES = ["open", "in_progress", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_SOURCES = ["contact", "owner"] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];
export const TICKET_PRIORITIES = ["low", "normal", "high"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: "Abierto",
  in_progress: "En curso",
  closed: "Cerrado",
};
export const TICKET_SOURCE_LABELS: Record<TicketSource, string> = {
  contact: "Formulario de contacto",
  owner: "Dueño de comercio",
};
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: "Baja",
  normal: "Normal",
  high: "Alta",
};

export const SUPPORT_LIST = defineList({
  sorts: { created: "desc", updated: "desc", subject: "asc" },
  defaultSort: "created",
  filters: {
    status: { values: TICKET_STATUSES, multiple: true },
    source: { values: TICKET_SOURCES },
    assigned: { values: ["me", "anyone", "nobody"] },
  },
});
export type SupportListParams = ListParams<keyof typeof SUPPORT_LIST.sorts, "status" | "source" | "assigned">;

const text = (max: number, required: string, long: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: required }).min(1, required).max(max, long),
  );

export const contactFormSchema = z.object({
  name: text(
    CONTACT_LIMITS.name,
    "Escribí tu nombre.",
    `El nombre no puede tener más de ${CONTACT_LIMITS.name} caracteres.`,
  ),
  email: emailSchema,
  subject: text(
    CONTACT_LIMITS.subject,
    "Contanos el tema en pocas palabras.",
    `El asunto no puede tener más de ${CONTACT_LIMITS.subject} caracteres.`,
  ),
  message: text(
    CONTACT_LIMITS.message,
    "Escribí tu mensaje.",
    `El mensaje no puede tener más de ${CONTACT_LIMITS.message} caracteres.`,
  ),
  [HONEYPOT_FIELD]: z.string().optional(),
});

/** The owner's "Escribinos": the business comes from the URL's choice among theirs, the address from the account. */
export const ownerSupportSchema = z.object({
  businessUuid: z.string({ error: "Elegí el comercio." }).min(1, "Elegí el comercio."),
  subject: contactFormSchema.shape.subject,
  message: contactFormSchema.shape.message,
});

export const REPLY_MAX = 4000;

export const ticketActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("reply"),
    body: text(REPLY_MAX, "Escribí la respuesta.", `La respuesta no puede tener más de ${REPLY_MAX} caracteres.`),
  }),
  z.object({ intent: z.literal("assign"), assignedTo: z.string().max(100).optional() }),
  z.object({ intent: z.literal("status"), status: z.enum(TICKET_STATUSES, { error: "Elegí un estado." }) }),
  z.object({ intent: z.literal("priority"), priority: z.enum(TICKET_PRIORITIES, { error: "Elegí una prioridad." }) }),
]);
export type TicketAction = z.output<typeof ticketActionSchema>;
