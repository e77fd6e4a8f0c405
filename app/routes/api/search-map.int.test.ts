import { beforeAll, describe, expect, it } from "vitest";
import type { MapAnswer } from "#core/map-clusters.ts";
import { businesses } from "#server/platform/db/schema.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader } from "./search-map.ts";

const getHandle = setupTestDatabase();

/** A box far from the demo data (Patagonia) where only the rows below are. */
const BOX = "bbox=-69.5,-46.5,-69.0,-46.0";
const CROWD = 400;

beforeAll(async () => {
  const { db } = getHandle();
  await db.insert(businesses).values([
    ...Array.from({ length: CROWD }, (_, i) => ({
      name: `Quirquincho ${i}`,
      slug: `quirquincho-${i}`,
      status: "active" as const,
      hasDelivery: i % 2 === 0,
      latitude: -46.3 + (i % 20) * 0.002,
      longitude: -69.3 + Math.floor(i / 20) * 0.002,
    })),
    {
      name: "Quirquincho Pendiente",
      slug: "quirquincho-pendiente",
      status: "pending",
      latitude: -46.3,
      longitude: -69.3,
    },
    { name: "Quirquincho Sin Mapa", slug: "quirquincho-sin-mapa", status: "active" },
  ]);
});

async function get(query: string): Promise<{ status: number; body: MapAnswer & { error?: { message: string } } }> {
  const request = new Request(`http://localhost/api/search/map?${query}`);
  const response = await loader({ request } as Parameters<typeof loader>[0]);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as MapAnswer & { error?: { message: string } } };
}

describe("GET /api/search/map", () => {
  it.each([
    "",
    "zoom=12",
    "bbox=nada&zoom=12",
    "bbox=-63.2,-32.4,-63.3,-32.3&zoom=12",
    "bbox=-63.3,-32.4,-63.2,-32.3&zoom=99",
    `${BOX}&zoom=dos`,
    `${BOX}&zoom=18`,
  ])("refuses %j with a 400 in Spanish", async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/^(El parámetro (bbox|zoom) tiene que ser|El área pedida es demasiado grande)/);
  });

  it("clusters a large set, counting each active business with coordinates once", async () => {
    const { status, body } = await get(`q=quirquincho&${BOX}&zoom=12`);
    expect(status).toBe(200);
    expect(body.total).toBe(CROWD);
    expect(body.clusters.length).toBeGreaterThan(0);
    expect(body.points.length + body.clusters.length).toBeLessThan(CROWD / 4);
    expect(body.points.length + body.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(CROWD);
  });

  it("applies the page's own filters and sends few matches as points that name their page", async () => {
    const { body } = await get(`q=quirquincho&delivery=1&${BOX}&zoom=13`);
    expect(body.total).toBe(CROWD / 2);
    const few = await get(`q=quirquincho+1&${BOX}&zoom=13`);
    expect(few.body.clusters).toEqual([]);
    expect(few.body.points.length).toBeGreaterThan(0);
    expect(few.body.points.length).toBeLessThanOrEqual(150);
    expect(few.body.points[0]).toEqual({
      uuid: expect.any(String),
      slug: expect.stringMatching(/^quirquincho-/),
      name: expect.stringMatching(/^Quirquincho/),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it("leaves out what lies outside the box", async () => {
    const { body } = await get("q=quirquincho&bbox=-69.29,-46.5,-69.0,-46.0&zoom=12");
    expect(body.total).toBeLessThan(CROWD);
    const none = await get("q=quirquincho&bbox=-63.3,-32.5,-63.1,-32.3&zoom=12");
    expect(none.body).toEqual({ total: 0, points: [], clusters: [] });
  });

  it("without text lists every active business in the box (and the open filter runs)", async () => {
    const all = await get(`${BOX}&zoom=12`);
    expect(all.body.total).toBe(CROWD);
    const open = await get(`${BOX}&zoom=12&open=1`);
    expect(open.status).toBe(200);
    expect(open.body.total).toBe(0);
  });
});
