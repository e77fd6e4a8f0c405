/**
 * The admin's forms for bank promotions and banks (/admin/promotions/bancarias): every column of
 * `bank_promotions` (days of the week, card types, cap, validity, conditions, terms, where it applies
 * — every business, a category, a brand or a list of businesses — featured) and of `banks` (name, address, colour, logo, website).
 */
import { BANK_PROMOTION_SCOPES } from "./bank-promotion-scope.ts";
import { CARD_TYPES } from "./bank-promotions.ts";
import { optionalImageField } from "./image-rules.ts";
import { z } from "./zod.ts";

/** The validity filter of the admin list. */
export const BANK_PROMOTION_STATES = ["vigentes", "vencidas"] as const;

export const BANK_PROMOTION_MESSAGES = {
  bank: "Elegí el banco.",
  title: "Escribí el título (de 3 a 120 caracteres).",
  discountText: "Escribí el beneficio (por ejemplo 25% de reintegro), hasta 60 caracteres.",
  percent: "Un número de 1 a 100, o vacío.",
  days: "Elegí días de la lista.",
  cards: "Elegí tarjetas de la lista.",
  cap: "El tope va en pesos enteros, de 1 a 100.000.000, o vacío si no tiene.",
  date: "Elegí una fecha.",
  toBeforeFrom: "El fin no puede ser anterior al inicio.",
  conditions: "Hasta 1000 caracteres.",
  url: "Escribí una dirección que empiece con https:// (o http://).",
  category: "Elegí una categoría de la lista.",
  scope: "Elegí dónde vale la promoción.",
  brand: "Elegí una marca de la lista.",
  businesses: "Escribí las direcciones de los comercios (por ejemplo panaderia-lucia), una por línea, hasta 200.",
  name: "Escribí el nombre (de 2 a 80 caracteres).",
  slug: "Sólo minúsculas sin acentos, números y guiones (por ejemplo banco-nacion).",
  color: "Escribí el color como #RRGGBB (por ejemplo #1e3a8a).",
  promotion: "Elegí una promoción.",
} as const;

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const flag = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const dateKey = z
  .string({ error: BANK_PROMOTION_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, BANK_PROMOTION_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), BANK_PROMOTION_MESSAGES.date);

export const webUrl = z
  .string()
  .trim()
  .max(300, BANK_PROMOTION_MESSAGES.url)
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, BANK_PROMOTION_MESSAGES.url);

/**
 * A checkbox group: nothing ticked arrives as missing, one as a string, several as an array. Any
 * value outside `allowed` refuses the whole group (its message under the group, not an item).
 */
const many = <T extends string>(allowed: readonly T[], message: string) =>
  z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string(), { error: message }))
    .refine((values) => values.every((v) => (allowed as readonly string[]).includes(v)), message)
    .transform((values) => allowed.filter((a) => values.includes(a)));

const DAY_VALUES = ["0", "1", "2", "3", "4", "5", "6"] as const;

export const bankPromotionFormSchema = z
  .object({
    bankId: id(BANK_PROMOTION_MESSAGES.bank),
    title: z
      .string({ error: BANK_PROMOTION_MESSAGES.title })
      .trim()
      .min(3, BANK_PROMOTION_MESSAGES.title)
      .max(120, BANK_PROMOTION_MESSAGES.title),
    discountText: z
      .string({ error: BANK_PROMOTION_MESSAGES.discountText })
      .trim()
      .min(1, BANK_PROMOTION_MESSAGES.discountText)
      .max(60, BANK_PROMOTION_MESSAGES.discountText),
    discountPercent: z.coerce
      .number({ error: BANK_PROMOTION_MESSAGES.percent })
      .int(BANK_PROMOTION_MESSAGES.percent)
      .min(1, BANK_PROMOTION_MESSAGES.percent)
      .max(100, BANK_PROMOTION_MESSAGES.percent)
      .optional(),
    daysOfWeek: many(DAY_VALUES, BANK_PROMOTION_MESSAGES.days).transform((days) => days.map(Number)),
    cardTypes: many(CARD_TYPES, BANK_PROMOTION_MESSAGES.cards),
    capArs: z.coerce
      .number({ error: BANK_PROMOTION_MESSAGES.cap })
      .int(BANK_PROMOTION_MESSAGES.cap)
      .min(1, BANK_PROMOTION_MESSAGES.cap)
      .max(100_000_000, BANK_PROMOTION_MESSAGES.cap)
      .optional(),
    validFrom: dateKey,
    validTo: dateKey,
    conditions: z.string().trim().max(1000, BANK_PROMOTION_MESSAGES.conditions).optional(),
    termsUrl: webUrl.optional(),
    scope: z.enum(BANK_PROMOTION_SCOPES, { error: BANK_PROMOTION_MESSAGES.scope }).default("todos"),
    categoryId: id(BANK_PROMOTION_MESSAGES.category).optional(),
    brandId: id(BANK_PROMOTION_MESSAGES.brand).optional(),
    /** Scope "comercios": the businesses' addresses (slugs), one per line (commas and spaces also separate). */
    businessSlugs: z
      .string()
      .optional()
      .transform((v) => [
        ...new Set(
          (v ?? "")
            .toLowerCase()
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((s) => s.replace(/^.*\//, "")),
        ),
      ])
      .pipe(
        z
          .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, BANK_PROMOTION_MESSAGES.businesses))
          .max(200, BANK_PROMOTION_MESSAGES.businesses),
      ),
    isFeatured: flag,
  })
  .refine((v) => v.validTo >= v.validFrom, { path: ["validTo"], message: BANK_PROMOTION_MESSAGES.toBeforeFrom })
  .refine((v) => v.scope !== "categoria" || v.categoryId !== undefined, {
    path: ["categoryId"],
    message: BANK_PROMOTION_MESSAGES.category,
  })
  .refine((v) => v.scope !== "marca" || v.brandId !== undefined, {
    path: ["brandId"],
    message: BANK_PROMOTION_MESSAGES.brand,
  })
  .refine((v) => v.scope !== "comercios" || v.businessSlugs.length > 0, {
    path: ["businessSlugs"],
    message: BANK_PROMOTION_MESSAGES.businesses,
  });

export type BankPromotionFormValues = z.output<typeof bankPromotionFormSchema>;

export const bankPromotionDeleteSchema = z.object({
  intent: z.literal("delete"),
  bankPromotionId: id(BANK_PROMOTION_MESSAGES.promotion),
});

export const bankFormSchema = z.object({
  name: z
    .string({ error: BANK_PROMOTION_MESSAGES.name })
    .trim()
    .min(2, BANK_PROMOTION_MESSAGES.name)
    .max(80, BANK_PROMOTION_MESSAGES.name),
  slug: z
    .string({ error: BANK_PROMOTION_MESSAGES.slug })
    .trim()
    .max(60, BANK_PROMOTION_MESSAGES.slug)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, BANK_PROMOTION_MESSAGES.slug),
  color: z
    .string({ error: BANK_PROMOTION_MESSAGES.color })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, BANK_PROMOTION_MESSAGES.color)
    .transform((c) => c.toLowerCase()),
  websiteUrl: webUrl.optional(),
  logo: optionalImageField,
  removeLogo: flag,
});

export type BankFormValues = z.output<typeof bankFormSchema>;

export const bankDeleteSchema = z.object({
  intent: z.literal("delete-bank"),
  bankId: id(BANK_PROMOTION_MESSAGES.bank),
});
