/**
 * POST /api/reviews/{id}/report: "Reportar" on a review (reason from a short list, optional
 * details). Signed-in people only, never the author, once per person and review, rate limited.
 * Answers JSON to the page's fetcher and a redirect back with a toast to a plain form post.
 */

import { AppError } from "#core/errors.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { REPORT_MESSAGES, type ReportResponse, reportInputSchema } from "#core/review-moderation.ts";
import { jsonOk, methodNotAllowed } from "#server/http/answers.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import { openFormPost } from "#server/http/form-post.ts";
import { logger } from "#server/logger.ts";
import { reportReview } from "#server/reviews/report-review.ts";
import type { Route } from "./+types/review-report";

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await openFormPost(request, context);
  if (post instanceof Response) return post;
  const { fields, document, back, user } = post;
  const answer = (status: number, body: ReportResponse) =>
    document
      ? redirectWithToast(
          back,
          body.ok ? { type: "success", title: body.message } : { type: "error", title: body.error },
        )
      : jsonOk(body, { status });
  const reviewId = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!reviewId) return answer(404, { ok: false, error: REPORT_MESSAGES.notFound });
  const submission = parseSubmission(new URLSearchParams(fields), reportInputSchema);
  if (submission.status !== "success") {
    return answer(400, { ok: false, error: firstMessage(submission.reply(), REPORT_MESSAGES.reason) });
  }
  try {
    await reportReview(user.id, reviewId, submission.value);
    return answer(200, { ok: true, message: REPORT_MESSAGES.done });
  } catch (error) {
    if (error instanceof AppError) return answer(error.status, { ok: false, error: error.message });
    logger.error({ err: error, userId: user.id, reviewId }, "no se pudo guardar el reporte");
    return answer(500, { ok: false, error: REPORT_MESSAGES.failed });
  }
}
