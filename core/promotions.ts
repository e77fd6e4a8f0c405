/**
 * Promotion rules (spec §4 "Promotion active", §2 "Promotion card", §9).
 */
import { buenosAiresDateKey, type DateInput, diffDateKeys, toDateKey, toInstant } from "./time-zone.ts";

/** "¡Últimos días!" shows when this many days or fewer remain. */
export const PROMOTION_LAST_DAYS = 3;
/** Default size of a promotions list. */
export const DEFAULT_PROMOTION_LIMIT = 20;

export interface PromotionPeriod {
  startDate: DateInput;
  endDate: DateInput;
  /** When the owner paused it (null or absent: not paused). */
  pausedAt?: DateInput | null;
}

/** Where a promotion stands for its owner: the tabs of /mi-comercio/{id}/promociones. */
export type PromotionState = "active" | "scheduled" | "paused" | "ended";

export interface PromotionOrdering {
  isFeatured?: boolean | null;
  createdAt: DateInput;
}

/**
 * THE rule of a live promotion, the one visitors see (spec §4 "Promotion active", plus the owner's
 * pause): not paused, start_date on or before now and end_date on or after now (both inclusive).
 * Timestamps compare as instants; a date-only value is a Buenos Aires calendar day (start from
 * 00:00, end through 23:59:59.999). Its SQL twin is server/promotions/live-promotion.ts, and an
 * integration test checks that the two agree.
 */
export function isPromotionLive(p: PromotionPeriod, at: Date): boolean {
  if (p.pausedAt != null) return false;
  const start = toInstant(p.startDate, "start");
  const end = toInstant(p.endDate, "end");
  if (!start || !end) return false;
  const t = at.getTime();
  return start.getTime() <= t && t <= end.getTime();
}

/**
 * The owner's view of the same rule: ended once the end has passed (paused or not), paused while
 * the owner holds it, scheduled before its start, else active (= live). Unreadable dates: ended.
 */
export function promotionState(p: PromotionPeriod, at: Date): PromotionState {
  const start = toInstant(p.startDate, "start");
  const end = toInstant(p.endDate, "end");
  if (!start || !end || end.getTime() < at.getTime()) return "ended";
  if (p.pausedAt != null) return "paused";
  if (start.getTime() > at.getTime()) return "scheduled";
  return "active";
}

/**
 * Whole days left, counted on the Buenos Aires calendar: the number of calendar days from today to
 * the end date's day (the end's Buenos Aires date for a timestamp). It ignores the hour, so it is the
 * ceiling of the days still to go before the end day starts: ends today → 0, tomorrow → 1, on Dec 13
 * seen on Dec 10 (any hour) → 3. Never negative (an ended promotion gives 0); an unreadable date gives 0.
 */
export function daysRemaining(endDate: DateInput, at: Date): number {
  const end = toDateKey(endDate);
  if (!end) return 0;
  return Math.max(0, diffDateKeys(end, buenosAiresDateKey(at)));
}

/** "¡Últimos días!": active and PROMOTION_LAST_DAYS (3) or fewer days remain (so: ends today … in 3 days). */
export function isLastDays(p: PromotionPeriod, at: Date): boolean {
  return isPromotionLive(p, at) && daysRemaining(p.endDate, at) <= PROMOTION_LAST_DAYS;
}

/** Featured first, then created_at descending (newest first); unreadable created_at sorts last. */
export function comparePromotions(a: PromotionOrdering, b: PromotionOrdering): number {
  const featured = Number(Boolean(b.isFeatured)) - Number(Boolean(a.isFeatured));
  if (featured !== 0) return featured;
  const ta = toInstant(a.createdAt)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const tb = toInstant(b.createdAt)?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (ta === tb) return 0;
  return tb > ta ? 1 : -1;
}
