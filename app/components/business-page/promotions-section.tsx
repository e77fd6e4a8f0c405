import type { PromotionCardData } from "#server/promotions/list-active-promotions.ts";
import { PromotionCard } from "../promotion-card.tsx";

/** "Promociones vigentes": the business's own promotions in force. */
export function PromotionsSection({ promotions, now }: { promotions: PromotionCardData[]; now: Date }) {
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="promos-title">
      <h2 id="promos-title" className="mb-3 font-bold text-xl">
        Promociones vigentes
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {promotions.map((p) => (
          <PromotionCard key={p.id} promotion={p} now={now} />
        ))}
      </div>
    </section>
  );
}
