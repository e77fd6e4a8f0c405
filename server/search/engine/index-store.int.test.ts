/**
 * The search index in memory against the database it copies: it agrees with PostgreSQL on what a
 * query word becomes and on trigram similarity (the figures the SQL search used), and it follows
 * changes — announced ones at once, unannounced ones within FRESHNESS_CHECK_MS.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchWords } from "#core/search-text.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { wordSimilarity } from "#core/trigram-similarity.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { clearPublicCaches } from "../../platform/cache/ttl-cache.ts";
import { businesses, categories } from "../../platform/db/schema.ts";
import { loadSearchTerms } from "../search-terms.ts";
import { unifiedSearch } from "../unified-search.ts";
import { FRESHNESS_CHECK_MS, getSearchIndex } from "./index-store.ts";
import { queryLexeme } from "./query-lexemes.ts";

const getHandle = setupTestDatabase();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await getHandle().db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function names(query: string): Promise<string[]> {
  const terms = await loadSearchTerms(query);
  const index = await getSearchIndex();
  const matches = terms ? index.activeBusinessMatches(terms) : [];
  const byUuid = new Map(index.rows.businesses.map((b) => [b.uuid, b.name]));
  return matches.map((m) => byUuid.get(m.uuid) as string).sort();
}

describe("the search index agrees with PostgreSQL", () => {
  it("turns every word of the data, and common Spanish words, into the lexeme to_tsquery makes", async () => {
    const texts = await rows<{ text: string }>(sql`select content as text from search_documents`);
    const words = new Set<string>(
      "la de del los las y en el farmacias pizzerias cafe 2x1 24hs 10 comidas rapidas verduleria heladerias kioscos".split(
        " ",
      ),
    );
    for (const { text } of texts) for (const word of searchWords(text)) words.add(word);
    const list = [...words];
    expect(list.length).toBeGreaterThan(200);
    const answers = await rows<{ word: string; lexemes: string[] | string }>(
      sql`select w as word, coalesce(array_to_string(tsvector_to_array(to_tsvector('spanish', w)), ' '), '') as lexemes from unnest(${`{${list.map((w) => `"${w}"`).join(",")}}`}::text[]) as w`,
    );
    const disagreements = answers.filter(({ word, lexemes }) => (queryLexeme(word) ?? "") !== String(lexemes));
    expect(disagreements).toEqual([]);
  });

  it("computes word_similarity as pg_trgm does, for prefixes and typos of the data's names", async () => {
    const labels = (
      await rows<{ label: string }>(sql`select folded_label as label from search_documents order by id limit 80`)
    ).map((r) => r.label);
    const pairs: [string, string][] = [];
    labels.forEach((label, i) => {
      const other = labels[(i * 7 + 3) % labels.length] as string;
      pairs.push(
        [label.slice(0, 4), label],
        [label.slice(0, 9), other],
        [`${label.slice(0, 3)}x${label.slice(4, 8)}`, label],
      );
    });
    const answers = await rows<{ a: string; b: string; similarity: number }>(
      sql`select a, b, word_similarity(a, b)::float8 as similarity from unnest(${`{${pairs.map(([a]) => `"${a}"`).join(",")}}`}::text[], ${`{${pairs.map(([, b]) => `"${b}"`).join(",")}}`}::text[]) as p(a, b)`,
    );
    const disagreements = answers.filter(
      ({ a, b, similarity }) => wordSimilarity(a, b) !== Math.fround(Number(similarity)),
    );
    expect(answers).toHaveLength(pairs.length);
    expect(disagreements).toEqual([]);
  });
});

describe("the search index follows the data", () => {
  it("sees an announced change at once and an unannounced one within the freshness check", async () => {
    const { db } = getHandle();
    expect(await names("yaguarete")).toEqual([]);
    await db.insert(businesses).values({ name: "Yaguareté Uno", slug: "yaguarete-uno", status: "active" });
    await clearPublicCaches();
    expect(await names("yaguarete")).toEqual(["Yaguareté Uno"]);

    // Behind every writer's back: the copy answers as before until its freshness check is due…
    await db.insert(businesses).values({ name: "Yaguareté Dos", slug: "yaguarete-dos", status: "active" });
    const loaded = await getSearchIndex();
    expect(await getSearchIndex(Date.now())).toBe(loaded);
    // …then it compares the table's newest document and count, sees the difference and reads again.
    const later = await getSearchIndex(Date.now() + FRESHNESS_CHECK_MS + 1);
    expect(later).not.toBe(loaded);
    expect(await names("yaguarete")).toEqual(["Yaguareté Dos", "Yaguareté Uno"]);
    // Nothing changed since: the check finds the same version and keeps the copy.
    expect(await getSearchIndex(Date.now() + 2 * FRESHNESS_CHECK_MS + 2)).toBe(later);
  });

  it("keeps its copy when an announced change left every document as it was", async () => {
    const index = await getSearchIndex();
    await clearPublicCaches(); // a review, an hours edit: public, but nothing search holds
    expect(await getSearchIndex()).toBe(index);
  });

  it("reads again when what a hit shows changes: a logo, a category's name", async () => {
    const { db } = getHandle();
    const [business] = await db
      .insert(businesses)
      .values({ name: "Carpincho Feliz", slug: "carpincho-feliz", status: "active", categoryId: null })
      .returning();
    await clearPublicCaches();
    const hit = async () => (await unifiedSearch("carpincho", { now: TEST_NOW })).businesses[0];
    expect((await hit())?.logoUrl).toBeNull();
    await db
      .update(businesses)
      .set({ logoUrl: "/uploads/logo/carpincho.webp" })
      .where(eq(businesses.uuid, business!.uuid));
    await clearPublicCaches();
    expect((await hit())?.logoUrl).toBe("/uploads/logo/carpincho.webp");

    const [category] = await db.insert(categories).values({ name: "Roedores", slug: "roedores" }).returning();
    await db.update(businesses).set({ categoryId: category!.id }).where(eq(businesses.uuid, business!.uuid));
    await clearPublicCaches();
    expect((await hit())?.category).toBe("Roedores");
    await db.update(categories).set({ name: "Mamíferos grandes" }).where(eq(categories.id, category!.id));
    await clearPublicCaches();
    expect((await hit())?.category).toBe("Mamíferos grandes");
    const byCategory = await unifiedSearch("mamiferos", { now: TEST_NOW });
    expect(byCategory.businesses.map((b) => b.name)).toContain("Carpincho Feliz");
  });

  it("never answers from a read that started before the latest change was announced", async () => {
    const { db } = getHandle();
    await clearPublicCaches();
    const reading = getSearchIndex();
    await db.insert(businesses).values({ name: "Tatú Carreta", slug: "tatu-carreta", status: "active" });
    await clearPublicCaches();
    // The first may answer from the old copy or a newer one; the second must have the change.
    const [, late] = await Promise.all([reading, getSearchIndex()]);
    expect(late.rows.businesses.some((b) => b.name === "Tatú Carreta")).toBe(true);
  });

  it("answers the dropdown from one copy for the whole data set (no query per search)", async () => {
    const index = await getSearchIndex();
    const terms = await loadSearchTerms("farmacia");
    expect(terms).not.toBeNull();
    const answer = index.unified(terms!, TEST_NOW, buenosAiresDateKey(TEST_NOW));
    expect(answer.counts.businesses).toBeGreaterThan(0);
    expect(await getSearchIndex()).toBe(index);
  });
});
