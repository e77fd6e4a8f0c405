import { Link } from "react-router";
import { ChevronRight } from "#app/components/icons/icons.tsx";
import { searchHref } from "#core/search-url.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { OpenBadge, PlanBadge } from "../badges.tsx";
import { businessPath, ShareButton } from "../business-card.tsx";
import { CategoryIcon } from "../category-icon.tsx";
import { FavoriteButton } from "../favorite-button.tsx";

/** The banner, and under it who the business is: logo, name, category, plan badge, open or closed. */
export function BusinessBanner({ business }: { business: PublicBusiness }) {
  return (
    // Short on phones: the hours and the address must fit on the first screen under it.
    <div className="relative h-24 bg-gradient-to-br from-brand-700 to-brand-500 sm:h-64">
      {business.bannerUrl && (
        <img
          src={business.bannerUrl}
          alt=""
          className="size-full object-cover"
          width={1200}
          height={400}
          fetchPriority="high"
        />
      )}
    </div>
  );
}

export function BusinessIdentity({
  business,
  isOpen,
  status,
}: {
  business: PublicBusiness;
  isOpen: boolean;
  /** "Cierra a las 21:00", "Abre mañana a las 9:00"… */
  status: string | null;
}) {
  return (
    // Only the logo reaches up into the banner; the name, category, badges and buttons start below
    // it, because the banner is positioned and would paint over anything else pulled up into it.
    // Phones: [logo · share, favourite] then the name; from 640px: [logo | name | buttons].
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start">
      <img
        src={business.logoUrl ?? "/media/demo/logo/comercio.svg"}
        alt={`Logo de ${business.name}`}
        width={128}
        height={128}
        className="relative -mt-8 size-16 shrink-0 rounded-2xl border-4 border-surface bg-surface object-cover shadow-lg sm:-mt-16 sm:size-32"
      />
      <div className="col-span-2 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:pt-4">
        <h1 className="break-words font-extrabold text-2xl tracking-tight sm:text-4xl">{business.name}</h1>
        <nav aria-label="Categoría" className="mt-1 flex flex-wrap items-center gap-1 text-fg-muted text-sm">
          {business.parentCategory && (
            <>
              <Link
                to={searchHref({ category: business.parentCategory.slug })}
                className="hover:text-brand-600 dark:hover:text-blue-300"
              >
                {business.parentCategory.name}
              </Link>
              <ChevronRight className="size-3.5" aria-hidden />
            </>
          )}
          {business.category ? (
            <Link
              to={searchHref({ category: business.category.slug })}
              className="inline-flex items-center gap-1 hover:text-brand-600 dark:hover:text-blue-300"
            >
              <CategoryIcon name={business.category.icon} className="size-3.5" />
              {business.category.name}
            </Link>
          ) : (
            <span>Sin categoría</span>
          )}
        </nav>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {business.isPremiumNow && <PlanBadge premiumLevel={business.planLevelNow} />}
          <OpenBadge isOpen={isOpen} />
          {status && <span className="text-fg-muted text-sm">{status}</span>}
        </div>
      </div>
      <div className="col-start-2 row-start-1 flex justify-end gap-2 self-end sm:col-start-3 sm:self-start sm:pt-4">
        <ShareButton name={business.name} path={businessPath(business)} />
        <FavoriteButton businessUuid={business.uuid} />
      </div>
    </div>
  );
}
