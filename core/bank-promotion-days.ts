/**
 * When a bank promotion applies, by Argentina's calendar: its valid dates and its weekdays. Apart
 * from core/bank-promotions.ts (its wording: days, cards, caps) so the offline page and the scope
 * rule (core/bank-promotion-scope.ts) carry only this, not the formatting code, to phones.
 */
import { buenosAiresDateKey, dayOfWeekOfDateKey, normalizeDateKey } from "./time-zone.ts";

export interface BankPromotionValidity {
  validFrom: string;
  validTo: string;
}

export interface BankPromotionSchedule extends BankPromotionValidity {
  daysOfWeek: readonly number[];
}

/** valid_from <= dateKey <= valid_to, all as Buenos Aires calendar dates. Unreadable dates → false. */
export function isBankPromotionValidOn(promo: BankPromotionValidity, dateKey: string): boolean {
  const from = normalizeDateKey(promo.validFrom);
  const to = normalizeDateKey(promo.validTo);
  const day = normalizeDateKey(dateKey);
  if (!from || !to || !day) return false;
  return from <= day && day <= to;
}

/** Valid today (Buenos Aires date of `at`), whatever the weekday. */
export function isBankPromotionActive(promo: BankPromotionValidity, at: Date): boolean {
  return isBankPromotionValidOn(promo, buenosAiresDateKey(at));
}

/** Whether the promotion's weekdays include this one (an empty list is every day). */
export function appliesOnDay(promo: Pick<BankPromotionSchedule, "daysOfWeek">, dayOfWeek: number): boolean {
  return promo.daysOfWeek.length === 0 || promo.daysOfWeek.includes(dayOfWeek);
}

/** Valid on today's Buenos Aires date and today's Buenos Aires weekday is one of its days. */
export function appliesToday(promo: BankPromotionSchedule, at: Date): boolean {
  const today = buenosAiresDateKey(at);
  return isBankPromotionValidOn(promo, today) && appliesOnDay(promo, dayOfWeekOfDateKey(today));
}
