import { describe, expect, it } from "vitest";
import { clusterPoints, MAX_SEPARATE_POINTS, type MapPoint, NO_CLUSTER_ZOOM, parseMapView } from "./map-clusters.ts";

function point(i: number, latitude: number, longitude: number): MapPoint {
  return { uuid: `u${i}`, slug: `s${i}`, name: `Comercio ${i}`, latitude, longitude };
}

/** `n` points spread over a square of `spread` degrees around (lat, lng). */
function grid(n: number, lat: number, lng: number, spread: number, from = 0): MapPoint[] {
  const side = Math.ceil(Math.sqrt(n));
  return Array.from({ length: n }, (_, i) =>
    point(from + i, lat + (Math.floor(i / side) / side) * spread, lng + ((i % side) / side) * spread),
  );
}

describe("parseMapView", () => {
  const parse = (query: string) => parseMapView(new URLSearchParams(query));

  it("reads a box and a zoom", () => {
    expect(parse("bbox=-63.3,-32.45,-63.2,-32.38&zoom=14")).toEqual({
      ok: true,
      value: { bbox: { west: -63.3, south: -32.45, east: -63.2, north: -32.38 }, zoom: 14 },
    });
  });

  it.each([
    ["", "bbox"],
    ["bbox=&zoom=3", "bbox"],
    ["bbox=1,2,3&zoom=3", "bbox"],
    ["bbox=a,b,c,d&zoom=3", "bbox"],
    ["bbox=-63.2,-32.45,-63.3,-32.38&zoom=3", "bbox"],
    ["bbox=-63.3,-32.38,-63.2,-32.45&zoom=3", "bbox"],
    ["bbox=-200,-32.45,-63.2,-32.38&zoom=3", "bbox"],
    ["bbox=-63.3,-95,-63.2,-32.38&zoom=3", "bbox"],
    ["bbox=-63.3,-32.45,-63.2,-32.38,1&zoom=3", "bbox"],
    ["bbox=-63.3,-32.45,-63.2,-32.38", "zoom"],
    ["bbox=-63.3,-32.45,-63.2,-32.38&zoom=", "zoom"],
    ["bbox=-63.3,-32.45,-63.2,-32.38&zoom=2.5", "zoom"],
    ["bbox=-63.3,-32.45,-63.2,-32.38&zoom=25", "zoom"],
    ["bbox=-63.3,-32.45,-63.2,-32.38&zoom=-1", "zoom"],
  ])("refuses %s with a Spanish message about %s", (query, which) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`parámetro ${which}`);
  });
});

describe("parseMapView's size limit", () => {
  it("refuses a view far larger than any screen at that zoom", () => {
    const result = parseMapView(new URLSearchParams("bbox=-70,-40,-60,-30&zoom=16"));
    expect(result).toEqual({ ok: false, message: expect.stringContaining("demasiado grande") });
  });

  it("takes a large screen's view of both cities", () => {
    // About 3840 × 2160 px at zoom 14.
    expect(parseMapView(new URLSearchParams("bbox=-63.41,-32.49,-63.08,-32.33&zoom=14")).ok).toBe(true);
    expect(parseMapView(new URLSearchParams("bbox=-180,-85,180,85&zoom=3")).ok).toBe(true);
  });
});

describe("clusterPoints", () => {
  it("sends few points one by one", () => {
    const points = grid(MAX_SEPARATE_POINTS, -32.41, -63.24, 0.05);
    const answer = clusterPoints(points, 10);
    expect(answer).toEqual({ total: MAX_SEPARATE_POINTS, points, clusters: [] });
  });

  it("groups many points close together into clusters that count every point once", () => {
    const points = grid(1000, -32.41, -63.24, 0.05);
    const answer = clusterPoints(points, 12);
    expect(answer.total).toBe(1000);
    expect(answer.clusters.length).toBeGreaterThan(0);
    expect(answer.clusters.length + answer.points.length).toBeLessThan(100);
    const counted = answer.points.length + answer.clusters.reduce((sum, c) => sum + c.count, 0);
    expect(counted).toBe(1000);
    for (const c of answer.clusters) {
      expect(c.count).toBeGreaterThan(1);
      expect(c.latitude).toBeGreaterThanOrEqual(c.bounds.south);
      expect(c.latitude).toBeLessThanOrEqual(c.bounds.north);
      expect(c.longitude).toBeGreaterThanOrEqual(c.bounds.west);
      expect(c.longitude).toBeLessThanOrEqual(c.bounds.east);
    }
    // Largest first.
    const counts = answer.clusters.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("puts everything in one cluster when zoomed far out, with its centre and extent", () => {
    const points = grid(400, -32.41, -63.24, 0.01);
    const answer = clusterPoints(points, 3);
    expect(answer.points).toEqual([]);
    expect(answer.clusters).toHaveLength(1);
    const [cluster] = answer.clusters;
    expect(cluster?.count).toBe(400);
    expect(cluster?.bounds.west).toBeCloseTo(-63.24);
    expect(cluster?.bounds.south).toBeCloseTo(-32.41);
    expect(cluster?.latitude).toBeCloseTo(points.reduce((s, p) => s + p.latitude, 0) / 400, 9);
  });

  it("keeps a lone point far from the others as a point", () => {
    const crowd = grid(300, -32.41, -63.24, 0.001);
    const lone = point(999, -31.4, -64.18);
    const answer = clusterPoints([...crowd, lone], 12);
    expect(answer.points).toEqual([lone]);
    expect(answer.clusters).toHaveLength(1);
  });

  it("splits clusters further as the zoom grows", () => {
    const points = grid(2000, -32.41, -63.24, 0.08);
    const sizes = [10, 13, 15].map((zoom) => clusterPoints(points, zoom).clusters.length);
    expect(sizes[0]).toBeLessThan(sizes[1] ?? 0);
    expect(sizes[1]).toBeLessThan(sizes[2] ?? 0);
  });

  it("never clusters at street level, even with many points", () => {
    const points = grid(500, -32.41, -63.24, 0.0001);
    expect(clusterPoints(points, NO_CLUSTER_ZOOM).clusters).toEqual([]);
  });

  it("does not regroup when the same points are seen in another order", () => {
    const points = grid(600, -32.41, -63.24, 0.05);
    const a = clusterPoints(points, 13);
    const b = clusterPoints([...points].reverse(), 13);
    const key = (c: { count: number; latitude: number }) => `${c.count}:${c.latitude.toFixed(9)}`;
    expect(a.clusters.map(key).sort()).toEqual(b.clusters.map(key).sort());
  });
});
