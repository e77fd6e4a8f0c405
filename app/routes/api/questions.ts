/** POST /api/questions (server/questions/question-request.ts); nothing to read here. */
import { QUESTION_MESSAGES, type QuestionResponse } from "#core/questions.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import { handleQuestionRequest } from "#server/questions/question-request.ts";
import type { Route } from "./+types/questions";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleQuestionRequest(request, context);
}

/** In the browser: a network failure shows as a message by the form, not as the error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<QuestionResponse> {
  try {
    return (await serverAction()) as unknown as QuestionResponse;
  } catch {
    return { ok: false, error: QUESTION_MESSAGES.failed };
  }
}
