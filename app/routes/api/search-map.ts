/**
 * GET /api/search/map?…the /search page's parameters…&bbox=w,s,e,n&zoom=z → the matches inside the
 * box as points or clusters (MapAnswer, core/map-clusters.ts), for the page's map view. A bad box or
 * zoom is a 400 with a Spanish message; the search parameters themselves are read leniently, as the
 * page reads them.
 */
import { AppError } from "#core/errors.ts";
import { parseMapView } from "#core/map-clusters.ts";
import { parseSearchPageParams } from "#core/search-url.ts";
import { answerJson, jsonOk } from "#server/platform/http/answers.ts";
import { searchMap } from "#server/search/search-map.ts";
import type { Route } from "./+types/search-map";

export function loader({ request }: Route.LoaderArgs) {
  return answerJson(
    async () => {
      const query = new URL(request.url).searchParams;
      const view = parseMapView(query);
      if (!view.ok) throw new AppError("bad_request", view.message);
      return jsonOk(await searchMap(parseSearchPageParams(query), view.value));
    },
    { route: "api/search/map" },
  );
}
