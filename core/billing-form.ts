/**
 * The plan forms: an owner choosing a plan and how to pay, cancelling, revoking (botón de
 * arrepentimiento); an admin activating a transfer or cancelling; an admin editing a plan.
 */
import { arsAmountSchema } from "#core/money.ts";
import { z } from "#core/zod.ts";

export const PAYMENT_METHOD_LABELS = { mercadopago: "Mercado Pago", transfer: "Transferencia bancaria" } as const;
export const SUBSCRIPTION_STATUS_LABELS = {
  pending: "Pendiente",
  authorized: "Activa",
  paused: "En pausa",
  cancelled: "Cancelada",
  expired: "Vencida",
} as const;

/** Within this many days of contracting, a plan can be revoked with a full refund (Res. 424/2020). */
export const REVOCATION_DAYS = 10;

const id = z.coerce
  .number({ error: "Elegí una suscripción." })
  .int("Elegí una suscripción.")
  .positive("Elegí una suscripción.")
  .max(2_147_483_647, "Elegí una suscripción.");

export const subscribeSchema = z.object({
  intent: z.literal("subscribe"),
  plan: z
    .string({ error: "Elegí un plan." })
    .trim()
    .max(80, "Elegí un plan.")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Elegí un plan."),
  method: z.enum(["mercadopago", "transfer"], { error: "Elegí cómo pagar." }),
});

export const cancelSubscriptionSchema = z.object({ intent: z.literal("cancel"), subscriptionId: id });
export const revokeSubscriptionSchema = z.object({ subscriptionId: id });

/** A plan costs at most this (centavos); a refund is never more. */
const PLAN_PRICE_MAX_CENTAVOS = 100_000_000 * 100;

const dateKey = z
  .string({ error: "Elegí una fecha." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Elegí una fecha.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Elegí una fecha válida.");

export const activateTransferSchema = z
  .object({
    intent: z.literal("activate"),
    subscriptionId: id,
    startDate: dateKey,
    endDate: dateKey,
    reference: z.string().trim().max(120, "Hasta 120 caracteres.").optional(),
  })
  .refine((v) => v.endDate > v.startDate, { path: ["endDate"], message: "El fin tiene que ser posterior al inicio." });

export const adminCancelSchema = z.object({
  intent: z.literal("cancel"),
  subscriptionId: id,
  immediate: z.literal("on").optional(),
});

/** How an arrepentimiento's money went back (stored in subscription_refunds.method). */
export const REFUND_METHODS = ["transfer", "mercadopago", "cash", "other"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  transfer: "Transferencia",
  mercadopago: "Mercado Pago",
  cash: "Efectivo",
  other: "Otro",
};

export const REFUND_MESSAGES = {
  method: "Elegí cómo se devolvió.",
  noteForOther: "Contá cómo se devolvió.",
  wholePesos: "Sin centavos: el monto va en pesos enteros.",
  note: "Hasta 300 caracteres.",
} as const;

/** An admin records money given back for a revoked plan (/admin/subscriptions). */
export const refundSchema = z
  .object({
    intent: z.literal("refund"),
    subscriptionId: id,
    amount: arsAmountSchema({ min: 100, max: PLAN_PRICE_MAX_CENTAVOS }).refine(
      (c) => c % 100 === 0,
      REFUND_MESSAGES.wholePesos,
    ),
    paidOn: dateKey,
    method: z.enum(REFUND_METHODS, { error: REFUND_MESSAGES.method }),
    note: z.string().trim().max(300, REFUND_MESSAGES.note).optional(),
  })
  .refine((v) => v.method !== "other" || Boolean(v.note), { path: ["note"], message: REFUND_MESSAGES.noteForOther });

export const planFormSchema = z.object({
  name: z
    .string({ error: "Escribí el nombre." })
    .trim()
    .min(2, "Al menos 2 caracteres.")
    .max(60, "Hasta 60 caracteres."),
  slug: z
    .string({ error: "Escribí el identificador." })
    .trim()
    .max(60, "Hasta 60 caracteres.")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Sólo minúsculas, números y guiones (por ejemplo plan-anual)."),
  description: z.string().trim().max(200, "Hasta 200 caracteres.").optional(),
  price: arsAmountSchema({ max: PLAN_PRICE_MAX_CENTAVOS }).refine(
    (c) => c % 100 === 0,
    "Sin centavos: el precio va en pesos enteros.",
  ),
  period: z.enum(["monthly", "yearly"], { error: "Elegí el período." }),
  features: z
    .string()
    .max(2000, "Hasta 2000 caracteres.")
    .optional()
    .transform((text) =>
      (text ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= 15, "Hasta 15 características.")
    .refine((list) => list.every((line) => line.length <= 120), "Cada característica, hasta 120 caracteres."),
  premiumLevel: z.coerce
    .number({ error: "Un número de 0 a 5." })
    .int("Un número de 0 a 5.")
    .min(0, "Un número de 0 a 5.")
    .max(5, "Un número de 0 a 5."),
  position: z.coerce
    .number({ error: "Un número." })
    .int("Un número entero.")
    .min(-1000, "Entre -1000 y 1000.")
    .max(1000, "Entre -1000 y 1000."),
  includesFeaturedPromotions: z.literal("on").optional(),
  isHighlighted: z.literal("on").optional(),
  isActive: z.literal("on").optional(),
});
export type PlanFormValues = z.output<typeof planFormSchema>;
