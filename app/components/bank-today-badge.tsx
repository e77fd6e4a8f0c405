import { CreditCard } from "#app/components/icons/icons.tsx";
import type { BankPromotionBadgeData } from "#server/promotions/bank-promotions-here.ts";

/**
 * A business card's "Hoy con tu tarjeta": the first bank promotion that works there today (bank and
 * benefit) and how many more. The list is the card loader's (server/public-business/cards.ts), decided by
 * core/bank-promotion-scope.ts; nothing when there is none.
 */
export function BankTodayBadge({ badge }: { badge: BankPromotionBadgeData | null }) {
  if (!badge) return null;
  return (
    <p
      data-bank-today-badge
      className="inline-flex max-w-full items-start gap-1.5 self-start rounded-lg bg-emerald-50 px-2 py-1 text-emerald-900 text-xs dark:bg-emerald-950 dark:text-emerald-100"
    >
      <CreditCard className="mt-px size-3.5 shrink-0" aria-hidden />
      <span className="line-clamp-2">
        <b>Hoy con tu tarjeta:</b> {badge.discountText} · {badge.bankName}
        {badge.count > 1 && ` y ${badge.count - 1} más`}
      </span>
    </p>
  );
}
