/**
 * POST /api/{reviews|questions}/{id}/report: "Reportar" (reason from a short list, optional
 * details). Signed-in people only, never the author, once per person and row, rate limited; the
 * kind decides the rest (server/moderation/moderation.ts). Answers JSON to the page's fetcher and a
 * redirect back with a toast to a plain form post.
 */
import { AppError } from "#core/errors.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { REPORT_MESSAGES, type ReportResponse, reportInputSchema } from "#core/review-moderation.ts";
import { answerFormPost, openFormPost } from "../platform/auth/form-post.ts";
import type { RequestContext } from "../platform/auth/guards.ts";
import { logger } from "../platform/logger.ts";
import { type ModeratedKindDef, reportContent } from "./moderation.ts";

export async function handleReportRequest(
  kind: ModeratedKindDef,
  request: Request,
  context: RequestContext,
  rawId: string | undefined,
): Promise<Response> {
  const post = await openFormPost(request, context);
  if (post instanceof Response) return post;
  const { fields, user } = post;
  const answer = (status: number, body: ReportResponse) => answerFormPost(post, status, body);
  const id = /^\d{1,9}$/.test(rawId ?? "") ? Number(rawId) : null;
  if (!id) return answer(404, { ok: false, error: kind.messages.notFound });
  const submission = parseSubmission(new URLSearchParams(fields), reportInputSchema);
  if (submission.status !== "success") {
    return answer(400, { ok: false, error: firstMessage(submission.reply(), REPORT_MESSAGES.reason) });
  }
  try {
    await reportContent(kind, user.id, id, submission.value);
    return answer(200, { ok: true, message: REPORT_MESSAGES.done });
  } catch (error) {
    if (error instanceof AppError) return answer(error.status, { ok: false, error: error.message });
    logger.error({ err: error, userId: user.id, id, kind: kind.entity }, "no se pudo guardar el reporte");
    return answer(500, { ok: false, error: REPORT_MESSAGES.failed });
  }
}
