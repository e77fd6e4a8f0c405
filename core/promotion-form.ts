/**
 * The owner's promotion form, for "Nueva promoción" and "Editar promoción" alike: the rules a
 * promotion must meet before it is published. Shared by the form (limits on the inputs) and the
 * server (which never trusts the browser). The business is the one in the URL, never a field.
 *
 * Dates come from `<input type="date">` as Buenos Aires calendar days ("yyyy-MM-dd"): a promotion
 * runs from 00:00 of its first day through 23:59:59.999 of its last day, Buenos Aires time, whatever
 * the server's or the browser's zone.
 *
 * The form parser (core/forms.ts) hands an empty input to the schema as missing: optional fields say
 * `.optional()`, and required ones carry their message on the type itself.
 */
import { z } from "#core/zod.ts";
import { optionalImageField } from "./image-rules.ts";
import { addDaysToDateKey, buenosAiresDateKey, normalizeDateKey, toInstant } from "./time-zone.ts";

export const PROMOTION_TITLE_MIN = 3;
export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_BENEFIT_MAX = 60;
export const PROMOTION_DESCRIPTION_MAX = 1000;
export const PROMOTION_COUPON_MAX = 30;
/** A promotion runs for at most a year, and starts within the next year (or began within the last). */
export const PROMOTION_MAX_DAYS = 366;

export const PROMOTION_FORM_MESSAGES = {
  titleShort: `El título debe tener al menos ${PROMOTION_TITLE_MIN} caracteres`,
  titleLong: `El título no puede tener más de ${PROMOTION_TITLE_MAX} caracteres`,
  benefitRequired: "Ingresá el beneficio (por ejemplo: 2x1 o 20% OFF)",
  benefitLong: `El beneficio no puede tener más de ${PROMOTION_BENEFIT_MAX} caracteres`,
  descriptionLong: `La descripción no puede tener más de ${PROMOTION_DESCRIPTION_MAX} caracteres`,
  startDate: "Ingresá la fecha de inicio",
  endDate: "Ingresá la fecha de fin",
  endBeforeStart: "La fecha de fin no puede ser anterior a la de inicio",
  endInPast: "La fecha de fin no puede estar en el pasado",
  startTooFar: "La fecha de inicio tiene que estar dentro del próximo año",
  startTooOld: "La fecha de inicio no puede ser de hace más de un año",
  tooLong: "Una promoción puede durar hasta un año",
  couponFormat: "El código sólo puede tener letras sin acentos, números y guiones",
  couponLong: `El código no puede tener más de ${PROMOTION_COUPON_MAX} caracteres`,
} as const;

export type PromotionFormField =
  | "title"
  | "discountBenefit"
  | "description"
  | "startDate"
  | "endDate"
  | "couponCode"
  | "isFeatured"
  | "image"
  | "removeImage";

export interface PromotionInput {
  title: string;
  discountBenefit: string;
  description: string | null;
  couponCode: string | null;
  /** 00:00 of the first day, Buenos Aires time. */
  startDate: Date;
  /** 23:59:59.999 of the last day, Buenos Aires time. */
  endDate: Date;
  isFeatured: boolean;
  /** A new picture to store (its bytes are checked on the server), or null to keep what there is. */
  image: File | null;
  /** "Quitar la imagen": the saved picture goes (a new one, when sent, wins). */
  removeImage: boolean;
}

/** Line breaks survive in a description; other control characters never belong in text we show. */
function stripControls(value: string, keepNewlines = false): string {
  return value.replace(/\p{Cc}/gu, (c) => (keepNewlines && (c === "\n" || c === "\t") ? c : "")).trim();
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

const dateKey = (message: string) =>
  z.preprocess(
    (v) => normalizeDateKey(text(v)) ?? "",
    z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message),
  );

const flag = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/**
 * The form's schema, for the browser and the action alike. `today` is the Buenos Aires calendar day
 * the server saw ("yyyy-MM-dd"). `canFeature` says whether this person may mark this business's
 * promotions "destacada" (an admin, or a plan that includes it: server/plans/active-plan.ts); when
 * false the checkbox is ignored even when a crafted form sends it.
 */
export function promotionFormSchema({ today, canFeature }: { today: string; canFeature: boolean }) {
  return z
    .object({
      title: z.preprocess(
        (v) => stripControls(text(v)),
        z
          .string({ error: PROMOTION_FORM_MESSAGES.titleShort })
          .min(PROMOTION_TITLE_MIN, PROMOTION_FORM_MESSAGES.titleShort)
          .max(PROMOTION_TITLE_MAX, PROMOTION_FORM_MESSAGES.titleLong),
      ),
      discountBenefit: z.preprocess(
        (v) => stripControls(text(v)),
        z
          .string({ error: PROMOTION_FORM_MESSAGES.benefitRequired })
          .min(1, PROMOTION_FORM_MESSAGES.benefitRequired)
          .max(PROMOTION_BENEFIT_MAX, PROMOTION_FORM_MESSAGES.benefitLong),
      ),
      description: z.preprocess(
        (v) => stripControls(text(v).replace(/\r\n?/g, "\n"), true),
        z.string().max(PROMOTION_DESCRIPTION_MAX, PROMOTION_FORM_MESSAGES.descriptionLong).optional(),
      ),
      startDate: dateKey(PROMOTION_FORM_MESSAGES.startDate),
      endDate: dateKey(PROMOTION_FORM_MESSAGES.endDate),
      // Codes are read aloud at the counter and typed by hand: upper case, no spaces.
      couponCode: z.preprocess(
        (v) => text(v).trim().toUpperCase(),
        z
          .string()
          .max(PROMOTION_COUPON_MAX, PROMOTION_FORM_MESSAGES.couponLong)
          .regex(/^[A-Z0-9-]*$/, PROMOTION_FORM_MESSAGES.couponFormat)
          .optional(),
      ),
      isFeatured: flag,
      image: optionalImageField,
      removeImage: flag,
    })
    .superRefine((form, ctx) => {
      if (!/^\d/.test(form.startDate) || !/^\d/.test(form.endDate)) return;
      const issue = (path: "startDate" | "endDate", message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      // Date keys compare as text ("2026-11-21" < "2026-12-01").
      if (form.startDate > addDaysToDateKey(today, PROMOTION_MAX_DAYS)) {
        issue("startDate", PROMOTION_FORM_MESSAGES.startTooFar);
      } else if (form.startDate < addDaysToDateKey(today, -PROMOTION_MAX_DAYS)) {
        issue("startDate", PROMOTION_FORM_MESSAGES.startTooOld);
      }
      if (form.endDate < form.startDate) {
        issue("endDate", PROMOTION_FORM_MESSAGES.endBeforeStart);
      } else if (form.endDate < today) {
        issue("endDate", PROMOTION_FORM_MESSAGES.endInPast);
      } else if (form.endDate > addDaysToDateKey(form.startDate, PROMOTION_MAX_DAYS)) {
        issue("endDate", PROMOTION_FORM_MESSAGES.tooLong);
      }
    })
    .transform(
      (form): PromotionInput => ({
        title: form.title,
        discountBenefit: form.discountBenefit,
        description: form.description || null,
        couponCode: form.couponCode || null,
        startDate: toInstant(form.startDate, "start") as Date,
        endDate: toInstant(form.endDate, "end") as Date,
        isFeatured: canFeature && form.isFeatured,
        image: form.image && form.image.size > 0 ? form.image : null,
        removeImage: form.removeImage,
      }),
    );
}

/** The promotion form's schema as of `now` (the day that counts is Buenos Aires's). */
export const promotionFormSchemaAt = (now: Date, canFeature: boolean) =>
  promotionFormSchema({ today: buenosAiresDateKey(now), canFeature });

/** The buttons of each row in the owner's list: what to do, and to which promotion. */
export const PROMOTION_ACTION_INTENTS = ["pause", "resume", "end", "delete"] as const;
export const promotionActionSchema = z.object({
  intent: z.enum(PROMOTION_ACTION_INTENTS, { error: "No entendimos qué querías hacer con la promoción." }),
  promotionId: z.uuid({ error: "No encontramos esa promoción." }),
});
