/**
 * POST /api/suggestions: "Sugerir un cambio" (businessUuid, kind, proposedValue, note). A signed-out
 * plain form goes to /auth and back (openFormPost). JSON to the fetcher, a redirect with a toast to
 * a plain form post.
 */
import { AppError } from "#core/errors.ts";
import { parseSuggestion } from "#core/suggestion-input.ts";
import { SUGGESTION_MESSAGES, type SuggestionResponse } from "#core/suggestions.ts";
import { isUuid } from "#core/uuid.ts";
import { answerFormPost, openFormPost } from "../platform/auth/form-post.ts";
import type { RequestContext } from "../platform/auth/guards.ts";
import { requestTime } from "../platform/http/request-time.ts";
import { logger } from "../platform/logger.ts";
import { suggestChange } from "./suggest-change.ts";

export async function handleSuggestionRequest(request: Request, context: RequestContext): Promise<Response> {
  const post = await openFormPost(request, context);
  if (post instanceof Response) return post;
  const { fields, user } = post;
  const answer = (status: number, body: SuggestionResponse) => answerFormPost(post, status, body);
  const businessUuid = fields.businessUuid ?? "";
  if (!isUuid(businessUuid)) return answer(404, { ok: false, error: SUGGESTION_MESSAGES.business });
  const input = parseSuggestion(fields);
  if (!input.ok) return answer(400, { ok: false, error: input.message });
  try {
    const { hasOwner } = await suggestChange(user.id, businessUuid.toLowerCase(), input.value, requestTime(context));
    return answer(200, { ok: true, message: hasOwner ? SUGGESTION_MESSAGES.sent : SUGGESTION_MESSAGES.sentAdmin });
  } catch (error) {
    if (error instanceof AppError) return answer(error.status, { ok: false, error: error.message });
    logger.error({ err: error, userId: user.id, businessUuid }, "no se pudo guardar la sugerencia");
    return answer(500, { ok: false, error: SUGGESTION_MESSAGES.failed });
  }
}
