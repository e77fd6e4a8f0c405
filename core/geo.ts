/**
 * Coordinates and the walking estimate: how far, on foot, from the person to a business when no
 * routing service is configured (server/distance/ asks one when ROUTING_URL is set).
 *
 * The estimate is the great-circle (haversine) distance times a detour factor, at a walking pace:
 *
 * - Detour factor 4/π ≈ 1.27. Villa María and Villa Nueva are street grids of ~100 m blocks; on a
 *   square grid the walk between two corners is the Manhattan distance |dx| + |dy|, and its ratio to
 *   the straight line, averaged over all bearings, is 4/π (∫|cos θ| + |sin θ| dθ / 2π). A trip along
 *   one street is overestimated by 27 %, a diagonal one underestimated by 10 % (√2 / 1.27): on
 *   average right, never wildly wrong. Rivers and the few bridges over the Ctalamochita are not
 *   modelled: that is what ROUTING_URL is for.
 * - Pace 4.8 km/h = 80 m/min: the usual planning figure for an adult on flat city streets
 *   (Villa María is flat), crossings included.
 * - Rounding: distance to 10 m, time to the whole minute (at least one): the estimate is no better
 *   than that, and "352 m · 4 min 24 s" would claim a precision it does not have.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A walk: `distance` in metres, `duration` in seconds (the units of the spec's calculate-distance answer). */
export interface Walk {
  distance: number;
  duration: number;
}

export const EARTH_RADIUS_M = 6_371_008.8;
export const GRID_DETOUR_FACTOR = 4 / Math.PI;
/** 4.8 km/h. */
export const WALKING_SPEED_M_PER_MIN = 80;

/** The "Cerca mío" radii offered on /search (metres of estimated walk). */
export const NEAR_RADII_M = [500, 1000, 2000, 5000] as const;
export type NearRadius = (typeof NEAR_RADII_M)[number];

export function isLatitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -180 && value <= 180;
}

export function isLatLng(value: unknown): value is LatLng {
  if (!value || typeof value !== "object") return false;
  const { lat, lng } = value as Record<string, unknown>;
  return isLatitude(lat) && isLongitude(lng);
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A walk from its length in metres: rounded to 10 m, and its time to whole minutes at 80 m/min. */
export function walkFromMeters(meters: number): Walk {
  const distance = Math.round(meters / 10) * 10;
  const minutes = meters <= 0 ? 0 : Math.max(1, Math.round(meters / WALKING_SPEED_M_PER_MIN));
  return { distance, duration: minutes * 60 };
}

/** The walking estimate between two points (see the top of this file). */
export function estimateWalk(from: LatLng, to: LatLng): Walk {
  return walkFromMeters(haversineMeters(from, to) * GRID_DETOUR_FACTOR);
}

/**
 * The straight-line distance whose estimated walk is `walkMeters`: the "Cerca mío" radius as the
 * database compares it (its haversine, no detour), so the filter agrees with the distance on the cards.
 */
export function straightLineForWalk(walkMeters: number): number {
  return walkMeters / GRID_DETOUR_FACTOR;
}
