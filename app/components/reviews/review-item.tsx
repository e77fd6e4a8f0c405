import { lazy, Suspense } from "react";
import { formatDate } from "#core/format.ts";
import { starsLabel } from "#core/reviews.ts";
import type { PublicReview } from "#server/reviews/public-reviews.ts";
import { OwnerReply } from "./owner-reply.tsx";
import { Stars } from "./stars.tsx";

// "Reportar" is for signed-in visitors only: a chunk of its own, rendered in place by the server
// (see reviews-section.tsx).
const ReportReview = import.meta.env.SSR
  ? (await import("./report-review.tsx")).ReportReview
  : lazy(() => import("./report-review.tsx").then((m) => ({ default: m.ReportReview })));

/** One review of a business page's list: author, date, stars, comment, the business's reply. */
export function ReviewItem({
  review: r,
  businessName,
  signedIn,
  back,
}: {
  review: PublicReview;
  businessName: string;
  signedIn: boolean;
  /** Where a plain form post comes back to. */
  back: string;
}) {
  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium text-sm">{r.authorName}</span>
        <span className="text-fg-muted text-xs">{formatDate(r.createdAt)}</span>
      </div>
      <div className="mt-0.5">
        <Stars value={r.rating} />
        <span className="sr-only">{starsLabel(r.rating)} de 5</span>
      </div>
      {r.comment && <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{r.comment}</p>}
      {r.ownerReply && <OwnerReply businessName={businessName} reply={r.ownerReply} repliedAt={r.ownerReplyAt} />}
      {signedIn && (
        <Suspense>
          <ReportReview reviewId={r.id} redirectTo={back} />
        </Suspense>
      )}
    </li>
  );
}
