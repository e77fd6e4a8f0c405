import { describe, expect, it } from "vitest";
import { formatWalk } from "./format.ts";
import {
  describeLocation,
  GEOLOCATION_OPTIONS,
  LOCATION_ERROR_MESSAGES,
  LOCATION_TTL_MS,
  locationErrorType,
  parseStoredLocation,
} from "./user-location.ts";

const NOW = Date.UTC(2026, 10, 26, 15, 0);
const stored = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ lat: -32.41, lng: -63.24, accuracy: 12, timestamp: NOW - 60_000, ...extra });

describe("the spec's geolocation constants", () => {
  it("asks with high accuracy, 10 s timeout and 5 minutes maximum age; keeps a location 1 hour", () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    expect(LOCATION_TTL_MS).toBe(60 * 60 * 1000);
  });

  it("has the four messages word for word and maps the browser's codes", () => {
    expect(LOCATION_ERROR_MESSAGES).toEqual({
      UNSUPPORTED: "Tu navegador no soporta geolocalización",
      PERMISSION_DENIED: "Permiso de ubicación denegado. Por favor, habilítalo en la configuración de tu navegador.",
      POSITION_UNAVAILABLE: "No se pudo obtener tu ubicación. Verifica tu conexión.",
      TIMEOUT: "La solicitud de ubicación expiró. Intenta de nuevo.",
    });
    expect([1, 2, 3, 99].map(locationErrorType)).toEqual([
      "PERMISSION_DENIED",
      "POSITION_UNAVAILABLE",
      "TIMEOUT",
      "POSITION_UNAVAILABLE",
    ]);
  });
});

describe("parseStoredLocation (reused for one hour, then discarded)", () => {
  it("reuses a fresh location", () => {
    expect(parseStoredLocation(stored(), NOW)).toEqual({
      lat: -32.41,
      lng: -63.24,
      accuracy: 12,
      timestamp: NOW - 60_000,
    });
  });

  it("keeps it until just under an hour and drops it at the hour", () => {
    expect(parseStoredLocation(stored({ timestamp: NOW - LOCATION_TTL_MS + 1 }), NOW)).not.toBeNull();
    expect(parseStoredLocation(stored({ timestamp: NOW - LOCATION_TTL_MS }), NOW)).toBeNull();
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{"],
    ["bad latitude", stored({ lat: 91 })],
    ["text coordinates", stored({ lng: "-63.2" })],
    ["no timestamp", stored({ timestamp: undefined })],
    ["a timestamp from the future", stored({ timestamp: NOW + 3_600_000 })],
  ])("discards %s", (_, raw) => {
    expect(parseStoredLocation(raw, NOW)).toBeNull();
  });
});

describe("formatting", () => {
  it("writes a walk as the cards show it", () => {
    expect(formatWalk({ distance: 350, duration: 300 })).toBe("350 m · 5 min a pie");
    expect(formatWalk({ distance: 1230, duration: 900 })).toBe("1,2 km · 15 min a pie");
  });

  it("says where the location came from", () => {
    const location = { lat: -32.41, lng: -63.24, accuracy: 20, timestamp: NOW - 5 * 60_000 };
    expect(describeLocation(location, NOW)).toBe("Tu ubicación actual (tomada hace 5 min, precisión ±20 m)");
    expect(describeLocation({ ...location, accuracy: 0, timestamp: NOW }, NOW)).toBe(
      "Tu ubicación actual (tomada recién)",
    );
  });
});
