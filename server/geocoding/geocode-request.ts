/**
 * GET /api/geocode?address=…&city=…: the pin's "Buscar en el mapa" (owner registration, the admin's
 * business form). Signed-in people only, and a few dozen lookups an hour each: the service behind
 * it is shared (public Nominatim allows one a second for the whole site).
 */
import { CITIES, type City } from "#core/cities.ts";
import { problem } from "#core/errors.ts";
import { GEOCODE_ADDRESS_MIN, type GeocodeOutcome } from "#core/geocoding.ts";
import { consumeRateLimit, type RateLimitRule } from "../platform/auth/rate-limit.ts";
import { getDb } from "../platform/db/client.ts";
import { jsonOk, jsonProblem } from "../platform/http/answers.ts";
import { appGeocoder, type Geocoder } from "./geocoder.ts";

export const GEOCODE_LOOKUPS_PER_USER: RateLimitRule = { window: 3600, max: 60 };
const ADDRESS_MAX = 200;

export async function answerGeocode(url: URL, userId: string, geocoder: Geocoder = appGeocoder()): Promise<Response> {
  const address = (url.searchParams.get("address") ?? "").replace(/\s+/g, " ").trim();
  const city = url.searchParams.get("city") ?? "";
  if (address.length < GEOCODE_ADDRESS_MIN || address.length > ADDRESS_MAX) {
    return jsonProblem(problem("validation", "Escribí la dirección: calle y número."));
  }
  if (!(CITIES as readonly string[]).includes(city)) {
    return jsonProblem(problem("validation", "Elegí Villa María o Villa Nueva."));
  }
  if (!geocoder.configured) return jsonOk<GeocodeOutcome>({ status: "unconfigured" });
  const allowed = await consumeRateLimit(await getDb(), `geocode:user:${userId}`, GEOCODE_LOOKUPS_PER_USER);
  if (!allowed.allowed) {
    return jsonProblem(problem("rate_limited", "Buscaste muchas direcciones seguidas: ubicá el pin en el mapa."), {
      "Retry-After": String(allowed.retryAfter ?? 60),
    });
  }
  return jsonOk<GeocodeOutcome>(await geocoder.locate(address, city as City));
}
