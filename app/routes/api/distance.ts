/**
 * POST /api/distance with JSON `{ origin: { lat, lng, accuracy?, timestamp? }, destination: { lat, lng },
 * mode: "walking" }` → `{ distance, duration }` in metres and seconds (spec §7 calculate-distance).
 * Bad JSON, coordinates out of range or another mode → 400 `{ error }` in Spanish; 405 for GET.
 * See server/distance/walking-distance.ts for how it is worked out and cached.
 */

import { DistanceBodySchema } from "#server/distance/distance-body.ts";
import { distanceAction } from "#server/distance/distance-route.ts";
import { distanceService } from "#server/distance/walking-distance.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/distance";

export function loader() {
  return methodNotAllowed();
}

export function action({ request }: Route.ActionArgs) {
  return distanceAction(request, DistanceBodySchema, (body) => distanceService().walk(body.origin, body.destination));
}
