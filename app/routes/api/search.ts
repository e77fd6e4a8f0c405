/**
 * GET /api/search?q=…[&record=1] → the unified search as JSON (UnifiedSearchResult, see
 * server/search/types.ts). Browsers never cache it; the server reuses answers for 30 s
 * (server/search/cached-unified-search.ts).
 *
 * Recording: the dropdown asks on every pause in typing (200 ms debounce) without `record`, so
 * "f", "fa", "far"… never reach the trending list. It repeats the request once with `record=1` when
 * the person has settled on a query: after 1.5 s without typing while results are shown, or when
 * they pick a result. Going to /search records there (first page only). Anything else in `record`
 * counts as "do not record". Recording is limited per client (server/search/record-search.ts) and the
 * home page shows only terms several clients searched (core/trending-terms.ts).
 *
 * Bad input (missing, empty, too long, odd characters) gives the normal empty result; a failure
 * inside the search is logged and also answered with an empty result, never a 500 — except a
 * database outage, which answers 503 with Retry-After so the dropdown and monitoring see it.
 */

import { jsonProblem, toProblem } from "#server/platform/http/answers.ts";
import { isDatabaseUnavailable } from "#server/platform/http/database-outage.ts";
import { clientHash } from "#server/platform/http/visitor-id.ts";
import { logger } from "#server/platform/logger.ts";
import { cachedUnifiedSearch } from "#server/search/cached-unified-search.ts";
import { emptySearchResult, type UnifiedSearchResult } from "#server/search/types.ts";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const record = url.searchParams.get("record") === "1";
  let result: UnifiedSearchResult;
  try {
    result = await cachedUnifiedSearch(q, { record: record ? { client: clientHash(request) } : undefined });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return jsonProblem(toProblem(error, { route: "api/search" }));
    logger.error({ err: error }, "falló la búsqueda unificada");
    result = emptySearchResult();
  }
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
}
