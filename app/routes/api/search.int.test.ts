import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchAnalytics } from "#server/platform/db/schema.ts";
import { flushSearchRecords } from "#server/search/record-search.ts";
import type { UnifiedSearchResult } from "#server/search/types.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader } from "./search.ts";

const getHandle = setupTestDatabase();

async function get(query: string): Promise<{ response: Response; body: UnifiedSearchResult }> {
  const request = new Request(`http://localhost/api/search${query}`);
  const response = await loader({ request } as Parameters<typeof loader>[0]);
  return { response, body: (await response.clone().json()) as UnifiedSearchResult };
}

describe("GET /api/search", () => {
  it("answers JSON that is never cached", async () => {
    const { response, body } = await get("?q=farmacia");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(body.query).toBe("farmacia");
    expect(body.total).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual(
      ["bankPromotions", "businessPromotions", "businesses", "counts", "query", "total"].sort(),
    );
  });

  it.each(
    [
      "",
      "?q=",
      "?q=a",
      "?q=%F0%9F%8D%95",
      `?q=${"x".repeat(5000)}`,
      "?q=%27);drop%20table%20businesses;--",
      "?q=%E0%A4%A",
      "?q=farmacia&q=otra&record=maybe",
    ].map((query) => [query.slice(0, 40), query]),
  )("answers an ordinary result for %j", async (_label, query) => {
    const { response, body } = await get(query);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.total).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(body.businesses)).toBe(true);
  });

  it("records only with record=1", async () => {
    const { db } = getHandle();
    await get("?q=pizza%20napolitana");
    await get("?q=pizza%20napolitana&record=true");
    await get("?q=pizza%20napolitana&record=1");
    await flushSearchRecords();
    const rows = await db.select().from(searchAnalytics).where(eq(searchAnalytics.searchQuery, "pizza napolitana"));
    expect(rows).toHaveLength(1);
  });
});
