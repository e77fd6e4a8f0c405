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

import { problem } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { answerJson, jsonOk, jsonProblem, methodNotAllowed } from "#server/platform/http/answers.ts";
import { readJson } from "#server/platform/http/body.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { visitorId } from "#server/platform/http/visitor-id.ts";
import { MAX_EVENT_BODY_BYTES, PromotionEventBodySchema } from "#server/promotions/promotion-event-body.ts";
import { trackPromotionEvent } from "#server/promotions/track-promotion-event.ts";
import type { Route } from "./+types/promotion-events";

const NOT_FOUND = "Promoción no encontrada";
const UNKNOWN_TYPE = "Tipo de evento desconocido";

/** GET (and HEAD) answer 405: events are only recorded by POST. */
export function loader() {
  return methodNotAllowed();
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerJson(
    async () => {
      if (request.method !== "POST") return methodNotAllowed();
      if (!isUuid(params.id)) return jsonProblem(problem("not_found", NOT_FOUND));
      // Only JSON: a cross-site HTML form can't send it (the browser would need a CORS preflight we
      // never grant), so other sites can't make their visitors inflate the counts.
      const body = PromotionEventBodySchema.safeParse(await readJson(request, { maxBytes: MAX_EVENT_BODY_BYTES }));
      if (!body.success) {
        const typeIssue = body.error.issues.some((issue) => issue.path[0] === "type");
        return jsonProblem(problem("validation", typeIssue ? UNKNOWN_TYPE : "Pedido inválido"));
      }
      const now = requestTime(context);
      const visitor = visitorId(request, getOptionalUser(context)?.id ?? null, now);
      const result = await trackPromotionEvent(params.id, body.data.type, body.data.referrer, now, visitor);
      if (!result.ok) {
        return result.error === "invalid_type"
          ? jsonProblem(problem("validation", UNKNOWN_TYPE))
          : jsonProblem(problem("not_found", NOT_FOUND));
      }
      return jsonOk({ promotionId: result.promotionId, type: result.type, ...result.counts });
    },
    { promotionId: params.id },
  );
}
