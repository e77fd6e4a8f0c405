import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { Star } from "#app/components/icons/icons.tsx";
import { toast } from "#app/lib/toast.tsx";
import { formatRating } from "#core/format.ts";
import { REVIEW_MESSAGES, reviewsPageCount } from "#core/reviews.ts";
import { signInPath } from "#core/urls.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import type { BusinessPageViewer } from "#server/public-business/load-business-page.ts";
import type { ReviewsPage } from "#server/reviews/business-reviews.ts";
import type { ReviewResponse } from "#server/reviews/review-request.ts";
import { Card } from "../business-page/card.tsx";
import { OwnerReply } from "./owner-reply.tsx";
import { ReviewItem } from "./review-item.tsx";
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
// The pager shows only where a business has more than ten reviews.
const ReviewsPager = import.meta.env.SSR
  ? (await import("./reviews-pager.tsx")).ReviewsPager
  : lazy(() => import("./reviews-pager.tsx").then((m) => ({ default: m.ReviewsPager })));

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
  const shown = first.reviews.filter((r) => r.id !== myReview?.id);
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

      {shown.length > 0 && (
        <ul className="divide-y divide-line">
          {shown.map((r) => (
            <ReviewItem key={r.id} review={r} businessName={business.name} signedIn={Boolean(viewer)} back={back} />
          ))}
        </ul>
      )}
      {first.pageCount > 1 && (
        <Suspense>
          <ReviewsPager
            key={`${business.uuid}:${first.page}`}
            businessUuid={business.uuid}
            businessName={business.name}
            first={first}
            hideId={myReview?.id ?? null}
            signedIn={Boolean(viewer)}
            back={back}
          />
        </Suspense>
      )}
    </Card>
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
