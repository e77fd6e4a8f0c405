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
 * when it becomes visible), the click when its link is followed and the coupon copy; the counts it
 * shows move at once. `referrer` defaults to the page path ("homepage" on /). `preview` (the owner's
 * form) draws the same card without recording anything.
 */
export function PromotionCard({
  promotion,
  now,
  referrer,
  preview = false,
}: {
  promotion: PromotionCardData;
  now: Date;
  referrer?: string;
  preview?: boolean;
}) {
  const href = `/business/${promotion.business.slug || promotion.business.uuid}`;
  // A preview of a promotion that starts later shows as it will look once it is on.
  const lastDays = isLastDays({ startDate: preview ? now : promotion.startDate, endDate: promotion.endDate }, now);
  const { ref, delta, trackClick, trackCouponCopy } = usePromotionTracking<HTMLElement>(promotion.id, {
    referrer,
    enabled: !preview,
  });
  const views = promotion.viewsCount + delta.views;
  const clicks = promotion.clicksCount + delta.clicks;
  const copies = (promotion.couponCopiesCount ?? 0) + delta.couponCopies;
  return (
    <article
      ref={ref}
      data-promotion-id={promotion.id}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md"
    >
      <div className="relative aspect-[16/9] bg-surface-muted">
        {promotion.imageUrl ? (
          <img
            src={promotion.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={800}
            height={450}
            className="size-full object-cover"
          />
        ) : (
          <ImageFallback promotion={promotion} />
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
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
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2">
          <img
            src={promotion.business.logoUrl ?? "/media/demo/logo/comercio.svg"}
            alt=""
            width={32}
            height={32}
            loading="lazy"
            className="size-8 rounded-lg bg-surface-muted"
          />
          <div className="min-w-0">
            <p className="truncate font-medium text-sm">{promotion.business.name}</p>
            <p className="truncate text-fg-muted text-xs">{promotion.business.category ?? "Sin categoría"}</p>
          </div>
        </div>
        <h3 className="font-semibold leading-snug">
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
          <p className="font-bold text-lg text-orange-700 dark:text-orange-400">{promotion.discountBenefit}</p>
        )}
        <p className="text-fg-muted text-xs">Hasta el {formatDate(promotion.endDate)}</p>
        {promotion.couponCode && <CouponBox code={promotion.couponCode} onCopy={trackCouponCopy} />}
        <p className="mt-auto flex gap-3 pt-1 text-fg-muted text-xs">
          <span className="inline-flex items-center gap-1" data-count="views" title="Vistas">
            <Eye className="size-3.5" aria-hidden />
            {formatCount(views)} <span className="sr-only">vistas</span>
          </span>
          <span className="inline-flex items-center gap-1" data-count="clicks" title="Clics">
            <MousePointerClick className="size-3.5" aria-hidden />
            {formatCount(clicks)} <span className="sr-only">clics</span>
          </span>
          {promotion.couponCode && (
            <span className="inline-flex items-center gap-1" data-count="coupon-copies" title="Códigos copiados">
              <Copy className="size-3.5" aria-hidden />
              {formatCount(copies)} <span className="sr-only">códigos copiados</span>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/**
 * A promotion without a picture: a tinted panel with the business's logo and the benefit in large
 * type, so the card says something instead of showing an empty grey box. Decorative: the same
 * words are in the card's text below.
 */
function ImageFallback({ promotion }: { promotion: PromotionCardData }) {
  const headline = promotion.discountBenefit || promotion.title;
  return (
    <div
      aria-hidden
      data-image-fallback
      className="flex size-full items-center justify-center gap-3 overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-orange-100 px-5 dark:from-brand-900 dark:via-surface-muted dark:to-orange-950"
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
      <p className="line-clamp-2 min-w-0 break-words text-center font-extrabold text-2xl text-brand-900 leading-tight tracking-tight sm:text-3xl dark:text-brand-100">
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
        <span className="block text-[11px] text-fg-muted">Click para copiar</span>
      </span>
      <Copy className="size-4 text-brand-600" aria-hidden />
    </button>
  );
}
