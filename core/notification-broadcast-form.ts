/**
 * The administration's notifications (/admin/send-notifications, /admin/notifications): the
 * composer's fields, limits and Spanish messages, who it can go to, and the sent list's sorts and
 * filters. The server and the page parse with the same schema.
 */
import { defineList, type ListParams } from "./list-params.ts";
import { internalLink, type NotificationType } from "./notifications.ts";
import { isUuid } from "./uuid.ts";
import { z } from "./zod.ts";

/** Spec §3's types: the ones an administrator may send (the rest are the app's own). */
export const BROADCAST_TYPES = [
  "new_business",
  "favorite_update",
  "recommendation",
  "promotion",
  "other",
] as const satisfies readonly NotificationType[];

export const BROADCAST_TYPE_LABELS: Record<(typeof BROADCAST_TYPES)[number], string> = {
  new_business: "Nuevo comercio",
  favorite_update: "Novedad de un favorito",
  recommendation: "Recomendación",
  promotion: "Promoción",
  other: "Aviso",
};

export const BROADCAST_AUDIENCES = ["all", "business_favorites", "category_favorites", "user"] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const BROADCAST_AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  all: "Todas las personas",
  business_favorites: "Quienes siguen un comercio",
  category_favorites: "Quienes siguen comercios de una categoría",
  user: "Una persona",
};

export const BROADCAST_STATES = ["pending", "sent", "failed"] as const;
export const BROADCAST_STATE_LABELS: Record<(typeof BROADCAST_STATES)[number], string> = {
  pending: "Enviándose",
  sent: "Enviada",
  failed: "Falló",
};

export const BROADCAST_TITLE_MAX = 80;
export const BROADCAST_MESSAGE_MAX = 300;
export const BROADCAST_LINK_MAX = 200;

/** A path of this site: "/ofertas", "/la-esquina?x=1#y"; never "//other.example" or "https://…". */
export function isInternalPath(value: string): boolean {
  return (
    internalLink(value) === value &&
    value.length <= BROADCAST_LINK_MAX &&
    /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*$/.test(value)
  );
}

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Escribí ${label}.` })
    .trim()
    .min(min, `Escribí ${label} (al menos ${min} caracteres).`)
    .max(max, `Usá como máximo ${max} caracteres.`);

export const broadcastSchema = z
  .object({
    intent: z.enum(["preview", "send"], { error: "Elegí qué hacer." }).default("preview"),
    title: text("un título", 3, BROADCAST_TITLE_MAX),
    message: text("el mensaje", 3, BROADCAST_MESSAGE_MAX),
    link: z
      .string()
      .trim()
      .refine(isInternalPath, "Poné una dirección de Vilma que empiece con /, por ejemplo /ofertas.")
      .optional(),
    type: z.enum(BROADCAST_TYPES, { error: "Elegí un tipo." }),
    audience: z.enum(BROADCAST_AUDIENCES, { error: "Elegí a quiénes se la mandás." }),
    businessUuid: z.string().trim().optional(),
    categoryId: z.string().trim().optional(),
    email: z.string().trim().toLowerCase().optional(),
    /** The number of recipients the preview showed; sending checks it still holds. */
    expected: z.coerce.number().int().min(0).optional(),
    /** The fingerprint of the previewed notification and audience (server/notifications/broadcast.ts). */
    previewed: z.string().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === "business_favorites" && !(value.businessUuid && isUuid(value.businessUuid))) {
      ctx.addIssue({ code: "custom", path: ["businessUuid"], message: "Elegí el comercio." });
    }
    if (value.audience === "category_favorites" && !(value.categoryId && /^\d{1,9}$/.test(value.categoryId))) {
      ctx.addIssue({ code: "custom", path: ["categoryId"], message: "Elegí la categoría." });
    }
    if (value.audience === "user" && !(value.email && z.email().safeParse(value.email).success)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Escribí el e-mail de la persona." });
    }
  });

export type BroadcastInput = z.output<typeof broadcastSchema>;

export const BROADCASTS_LIST = defineList({
  sorts: { created: "desc", recipients: "desc", title: "asc" },
  defaultSort: "created",
  filters: {
    type: { values: BROADCAST_TYPES },
    audience: { values: BROADCAST_AUDIENCES },
    state: { values: BROADCAST_STATES },
  },
});
export type BroadcastsListParams = ListParams<keyof typeof BROADCASTS_LIST.sorts, "type" | "audience" | "state">;
