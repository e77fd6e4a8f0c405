/**
 * GET /api/geocode?address=…&city=… → a GeocodeOutcome (core/geocoding.ts): `{ status: "found",
 * latitude, longitude, label }`, or "not_found" / "unreachable" / "unconfigured" (never an error for
 * those: the page then lets the person place the pin). 401 signed out, 400 bad input, 429 too many.
 */

import { answerGeocode } from "#server/geocoding/geocode-request.ts";
import { requireApiUser } from "#server/platform/auth/guards.ts";
import { answerJson } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/geocode";

export function loader({ context, request }: Route.LoaderArgs) {
  return answerJson(async () => {
    const user = requireApiUser(context);
    return answerGeocode(new URL(request.url), user.id);
  });
}
