import { Link } from "react-router";
import { CreditCard, X } from "#app/components/icons/icons.tsx";
import { type SearchPageParams, searchHref } from "#core/search-url.ts";
import type { BankPromotionWhere } from "#server/promotions/bank-promotions-here.ts";

/**
 * /search?promo-banco=<id> ("¿Dónde la uso?" in /ofertas): which promotion the list is filtered by,
 * where it applies, and a link that drops that filter (keeping the others).
 */
export function BankPromotionFilter({
  promotion,
  params,
}: {
  promotion: BankPromotionWhere;
  params: SearchPageParams;
}) {
  return (
    <div
      data-bank-promotion-filter
      className="mb-4 flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm dark:border-emerald-800 dark:bg-emerald-950"
    >
      <CreditCard className="mt-0.5 size-5 shrink-0 text-emerald-800 dark:text-emerald-200" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0">
          <span className="font-semibold">Dónde usar {promotion.discountText}</span> de {promotion.bankName}: “
          {promotion.title}”. {promotion.scopeText}.
        </p>
        <Link
          to={searchHref({ ...params, promoBanco: null })}
          className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-lg border border-line bg-surface px-3 font-medium hover:bg-surface-muted"
        >
          <X className="size-4" aria-hidden />
          Ver todos los comercios
        </Link>
      </div>
    </div>
  );
}
