import type { ReactNode } from "react";
import { Link } from "react-router";
import { BarChart3, ExternalLink, Megaphone } from "#app/components/icons/icons.tsx";
import type { OwnerBusinessSummary } from "#server/owner/owner-businesses.ts";
import { BusinessStatusBadge } from "./business-status-badge.tsx";

/** One of the owner's businesses in /mi-comercio: who it is, its status and what they can do with it. */
export function OwnedBusinessCard({ business, children }: { business: OwnerBusinessSummary; children?: ReactNode }) {
  const titleId = `comercio-${business.uuid}`;
  return (
    <article
      aria-labelledby={titleId}
      data-business-uuid={business.uuid}
      className="flex w-full flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        {business.logoUrl ? (
          <img
            src={business.logoUrl}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-xl border border-line bg-surface-muted object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-100 font-bold text-brand-700 text-xl dark:bg-brand-900/50 dark:text-brand-100"
          >
            {business.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold text-lg leading-snug">
            {business.name}
          </h2>
          <p className="text-fg-muted text-sm">{business.categoryName ?? "Sin categoría"}</p>
          <BusinessStatusBadge status={business.status} className="mt-2" />
        </div>
      </div>
      {!business.publicPath && (
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-fg-muted text-sm">
          Mientras no esté activo o aprobado, tu comercio no se muestra en Vilma.
        </p>
      )}
      {children}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={`/mi-comercio/${business.uuid}`}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 py-2 font-medium text-sm hover:bg-surface-muted sm:px-4"
          aria-label={`Administrar ${business.name}`}
        >
          <BarChart3 className="size-4" aria-hidden />
          Administrar
        </Link>
        <Link
          to={`/mi-comercio/${business.uuid}/promociones/nueva`}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 font-semibold text-sm text-white hover:bg-brand-700 sm:px-4"
          aria-label={`Nueva promoción para ${business.name}`}
        >
          <Megaphone className="size-4" aria-hidden />
          Nueva promoción
        </Link>
        {business.publicPath && (
          <Link
            to={business.publicPath}
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 py-2 font-medium text-sm hover:bg-surface-muted sm:px-4"
            aria-label={`Ver página de ${business.name}`}
          >
            <ExternalLink className="size-4" aria-hidden />
            Ver página
          </Link>
        )}
      </div>
    </article>
  );
}
