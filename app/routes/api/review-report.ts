/** POST /api/reviews/{id}/report: "Reportar" on a review (server/moderation/report-request.ts). */

import { handleReportRequest } from "#server/moderation/report-request.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import { REVIEW_KIND } from "#server/reviews/moderate-review.ts";
import type { Route } from "./+types/review-report";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context, params }: Route.ActionArgs) {
  return handleReportRequest(REVIEW_KIND, request, context, params.id);
}
