/**
 * The synonyms of /admin/busqueda (search_synonyms): a list with search and paging, and the changes,
 * each in one transaction with its audit row; after a change search applies it at once
 * (searchVocabularyChanged: see server/search/search-vocabulary.ts).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { defineList, type ListParams } from "#core/list-params.ts";
import { normalizeSearchPhrase } from "#core/search-synonyms.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { searchSynonyms } from "../platform/db/schema.ts";
import { searchVocabularyChanged } from "../search/search-vocabulary.ts";

export const SYNONYMS_LIST = defineList({
  sorts: { term: "asc", updated: "desc" },
  defaultSort: "term",
  sizes: [20, 50, 100],
});
export type SynonymsParams = ListParams<keyof typeof SYNONYMS_LIST.sorts, never>;

export interface SynonymRow {
  id: number;
  term: string;
  synonyms: string[];
  twoWay: boolean;
  updatedAt: string;
}

const synonymList = listQuery(SYNONYMS_LIST, {
  search: [searchSynonyms.term, sql`array_to_string(${searchSynonyms.synonyms}, ' ')`],
  sorts: { term: [searchSynonyms.term], updated: [searchSynonyms.updatedAt] },
  tiebreak: asc(searchSynonyms.id),
});

export async function listSynonyms(params: SynonymsParams) {
  const db = await getDb();
  // The rules are stored as normalised phrases ("pan dulce"): the box's text is read the same way.
  const { where, orderBy } = synonymList.query({ ...params, q: normalizeSearchPhrase(params.q) });
  return paginate(params, {
    count: () => db.$count(searchSynonyms, where),
    rows: async ({ limit, offset }) =>
      (
        await db
          .select()
          .from(searchSynonyms)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(
        (row): SynonymRow => ({
          id: row.id,
          term: row.term,
          synonyms: row.synonyms,
          twoWay: row.twoWay,
          updatedAt: row.updatedAt.toISOString(),
        }),
      ),
  });
}

export async function getSynonym(id: number): Promise<SynonymRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row
    ? { id: row.id, term: row.term, synonyms: row.synonyms, twoWay: row.twoWay, updatedAt: row.updatedAt.toISOString() }
    : null;
}

export interface SynonymInput {
  /** Absent: a new rule. */
  id?: number;
  /** Normalised by the form (core/search-synonyms.ts synonymFormSchema). */
  term: string;
  synonyms: string[];
  twoWay: boolean;
}

/** A second rule for the same term: the form says so under the term (409). */
const duplicate = (term: string) => {
  const message = `Ya hay una regla para «${term}»: editala.`;
  return fail<{ id: number; created: boolean }>("conflict", message, { term: message });
};

const snapshot = (row: { term: string; synonyms: string[]; twoWay: boolean }) => ({
  term: row.term,
  synonyms: row.synonyms,
  twoWay: row.twoWay,
});

export async function saveSynonym(
  input: SynonymInput,
  actor: AuditActor,
): Promise<Result<{ id: number; created: boolean }>> {
  const db = await getDb();
  const term = normalizeSearchPhrase(input.term);
  const synonyms = [...new Set(input.synonyms.map(normalizeSearchPhrase).filter((s) => s && s !== term))];
  const result = await db.transaction(async (tx): Promise<Result<{ id: number; created: boolean }>> => {
    const [clash] = await tx
      .select({ id: searchSynonyms.id })
      .from(searchSynonyms)
      .where(and(eq(searchSynonyms.term, term), input.id ? ne(searchSynonyms.id, input.id) : undefined));
    if (clash) return duplicate(term);
    if (input.id) {
      const [before] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, input.id)).for("update");
      if (!before) return fail("not_found", "Ese sinónimo ya no existe.");
      const [after] = await tx
        .update(searchSynonyms)
        .set({ term, synonyms, twoWay: input.twoWay, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, input.id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "search.synonym_update",
        entity: { type: "search_synonym", id: input.id },
        before: snapshot(before),
        after: snapshot(after!),
      });
      return ok({ id: input.id, created: false });
    }
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ term, synonyms, twoWay: input.twoWay, createdBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!row) return duplicate(term);
    await recordAudit(tx, {
      actor,
      action: "search.synonym_create",
      entity: { type: "search_synonym", id: row.id },
      after: snapshot(row),
    });
    return ok({ id: row.id, created: true });
  });
  if (result.ok) searchVocabularyChanged();
  return result;
}

/** False when there was no such rule. */
export async function deleteSynonym(id: number, actor: AuditActor): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: "search.synonym_delete",
      entity: { type: "search_synonym", id },
      before: snapshot(row),
    });
    return true;
  });
  if (deleted) searchVocabularyChanged();
  return deleted;
}

/** "Eliminar seleccionados": every rule of `ids` that exists, in one transaction, one audit row each. */
export async function deleteSynonyms(ids: readonly number[], actor: AuditActor): Promise<number> {
  if (ids.length === 0) return 0;
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(searchSynonyms)
      .where(inArray(searchSynonyms.id, [...ids]))
      .returning();
    for (const row of rows) {
      await recordAudit(tx, {
        actor,
        action: "search.synonym_delete",
        entity: { type: "search_synonym", id: row.id },
        before: snapshot(row),
      });
    }
    return rows.length;
  });
  if (deleted > 0) searchVocabularyChanged();
  return deleted;
}
