/**
 * This instance's copy of the search index (search-index.ts), read from search_documents — the table
 * triggers keep in step with businesses and promotions (migrations 0009 and 0010), with the lexemes
 * PostgreSQL computed and what the dropdown shows of each hit — plus the categories' and banks' names.
 *
 * Why in memory: a search as people type it ("fa", "far", "farm"…, each query new) cost PostgreSQL
 * about 6 ms of parsing, planning and ranking every match, which capped typed search at ~2.5 % of a
 * trivial request's throughput; in memory the same answer costs a fraction of a millisecond.
 *
 * Staying in step, on every instance:
 * - every writer's `clearPublicCaches()` (here and, through the invalidation channel, on every other
 *   instance) makes the next search ask whether the table changed (readVersion, one cheap query)
 *   and, if it did, wait for a fresh read: a change is searchable as soon as its writer has answered;
 * - a change no writer announced (a console, a migration) is caught within FRESHNESS_CHECK_MS: a
 *   search then first compares the table's version (readVersion) with the copy's.
 */
import { sql } from "drizzle-orm";
import { registerPublicCache } from "../../platform/cache/ttl-cache.ts";
import { getDb } from "../../platform/db/client.ts";
import { logger } from "../../platform/logger.ts";
import { SearchIndex, type SearchIndexRows } from "./search-index.ts";

/** How stale a change no writer announced may get before a search notices it. */
export const FRESHNESS_CHECK_MS = 5_000;

interface Loaded {
  index: SearchIndex;
  /** When it was read and how long reading and building took. */
  loadedAt: number;
  loadMs: number;
  /** The clear count this copy was read after. */
  generation: number;
  /** search_documents' newest id and row count when read. */
  version: string;
  checkedAt: number;
}

let loaded: Loaded | null = null;
let generation = 0;
let pending: { generation: number; promise: Promise<Loaded> } | null = null;

registerPublicCache({
  clear: () => {
    generation += 1;
  },
});

/**
 * The index as of now. After a change was announced, or FRESHNESS_CHECK_MS after the last look, it
 * first asks whether what the copy holds changed (one cheap query, shared by the searches waiting
 * on it) and reads the table again only then: a review or a page edit that leaves every document
 * as it was costs one query, not a new copy.
 */
export async function getSearchIndex(now: number = Date.now()): Promise<SearchIndex> {
  const wanted = generation;
  const current = loaded;
  if (current) {
    if (current.generation >= wanted && now - current.checkedAt < FRESHNESS_CHECK_MS) return current.index;
    if ((await checkVersion(wanted)) === current.version) {
      current.generation = Math.max(current.generation, wanted);
      current.checkedAt = now;
      return current.index;
    }
  }
  return (await load(wanted)).index;
}

/** Reads the copy ahead of the first search (app/entry.server.tsx); a failure is only logged: that search reads it again. */
export function warmSearchIndex(): void {
  getSearchIndex().catch((error: unknown) =>
    logger.warn({ err: error }, "search: no se pudo leer el índice al iniciar"),
  );
}

let versionCheck: { generation: number; promise: Promise<string> } | null = null;

/** The table's version, read after the given clear; concurrent searches share one read. */
function checkVersion(wanted: number): Promise<string> {
  if (versionCheck && versionCheck.generation >= wanted) return versionCheck.promise;
  const promise = getDb().then(readVersion);
  const check = { generation: wanted, promise };
  versionCheck = check;
  const done = () => {
    if (versionCheck === check) versionCheck = null;
  };
  promise.then(done, done);
  return promise;
}

/** One read at a time per generation; a read started before the latest clear is not enough. */
function load(wanted: number): Promise<Loaded> {
  if (pending && pending.generation >= wanted) return pending.promise;
  const promise = readIndex(wanted).then(
    (fresh) => {
      if (!loaded || fresh.generation >= loaded.generation) loaded = fresh;
      if (pending?.promise === promise) pending = null;
      return fresh;
    },
    (error: unknown) => {
      if (pending?.promise === promise) pending = null;
      throw error;
    },
  );
  pending = { generation: wanted, promise };
  return promise;
}

type Executor = Pick<Awaited<ReturnType<typeof getDb>>, "execute">;

/**
 * What the copy depends on, as one string: the documents' newest id and count (a document is
 * rewritten as delete and insert, so any change moves one of them; everything a hit shows is in its
 * document) and a digest of the category and bank names, slugs and logos (matched and shown too).
 */
async function readVersion(db: Executor): Promise<string> {
  const result = (await db.execute(sql`select
    (select coalesce(max(id), 0)::text || '/' || count(*)::text from search_documents)
    || '/' || (select md5(coalesce(string_agg(id::text || ':' || coalesce(parent_id::text, '') || ':' || name, '|' order by id), '')) from categories)
    || '/' || (select md5(coalesce(string_agg(id::text || ':' || name || ':' || slug || ':' || coalesce(logo_url, ''), '|' order by id), '')) from banks)
    as version`)) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? "";
}

type Rows<T> = { rows: T[] };

/** This instance's copy (the admin's index screen): documents held, when read, how long it took; null until the first read ends. */
export function searchIndexState(): { documents: number; loadedAt: Date; loadMs: number } | null {
  if (!loaded) return null;
  const counts = loaded.index.counts;
  return {
    documents: counts.businesses + counts.businessPromotions + counts.bankPromotions,
    loadedAt: new Date(loaded.loadedAt),
    loadMs: loaded.loadMs,
  };
}

/**
 * Documents per read: the driver's rows for a batch are garbage once converted, so reading 150,000
 * documents never holds 150,000 driver rows at once (a single read peaked at ~600 MB of heap at
 * 50,000 businesses, and the driver kept its last result alive afterwards).
 */
const BATCH = 5_000;

async function readIndex(wanted: number): Promise<Loaded> {
  const started = performance.now();
  const db = await getDb();
  // One snapshot for every batch and the names, so the copy is one moment of the table.
  const read = await db.transaction(
    async (tx) => {
      const version = await readVersion(tx);
      const rows: SearchIndexRows = { businesses: [], promotions: [], bankPromotions: [], categories: [], banks: [] };
      let after = "0";
      for (;;) {
        const batch = (await tx.execute(sql`
          select d.id::text, d.kind, d.business_uuid, d.promotion_id, d.bank_promotion_id, d.label, d.folded_label,
            tsvector_to_array(d.document) as lexemes, d.category_id, d.bank_id, d.status, d.is_premium, d.premium_level,
            d.is_featured, extract(epoch from d.starts_at) * 1000 as starts_at, extract(epoch from d.ends_at) * 1000 as ends_at,
            d.paused_at is not null as paused, d.valid_from::text, d.valid_to::text, d.slug, d.logo_url, d.detail
          from search_documents d
          where d.id > ${after}::bigint
          order by d.id
          limit ${BATCH}`)) as unknown as Rows<DocumentRow>;
        for (const document of batch.rows) addDocument(rows, document);
        const last = batch.rows[batch.rows.length - 1];
        if (!last || batch.rows.length < BATCH) break;
        after = last.id;
      }
      const categories = (await tx.execute(
        sql`select id, parent_id, name, folded_name, tsvector_to_array(search_document) as lexemes from categories order by id`,
      )) as unknown as Rows<NameRow & { parent_id: number | null }>;
      const banks = (await tx.execute(
        sql`select id, slug, name, logo_url, folded_name, tsvector_to_array(search_document) as lexemes from banks order by id`,
      )) as unknown as Rows<NameRow & { slug: string; logo_url: string | null }>;
      for (const c of categories.rows) {
        rows.categories.push({
          id: c.id,
          parentId: c.parent_id,
          name: c.name,
          folded: c.folded_name,
          lexemes: textArray(c.lexemes),
        });
      }
      for (const b of banks.rows) {
        rows.banks.push({
          id: b.id,
          slug: b.slug,
          name: b.name,
          logoUrl: b.logo_url,
          folded: b.folded_name,
          lexemes: textArray(b.lexemes),
        });
      }
      return { rows, version };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const index = new SearchIndex(read.rows);
  return {
    index,
    loadedAt: Date.now(),
    loadMs: Math.round(performance.now() - started),
    generation: wanted,
    version: read.version,
    checkedAt: Date.now(),
  };
}

interface DocumentRow {
  id: string;
  kind: "business" | "business_promotion" | "bank_promotion";
  business_uuid: string | null;
  promotion_id: string | null;
  bank_promotion_id: number | null;
  label: string;
  folded_label: string;
  lexemes: string[] | string;
  category_id: number | null;
  bank_id: number | null;
  status: string | null;
  is_premium: boolean;
  premium_level: number;
  is_featured: boolean;
  starts_at: number | string | null;
  ends_at: number | string | null;
  paused: boolean;
  valid_from: string | null;
  valid_to: string | null;
  slug: string | null;
  logo_url: string | null;
  detail: string | null;
}

interface NameRow {
  id: number;
  name: string;
  folded_name: string;
  lexemes: string[] | string;
}

/** A text[] as the drivers return it: an array, or PostgreSQL's text form `{a,"b c"}`. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.slice(1, -1);
  if (inner.length === 0) return [];
  const out: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const match of inner.matchAll(pattern)) {
    out.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] as string));
  }
  return out;
}

/** One document of the table as the index's row of its kind. */
function addDocument(rows: SearchIndexRows, d: DocumentRow): void {
  const lexemes = textArray(d.lexemes);
  if (d.kind === "business" && d.business_uuid) {
    rows.businesses.push({
      uuid: d.business_uuid,
      slug: d.slug ?? "",
      name: d.label,
      logoUrl: d.logo_url,
      categoryId: d.category_id,
      status: d.status,
      isPremium: d.is_premium,
      premiumLevel: d.premium_level,
      folded: d.folded_label,
      lexemes,
    });
  } else if (d.kind === "business_promotion" && d.promotion_id && d.business_uuid) {
    rows.promotions.push({
      id: d.promotion_id,
      businessUuid: d.business_uuid,
      title: d.label,
      discountBenefit: d.detail,
      isFeatured: d.is_featured,
      startsAt: d.starts_at === null ? Number.POSITIVE_INFINITY : Number(d.starts_at),
      endsAt: d.ends_at === null ? Number.NEGATIVE_INFINITY : Number(d.ends_at),
      paused: d.paused,
      folded: d.folded_label,
      lexemes,
    });
  } else if (d.kind === "bank_promotion" && d.bank_promotion_id !== null && d.bank_id !== null) {
    rows.bankPromotions.push({
      id: d.bank_promotion_id,
      bankId: d.bank_id,
      title: d.label,
      discountText: d.detail ?? "",
      isFeatured: d.is_featured,
      validFrom: d.valid_from ?? "9999-12-31",
      validTo: d.valid_to ?? "0000-01-01",
      folded: d.folded_label,
      lexemes,
    });
  }
}
