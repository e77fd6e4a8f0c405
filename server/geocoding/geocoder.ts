/**
 * Address → coordinates through a Nominatim-compatible service (GEOCODER_URL):
 * `GET {base}/search?q=…&format=jsonv2&limit=1&countrycodes=ar&viewbox=…&bounded=1`, the viewbox
 * being the map's area (MAP_BOUNDS) so a "San Martín 1100" is looked up in these towns, not the
 * country's other hundred. A place outside MAP_BOUNDS is still refused here (a service may ignore
 * the box). Every failure (refused, slow, unreadable) is an answer, never an exception: the page
 * then lets the person place the pin.
 */
import { insideMapBounds, MAP_BOUNDS } from "#core/business-profile-form.ts";
import type { City } from "#core/cities.ts";
import { type GeocodeOutcome, geocodeQuery } from "#core/geocoding.ts";
import { getConfig } from "../platform/config.ts";
import { logger } from "../platform/logger.ts";

export interface Geocoder {
  /** False without GEOCODER_URL: every lookup answers "unconfigured" without asking anyone. */
  readonly configured: boolean;
  locate(address: string, city: City): Promise<GeocodeOutcome>;
}

export interface GeocoderOptions {
  baseUrl?: string;
  timeoutMs?: number;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent?: string;
}

export const DEFAULT_GEOCODER_TIMEOUT_MS = 4_000;

/** Nominatim's viewbox: left, top, right, bottom (longitude, latitude). */
const VIEWBOX = [MAP_BOUNDS.minLng, MAP_BOUNDS.maxLat, MAP_BOUNDS.maxLng, MAP_BOUNDS.minLat].join(",");

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

function firstPlace(body: unknown): GeocodeOutcome {
  if (!Array.isArray(body)) return { status: "unreachable" };
  const place = body[0] as NominatimPlace | undefined;
  if (!place) return { status: "not_found" };
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return { status: "unreachable" };
  // Found, but not here: as good as not found (never a pin the map would refuse).
  if (!insideMapBounds(latitude, longitude)) return { status: "not_found" };
  const label = typeof place.display_name === "string" ? place.display_name.slice(0, 300) : "";
  return { status: "found", latitude, longitude, label };
}

export function createGeocoder(options: GeocoderOptions = {}): Geocoder {
  const base = options.baseUrl?.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODER_TIMEOUT_MS;
  const userAgent = options.userAgent ?? "Vilma/1.0 (directorio de comercios de Villa María y Villa Nueva)";
  if (!base) return { configured: false, locate: async () => ({ status: "unconfigured" }) };
  return {
    configured: true,
    async locate(address, city) {
      const params = new URLSearchParams({
        q: geocodeQuery(address, city),
        format: "jsonv2",
        limit: "1",
        countrycodes: "ar",
        viewbox: VIEWBOX,
        bounded: "1",
        "accept-language": "es",
      });
      try {
        const response = await fetch(`${base}/search?${params}`, {
          headers: { accept: "application/json", "user-agent": userAgent },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "error",
        });
        if (!response.ok) {
          await response.body?.cancel();
          logger.warn({ status: response.status }, "geocoder answered an error");
          return { status: "unreachable" };
        }
        return firstPlace(await response.json());
      } catch (error) {
        logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "geocoder not reachable");
        return { status: "unreachable" };
      }
    },
  };
}

let shared: { key: string; geocoder: Geocoder } | undefined;

/** The app's geocoder, from GEOCODER_URL and GEOCODER_TIMEOUT_MS (PUBLIC_URL names the site). */
export function appGeocoder(): Geocoder {
  const config = getConfig();
  const key = `${config.GEOCODER_URL ?? ""}|${config.GEOCODER_TIMEOUT_MS}`;
  if (shared?.key !== key) {
    const site = config.PUBLIC_URL ? `; ${config.PUBLIC_URL}` : "";
    shared = {
      key,
      geocoder: createGeocoder({
        baseUrl: config.GEOCODER_URL,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
        userAgent: `Vilma/1.0 (directorio de comercios de Villa María y Villa Nueva${site})`,
      }),
    };
  }
  return shared.geocoder;
}
