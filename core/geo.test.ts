import { describe, expect, it } from "vitest";
import {
  estimateWalk,
  GRID_DETOUR_FACTOR,
  haversineMeters,
  isLatLng,
  NEAR_RADII_M,
  straightLineForWalk,
  walkFromMeters,
} from "./geo.ts";

describe("isLatLng", () => {
  it.each([
    [{ lat: -32.41, lng: -63.24 }, true],
    [{ lat: 90, lng: 180 }, true],
    [{ lat: -90, lng: -180 }, true],
    [{ lat: 90.0001, lng: 0 }, false],
    [{ lat: 0, lng: -180.5 }, false],
    [{ lat: Number.NaN, lng: 0 }, false],
    [{ lat: Number.POSITIVE_INFINITY, lng: 0 }, false],
    [{ lat: "-32.4", lng: -63.2 }, false],
    [{ lat: 1 }, false],
    [null, false],
    ["-32.4,-63.2", false],
  ])("%j → %s", (value, expected) => {
    expect(isLatLng(value)).toBe(expected);
  });
});

describe("haversineMeters", () => {
  it("is zero for one point and symmetric", () => {
    const a = { lat: -32.411, lng: -63.243 };
    const b = { lat: -32.433, lng: -63.247 };
    expect(haversineMeters(a, a)).toBe(0);
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
  });

  it("matches the sphere: a degree of latitude ≈ 111.2 km, of longitude at −32.4° ≈ 111.2 km × cos 32.4°", () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    const oneDegreeLng = haversineMeters({ lat: -32.4, lng: -63.5 }, { lat: -32.4, lng: -62.5 });
    expect(oneDegreeLng / (111_195 * Math.cos((32.4 * Math.PI) / 180))).toBeCloseTo(1, 3);
  });
});

describe("walkFromMeters", () => {
  it.each([
    [0, 0, 0],
    [4, 0, 60], // anything above zero takes at least a minute
    [352, 350, 240], // 4,4 min → 4 min
    [400, 400, 300], // 80 m/min
    [1234, 1230, 900], // 15,4 min → 15 min
    [4800, 4800, 3600], // 4,8 km/h
  ])("%d m → %d m, %d s", (meters, distance, duration) => {
    expect(walkFromMeters(meters)).toEqual({ distance, duration });
  });
});

/**
 * Corners of Villa María and Villa Nueva and the walk between them along the streets.
 *
 * Honest sources: the coordinates are approximate (recalled from the OpenStreetMap map, not surveyed:
 * each may be off by up to ~50 m). The expected walks are counted in blocks along the street grid,
 * each block ~100 m as in Villa María's centre (a block north–south ≈ 0.0009° of latitude, east–west
 * ≈ 0.00106° of longitude at −32.4°). The Villa Nueva row crosses the Ctalamochita by the bridge:
 * its expected length (~3 km) is read off the map, not walked. The estimate must stay within 30 % of
 * each: +27 % is its worst case along one street, −10 % on a diagonal (see core/geo.ts).
 */
const PLAZA_CENTENARIO = { lat: -32.411, lng: -63.243 };
const WALKS: {
  from: string;
  to: string;
  a: { lat: number; lng: number };
  b: { lat: number; lng: number };
  walk: number;
}[] = [
  {
    from: "Plaza Centenario",
    to: "5 cuadras al este por la misma calle",
    a: PLAZA_CENTENARIO,
    b: { lat: -32.411, lng: -63.2377 },
    walk: 500,
  },
  {
    from: "Plaza Centenario",
    to: "6 cuadras al norte, hacia la Costanera",
    a: PLAZA_CENTENARIO,
    b: { lat: -32.4056, lng: -63.243 },
    walk: 600,
  },
  {
    from: "Plaza Centenario",
    to: "3 cuadras al este y 4 al norte",
    a: PLAZA_CENTENARIO,
    b: { lat: -32.4074, lng: -63.2398 },
    walk: 700,
  },
  {
    from: "Bv. España (8 cuadras al oeste de la plaza)",
    to: "Bv. Sarmiento (10 cuadras al sur)",
    a: { lat: -32.411, lng: -63.2515 },
    b: { lat: -32.42, lng: -63.2515 },
    walk: 1000,
  },
  {
    from: "Plaza Centenario",
    to: "la plaza de Villa Nueva, por el puente",
    a: PLAZA_CENTENARIO,
    b: { lat: -32.433, lng: -63.247 },
    walk: 3000,
  },
];

describe("estimateWalk against walks along the grid", () => {
  it.each(WALKS)("$from → $to (~$walk m)", ({ a, b, walk }) => {
    const estimate = estimateWalk(a, b);
    expect(Math.abs(estimate.distance - walk) / walk).toBeLessThanOrEqual(0.3);
    // 80 m/min, whole minutes.
    expect(estimate.duration % 60).toBe(0);
    expect(Math.abs(estimate.duration / 60 - estimate.distance / 80)).toBeLessThanOrEqual(0.6);
  });

  it("uses 4/π as the detour over the straight line, and the radius filter undoes it", () => {
    expect(GRID_DETOUR_FACTOR).toBeCloseTo(1.2732, 4);
    for (const radius of NEAR_RADII_M) expect(straightLineForWalk(radius) * GRID_DETOUR_FACTOR).toBeCloseTo(radius, 6);
  });
});
