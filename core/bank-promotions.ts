/**
 * Bank promotion rules (promociones bancarias): validity by Buenos Aires calendar date, the weekdays
 * a promotion applies on, and the Spanish wording of days, card types, caps and validity.
 *
 * A bank promotion's valid_from / valid_to are calendar dates (no time): it is valid from the start
 * of valid_from through the end of valid_to, Buenos Aires time. days_of_week uses 0 = Sunday …
 * 6 = Saturday; an empty list means every day.
 */

import { type BankPromotionValidity, isBankPromotionActive } from "./bank-promotion-days.ts";
import { formatArs, formatDate } from "./format.ts";
import { PROMOTION_LAST_DAYS } from "./promotions.ts";
import { buenosAiresDateKey, dayOfWeekOfDateKey, diffDateKeys, normalizeDateKey } from "./time-zone.ts";

export const CARD_TYPES = ["credito", "debito", "prepaga"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_TYPE_LABELS: Readonly<Record<CardType, string>> = {
  credito: "Crédito",
  debito: "Débito",
  prepaga: "Prepaga",
};

/** Weekday names, index = day of week (0 = Sunday). */
export const DAY_NAMES: readonly string[] = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
/** The same names without accents, as they appear in URLs (?day=miercoles). */
export const DAY_SLUGS: readonly string[] = ["domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado"];
/** The week starts on Monday (spec §9). */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

export {
  appliesOnDay,
  appliesToday,
  type BankPromotionSchedule,
  type BankPromotionValidity,
  isBankPromotionActive,
  isBankPromotionValidOn,
} from "./bank-promotion-days.ts";

export function isCardType(value: unknown): value is CardType {
  return typeof value === "string" && (CARD_TYPES as readonly string[]).includes(value);
}

/** The Buenos Aires weekday (0 = Sunday) of the instant. */
export function buenosAiresWeekday(at: Date): number {
  return dayOfWeekOfDateKey(buenosAiresDateKey(at));
}

/** Calendar days from today (Buenos Aires) to valid_to; 0 when it ends today or already ended. */
export function bankPromotionDaysRemaining(promo: Pick<BankPromotionValidity, "validTo">, at: Date): number {
  const to = normalizeDateKey(promo.validTo);
  if (!to) return 0;
  return Math.max(0, diffDateKeys(to, buenosAiresDateKey(at)));
}

/** "Terminan pronto": valid today and ends within PROMOTION_LAST_DAYS (3) calendar days. */
export function isBankPromotionEndingSoon(promo: BankPromotionValidity, at: Date): boolean {
  return isBankPromotionActive(promo, at) && bankPromotionDaysRemaining(promo, at) <= PROMOTION_LAST_DAYS;
}

/** The distinct valid weekdays in week order (Monday first). */
export function sortDays(days: readonly number[]): number[] {
  const set = new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  return WEEK_ORDER.filter((d) => set.has(d));
}

/**
 * [2, 4] → "Martes y jueves"; [1, 3, 5] → "Lunes, miércoles y viernes"; [] or all seven →
 * "Todos los días". Monday first, as the Argentine week.
 */
export function formatDays(days: readonly number[]): string {
  const sorted = sortDays(days);
  if (sorted.length === 0 || sorted.length === 7) return "Todos los días";
  const names = sorted.map((d) => DAY_NAMES[d] as string);
  const text = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
  return capitalize(text);
}

/** "Lunes" (capitalised weekday name). */
export function dayLabel(day: number): string {
  return capitalize(DAY_NAMES[day] ?? "");
}

/** ["credito", "debito"] → ["Crédito", "Débito"]; unknown values are left out, order is fixed. */
export function cardTypeLabels(cardTypes: readonly string[]): string[] {
  return CARD_TYPES.filter((c) => cardTypes.includes(c)).map((c) => CARD_TYPE_LABELS[c]);
}

/** "Tope de reintegro: $ 10.000" or "Sin tope" (null, zero or unreadable cap). */
export function formatCap(capArs: number | null | undefined): string {
  if (capArs == null || !Number.isFinite(capArs) || capArs <= 0) return "Sin tope";
  return `Tope de reintegro: ${formatArs(capArs)}`;
}

/** "Válida hasta el 31/12/2026". */
export function formatValidUntil(validTo: string): string {
  return `Válida hasta el ${formatDate(validTo)}`;
}

export interface BankPromotionOrdering {
  isFeatured: boolean;
  createdAt: string;
  id: number;
}

/** Featured first, then newest (created_at descending), then id descending for a stable order. */
export function compareBankPromotions(a: BankPromotionOrdering, b: BankPromotionOrdering): number {
  if (a.isFeatured !== b.isFeatured) return a.isFeatured ? -1 : 1;
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(b.createdAt);
  const na = Number.isNaN(ta) ? Number.NEGATIVE_INFINITY : ta;
  const nb = Number.isNaN(tb) ? Number.NEGATIVE_INFINITY : tb;
  if (na !== nb) return nb > na ? 1 : -1;
  return b.id - a.id;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
