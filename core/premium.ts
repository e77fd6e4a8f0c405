/**
 * Premium on the business detail page (spec §4, "Premium"): the business has an active subscription
 * whose start date has passed and whose end date has not. Lists use the is_premium flag instead.
 *
 * Boundaries: in force when start <= at <= end (both inclusive). Timestamps are compared as
 * instants; a date-only value ("yyyy-MM-dd") is a Buenos Aires calendar day, so a start date counts
 * from 00:00 and an end date lasts until 23:59:59.999 of that day. Unreadable dates never count.
 */
import { type DateInput, toInstant } from "./time-zone.ts";

export interface SubscriptionPeriod {
  isActive: boolean;
  startDate: DateInput;
  endDate: DateInput;
}

export function isSubscriptionInForce(sub: SubscriptionPeriod, at: Date): boolean {
  if (!sub.isActive) return false;
  const start = toInstant(sub.startDate, "start");
  const end = toInstant(sub.endDate, "end");
  if (!start || !end) return false;
  const t = at.getTime();
  return start.getTime() <= t && t <= end.getTime();
}

export function hasActiveSubscription(subs: readonly SubscriptionPeriod[], at: Date): boolean {
  return subs.some((sub) => isSubscriptionInForce(sub, at));
}

/**
 * The premium level the business page shows: the highest plan level among the subscriptions in
 * force at `at` (0 without any), as server/billing/premium-sync.ts copies it to the lists' column.
 */
export function activePlanLevel(
  subs: readonly (SubscriptionPeriod & { planLevel: number | null })[],
  at: Date,
): number {
  let level = 0;
  for (const sub of subs) if (isSubscriptionInForce(sub, at)) level = Math.max(level, sub.planLevel ?? 0);
  return level;
}
