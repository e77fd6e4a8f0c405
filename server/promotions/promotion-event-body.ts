import { z } from "#core/zod.ts";
import { PROMOTION_EVENT_TYPES } from "../platform/db/schema.ts";

export type PromotionEventType = (typeof PROMOTION_EVENT_TYPES)[number];

/** Longest referrer stored; longer ones are cut (a page path is far shorter). */
export const REFERRER_MAX_LENGTH = 200;
/** Largest request body read: `{"type":"coupon_copy","referrer":"<200 chars>"}` is ~250 bytes. */
export const MAX_EVENT_BODY_BYTES = 2048;

export function isPromotionEventType(value: unknown): value is PromotionEventType {
  return typeof value === "string" && (PROMOTION_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * A referrer as stored: a string with control characters turned into spaces, trimmed and cut to
 * REFERRER_MAX_LENGTH characters (whole code points); anything else, or empty, → null.
 */
export function normalizeReferrer(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const cleaned = value
    .toWellFormed()
    .replace(/[\p{Cc}\u200B\u2060\uFEFF]/gu, " ")
    .trim();
  const chars = Array.from(cleaned);
  const cut = chars.length <= REFERRER_MAX_LENGTH ? cleaned : chars.slice(0, REFERRER_MAX_LENGTH).join("").trimEnd();
  return cut === "" ? null : cut;
}

/** POST /api/promotions/{id}/events body: `{ "type": "view" | "click" | "coupon_copy", "referrer": string }`. */
export const PromotionEventBodySchema = z.object({
  type: z.enum(PROMOTION_EVENT_TYPES, { error: "Tipo de evento desconocido" }),
  referrer: z
    .unknown()
    .optional()
    .transform((value) => normalizeReferrer(value)),
});

export type PromotionEventBody = z.output<typeof PromotionEventBodySchema>;
