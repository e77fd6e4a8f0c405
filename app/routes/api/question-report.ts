/** POST /api/questions/{id}/report: "Reportar" on a question or an answer (server/moderation/report-request.ts). */

import { handleReportRequest } from "#server/moderation/report-request.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import { QUESTION_KIND } from "#server/questions/question-kind.ts";
import type { Route } from "./+types/question-report";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context, params }: Route.ActionArgs) {
  return handleReportRequest(QUESTION_KIND, request, context, params.id);
}
