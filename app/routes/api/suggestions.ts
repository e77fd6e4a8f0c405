/** POST /api/suggestions (server/suggestions/suggestion-request.ts); nothing to read here. */
import { methodNotAllowed } from "#server/http/answers.ts";
import { handleSuggestionRequest } from "#server/suggestions/suggestion-request.ts";
import type { Route } from "./+types/suggestions";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleSuggestionRequest(request, context);
}
