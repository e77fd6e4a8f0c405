import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronLeft, Loader2 } from "#app/components/icons/icons.tsx";
import { toast } from "#app/lib/toast.tsx";
import { formatCount } from "#core/format.ts";
import { REVIEWS_PAGE_PARAM, REVIEWS_PAGE_SIZE } from "#core/reviews.ts";
import type { ReviewsPage } from "#server/reviews/business-reviews.ts";
import type { PublicReview } from "#server/reviews/public-reviews.ts";
import { ReviewItem } from "./review-item.tsx";

/** The href of page `page` of the reviews (page 1: the page itself), landing on the section. */
function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?${REVIEWS_PAGE_PARAM}=${page}#resenas` : `${pathname}#resenas`;
}

const LINK =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-line px-4 py-2 font-semibold text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2";

/**
 * Under the first page of a business's reviews, when there are more than ten: where this page is
 * ("Reseñas 11–20 de 34"), "Más nuevas" and "Ver más reseñas". Without JavaScript they are links to
 * `?resenas=N`; with it "Ver más reseñas" fetches the next page (GET /api/businesses/{uuid}/reviews)
 * and adds it here. Only businesses with many reviews show it: a chunk of its own, rendered in place
 * by the server (reviews-section.tsx).
 */
export function ReviewsPager({
  businessUuid,
  businessName,
  first,
  hideId,
  signedIn,
  back,
}: {
  businessUuid: string;
  businessName: string;
  /** The page shown above (1, or the one `?resenas=N` asked for). */
  first: ReviewsPage;
  /** The signed-in person's own review, shown apart. */
  hideId: number | null;
  signedIn: boolean;
  back: string;
}) {
  const { pathname } = useLocation();
  const [extra, setExtra] = useState<PublicReview[]>([]);
  const [last, setLast] = useState({ page: first.page, pageCount: first.pageCount });
  const [loading, setLoading] = useState(false);
  const [announce, setAnnounce] = useState("");
  const next = last.page < last.pageCount ? last.page + 1 : null;
  const shown = new Set(first.reviews.map((r) => r.id));

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (next === null || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const response = await fetch(`/api/businesses/${businessUuid}/reviews?pagina=${next}`);
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as ReviewsPage;
      setExtra((current) => [...current, ...page.reviews]);
      setLast(page);
      setAnnounce(`Se cargaron ${formatCount(page.reviews.length)} reseñas más.`);
    } catch {
      toast.error("No pudimos cargar más reseñas. Probá de nuevo.");
    } finally {
      setLoading(false);
    }
  }

  // A review written meanwhile moves the pages by one: never show one twice.
  const added = extra.filter(
    (r, i) => !shown.has(r.id) && r.id !== hideId && extra.findIndex((o) => o.id === r.id) === i,
  );
  return (
    <>
      {added.length > 0 && (
        <ul className="divide-y divide-line border-line border-t" aria-label="Más reseñas">
          {added.map((r) => (
            <ReviewItem key={r.id} review={r} businessName={businessName} signedIn={signedIn} back={back} />
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-fg-muted text-xs">
          Reseñas {formatCount((first.page - 1) * REVIEWS_PAGE_SIZE + 1)}–
          {formatCount(Math.min(first.total, last.page * REVIEWS_PAGE_SIZE))} de {formatCount(first.total)}
        </p>
        <div className="flex flex-wrap gap-2">
          {first.page > 1 && (
            <Link to={pageHref(pathname, first.page - 1)} className={LINK}>
              <ChevronLeft className="size-4" aria-hidden />
              Más nuevas
            </Link>
          )}
          {next !== null && (
            <a href={pageHref(pathname, next)} onClick={loadMore} aria-busy={loading || undefined} className={LINK}>
              {loading && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Ver más reseñas
            </a>
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </>
  );
}
