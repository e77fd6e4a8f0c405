/**
 * POST /api/promotions/{id}/events with JSON `{ "type": "view" | "click" | "coupon_copy", "referrer": string }`
 * → 200 `{ promotionId, type, viewsCount, clicksCount, couponCopiesCount }` (the new counts).
 *
 * The one entry point for promotion tracking (spec: track_promotion_event). Errors are JSON
 * `{ error }` and write nothing: 404 for an id that is not a UUID or not an active promotion, 400 for
 * a body that is not JSON or an unknown event type, 415 without `Content-Type: application/json`,
 * 413 for a body over 2 KB, 405 for any method but POST. The referrer is cut to 200 characters.
 * Each visitor (the signed-in person, else a hash of IP and user agent) counts at most once per
 * promotion, kind and hour; a repeat answers 200 with the unchanged counts.
 */

import { ok } from "#core/errors.ts";
import { answerCountedEvent } from "#server/analytics/counted-event-endpoint.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import { MAX_EVENT_BODY_BYTES, PromotionEventBodySchema } from "#server/promotions/promotion-event-body.ts";
import { trackPromotionEvent } from "#server/promotions/track-promotion-event.ts";
import type { Route } from "./+types/promotion-events";

/** GET (and HEAD) answer 405: events are only recorded by POST. */
export function loader() {
  return methodNotAllowed();
}

export function action(args: Route.ActionArgs) {
  return answerCountedEvent(args, {
    schema: PromotionEventBodySchema,
    maxBytes: MAX_EVENT_BODY_BYTES,
    notFound: "Promoción no encontrada",
    logKey: "promotionId",
    count: async ({ id, body, now, visitor }) => {
      const result = await trackPromotionEvent(id, body.type, body.referrer, now, visitor);
      if (!result.ok) return result;
      const { promotionId, type, counts } = result.value;
      return ok({ promotionId, type, ...counts });
    },
  });
}
