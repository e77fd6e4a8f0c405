/** POST /api/suggestions (server/suggestions/suggestion-request.ts); nothing to read here. */
import { SUGGESTION_MESSAGES, type SuggestionResponse } from "#core/suggestions.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import { handleSuggestionRequest } from "#server/suggestions/suggestion-request.ts";
import type { Route } from "./+types/suggestions";

export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleSuggestionRequest(request, context);
}

/** In the browser: a network failure shows as a message by the form, not as the error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<SuggestionResponse> {
  try {
    return (await serverAction()) as unknown as SuggestionResponse;
  } catch {
    return { ok: false, error: SUGGESTION_MESSAGES.failed };
  }
}
