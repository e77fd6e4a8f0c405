import { Link } from "react-router";
import { MapPin, Phone, Share2 } from "#app/components/icons/icons.tsx";
import { toast } from "#app/lib/toast.tsx";
import { withSearchReferral } from "#core/business-leads.ts";
import { DISTANCE_ERROR_MESSAGE, formatWalk } from "#core/format.ts";
import type { Walk } from "#core/geo.ts";
import { planTier } from "#core/plan-perks.ts";
import type { BusinessCardData } from "#server/public-business/cards.ts";
import { cn } from "../lib/cn.ts";
import { DutyBadge, OpenBadge, PlanBadge, RatingBadge } from "./badges.tsx";
import { BankTodayBadge } from "./bank-today-badge.tsx";
import { leadLinkProps } from "./business-leads/lead-link.ts";
import { FavoriteButton } from "./favorite-button.tsx";
import { useCardDistance } from "./location/card-distances.tsx";

export function businessPath(business: { slug: string | null; uuid: string }): string {
  return business.slug ? `/${business.slug}` : `/business/${business.uuid}`;
}

export interface BusinessCardProps {
  business: BusinessCardData;
  /**
   * Walking distance from the visitor; by default the one the page's <CardDistances> fetched
   * (app/components/location/card-distances.tsx), nothing without a location.
   */
  distance?: Walk | null;
  /** Rank shown on "Los Más Populares" (1 to 3 highlighted). */
  rank?: number;
  className?: string;
  /** The search this card is a result of: its links tell the business page (server/analytics/track-business-lead.ts). */
  searchQuery?: string;
}

/**
 * One card, two layouts: a compact row on phones (the favourite heart in its corner), a vertical card
 * with share and favourite buttons from the `md` breakpoint (768px) up.
 */
export function BusinessCard({ business, distance, rank, className, searchQuery }: BusinessCardProps) {
  const href = businessPath(business);
  const to = withSearchReferral(href, searchQuery);
  const fromPage = useCardDistance(business.uuid);
  const walk = distance ?? (fromPage && "walk" in fromPage ? fromPage.walk : null);
  return (
    <article
      className={cn(
        // One DOM, two layouts: phones get [logo | title, details]; from 768px a vertical card.
        "relative grid grid-cols-[4rem_minmax(0,1fr)] content-start gap-x-3 gap-y-1.5 rounded-2xl border border-line bg-surface p-3 shadow-sm transition hover:shadow-md md:grid-cols-1 md:gap-y-3 md:p-4",
        business.isPremium &&
          planTier(business.premiumLevel) === "premium" &&
          "ring-1 ring-amber-300 dark:ring-amber-700",
        className,
      )}
    >
      {rank != null && (
        <span
          className={cn(
            "absolute -top-2 -left-2 z-10 grid size-8 place-items-center rounded-full font-bold text-sm shadow",
            rank <= 3 ? "bg-orange-700 text-white" : "bg-surface-muted text-fg-muted",
          )}
        >
          <span className="sr-only">Puesto </span>
          {rank}
        </span>
      )}
      <div className="row-span-2 md:row-span-1 md:flex md:items-start md:justify-between md:gap-2">
        <img
          src={business.logoUrl ?? "/media/demo/logo/comercio.svg"}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 rounded-xl bg-surface-muted object-cover md:size-14"
        />
        <div className="md:flex md:gap-1">
          <div className="hidden md:block">
            <ShareButton name={business.name} path={href} />
          </div>
          {/* The same heart in both layouts: top right corner on phones, beside share from 768px. */}
          <FavoriteButton businessUuid={business.uuid} className="absolute top-2 right-2 md:static" />
        </div>
      </div>
      <div className="min-w-0 pr-10 md:pr-0">
        <h3 className="font-semibold text-base leading-6">
          {/* A block: a long name's link ends where the heading is cut, never under the heart. */}
          <Link to={to} className="block truncate hover:text-brand-600 dark:hover:text-blue-300">
            {business.name}
          </Link>
        </h3>
        <div className="mt-0.5 flex flex-wrap items-center gap-1.5">
          <span className="truncate text-fg-muted text-xs">{business.category?.name ?? "Sin categoría"}</span>
          {business.isPremium && <PlanBadge premiumLevel={business.premiumLevel} />}
        </div>
      </div>
      <div className="col-start-2 flex min-w-0 flex-col gap-1.5 md:col-start-1">
        <div className="flex flex-wrap items-center gap-2">
          <OpenBadge isOpen={business.isOpen} />
          {business.onDuty && <DutyBadge />}
          <RatingBadge rating={business.rating} count={business.reviewCount} source={business.ratingSource} />
          {walk ? (
            <span className="text-fg-muted text-xs" data-distance>
              {formatWalk(walk)}
            </span>
          ) : (
            fromPage && <span className="text-red-700 text-xs dark:text-red-300">{DISTANCE_ERROR_MESSAGE}</span>
          )}
        </div>
        <BankTodayBadge badge={business.bankToday} />
        {business.description && <p className="line-clamp-2 text-fg-muted text-sm">{business.description}</p>}
        {business.address && (
          <p className="flex items-center gap-1 text-fg-muted text-xs">
            <MapPin className="size-3.5 shrink-0" />
            <span className="truncate">
              {business.address}, {business.city}
            </span>
          </p>
        )}
        <div className="flex items-center gap-2 pt-1.5">
          {business.phoneNumber && (
            <a
              href={`tel:${business.phoneNumber.replace(/[^\d+]/g, "")}`}
              {...leadLinkProps(business.uuid, "call")}
              className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 font-medium text-sm hover:bg-surface-muted"
            >
              <Phone className="size-4" />
              Llamar
            </a>
          )}
          <Link
            to={to}
            className="inline-flex items-center whitespace-nowrap rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-brand-700"
          >
            {/* One name at every width ("Ver más" is the lists' own "show more"). */}
            Ver perfil
            <span className="sr-only"> de {business.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

const iconButton =
  "grid size-9 place-items-center rounded-lg border border-line text-fg-muted hover:bg-surface-muted hover:text-fg";

/** Shares through the Web Share API where there is one, else copies the link. */
export function ShareButton({ name, path }: { name: string; path: string }) {
  const onClick = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (navigator.share) {
      try {
        await navigator.share({ title: name, text: `${name} en Vilma`, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Enlace copiado", { description: "Pegalo donde quieras compartirlo." });
    } catch {
      toast.error("No pudimos copiar el enlace", { description: url });
    }
  };
  return (
    <button type="button" onClick={onClick} className={iconButton} aria-label={`Compartir ${name}`}>
      <Share2 className="size-4" />
    </button>
  );
}
