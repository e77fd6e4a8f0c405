/**
 * GET /api/businesses/{uuid}/reviews?pagina=N → 200 `{ reviews, page, pageCount, total }`: page N
 * (10 a page, newest first) of a public business's visible reviews, for the business page's "Ver
 * más reseñas". A page past the end answers the last one; a bad `pagina` is page 1. 404 (JSON
 * `{ error }`) for an id that is not a UUID or not a public business; 405 for other methods.
 */
import { problem } from "#core/errors.ts";
import { parseReviewsPage } from "#core/reviews.ts";
import { answerJson, jsonOk, jsonProblem, methodNotAllowed } from "#server/platform/http/answers.ts";
import { listBusinessReviews } from "#server/reviews/business-reviews.ts";
import type { Route } from "./+types/business-reviews";

export function loader({ request, params }: Route.LoaderArgs) {
  return answerJson(
    async () => {
      const page = parseReviewsPage(new URL(request.url).searchParams.get("pagina"));
      const reviews = await listBusinessReviews(params.id, page);
      if (!reviews) return jsonProblem(problem("not_found", "Comercio no encontrado"));
      return jsonOk(reviews);
    },
    { businessUuid: params.id },
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
