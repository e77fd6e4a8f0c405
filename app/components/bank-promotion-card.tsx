import { Link } from "react-router";
import {
  CalendarCheck,
  CalendarDays,
  ChevronRight,
  Clock,
  CreditCard,
  ExternalLink,
  MapPin,
  Sparkles,
  Wallet,
} from "#app/components/icons/icons.tsx";
import {
  appliesOnDay,
  appliesToday,
  buenosAiresWeekday,
  cardTypeLabels,
  dayLabel,
  formatCap,
  formatDays,
  formatValidUntil,
  isBankPromotionEndingSoon,
  WEEK_ORDER,
} from "#core/bank-promotions.ts";
import { searchHref } from "#core/search-url.ts";
import type { BankPromotionCardData } from "#server/promotions/list-bank-promotions.ts";
import { cn } from "../lib/cn.ts";

/** Conditions longer than this fold into "Ver condiciones" (a <details>, so it works without JS). */
const SHORT_CONDITIONS = 120;
const DAY_ABBREVIATIONS = ["Do", "Lu", "Ma", "Mi", "Ju", "Vi", "Sá"];

/**
 * A bank or wallet promotion: bank, discount, the days it applies (today's highlighted), card types,
 * refund cap, validity, conditions and the bank's terms. The bar on top takes the bank's colour from
 * the page's colour rules (`colorRules` in core/color-rules.ts, from the route's loader).
 */
export function BankPromotionCard({ promotion, now }: { promotion: BankPromotionCardData; now: Date }) {
  const today = appliesToday(promotion, now);
  const weekday = buenosAiresWeekday(now);
  const endingSoon = isBankPromotionEndingSoon(promotion, now);
  const cards = cardTypeLabels(promotion.cardTypes);
  const conditions = promotion.conditions?.trim() ?? "";
  const titleId = `bank-promo-${promotion.id}-title`;
  const termsUrl = safeExternalUrl(promotion.termsUrl);
  return (
    <article
      aria-labelledby={titleId}
      data-bank={promotion.bank.slug}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div data-bank-color={promotion.bank.id} className="h-1.5 bg-line" aria-hidden />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-3">
          <img
            src={promotion.bank.logoUrl ?? "/media/demo/bank/banco.svg"}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-10 shrink-0 rounded-xl bg-surface-muted"
          />
          <p className="min-w-0 flex-1 truncate font-medium text-sm">{promotion.bank.name}</p>
          <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
            {today && (
              <span className="rounded-full bg-emerald-700 px-2 py-0.5 font-semibold text-white text-xs">Hoy</span>
            )}
            {promotion.isFeatured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 font-semibold text-white text-xs">
                <Sparkles className="size-3" aria-hidden />
                Destacada
              </span>
            )}
          </div>
        </div>

        <div>
          <h3 id={titleId} className="font-semibold leading-snug">
            {promotion.title}
          </h3>
          <p className="mt-1 font-extrabold text-2xl text-orange-700 tracking-tight dark:text-orange-400">
            {promotion.discountText}
          </p>
        </div>

        <ul className="space-y-2 text-sm">
          <li className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden />
            <div className="min-w-0">
              <p>
                <span className="sr-only">Días: </span>
                {formatDays(promotion.daysOfWeek)}
                {today && <span className="sr-only"> (vale hoy)</span>}
              </p>
              <ol className="mt-1.5 flex gap-1" aria-hidden>
                {WEEK_ORDER.map((day) => {
                  const applies = appliesOnDay(promotion, day);
                  const isToday = day === weekday;
                  return (
                    <li
                      key={day}
                      title={`${dayLabel(day)}${isToday ? " (hoy)" : ""}`}
                      className={cn(
                        "grid h-6 w-7 place-items-center rounded-md font-semibold text-[11px]",
                        applies ? "bg-brand-600 text-white" : "bg-surface-muted text-fg-muted",
                        isToday && "outline-2 outline-emerald-600 outline-offset-1",
                      )}
                    >
                      {DAY_ABBREVIATIONS[day]}
                    </li>
                  );
                })}
              </ol>
            </div>
          </li>
          {cards.length > 0 && (
            <li className="flex items-start gap-2">
              <CreditCard className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden />
              <p>
                <span className="sr-only">Tarjetas: </span>
                {cards.join(", ")}
              </p>
            </li>
          )}
          <li className="flex items-start gap-2">
            <Wallet className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden />
            <p>{formatCap(promotion.capArs)}</p>
          </li>
          <li className="flex items-start gap-2">
            <CalendarCheck className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden />
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {formatValidUntil(promotion.validTo)}
              {endingSoon && (
                <span className="inline-flex items-center gap-1 rounded-full bg-rose-600 px-2 py-0.5 font-semibold text-white text-xs">
                  <Clock className="size-3" aria-hidden />
                  ¡Últimos días!
                </span>
              )}
            </p>
          </li>
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden />
            <p className="flex flex-wrap items-center gap-x-2">
              <span>
                <span className="sr-only">Dónde: </span>
                {promotion.scopeText}
              </span>
              <Link
                to={searchHref({ promoBanco: promotion.id })}
                data-where-link
                className="inline-flex min-h-8 items-center gap-0.5 font-semibold text-brand-700 hover:underline dark:text-blue-300"
              >
                ¿Dónde la uso?
                <span className="sr-only"> {promotion.title}</span>
                <ChevronRight className="size-4" aria-hidden />
              </Link>
            </p>
          </li>
        </ul>

        {conditions &&
          (conditions.length <= SHORT_CONDITIONS ? (
            <p className="text-fg-muted text-xs leading-relaxed">{conditions}</p>
          ) : (
            <details className="group text-xs">
              <summary className="cursor-pointer font-medium text-brand-700 hover:underline dark:text-blue-300">
                Ver condiciones
              </summary>
              <p className="mt-1.5 text-fg-muted leading-relaxed">{conditions}</p>
            </details>
          ))}

        {termsUrl && (
          <a
            href={termsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex items-center gap-1 self-start pt-1 font-medium text-brand-700 text-sm hover:underline dark:text-blue-300"
          >
            Ver bases y condiciones
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only"> (se abre en otra pestaña)</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** Only http(s) links leave the site (never javascript: or data: from the database). */
function safeExternalUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
