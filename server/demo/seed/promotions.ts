/** Business promotions (ofertas): active, ending within three days, expired and future ones. */
import type * as schema from "../../platform/db/schema.ts";
import type { SeedBusiness } from "./businesses.ts";
import { PROMO_TEMPLATES, type PromoTemplate } from "./promo-templates.ts";
import type { Rng } from "./random.ts";
import { addCivilDays, addMs, baDate, baInstant, DAY, HOUR } from "./time.ts";

export type PromotionRow = typeof schema.businessPromotions.$inferInsert & { id: string };

type Timing = "active" | "ending" | "expired" | "future";

const PLAN: { timing: Timing; count: number; featured: number }[] = [
  { timing: "active", count: 45, featured: 8 },
  { timing: "ending", count: 12, featured: 2 },
  { timing: "expired", count: 26, featured: 3 },
  { timing: "future", count: 12, featured: 2 },
];

export function templatesFor(b: SeedBusiness): PromoTemplate[] {
  return PROMO_TEMPLATES[b.sourceCategory.slug] ?? PROMO_TEMPLATES[b.parentSlug] ?? [];
}

/** Whole seconds, so rows compare equal across drivers. */
const sec = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

function window(rng: Rng, now: Date, timing: Timing): { start: Date; end: Date } {
  const today = baDate(now);
  switch (timing) {
    case "active": {
      const start = baInstant(addCivilDays(today, -rng.int(1, 25)), rng.pick(["00:00", "08:00", "09:00"]));
      const end = baInstant(addCivilDays(today, rng.int(5, 40)), "23:59");
      return { start, end };
    }
    case "ending": {
      // Ends between now + 6 h and now + 3 days: end of a day when that fits, else a round hour.
      const start = baInstant(addCivilDays(today, -rng.int(3, 20)), "00:00");
      const min = now.getTime() + 6 * HOUR;
      const max = now.getTime() + 3 * DAY - HOUR;
      const days = rng.shuffle([0, 1, 2, 3]);
      for (const d of days) {
        const end = baInstant(addCivilDays(today, d), "23:59");
        if (end.getTime() >= min && end.getTime() <= max) return { start, end };
      }
      return { start, end: sec(addMs(now, rng.int(7, 70) * HOUR)) };
    }
    case "expired": {
      const endDay = addCivilDays(today, -rng.int(1, 40));
      const end = baInstant(endDay, "23:59");
      const start = baInstant(addCivilDays(endDay, -rng.int(7, 45)), "00:00");
      return { start, end };
    }
    case "future": {
      const startDay = addCivilDays(today, rng.int(2, 20));
      return { start: baInstant(startDay, "00:00"), end: baInstant(addCivilDays(startDay, rng.int(7, 30)), "23:59") };
    }
  }
}

export function buildPromotions(rng: Rng, now: Date, businesses: SeedBusiness[]): PromotionRow[] {
  const eligible = businesses.filter((b) => b.row.status === "active" && templatesFor(b).length > 0);
  const weights = eligible.map(
    (b) => [b, (b.row.isPremium ? 3 : 1) * (b.parentSlug === "gastronomia" ? 2 : 1)] as const,
  );
  const used = new Map<SeedBusiness, Set<string>>();

  const slots: { timing: Timing; featured: boolean }[] = [];
  for (const p of PLAN) {
    for (let i = 0; i < p.count; i++) slots.push({ timing: p.timing, featured: i < p.featured });
  }

  const rows: PromotionRow[] = [];
  for (const slot of rng.shuffle(slots)) {
    const { start, end } = window(rng, now, slot.timing);
    let business: SeedBusiness | undefined;
    let template: PromoTemplate | undefined;
    for (let attempt = 0; attempt < 80 && !template; attempt++) {
      const b = rng.weighted(weights);
      // A promotion never predates the business's listing.
      if (b.row.createdAt.getTime() > start.getTime() - 2 * HOUR) continue;
      const seen = used.get(b) ?? new Set<string>();
      if (seen.size >= (b.row.isPremium ? 3 : 2)) continue;
      const options = templatesFor(b).filter((t) => !seen.has(t.title));
      if (options.length === 0) continue;
      business = b;
      template = rng.pick(options);
      seen.add(template.title);
      used.set(b, seen);
    }
    if (!business || !template) continue;

    const earliest = business.row.createdAt.getTime() + HOUR;
    const createdAt = sec(
      new Date(Math.max(earliest, Math.min(now.getTime(), start.getTime() - rng.int(1, 96) * HOUR))),
    );
    const ended = slot.timing === "expired";
    const views =
      slot.timing === "future" ? 0 : Math.round(rng.float(40, ended ? 2500 : 1800) * (slot.featured ? 2 : 1));
    const clicks = Math.round(views * rng.float(0.03, 0.12));
    let couponCode: string | null = null;
    if (template.code && rng.chance(0.7)) couponCode = template.code;
    else if (rng.chance(0.2)) couponCode = `VILMA${rng.pick([10, 15, 20])}`;
    const id = rng.uuid();
    rows.push({
      id,
      businessUuid: business.row.uuid,
      title: template.title,
      description: template.description,
      discountBenefit: template.benefit,
      // Owners mostly publish without a picture of their own: the card shows the business's (issue 22
      // §3). The demo has no real photos to give them, and one "%" drawing on every card said nothing.
      imageUrl: null,
      couponCode,
      terms: template.terms ?? (couponCode ? "Presentá el código al pagar o mencionalo al hacer tu pedido." : null),
      startDate: start,
      endDate: end,
      isFeatured: slot.featured,
      viewsCount: views,
      clicksCount: clicks,
      couponCopiesCount: couponCode ? Math.round(clicks * rng.float(0.15, 0.45)) : 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
