/**
 * This instance's copy of the search index (search-index.ts), read from search_documents — the table
 * triggers keep in step with businesses and promotions (migration 0009), whose lexemes PostgreSQL
 * computed — plus the categories' and banks' names and what the dropdown shows of each hit.
 *
 * Why in memory: a search as people type it ("fa", "far", "farm"…, each query new) cost PostgreSQL
 * about 6 ms of parsing, planning and ranking every match, which capped typed search at ~2.5 % of a
 * trivial request's throughput; in memory the same answer costs a fraction of a millisecond.
 *
 * Staying in step, on every instance:
 * - every writer's `clearPublicCaches()` (here and, through the invalidation channel, on every other
 *   instance) marks the copy stale: the next search waits for a fresh read, so a change is searchable
 *   as soon as its writer has answered;
 * - a change no writer announced (a console, a migration) is caught within FRESHNESS_CHECK_MS: a
 *   search then first compares the table's newest document and count with the copy's.
 */
import { sql } from "drizzle-orm";
import { registerPublicCache } from "../../cache/ttl-cache.ts";
import { getDb } from "../../db/client.ts";
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

/** The index as of now: waits for a fresh read after a change. */
export async function getSearchIndex(now: number = Date.now()): Promise<SearchIndex> {
  const wanted = generation;
  const current = loaded;
  if (current && current.generation >= wanted) {
    if (now - current.checkedAt < FRESHNESS_CHECK_MS) return current.index;
    if ((await readVersion()) === current.version) {
      current.checkedAt = now;
      return current.index;
    }
    generation += 1;
  }
  return (await load(generation)).index;
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

async function readVersion(): Promise<string> {
  const db = await getDb();
  const result = (await db.execute(
    sql`select coalesce(max(id), 0)::text || '/' || count(*)::text as version from search_documents`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? "0/0";
}

type Rows<T> = { rows: T[] };

/** This instance's copy (the admin's index screen): documents held, when read, how long it took; null before the first search. */
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
      const rows: SearchIndexRows = { businesses: [], promotions: [], bankPromotions: [], categories: [], banks: [] };
      let after = "0";
      let count = 0;
      for (;;) {
        const batch = (await tx.execute(sql`
          select d.id::text, d.kind, d.business_uuid, d.promotion_id, d.bank_promotion_id, d.label, d.folded_label,
            tsvector_to_array(d.document) as lexemes, d.category_id, d.bank_id, d.status, d.is_premium, d.premium_level,
            d.is_featured, extract(epoch from d.starts_at) * 1000 as starts_at, extract(epoch from d.ends_at) * 1000 as ends_at,
            d.paused_at is not null as paused, d.valid_from::text, d.valid_to::text,
            b.slug, b.logo_url, p.discount_benefit, k.discount_text
          from search_documents d
          left join businesses b on d.kind = 'business' and b.uuid = d.business_uuid
          left join business_promotions p on p.id = d.promotion_id
          left join bank_promotions k on k.id = d.bank_promotion_id
          where d.id > ${after}::bigint
          order by d.id
          limit ${BATCH}`)) as unknown as Rows<DocumentRow>;
        for (const document of batch.rows) addDocument(rows, document);
        count += batch.rows.length;
        const last = batch.rows[batch.rows.length - 1];
        if (!last || batch.rows.length < BATCH) {
          if (last) after = last.id;
          break;
        }
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
      // The version is read from the documents themselves, so it always describes the copy.
      return { rows, version: `${after}/${count}` };
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
  discount_benefit: string | null;
  discount_text: string | null;
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
      discountBenefit: d.discount_benefit,
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
      discountText: d.discount_text ?? "",
      isFeatured: d.is_featured,
      validFrom: d.valid_from ?? "9999-12-31",
      validTo: d.valid_to ?? "0000-01-01",
      folded: d.folded_label,
      lexemes,
    });
  }
}
