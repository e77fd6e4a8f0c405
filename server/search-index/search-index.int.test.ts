import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearchPageParams } from "#core/search-url.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import {
  auditLog,
  businesses,
  categories,
  jobs,
  searchAnalytics,
  searchDocuments,
  users,
} from "../platform/db/schema.ts";
import { cachedUnifiedSearch } from "../search/cached-unified-search.ts";
import { searchBusinesses, searchBusinessUuids } from "../search/search-businesses.ts";
import { unifiedSearch } from "../search/unified-search.ts";
import { linkQueryToCategory, unlinkQuery } from "./category-links.ts";
import { getIndexStatus, latestRebuild } from "./index-status.ts";
import { runIndexRebuild, startIndexRebuild } from "./rebuild-index.ts";
import { noResultQueries, topQueries } from "./search-queries.ts";
import { deleteSynonym, saveSynonym } from "./synonyms.ts";

const getHandle = setupTestDatabase();
const actor = { id: "", ip: "203.0.113.9" };
let categoryId = 0;
let businessUuid = "";

beforeAll(async () => {
  const { db } = getHandle();
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@vilma.test"));
  actor.id = admin!.id;
  const [category] = await db
    .insert(categories)
    .values({ name: "Yerbaterías Ornitológicas", slug: "yerbaterias-orni" })
    .returning();
  categoryId = category!.id;
  const [row] = await db
    .insert(businesses)
    .values({ name: "Ornitorrinco Despensa", slug: "ornitorrinco-despensa", status: "active", categoryId })
    .returning();
  businessUuid = row!.uuid;
});

/** The three searches: the dropdown (through its cache), the /search page and its map. */
async function findEverywhere(query: string) {
  const unified = await cachedUnifiedSearch(query);
  const page = await searchBusinesses(parseSearchPageParams(`q=${encodeURIComponent(query)}`));
  const map = await searchBusinessUuids(parseSearchPageParams(`q=${encodeURIComponent(query)}`));
  return {
    unified: unified.businesses.some((b) => b.objectID === businessUuid),
    page: page.items.some((b) => b.uuid === businessUuid),
    map: map.includes(businessUuid),
  };
}
const nowhere = { unified: false, page: false, map: false };
const everywhere = { unified: true, page: true, map: true };

describe("synonyms", () => {
  it("apply to every search at once, and stop when deleted", async () => {
    expect(await findEverywhere("quirquincho")).toEqual(nowhere);
    const saved = await saveSynonym({ term: "Quirquincho", synonyms: ["ornitorrinco"], twoWay: false }, actor);
    expect(saved.ok).toBe(true);
    // No waiting: the dropdown's cached "nothing" is gone too.
    expect(await findEverywhere("quirquincho")).toEqual(everywhere);
    expect(await findEverywhere("quirquincho despensa")).toEqual(everywhere);
    if (!saved.ok) return;
    const { db } = getHandle();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityType, "search_synonym"));
    expect(audit.map((a) => a.action)).toContain("search.synonym_create");

    expect(await deleteSynonym(saved.value.id, actor)).toBe(true);
    expect(await findEverywhere("quirquincho")).toEqual(nowhere);
    expect(await deleteSynonym(saved.value.id, actor)).toBe(false);
  });

  it("refuses a second rule for the same term and edits in place", async () => {
    const first = await saveSynonym({ term: "mulita", synonyms: ["tatu"], twoWay: true }, actor);
    const again = await saveSynonym({ term: "MULITA", synonyms: ["peludo"], twoWay: true }, actor);
    expect(again).toMatchObject({ ok: false, problem: { status: 409, fieldErrors: { term: expect.any(String) } } });
    if (!first.ok) throw new Error("no se guardó");
    expect(
      await saveSynonym({ id: first.value.id, term: "mulita", synonyms: ["ornitorrinco"], twoWay: true }, actor),
    ).toMatchObject({ ok: true, value: { created: false } });
    expect((await findEverywhere("mulita")).unified).toBe(true);
    expect(await saveSynonym({ id: 999_999, term: "otra", synonyms: ["cosa"], twoWay: true }, actor)).toMatchObject({
      ok: false,
      problem: { status: 404 },
    });
    await deleteSynonym(first.value.id, actor);
  });
});

describe("category links", () => {
  it("show the category's businesses for exactly that query", async () => {
    expect(await findEverywhere("guanaco feliz")).toEqual(nowhere);
    expect(await linkQueryToCategory({ query: "Guanaco  Feliz!", categoryId }, actor)).toMatchObject({
      ok: true,
      value: { query: "guanaco feliz" },
    });
    expect(await findEverywhere("guanaco feliz")).toEqual(everywhere);
    expect((await findEverywhere("guanaco")).unified).toBe(false);
    expect(await linkQueryToCategory({ query: "x y", categoryId: 987_654 }, actor)).toMatchObject({
      ok: false,
      problem: { status: 400, fieldErrors: { categoryId: "Elegí una categoría." } },
    });
    expect(await unlinkQuery("guanaco feliz", actor)).toBe(true);
    expect(await findEverywhere("guanaco feliz")).toEqual(nowhere);
  });
});

describe("query report", () => {
  it("counts top and no-result queries by distinct clients over a range, and says when one is fixed", async () => {
    const { db } = getHandle();
    const day = (n: number) => new Date(Date.UTC(2031, 0, n, 15));
    await db.insert(searchAnalytics).values([
      { searchQuery: "Tucu Tucu", resultsCount: 0, clientHash: "c1", createdAt: day(10) },
      { searchQuery: "tucu-tucu", resultsCount: 0, clientHash: "c2", createdAt: day(11) },
      { searchQuery: "tucu tucu", resultsCount: 0, clientHash: "c2", createdAt: day(12) },
      { searchQuery: "vizcacha", resultsCount: 0, clientHash: "c1", createdAt: day(12) },
      { searchQuery: "vizcacha", resultsCount: 0, clientHash: "c3", createdAt: day(1) },
      { searchQuery: "ornitorrinco", resultsCount: 3, clientHash: "c1", createdAt: day(12) },
    ]);
    const range = { start: day(9), end: day(13) };
    const empty = await noResultQueries(range);
    expect(empty.map((q) => [q.query, q.clients, q.searches, q.resultsNow])).toEqual([
      ["tucu tucu", 2, 3, 0],
      ["vizcacha", 1, 1, 0],
    ]);
    expect((await topQueries(range)).map((q) => q.query)).toEqual(["ornitorrinco"]);

    await saveSynonym({ term: "vizcacha", synonyms: ["ornitorrinco"], twoWay: false }, actor);
    const fixed = await noResultQueries(range);
    expect(fixed.find((q) => q.query === "vizcacha")?.resultsNow).toBeGreaterThan(0);
  });
});

describe("demo data", () => {
  it("has this week's no-result queries, which really find nothing, and the three synonyms", async () => {
    const now = TEST_NOW;
    const week = { start: new Date(now.getTime() - 7 * 86_400_000), end: now };
    const empty = await noResultQueries(week);
    const stillEmpty = empty.filter((q) => q.resultsNow === 0).map((q) => q.query);
    expect(stillEmpty).toEqual(
      expect.arrayContaining([
        "tatuajes",
        "alquiler de disfraces",
        "guarderia canina",
        "karting",
        "reparacion de drones",
      ]),
    );
    expect(empty.find((q) => q.query === "tatuajes")?.clients).toBe(6);
    expect((await topQueries(week))[0]?.clients).toBeGreaterThan(3);
    const maxi = await cachedUnifiedSearch("maxikiosco");
    const kiosco = await cachedUnifiedSearch("kiosco");
    expect(maxi.counts.businesses).toBeGreaterThanOrEqual(kiosco.counts.businesses);
    expect(kiosco.counts.businesses).toBeGreaterThan(0);
  });
});

describe("index", () => {
  it("counts documents and rebuilds through a job with progress", async () => {
    const status = await getIndexStatus();
    expect(status.documents.find((d) => d.type === "businesses")?.count).toBeGreaterThan(0);
    const started = await startIndexRebuild(actor);
    if (!started.ok) throw new Error("no arrancó");
    expect(await startIndexRebuild(actor)).toMatchObject({ ok: false, reason: "running" });
    expect(await runIndexRebuild(started.jobId)).toBe("done");
    const job = await latestRebuild();
    expect(job).toMatchObject({ id: started.jobId, status: "done" });
    expect(job?.processed).toBe(job?.total);
    const { db } = getHandle();
    const [row] = await db.select().from(jobs).where(eq(jobs.id, started.jobId));
    expect(row?.finishedAt).not.toBeNull();
    // The rebuild told every instance: this one reads its copy again with the next search.
    const before = (await getIndexStatus()).memory;
    await unifiedSearch("farmacia");
    const after = (await getIndexStatus()).memory;
    expect(after?.documents).toBe(await db.$count(searchDocuments));
    expect(after?.loadedAt).not.toBe(before?.loadedAt ?? null);
  });
});
