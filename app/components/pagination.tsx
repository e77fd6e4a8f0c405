import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { pageWindow } from "#core/pagination.ts";

/**
 * The one pager of the site: previous / numbered / next links (real links: they work without
 * JavaScript and keep the URL as the list's state); nothing when there is a single page.
 */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const numbers = pageWindow(page, pageCount);
  // On a phone the arrows lose their words (still read out), so five numbers and both arrows fit one row.
  const step =
    "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border border-line px-2 text-sm hover:bg-surface-muted sm:px-3";
  return (
    <nav aria-label="Paginación" className="mt-10 flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={step}>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Anterior</span>
        </Link>
      )}
      {numbers.map((n) => (
        <Link
          key={n}
          to={href(n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={`Página ${n}`}
          className={cn(
            "grid size-11 place-items-center rounded-lg border text-sm",
            n === page
              ? "border-brand-600 bg-brand-600 font-semibold text-white"
              : "border-line hover:bg-surface-muted",
          )}
        >
          {n}
        </Link>
      ))}
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className={step}>
          <span className="sr-only sm:not-sr-only">Siguiente</span>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}
