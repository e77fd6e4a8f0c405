/**
 * search_documents (migration 0009) is what every search reads: these prove the triggers keep it
 * equal to what the three source tables say (the view search_document_sources) through inserts,
 * edits, moves and deletes by any writer, that counters do not rewrite documents, and that the
 * admin's rebuild writes the same rows again.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import {
  bankPromotions,
  banks,
  businesses,
  businessPromotions,
  categories,
  searchDocuments,
} from "../platform/db/schema.ts";
import { unifiedSearch } from "./unified-search.ts";

const getHandle = setupTestDatabase();

const COLUMNS = sql.raw(
  "kind, business_uuid, promotion_id, bank_promotion_id, content, label, business_content, slug, logo_url, detail, category_id, bank_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, valid_from, valid_to",
);

/** Rows in one and not the other, both ways (empty: the documents are exactly what the sources say). */
async function drift(): Promise<unknown[]> {
  const { db } = getHandle();
  const result =
    await db.execute(sql`(select 'extra' as side, ${COLUMNS} from search_documents except all select 'extra', ${COLUMNS} from search_document_sources)
    union all (select 'missing', ${COLUMNS} from search_document_sources except all select 'missing', ${COLUMNS} from search_documents)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

const day = 24 * 3600_000;

/** A search after a change, as every writer leaves it: the public caches (the search index among them) told. */
async function searchAfterChange(query: string) {
  await clearPublicCaches();
  return unifiedSearch(query, { now: TEST_NOW });
}

describe("search documents", () => {
  it("start equal to their sources (the migration's backfill and the seed's inserts)", async () => {
    const { db } = getHandle();
    expect(await drift()).toEqual([]);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(searchDocuments);
    expect(count!.n).toBeGreaterThan(0);
  });

  it("follow inserts, edits, moves and deletes of businesses and their promotions", async () => {
    const { db } = getHandle();
    const [category] = await db.insert(categories).values({ name: "Zurcidos", slug: "zurcidos" }).returning();
    const [other] = await db.insert(categories).values({ name: "Remiendos", slug: "remiendos" }).returning();
    const [business] = await db
      .insert(businesses)
      .values({ name: "Zurcidora Quelónica", slug: "zurcidora-quelonica", status: "active", categoryId: category!.id })
      .returning();
    const uuid = business!.uuid;
    const [promotion] = await db
      .insert(businessPromotions)
      .values({
        businessUuid: uuid,
        title: "Dobladillo gratis",
        discountBenefit: "Gratis",
        startDate: new Date(TEST_NOW.getTime() - day),
        endDate: new Date(TEST_NOW.getTime() + 10 * day),
      })
      .returning();
    expect(await drift()).toEqual([]);
    let found = await searchAfterChange("quelonica");
    expect(found.businesses.map((b) => b.objectID)).toEqual([uuid]);
    // Found through its business's name.
    expect(found.businessPromotions.map((p) => p.objectID)).toEqual([promotion!.id]);

    // A business edit rewrites its document and its promotions' (they carry its text and status).
    await db
      .update(businesses)
      .set({ name: "Zurcidora Tortuguera", isPremium: true, premiumLevel: 2, categoryId: other!.id })
      .where(eq(businesses.uuid, uuid));
    expect(await drift()).toEqual([]);
    found = await searchAfterChange("quelonica");
    expect(found.total).toBe(0);
    found = await searchAfterChange("tortuguera");
    expect(found.counts).toEqual({ businesses: 1, businessPromotions: 1, bankPromotions: 0 });
    expect((await searchAfterChange("remiendos")).businesses.map((b) => b.objectID)).toEqual([uuid]);

    await db.update(businesses).set({ status: "suspended" }).where(eq(businesses.uuid, uuid));
    expect(await drift()).toEqual([]);
    expect((await searchAfterChange("tortuguera")).total).toBe(0);
    await db.update(businesses).set({ status: "active" }).where(eq(businesses.uuid, uuid));

    // A promotion paused, retitled, moved to another business.
    await db
      .update(businessPromotions)
      .set({ pausedAt: TEST_NOW, title: "Ruedo express" })
      .where(eq(businessPromotions.id, promotion!.id));
    expect(await drift()).toEqual([]);
    expect((await searchAfterChange("tortuguera")).counts.businessPromotions).toBe(0);
    const [second] = await db
      .insert(businesses)
      .values({ name: "Mercería Galápago", slug: "merceria-galapago", status: "active" })
      .returning();
    await db
      .update(businessPromotions)
      .set({ pausedAt: null, businessUuid: second!.uuid })
      .where(eq(businessPromotions.id, promotion!.id));
    expect(await drift()).toEqual([]);
    expect((await searchAfterChange("galapago")).businessPromotions.map((p) => p.title)).toEqual(["Ruedo express"]);

    // Counters do not touch the documents (a view or a click is no reason to rewrite an index entry).
    const [before] = await db
      .select({ id: searchDocuments.id })
      .from(searchDocuments)
      .where(eq(searchDocuments.promotionId, promotion!.id));
    await db
      .update(businessPromotions)
      .set({ viewsCount: sql`${businessPromotions.viewsCount} + 1` })
      .where(eq(businessPromotions.id, promotion!.id));
    const [after] = await db
      .select({ id: searchDocuments.id })
      .from(searchDocuments)
      .where(eq(searchDocuments.promotionId, promotion!.id));
    expect(after!.id).toBe(before!.id);

    // Deleting a business deletes its documents and its promotions'.
    await db.delete(businesses).where(eq(businesses.uuid, second!.uuid));
    await db.delete(businesses).where(eq(businesses.uuid, uuid));
    expect(await drift()).toEqual([]);
    expect((await searchAfterChange("galapago")).total).toBe(0);
  });

  it("follow bank promotions, and the rebuild writes the same documents again", async () => {
    const { db } = getHandle();
    const [bank] = await db.insert(banks).values({ name: "Banco Carpincho", slug: "banco-carpincho" }).returning();
    const [promotion] = await db
      .insert(bankPromotions)
      .values({
        bankId: bank!.id,
        title: "Reintegro en yacarés",
        discountText: "20% de reintegro",
        validFrom: "2000-01-01",
        validTo: "2999-12-31",
      })
      .returning();
    expect(await drift()).toEqual([]);
    expect((await searchAfterChange("yacares")).bankPromotions.map((p) => p.objectID)).toEqual([String(promotion!.id)]);
    await db.update(bankPromotions).set({ validTo: "2001-01-01" }).where(eq(bankPromotions.id, promotion!.id));
    expect(await drift()).toEqual([]);
    expect((await searchAfterChange("yacares")).counts.bankPromotions).toBe(0);

    // A document lost by hand (nothing writes this table but the triggers) comes back with the rebuild.
    await db.delete(searchDocuments).where(eq(searchDocuments.bankPromotionId, promotion!.id));
    expect(await drift()).not.toEqual([]);
    await db.execute(sql`select rebuild_search_documents()`);
    expect(await drift()).toEqual([]);
  });
});
