/** Subscriptions of premium businesses: live ones, and ones that already ended. */
import type * as schema from "../../platform/db/schema.ts";
import type { SeedBusiness } from "./businesses.ts";
import { PLANS, planSlugForLevel } from "./plans.ts";
import type { Rng } from "./random.ts";
import { addMs, DAY, HOUR } from "./time.ts";

export type SubscriptionRow = typeof schema.businessSubscriptions.$inferInsert;

export function buildSubscriptions(
  rng: Rng,
  now: Date,
  businesses: SeedBusiness[],
  planIds: Map<string, number>,
): SubscriptionRow[] {
  const rows: SubscriptionRow[] = [];
  const price = (slug: string) => PLANS.find((p) => p.slug === slug)?.priceArs ?? 0;
  const floorMin = (d: Date) => new Date(Math.floor(d.getTime() / 60000) * 60000);
  let expiredIndex = 0;
  for (const b of businesses) {
    if (!b.subscription) continue;
    const created = b.row.createdAt.getTime();
    if (b.subscription === "active") {
      const yearly = rng.chance(0.3);
      const length = (yearly ? 365 : 30) * DAY;
      // Started between a few hours and (length - 1 day) ago, never before the business existed.
      const ago = rng.float(6 * HOUR, length - DAY);
      const start = floorMin(new Date(Math.max(created + HOUR, now.getTime() - ago)));
      const slug = planSlugForLevel(b.row.premiumLevel ?? 0);
      rows.push({
        businessUuid: b.row.uuid,
        planId: planIds.get(slug) ?? null,
        isActive: true,
        status: "authorized",
        paymentMethod: "mercadopago",
        amountArs: price(slug) * (yearly ? 10 : 1),
        startDate: start,
        endDate: addMs(start, length),
        paymentReference: `MP-${rng.digits(11)}`,
        activatedAt: start,
        createdAt: start,
        updatedAt: start,
      });
    } else {
      // Ended between 2 and 90 days ago (and at least 15 days after the business was listed).
      const endMin = Math.max(created + 15 * DAY, now.getTime() - 90 * DAY);
      const endMax = now.getTime() - 2 * DAY;
      const end = floorMin(new Date(rng.float(Math.min(endMin, endMax), endMax)));
      const start = floorMin(new Date(Math.max(created + HOUR, end.getTime() - 30 * DAY)));
      const slug = rng.pick(["destacado", "premium"]);
      const byTransfer = expiredIndex++ % 3 === 0;
      rows.push({
        businessUuid: b.row.uuid,
        planId: planIds.get(slug) ?? null,
        isActive: false,
        status: "expired",
        paymentMethod: byTransfer ? "transfer" : "mercadopago",
        amountArs: price(slug),
        startDate: start,
        endDate: end,
        paymentReference: byTransfer ? `TRF-${rng.digits(8)}` : `MP-${rng.digits(11)}`,
        activatedAt: start,
        createdAt: start,
        updatedAt: end,
      });
    }
  }
  return rows;
}
