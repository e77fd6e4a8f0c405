import { Link } from "react-router";
import { ChevronRight, CreditCard } from "#app/components/icons/icons.tsx";
import type { BankTodayLine } from "#server/promotions/bank-promotions-here.ts";
import { Card } from "./card.tsx";

/**
 * "Hoy con tu tarjeta": the bank promotions that work at this business today, as the loader read
 * and worded them for this request's day (server/promotions/bank-promotions-here.ts; the rule is
 * core/bank-promotion-scope.ts). Nothing when there are none. Each line says the bank, the benefit,
 * which cards, the cap, the days and until when, and leads to the promotion's bank in /ofertas.
 */
export function BankPromotionsToday({ promotions }: { promotions: readonly BankTodayLine[] }) {
  if (promotions.length === 0) return null;
  return (
    <Card title="Hoy con tu tarjeta" icon={<CreditCard className="size-5" aria-hidden />} id="hoy-con-tu-tarjeta">
      <ul className="divide-y divide-line" data-bank-today>
        {promotions.map((p) => (
          <li key={p.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <img
              src={p.bankLogoUrl ?? "/media/demo/bank/banco.svg"}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="size-10 shrink-0 rounded-xl bg-surface-muted"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{p.bankName}</p>
              <p className="font-extrabold text-lg text-orange-700 leading-tight dark:text-orange-400">
                {p.discountText}
              </p>
              <p className="text-fg-muted">{p.title}</p>
              <p className="mt-1 text-fg-muted text-xs">{p.details}</p>
              <p className="text-fg-muted text-xs">{p.until}</p>
              <Link
                to={`/ofertas?tab=bancos&bank=${encodeURIComponent(p.bankSlug)}`}
                className="mt-1 inline-flex min-h-8 items-center gap-0.5 font-medium text-brand-700 text-xs hover:underline dark:text-blue-300"
              >
                Ver condiciones
                <span className="sr-only"> de {p.title}</span>
                <ChevronRight className="size-3.5" aria-hidden />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
