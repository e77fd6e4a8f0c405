/** The one way to ask the device for a position: the spec's options and messages (core/user-location.ts). */
import {
  GEOLOCATION_OPTIONS,
  LOCATION_ERROR_MESSAGES,
  type LocationErrorType,
  locationErrorType,
  type UserLocation,
} from "#core/user-location.ts";

export type PositionOutcome =
  | { ok: true; location: UserLocation }
  | { ok: false; type: LocationErrorType; message: string };

/** Asks the device once, with the spec's options; never throws. */
export function askPosition(): Promise<PositionOutcome> {
  const failure = (type: LocationErrorType): PositionOutcome => ({
    ok: false,
    type,
    message: LOCATION_ERROR_MESSAGES[type],
  });
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return Promise.resolve(failure("UNSUPPORTED"));
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          location: {
            lat: position.coords.latitude,
            lng: position.coords.longitude,
            accuracy: position.coords.accuracy,
            timestamp: position.timestamp || Date.now(),
          },
        }),
      (error) => resolve(failure(locationErrorType(error.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}
