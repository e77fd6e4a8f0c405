/**
 * POST /api/questions: intent ask (businessUuid, body) or answer (questionId, body). A signed-out
 * plain form goes to /auth and back to the page (openFormPost). Answers JSON to the page's fetcher
 * and a redirect back with a toast to a plain form post.
 */
import { AppError } from "#core/errors.ts";
import { QUESTION_MESSAGES, type QuestionResponse } from "#core/questions.ts";
import { isUuid } from "#core/uuid.ts";
import { answerFormPost, openFormPost } from "../platform/auth/form-post.ts";
import type { RequestContext } from "../platform/auth/guards.ts";
import { requestTime } from "../platform/http/request-time.ts";
import { logger } from "../platform/logger.ts";
import { answerQuestion, askQuestion } from "./ask-question.ts";

export async function handleQuestionRequest(request: Request, context: RequestContext): Promise<Response> {
  const post = await openFormPost(request, context);
  if (post instanceof Response) return post;
  const { fields, user } = post;
  const now = requestTime(context);
  const answer = (status: number, body: QuestionResponse) => answerFormPost(post, status, body);
  const body = typeof fields.body === "string" ? fields.body : "";
  try {
    if (fields.intent === "ask") {
      const businessUuid = fields.businessUuid ?? "";
      if (!isUuid(businessUuid)) return answer(404, { ok: false, error: QUESTION_MESSAGES.business });
      await askQuestion(user.id, businessUuid.toLowerCase(), body, now);
      return answer(200, { ok: true, message: QUESTION_MESSAGES.asked });
    }
    if (fields.intent === "answer") {
      const questionId = /^\d{1,9}$/.test(fields.questionId ?? "") ? Number(fields.questionId) : null;
      if (!questionId) return answer(404, { ok: false, error: QUESTION_MESSAGES.notFound });
      await answerQuestion(user, questionId, body, now);
      return answer(200, { ok: true, message: QUESTION_MESSAGES.answered });
    }
    return answer(400, { ok: false, error: "No entendimos qué querías hacer." });
  } catch (error) {
    if (error instanceof AppError) return answer(error.status, { ok: false, error: error.message });
    logger.error({ err: error, userId: user.id }, "no se pudo guardar la pregunta o respuesta");
    return answer(500, { ok: false, error: QUESTION_MESSAGES.failed });
  }
}
