/**
 * The month's search terms of a business: only this business, only from the first of the Buenos
 * Aires month to today, summed per term, most visits first, at most ten; a visit from a search
 * counts through the same recorder the business page uses.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { trackSearchReferral } from "../analytics/track-business-lead.ts";
import { businesses, businessSearchReferrals } from "../platform/db/schema.ts";
import { MONTH_SEARCH_TERMS_LIMIT, monthSearchTerms } from "./month-search-terms.ts";

const database = setupTestDatabase();

async function newBusiness() {
  const tag = randomUUID().slice(0, 8);
  const [b] = await database()
    .db.insert(businesses)
    .values({ name: `Heladería ${tag}`, slug: `heladeria-${tag}`, status: "active" })
    .returning({ uuid: businesses.uuid });
  return b!.uuid;
}

describe("monthSearchTerms", () => {
  it("sums this month's visits per term, most first, top ten, nothing from last month or another business", async () => {
    const { db } = database();
    const uuid = await newBusiness();
    const other = await newBusiness();
    // TEST_NOW's Buenos Aires month.
    const now = TEST_NOW;
    const { from, to } = await monthSearchTerms(uuid, now);
    expect(from.endsWith("-01")).toBe(true);
    const firstOfMonth = from;
    const lastMonth = new Date(`${firstOfMonth}T12:00:00-03:00`);
    lastMonth.setUTCDate(lastMonth.getUTCDate() - 2);
    const lastMonthKey = lastMonth.toISOString().slice(0, 10);
    const rows = [
      { date: firstOfMonth, query: "helado", visits: 3 },
      { date: to, query: "helado", visits: 2 },
      { date: to, query: "heladeria abierta", visits: 4 },
      { date: lastMonthKey, query: "postres", visits: 50 },
      ...Array.from({ length: 12 }, (_, i) => ({ date: to, query: `sabor ${String(i).padStart(2, "0")}`, visits: 1 })),
    ];
    await db.insert(businessSearchReferrals).values(rows.map((r) => ({ ...r, businessUuid: uuid })));
    await db.insert(businessSearchReferrals).values({ businessUuid: other, date: to, query: "helado", visits: 99 });

    const month = await monthSearchTerms(uuid, now);
    expect(month.terms).toHaveLength(MONTH_SEARCH_TERMS_LIMIT);
    expect(month.terms.slice(0, 3)).toEqual([
      { query: "helado", visits: 5 },
      { query: "heladeria abierta", visits: 4 },
      { query: "sabor 00", visits: 1 },
    ]);
    expect(month.terms.some((t) => t.query === "postres")).toBe(false);
  });

  it("a visit opened from a search result is recorded and shows up (once per visitor and hour)", async () => {
    const uuid = await newBusiness();
    expect(await trackSearchReferral(uuid, "  Pizza  Muzza ", TEST_NOW, "visitante-1")).toBe(true);
    await trackSearchReferral(uuid, "pizza muzza", TEST_NOW, "visitante-1");
    await trackSearchReferral(uuid, "pizza muzza", TEST_NOW, "visitante-2");
    expect((await monthSearchTerms(uuid, TEST_NOW)).terms).toEqual([{ query: "pizza muzza", visits: 2 }]);
  });
});
