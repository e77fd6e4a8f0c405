/**
 * "Apuntar a una categoría" (search_category_links): a normalised query an admin pointed at a
 * category; search then also shows that category's businesses for exactly that query (the
 * category counts as a matching one: server/search/matching-ids.ts). Audited, applied at once.
 */
import { asc, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { normalizeSearchPhrase } from "#core/search-synonyms.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { getDb } from "../platform/db/client.ts";
import { categories, searchCategoryLinks } from "../platform/db/schema.ts";
import { searchVocabularyChanged } from "../search/search-vocabulary.ts";

export interface CategoryLinkRow {
  query: string;
  categoryId: number;
  categoryName: string;
}

export async function listCategoryLinks(): Promise<CategoryLinkRow[]> {
  const db = await getDb();
  return db
    .select({ query: searchCategoryLinks.query, categoryId: categories.id, categoryName: categories.name })
    .from(searchCategoryLinks)
    .innerJoin(categories, eq(categories.id, searchCategoryLinks.categoryId))
    .orderBy(asc(searchCategoryLinks.query));
}

/** The categories an admin can point a query at (active ones, by name). */
export async function linkableCategories(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}

/** Points the query at the category (replacing an earlier link of the same query). */
export async function linkQueryToCategory(
  input: { query: string; categoryId: number },
  actor: AuditActor,
): Promise<Result<{ query: string; categoryName: string }>> {
  const db = await getDb();
  const query = normalizeSearchPhrase(input.query);
  const result = await db.transaction(async (tx): Promise<Result<{ query: string; categoryName: string }>> => {
    const [category] = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) return fail("validation", "Elegí una categoría.", { categoryId: "Elegí una categoría." });
    const [before] = await tx.select().from(searchCategoryLinks).where(eq(searchCategoryLinks.query, query));
    await tx
      .insert(searchCategoryLinks)
      .values({ query, categoryId: category.id, createdBy: actor.id })
      .onConflictDoUpdate({
        target: searchCategoryLinks.query,
        set: { categoryId: category.id, createdBy: actor.id, createdAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: before ? "search.category_link_update" : "search.category_link_create",
      entity: { type: "search_category_link", id: query },
      before: before ? { query, categoryId: before.categoryId } : null,
      after: { query, categoryId: category.id },
    });
    return ok({ query, categoryName: category.name });
  });
  if (result.ok) searchVocabularyChanged();
  return result;
}

/** False when the query had no link. */
export async function unlinkQuery(rawQuery: string, actor: AuditActor): Promise<boolean> {
  const db = await getDb();
  const query = normalizeSearchPhrase(rawQuery);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchCategoryLinks).where(eq(searchCategoryLinks.query, query)).returning();
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: "search.category_link_delete",
      entity: { type: "search_category_link", id: query },
      before: { query, categoryId: row.categoryId },
    });
    return true;
  });
  if (removed) searchVocabularyChanged();
  return removed;
}
