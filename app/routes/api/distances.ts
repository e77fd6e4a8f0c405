/**
 * POST /api/distances with JSON `{ origin, destinations: [{ id, lat, lng }] (1 to 60), mode: "walking" }`
 * → `{ results: { [id]: { distance, duration } } }` (metres, seconds): the batch form of
 * /api/distance, so a page of cards asks once. Same errors as /api/distance.
 */

import { DistancesBodySchema } from "#server/distance/distance-body.ts";
import { distanceAction } from "#server/distance/distance-route.ts";
import { distanceService } from "#server/distance/walking-distance.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/distances";

export function loader() {
  return methodNotAllowed();
}

export function action({ request }: Route.ActionArgs) {
  return distanceAction(request, DistancesBodySchema, async (body) => ({
    results: await distanceService().walks(body.origin, body.destinations),
  }));
}
