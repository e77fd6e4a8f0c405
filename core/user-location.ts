/**
 * The person's location as the spec wants it (spec §4 "User location", §9 "Geolocation", §8 messages):
 * asked only when they press "Usar mi ubicación", with these options, kept in this browser and reused
 * for one hour, then discarded. Pure rules here; the browser side is app/lib/user-location.ts.
 */
import { formatDistance } from "./format.ts";

export interface UserLocation {
  lat: number;
  lng: number;
  /** Metres (the radius the device is 68 % sure of). */
  accuracy: number;
  /** When the device took it (ms since the epoch). */
  timestamp: number;
}

/** Spec §9: high accuracy, timeout 10 s, maximum age 5 minutes. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 } as const;

/** Spec §9: a stored location is valid for 1 hour. */
export const LOCATION_TTL_MS = 3_600_000;

export const USER_LOCATION_STORAGE_KEY = "vilma-user-location";

export type LocationErrorType = "PERMISSION_DENIED" | "POSITION_UNAVAILABLE" | "TIMEOUT" | "UNSUPPORTED";

/** Spec §8, word for word (their "habilítalo", "Verifica", "Intenta" are the spec's, not voseo). */
export const LOCATION_ERROR_MESSAGES: Record<LocationErrorType, string> = {
  UNSUPPORTED: "Tu navegador no soporta geolocalización",
  PERMISSION_DENIED: "Permiso de ubicación denegado. Por favor, habilítalo en la configuración de tu navegador.",
  POSITION_UNAVAILABLE: "No se pudo obtener tu ubicación. Verifica tu conexión.",
  TIMEOUT: "La solicitud de ubicación expiró. Intenta de nuevo.",
};

/** GeolocationPositionError.code (1, 2, 3) → the spec's type; anything unknown is "unavailable". */
export function locationErrorType(code: number): LocationErrorType {
  if (code === 1) return "PERMISSION_DENIED";
  if (code === 3) return "TIMEOUT";
  return "POSITION_UNAVAILABLE";
}

export function isFresh(location: Pick<UserLocation, "timestamp">, now: number): boolean {
  return now - location.timestamp < LOCATION_TTL_MS && location.timestamp <= now + 60_000;
}

/** What was stored, if it is a valid location that is still fresh; anything else is null (and should be removed). */
export function parseStoredLocation(raw: string | null, now: number): UserLocation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  // Checked here rather than with core/geo.ts's isLatLng: this module is in the home page's first
  // download, geo.ts is not.
  const { lat, lng, accuracy, timestamp } = value as Record<string, unknown>;
  if (!isNumberIn(lat, 90) || !isNumberIn(lng, 180)) return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  const location: UserLocation = {
    lat,
    lng,
    accuracy: typeof accuracy === "number" && Number.isFinite(accuracy) && accuracy >= 0 ? accuracy : 0,
    timestamp,
  };
  return isFresh(location, now) ? location : null;
}

function isNumberIn(value: unknown, bound: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= bound;
}

/** "hace 5 min" / "recién", for "Tu ubicación (hace 5 min, ±20 m)". */
export function describeLocation(location: UserLocation, now: number): string {
  const minutes = Math.max(0, Math.round((now - location.timestamp) / 60_000));
  const age = minutes < 1 ? "recién" : `hace ${minutes} min`;
  const accuracy = location.accuracy > 0 ? `, precisión ±${formatDistance(location.accuracy)}` : "";
  return `Tu ubicación actual (tomada ${age}${accuracy})`;
}
