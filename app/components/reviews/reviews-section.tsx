import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { ChevronLeft, Loader2, Star } from "#app/components/icons/icons.tsx";
import { toast } from "#app/lib/toast.tsx";
import { formatCount, formatDate, formatRating } from "#core/format.ts";
import { REVIEW_MESSAGES, REVIEWS_PAGE_PARAM, REVIEWS_PAGE_SIZE, reviewsPageCount, starsLabel } from "#core/reviews.ts";
import { signInPath } from "#core/urls.ts";
import type { BusinessPageViewer } from "#server/businesses/business-page.ts";
import type { PublicBusiness } from "#server/businesses/get-public-business.ts";
import type { ReviewsPage } from "#server/reviews/business-reviews.ts";
import type { PublicReview } from "#server/reviews/public-reviews.ts";
import type { ReviewResponse } from "#server/reviews/review-request.ts";
import { Card } from "../business-page/card.tsx";
import { OwnerReply } from "./owner-reply.tsx";
import { Stars } from "./stars.tsx";

// What only a signed-in visitor sees (the form with its schema and zod, the own review with its
// dialog, "Reportar") is a chunk of its own in the browser: most visits never download it. The
// server imports it up front and renders it in place (a lazy component would stream it behind a
// script, invisible without JavaScript), so it shows and works as a plain form before the chunk
// arrives; each <Suspense> lets the rest of the page hydrate meanwhile.
const ReviewForm = import.meta.env.SSR
  ? (await import("./review-form.tsx")).ReviewForm
  : lazy(() => import("./review-form.tsx").then((m) => ({ default: m.ReviewForm })));
const OwnReview = import.meta.env.SSR
  ? (await import("./own-review.tsx")).OwnReview
  : lazy(() => import("./own-review.tsx").then((m) => ({ default: m.OwnReview })));
const ReportReview = import.meta.env.SSR
  ? (await import("./report-review.tsx")).ReportReview
  : lazy(() => import("./report-review.tsx").then((m) => ({ default: m.ReportReview })));

/** `?resena=editar` opens the edit form without JavaScript (the "Editar" link's target). */
const EDIT_PARAM = "resena";

/**
 * The business page's "Reseñas": Vilma's average and count, Google's, the signed-in person's own
 * review first (or the form to write one), then the reviews, newest first, ten at a time. The
 * business data comes from a cache shared by every visitor; `viewer` is this person's part, loaded
 * only when signed in; `reviewsPage` is the page `?resenas=N` asked for (N > 1).
 */
export function ReviewsSection({
  business,
  viewer,
  reviewsPage = null,
}: {
  business: PublicBusiness;
  viewer: BusinessPageViewer | null;
  reviewsPage?: ReviewsPage | null;
}) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const saveFetcher = useFetcher<ReviewResponse>();
  const deleteFetcher = useFetcher<ReviewResponse>();
  const [editing, setEditing] = useState(searchParams.get(EDIT_PARAM) === "editar");
  const stopEditing = useCallback(() => setEditing(false), []);
  useReviewToasts(saveFetcher, stopEditing);
  useReviewToasts(deleteFetcher, stopEditing);

  const myReview = viewer?.myReview ?? null;
  const total = business.rating?.count ?? 0;
  const first: ReviewsPage = reviewsPage ?? {
    reviews: business.reviews,
    page: 1,
    pageCount: reviewsPageCount(total),
    total,
  };
  const replyToMine = business.reviews.find((r) => r.id === myReview?.id && r.ownerReply);
  // Plain form posts come back here, edit form closed.
  const back = `${location.pathname}#resenas`;
  const signIn = signInPath(`${location.pathname}#resenas`);

  return (
    <Card id="resenas" title="Reseñas" icon={<Star className="size-5" aria-hidden />}>
      <div className="mb-4 flex flex-wrap gap-6">
        <div>
          <p className="text-fg-muted text-xs">En Vilma</p>
          {business.rating ? (
            <p className="flex items-center gap-2">
              <span className="font-bold text-2xl">{formatRating(business.rating.average)}</span>
              <Stars value={business.rating.average} />
              <span className="text-fg-muted text-sm">
                ({business.rating.count} {business.rating.count === 1 ? "reseña" : "reseñas"})
              </span>
            </p>
          ) : (
            <p className="text-sm">Todavía no hay reseñas.</p>
          )}
        </div>
        {business.googleRating != null && (
          <div>
            <p className="text-fg-muted text-xs">En Google</p>
            <p className="flex items-center gap-2">
              <span className="font-bold text-2xl">{formatRating(business.googleRating)}</span>
              <Stars value={business.googleRating} />
              {business.googleReviewsCount != null && (
                <span className="text-fg-muted text-sm">({business.googleReviewsCount})</span>
              )}
            </p>
            {business.googlePlaceUrl && (
              <a
                href={business.googlePlaceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-600 text-xs hover:underline dark:text-blue-300"
              >
                Ver en Google Maps
              </a>
            )}
          </div>
        )}
      </div>

      {!viewer ? (
        <p className="mb-4 text-sm">
          <Link to={signIn} className="font-medium text-brand-600 hover:underline dark:text-blue-300">
            Ingresá para dejar tu reseña
          </Link>
        </p>
      ) : viewer.ownsBusiness ? (
        <p className="mb-4 text-fg-muted text-sm">{REVIEW_MESSAGES.ownBusiness}</p>
      ) : myReview && !editing ? (
        <Suspense>
          <div className="mb-4">
            <OwnReview
              review={myReview}
              businessUuid={business.uuid}
              fetcher={deleteFetcher}
              redirectTo={back}
              edit={{ href: `?${EDIT_PARAM}=editar#tu-resena`, onClick: () => setEditing(true) }}
            />
            {replyToMine?.ownerReply && (
              <OwnerReply
                businessName={business.name}
                reply={replyToMine.ownerReply}
                repliedAt={replyToMine.ownerReplyAt}
              />
            )}
          </div>
        </Suspense>
      ) : (
        <div className="mb-4 rounded-xl border border-line p-4">
          <h3 className="mb-2 font-semibold">{myReview ? "Editá tu reseña" : "Dejá tu reseña"}</h3>
          <Suspense>
            <ReviewForm
              key={myReview?.updatedAt ?? "nueva"}
              businessUuid={business.uuid}
              initial={myReview}
              fetcher={saveFetcher}
              redirectTo={back}
              autoFocus={Boolean(myReview)}
              cancel={myReview ? { href: back, onClick: stopEditing } : undefined}
            />
          </Suspense>
        </div>
      )}

      <ReviewList
        key={`${business.uuid}:${first.page}`}
        business={business}
        first={first}
        hideId={myReview?.id ?? null}
        signedIn={Boolean(viewer)}
        back={back}
      />
    </Card>
  );
}

/** The href of page `page` of the reviews (page 1: the page itself), landing on the section. */
function pageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?${REVIEWS_PAGE_PARAM}=${page}#resenas` : `${pathname}#resenas`;
}

/**
 * The reviews, a page at a time. Without JavaScript "Ver más reseñas" is a link to the next page
 * (`?resenas=N`) and "Más nuevas" goes back; with JavaScript the next pages are fetched
 * (GET /api/businesses/{uuid}/reviews) and added below the ones shown.
 */
function ReviewList({
  business,
  first,
  hideId,
  signedIn,
  back,
}: {
  business: PublicBusiness;
  first: ReviewsPage;
  /** The signed-in person's own review, shown above. */
  hideId: number | null;
  signedIn: boolean;
  back: string;
}) {
  const location = useLocation();
  const [extra, setExtra] = useState<PublicReview[]>([]);
  const [lastPage, setLastPage] = useState(first.page);
  const [pageCount, setPageCount] = useState(first.pageCount);
  const [loading, setLoading] = useState(false);
  const [announce, setAnnounce] = useState("");
  const seen = new Set(first.reviews.map((r) => r.id));
  const shown = [...first.reviews, ...extra.filter((r) => !seen.has(r.id))].filter((r) => r.id !== hideId);
  const next = lastPage < pageCount ? lastPage + 1 : null;
  const from = (first.page - 1) * REVIEWS_PAGE_SIZE + 1;
  const to = Math.min(first.total, lastPage * REVIEWS_PAGE_SIZE);

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (next === null || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const response = await fetch(`/api/businesses/${business.uuid}/reviews?pagina=${next}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as ReviewsPage;
      setExtra((current) => [...current, ...page.reviews.filter((r) => !current.some((c) => c.id === r.id))]);
      setLastPage(page.page);
      setPageCount(page.pageCount);
      setAnnounce(`Se cargaron ${formatCount(page.reviews.length)} reseñas más.`);
    } catch {
      toast.error("No pudimos cargar más reseñas. Probá de nuevo.");
    } finally {
      setLoading(false);
    }
  }

  if (shown.length === 0 && first.page === 1) return null;
  return (
    <div>
      {first.page > 1 && (
        <p className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <Link
            to={pageHref(location.pathname, first.page - 1)}
            className="inline-flex min-h-10 items-center gap-1 font-medium text-brand-600 hover:underline dark:text-blue-300"
          >
            <ChevronLeft className="size-4" aria-hidden />
            Más nuevas
          </Link>
        </p>
      )}
      <ul className="divide-y divide-line" aria-label="Reseñas de la gente">
        {shown.map((r) => (
          <li key={r.id} className="py-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-sm">{r.authorName}</span>
              <span className="text-fg-muted text-xs">{formatDate(r.createdAt)}</span>
            </div>
            <div className="mt-0.5">
              <Stars value={r.rating} />
              <span className="sr-only">{starsLabel(r.rating)} de 5</span>
            </div>
            {r.comment && <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{r.comment}</p>}
            {r.ownerReply && (
              <OwnerReply businessName={business.name} reply={r.ownerReply} repliedAt={r.ownerReplyAt} />
            )}
            {signedIn && (
              <Suspense>
                <ReportReview reviewId={r.id} redirectTo={back} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      {first.total > REVIEWS_PAGE_SIZE && (
        <div className="mt-3 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-fg-muted text-xs">
            Reseñas {formatCount(from)}–{formatCount(to)} de {formatCount(first.total)}
          </p>
          {next !== null && (
            <a
              href={pageHref(location.pathname, next)}
              onClick={loadMore}
              aria-busy={loading || undefined}
              className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-line px-4 py-2 font-semibold text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
            >
              {loading && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Ver más reseñas
            </a>
          )}
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}

/** One toast per answer: the success message, or the error when no field shows it. */
function useReviewToasts(fetcher: FetcherWithComponents<ReviewResponse>, onSuccess: () => void) {
  const handled = useRef<ReviewResponse | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      toast.success(data.message);
      onSuccess();
    } else if (Object.keys(data.reply?.error ?? {}).length === 0) {
      toast.error(data.error);
    }
  }, [fetcher.state, fetcher.data, onSuccess]);
}
