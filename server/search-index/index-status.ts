/**
 * What search knows (/admin/busqueda): "documents" are the rows search can return, by type, with the
 * last change of each, and `memory` what this instance's copy of the search index holds (search
 * runs on that copy: server/search/engine/).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import {
  bankPromotions,
  businesses,
  businessPromotions,
  jobs,
  searchCategoryLinks,
  searchSynonyms,
} from "../platform/db/schema.ts";
import { activePromotionsWhere } from "../promotions/list-active-promotions.ts";
import { bankPromotionsWhere } from "../promotions/list-bank-promotions.ts";
import { searchIndexState } from "../search/engine/index-store.ts";
import { REBUILD_JOB_KIND } from "./rebuild-index.ts";

export interface IndexDocumentCount {
  type: "businesses" | "businessPromotions" | "bankPromotions";
  count: number;
  /** The newest change among that type's rows (any status), ISO; null when there are none. */
  lastChange: string | null;
}

export interface IndexStatus {
  documents: IndexDocumentCount[];
  synonyms: number;
  categoryLinks: number;
  /** This instance's copy of the index; null until its first search. */
  memory: { documents: number; loadedAt: string; loadMs: number } | null;
}

// A row dated later than now (demo data seeded ahead, a clock skew) is not a change that happened.
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

export async function getIndexStatus(now: Date = new Date()): Promise<IndexStatus> {
  const db = await getDb();
  const [[business], [promotion], [bank], synonyms, links] = await Promise.all([
    db
      .select({
        count: sql<number>`(count(*) filter (where ${businesses.status} = 'active'))::int`,
        last: sql<string | null>`max(${businesses.updatedAt}) filter (where ${businesses.updatedAt} <= ${now})`,
      })
      .from(businesses),
    db
      .select({
        count: sql<number>`(count(*) filter (where ${activePromotionsWhere({ now })}))::int`,
        last: sql<
          string | null
        >`max(${businessPromotions.updatedAt}) filter (where ${businessPromotions.updatedAt} <= ${now})`,
      })
      .from(businessPromotions)
      .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid)),
    db
      .select({
        count: sql<number>`(count(*) filter (where ${bankPromotionsWhere({ now })}))::int`,
        last: sql<string | null>`max(${bankPromotions.createdAt}) filter (where ${bankPromotions.createdAt} <= ${now})`,
      })
      .from(bankPromotions),
    db.$count(searchSynonyms),
    db.$count(searchCategoryLinks),
  ]);
  return {
    documents: [
      { type: "businesses", count: Number(business?.count ?? 0), lastChange: iso(business?.last) },
      { type: "businessPromotions", count: Number(promotion?.count ?? 0), lastChange: iso(promotion?.last) },
      { type: "bankPromotions", count: Number(bank?.count ?? 0), lastChange: iso(bank?.last) },
    ],
    synonyms: Number(synonyms),
    categoryLinks: Number(links),
    memory: memoryState(),
  };
}

function memoryState(): IndexStatus["memory"] {
  const state = searchIndexState();
  return state ? { documents: state.documents, loadedAt: state.loadedAt.toISOString(), loadMs: state.loadMs } : null;
}

export interface RebuildJobView {
  id: string;
  status: string;
  total: number;
  processed: number;
  step: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** The newest rebuild, for its progress bar. */
export async function latestRebuild(): Promise<RebuildJobView | null> {
  const db = await getDb();
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, REBUILD_JOB_KIND)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (!job) return null;
  const details = (job.details ?? {}) as { step?: string };
  const errors = Array.isArray(job.errors) ? (job.errors as { message?: string }[]) : [];
  return {
    id: job.id,
    status: job.status,
    total: job.total,
    processed: job.processed,
    step: details.step ?? null,
    error: errors[0]?.message ?? null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}
