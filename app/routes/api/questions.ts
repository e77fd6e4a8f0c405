/** POST /api/questions (server/questions/question-request.ts); nothing to read here. */
import { methodNotAllowed } from "#server/http/answers.ts";
import { handleQuestionRequest } from "#server/questions/question-request.ts";
import type { Route } from "./+types/questions";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleQuestionRequest(request, context);
}
