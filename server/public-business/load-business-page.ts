import { isbot } from "isbot";
import { SEARCH_REFERRAL_PARAM } from "#core/business-leads.ts";
import { isPostVisible } from "#core/business-posts.ts";
import { AppError } from "#core/errors.ts";
import { dutyNoticeText } from "#core/pharmacy-duty.ts";
import { parseReviewsPage, REVIEWS_PAGE_PARAM } from "#core/reviews.ts";
import { countBusinessView } from "../analytics/record-business-view.ts";
import { trackSearchReferral } from "../analytics/track-business-lead.ts";
import { type ViewerClaimState, viewerClaimState } from "../claims/claim-state.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { visitorId } from "../platform/http/visitor-id.ts";
import { logger } from "../platform/logger.ts";
import { type BusinessPost, visibleBusinessPosts } from "../posts/business-posts.ts";
import { bankPromotionsHere, bankTodayLines } from "../promotions/bank-promotions-here.ts";
import { type BusinessQuestion, ownQuestionIds, publicQuestions } from "../questions/business-questions.ts";
import { listBusinessReviews, type ReviewsPage } from "../reviews/business-reviews.ts";
import { getUserReview, type OwnReview } from "../reviews/get-user-review.ts";
import { getPublicBusiness } from "./get-public-business.ts";

/** Business pages are read far more than edited: their data is reused for 30 s per instance. */
const businessCache = createTtlCache<Awaited<ReturnType<typeof getPublicBusiness>>>({
  ttlMs: 30_000,
  maxEntries: 2000,
});

/** The posts and questions of a page change more often than its data: cached apart, cleared alike. */
const communityCache = createTtlCache<{ posts: BusinessPost[]; questions: BusinessQuestion[] }>({
  ttlMs: 30_000,
  maxEntries: 2000,
});

/** What only the signed-in visitor sees on a business page; never part of the shared cache. */
export interface BusinessPageViewer {
  myReview: OwnReview | null;
  /** Owners cannot review their own business. */
  ownsBusiness: boolean;
  /** The questions and answers on the page that this person wrote (no "Reportar", no "Responder" on their own). */
  ownQuestionIds: number[];
  /** Their claim of this business waits for an admin (the claim link says so instead). */
  claim: ViewerClaimState;
}

/** What the page knows of the signed-in person, read at once. */
async function loadViewer(user: SessionUser, businessUuid: string): Promise<BusinessPageViewer> {
  const ownsBusiness = user.businessUuids.includes(businessUuid);
  const [myReview, questionIds, claim] = await Promise.all([
    getUserReview(user.id, businessUuid),
    ownQuestionIds(user.id, businessUuid),
    ownsBusiness ? null : viewerClaimState(user.id, businessUuid),
  ]);
  return { myReview, ownsBusiness, ownQuestionIds: questionIds, claim };
}

/** A question as the page shows it: who asked is a short name, never an id. */
export type PageQuestion = Omit<BusinessQuestion, "authorId">;

/**
 * The loader behind /{slug} and /business/{id}: 404 when not public, one counted view per human visit
 * (not the owner's), and the search that led there when a result link says so (`?q=`).
 * Open/closed is computed from the hours with this request's clock, so the cache never makes it stale.
 * The shared data is the same for everyone; `viewer` is added only when someone is signed in.
 * `?resenas=N` (N > 1) adds that page of reviews (`reviewsPage`), read apart from the cached data;
 * page 1 is the cached data's own. "Hoy con tu tarjeta" (`bankToday`) is read for this request's day,
 * apart from the cached data, so a page cached before midnight never shows yesterday's promotions.
 */
export async function loadBusinessPage(
  identifier: string,
  request: Request,
  options: { slugOnly?: boolean; user?: SessionUser | null; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const key = `${options.slugOnly ? "slug" : "any"}:${identifier}`;
  const business = await businessCache.get(key, () =>
    getPublicBusiness(identifier, { now, slugOnly: options.slugOnly }),
  );
  if (!business) throw new AppError("not_found");
  const { user } = options;
  // The owner's own visits are not what the listing brings them: their statistics leave them out.
  if (!isbot(request.headers.get("user-agent") ?? "") && !user?.businessUuids.includes(business.uuid)) {
    countBusinessView(business.uuid, now);
    const searched = new URL(request.url).searchParams.get(SEARCH_REFERRAL_PARAM);
    if (searched) {
      void trackSearchReferral(business.uuid, searched, now, visitorId(request, user?.id ?? null, now)).catch(
        (error: unknown) => logger.warn({ err: error }, "no se pudo contar la búsqueda que trajo la visita"),
      );
    }
  }
  const wantedReviews = parseReviewsPage(new URL(request.url).searchParams.get(REVIEWS_PAGE_PARAM));
  const reviewsPage: ReviewsPage | null =
    wantedReviews > 1 ? await listBusinessReviews(business.uuid, wantedReviews) : null;
  const community = await communityCache.get(business.uuid, async () => ({
    posts: await visibleBusinessPosts(business.uuid, now),
    questions: await publicQuestions(business.uuid),
  }));
  // A post cached a moment ago may have expired since: the request's instant decides.
  const posts = community.posts.filter((p) => isPostVisible(p, now));
  const viewer = user ? await loadViewer(user, business.uuid) : null;
  const questions: PageQuestion[] = community.questions.map(({ authorId: _, ...q }) => q);
  // The duty lines and "Hoy con tu tarjeta" read this request's clock, as open/closed does: the
  // cache never makes them stale.
  const withNotice = { ...business, dutyNotice: dutyNoticeText(business.duties, now) };
  const bankToday = bankTodayLines(await bankPromotionsHere(business.uuid, now));
  return { business: withNotice, now: now.toISOString(), viewer, reviewsPage, bankToday, posts, questions };
}
