import { Link } from "react-router";
import { Clock, Copy, Eye, MousePointerClick, Sparkles } from "#app/components/icons/icons.tsx";
import { toast } from "#app/lib/toast.tsx";
import { formatCount, formatDate } from "#core/format.ts";
import { isLastDays } from "#core/promotions.ts";
import type { PromotionCardData } from "#server/promotions/list-active-promotions.ts";
import { cn } from "../lib/cn.ts";
import { usePromotionTracking } from "./offers/use-promotion-tracking.ts";

/**
 * A business promotion (spec §2 "Promotion card"). It records its own view (once per page view,
 * when it becomes visible), the click when its link is followed and the coupon copy. `referrer`
 * defaults to the page path ("homepage" on /). `preview` (the owner's form) draws the same card
 * without recording anything.
 *
 * Issue 22 §3: a promotion without a picture of its own shows its business's (banner) or its
 * category's picture; the counters (views, clicks, copies) are the owner's (`showCounts`, their
 * area), not the visitors'; on phones the card is a row (thumbnail beside the text) so a list of
 * twenty can be scanned, and a vertical card from 640 px.
 */
export function PromotionCard({
  promotion,
  now,
  referrer,
  preview = false,
  showCounts = false,
}: {
  promotion: PromotionCardData;
  now: Date;
  referrer?: string;
  preview?: boolean;
  /** The owner's view: views, clicks and coupon copies under the card. */
  showCounts?: boolean;
}) {
  const href = `/business/${promotion.business.slug || promotion.business.uuid}`;
  // A preview of a promotion that starts later shows as it will look once it is on.
  const lastDays = isLastDays({ startDate: preview ? now : promotion.startDate, endDate: promotion.endDate }, now);
  const { ref, delta, trackClick, trackCouponCopy } = usePromotionTracking<HTMLElement>(promotion.id, {
    referrer,
    enabled: !preview,
  });
  const picture = promotion.imageUrl ?? promotion.business.pictureUrl ?? null;
  return (
    <article
      ref={ref}
      data-promotion-id={promotion.id}
      className="group relative grid grid-cols-[6.5rem_minmax(0,1fr)] overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md sm:flex sm:flex-col"
    >
      <div className="relative min-h-28 bg-surface-muted sm:aspect-[16/9] sm:min-h-0">
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            decoding="async"
            width={800}
            height={450}
            data-picture={promotion.imageUrl ? "own" : "business"}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <ImageFallback promotion={promotion} />
        )}
        {picture && !promotion.imageUrl && promotion.business.logoUrl && (
          // The business's picture is its banner: its logo on it says whose it is.
          <img
            src={promotion.business.logoUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="absolute inset-0 m-auto size-14 rounded-xl bg-surface shadow-sm sm:size-20 sm:rounded-2xl"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-2 sm:p-4">
        {(promotion.isFeatured || lastDays) && (
          // Over the picture from 640 px; above the text in the phone's row.
          <div className="flex flex-wrap gap-1.5 sm:absolute sm:top-2 sm:left-2">
            {promotion.isFeatured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 font-semibold text-white text-xs">
                <Sparkles className="size-3" aria-hidden />
                Destacada
              </span>
            )}
            {lastDays && (
              <span className="inline-flex items-center gap-1 rounded-full bg-rose-600 px-2 py-0.5 font-semibold text-white text-xs">
                <Clock className="size-3" aria-hidden />
                ¡Últimos días!
              </span>
            )}
          </div>
        )}
        <div className="flex items-center gap-2">
          <img
            src={promotion.business.logoUrl ?? "/media/demo/logo/comercio.svg"}
            alt=""
            width={32}
            height={32}
            loading="lazy"
            className="hidden size-8 rounded-lg bg-surface-muted sm:block"
          />
          <div className="min-w-0">
            <p className="truncate font-medium text-sm">{promotion.business.name}</p>
            <p className="truncate text-fg-muted text-xs">{promotion.business.category ?? "Sin categoría"}</p>
          </div>
        </div>
        <h3 className="line-clamp-2 font-semibold leading-snug sm:line-clamp-none">
          {/* The stretched link makes the whole card clickable; the coupon button sits above it. */}
          <Link
            to={href}
            onClick={trackClick}
            onAuxClick={(event) => {
              // A middle click opens the business in a new tab: that follows the link too.
              if (event.button === 1) trackClick();
            }}
            className="after:absolute after:inset-0 hover:text-brand-600 dark:hover:text-blue-300"
          >
            {promotion.title}
          </Link>
        </h3>
        {promotion.discountBenefit && (
          <p className="font-bold text-base text-orange-700 leading-tight sm:text-lg dark:text-orange-400">
            {promotion.discountBenefit}
          </p>
        )}
        <p className="text-fg-muted text-xs">Hasta el {formatDate(promotion.endDate)}</p>
        {promotion.couponCode && <CouponBox code={promotion.couponCode} onCopy={trackCouponCopy} />}
        {showCounts && (
          <p className="mt-auto flex gap-3 pt-1 text-fg-muted text-xs">
            <span className="inline-flex items-center gap-1" data-count="views" title="Vistas">
              <Eye className="size-3.5" aria-hidden />
              {formatCount(promotion.viewsCount + delta.views)} <span className="sr-only">vistas</span>
            </span>
            <span className="inline-flex items-center gap-1" data-count="clicks" title="Clics">
              <MousePointerClick className="size-3.5" aria-hidden />
              {formatCount(promotion.clicksCount + delta.clicks)} <span className="sr-only">clics</span>
            </span>
            {promotion.couponCode && (
              <span className="inline-flex items-center gap-1" data-count="coupon-copies" title="Códigos copiados">
                <Copy className="size-3.5" aria-hidden />
                {formatCount((promotion.couponCopiesCount ?? 0) + delta.couponCopies)}{" "}
                <span className="sr-only">códigos copiados</span>
              </span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * A promotion without any picture (its own, its business's or its category's): a tinted panel with
 * the business's logo and the benefit, so the card says something instead of showing an empty grey
 * box. Decorative: the same words are in the card's text.
 */
function ImageFallback({ promotion }: { promotion: PromotionCardData }) {
  const headline = promotion.discountBenefit || promotion.title;
  return (
    <div
      aria-hidden
      data-image-fallback
      className="absolute inset-0 flex items-center justify-center gap-3 overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-orange-100 px-2 sm:px-5 dark:from-brand-900 dark:via-surface-muted dark:to-orange-950"
    >
      {promotion.business.logoUrl && (
        <img
          src={promotion.business.logoUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-xl bg-surface shadow-sm"
        />
      )}
      <p className="line-clamp-2 hidden min-w-0 break-words text-center font-extrabold text-2xl text-brand-900 leading-tight tracking-tight sm:block sm:text-3xl dark:text-brand-100">
        {headline}
      </p>
    </div>
  );
}

export function CouponBox({ code, onCopy, className }: { code: string; onCopy?: () => void; className?: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success("Código copiado", { description: code });
      onCopy?.();
    } catch {
      toast.error("No pudimos copiar el código", { description: code });
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      className={cn(
        "relative z-10 flex items-center justify-between gap-2 rounded-lg border-2 border-brand-500/50 border-dashed bg-brand-50 px-3 py-2 text-left dark:bg-brand-900/40",
        className,
      )}
    >
      <span>
        <span className="text-fg-muted text-xs">Código: </span>
        <span className="font-bold font-mono tracking-wider">{code}</span>
        {/* A touch screen is tapped (issue 22 §3); a mouse clicks (spec §2's "Click para copiar"). */}
        <span className="block text-[11px] text-fg-muted pointer-coarse:hidden">Click para copiar</span>
        <span className="hidden text-[11px] text-fg-muted pointer-coarse:block">Tocá para copiar</span>
      </span>
      <Copy className="size-4 text-brand-600" aria-hidden />
    </button>
  );
}
