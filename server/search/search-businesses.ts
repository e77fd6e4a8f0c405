import { subDays } from "date-fns";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { EARTH_RADIUS_M, straightLineForWalk } from "#core/geo.ts";
import { buenosAiresNow, isOpenAt, type SpecialHours, type WeeklySlot } from "#core/opening-hours.ts";
import type { DutyWindow } from "#core/pharmacy-duty.ts";
import { POPULAR_DAYS, SEARCH_PAGE_SIZE } from "#core/search-constants.ts";
import { hasSearchText, parseSearchPageParams, type SearchPageParams } from "#core/search-url.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { businessAnalytics, businesses, businessReviews } from "../platform/db/schema.ts";
import { sourceColumn } from "../platform/db/sql-text.ts";
import { businessesWhereItApplies, findBankPromotionWhere } from "../promotions/bank-promotions-here.ts";
import { type BusinessCardData, loadBusinessCards } from "../public-business/cards.ts";
import { reviewIsVisible } from "../reviews/visible-reviews.ts";
import { businessMatch, findBusinessMatches } from "./business-match.ts";
import type { ScoredBusiness } from "./engine/search-index.ts";
import { recordSearchInBackground, type SearchRecording } from "./record-search.ts";
import { loadSearchTerms, type SearchTerms } from "./search-terms.ts";
import { inSearchTransaction, type SearchTx } from "./search-transaction.ts";

export interface SearchBusinessesOptions {
  /** The instant for "open now", promotions and the popularity window (default: now). */
  now?: Date;
  /** Store the query in search_analytics (only with search text, only for page 1). */
  record?: SearchRecording;
  /** Reuse the matches of the same search for up to 30 s (the /search page; see matchesCache). */
  reuse?: boolean;
}

export interface SearchBusinessesResult {
  items: BusinessCardData[];
  /** Matching businesses on all pages. */
  total: number;
  /** The page shown: the requested one, clamped to 1…pageCount. */
  page: number;
  /** At least 1 (an empty result has one empty page). */
  pageCount: number;
  pageSize: number;
  /** The parameters used, with `page` clamped. */
  params: SearchPageParams;
}

/** One page of a search's matches: what the cards are then read for. */
interface Matches {
  uuids: string[];
  total: number;
  page: number;
}

/**
 * The /search page's matches (a page of uuids and the total) for the same parameters, reused for
 * 30 s by this instance and emptied by every writer's clearPublicCaches(). On a busy evening people
 * search the same few things ("farmacia", "pizza"), and filtering, counting and ordering the matches
 * is most of a search page's database work: 50 people at once on "pizza" waited up to 7 s on the
 * embedded database. The cards
 * (hours, ratings) are read fresh for every page. "Abierto ahora" changes with the clock, so its
 * matches are kept per minute; searches around a person's location are not kept (each is one of a kind).
 */
const matchesCache = createTtlCache<Matches>({ ttlMs: 30_000, maxEntries: 500 });

function matchesKey(params: SearchPageParams, now: Date): string | null {
  if (params.lat !== null || params.lng !== null) return null;
  const minute = params.open ? Math.floor(now.getTime() / 60_000) : "";
  return `${JSON.stringify(params)}|${minute}`;
}

const PAYMENT_COLUMNS = {
  credit: businesses.acceptsCredit,
  debit: businesses.acceptsDebit,
  qr: businesses.acceptsQr,
  transfer: businesses.acceptsTransfer,
} as const;

/**
 * The /search results page (`input`: the page's URLSearchParams, or params already parsed with
 * parseSearchPageParams): active businesses matching the text (as in the unified search: same
 * matching and relevance, see business-match.ts) and the filters, sorted, 20 per page, as cards.
 *
 * - `q` shorter than 2 characters is ignored (every active business is listed); `q` without any
 *   letter or digit matches nothing.
 * - sort "relevance": with text, by relevance with premium as tie-break; without text, premium
 *   level, Google rating, name. "new": newest first. "popular": page views of the last 7 days.
 * - `open`: only businesses open at `now` (the domain's isOpenAt, Buenos Aires time).
 * - "rating": the rating the card shows (our reviews' average, else Google's), unrated last.
 * - with `lat`/`lng`: "distance" sorts nearest first (businesses without coordinates last) and
 *   `radio` keeps those whose estimated walk (core/geo.ts) is within it (none without coordinates).
 */
export async function searchBusinesses(
  input: SearchPageParams | URLSearchParams | URL | string,
  options: SearchBusinessesOptions = {},
): Promise<SearchBusinessesResult> {
  const params =
    input instanceof URLSearchParams || input instanceof URL || typeof input === "string"
      ? parseSearchPageParams(input)
      : input;
  const now = options.now ?? new Date();
  const pageSize = SEARCH_PAGE_SIZE;
  const withText = hasSearchText(params);
  const terms = withText ? await loadSearchTerms(params.q) : null;

  const where = searchConditions(params, terms, now, await promotionCondition(params));
  const distance = params.lat !== null && params.lng !== null ? straightLineMeters(params.lat, params.lng) : null;

  const premiumOrder = [
    sql`${businesses.isPremium} desc`,
    sql`${businesses.premiumLevel} desc`,
    sql`${businesses.googleRating} desc nulls last`,
    sql`${businesses.name} asc`,
    sql`${businesses.uuid} asc`,
  ];

  const findMatches = async () => {
    const scored = terms ? await findBusinessMatches(terms) : null;
    return inSearchTransaction(async (tx): Promise<Matches> => {
      const match = scored ? businessMatch(scored) : null;
      /** With text, the matching rows stand in for the table (see business-match.ts). */
      const source = match ? match.source : sql`${businesses}`;
      const orderBy =
        params.sort === "new"
          ? [sql`${businesses.createdAt} desc`, sql`${businesses.uuid} asc`]
          : params.sort === "popular"
            ? [sql`${recentPageViews(now)} desc`, ...premiumOrder]
            : params.sort === "rating"
              ? [sql`${cardRating()} desc nulls last`, ...premiumOrder]
              : params.sort === "distance" && distance
                ? [sql`${distance} asc nulls last`, sql`${businesses.uuid} asc`]
                : match
                  ? match.orderBy
                  : premiumOrder;

      if (params.open) {
        const candidates = await openNowCandidates(tx, source, where, orderBy, now);
        const open = candidates.filter((c) => isOpenAt(c.hours, c.special, now, c.duties)).map((c) => c.uuid);
        const clamped = clampPage(params.page, open.length, pageSize);
        return { uuids: open.slice((clamped - 1) * pageSize, clamped * pageSize), total: open.length, page: clamped };
      }
      const [counted] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(source)
        .where(where);
      const count = counted?.total ?? 0;
      const clamped = clampPage(params.page, count, pageSize);
      const rows =
        count === 0
          ? []
          : await tx
              .select({ uuid: sourceColumn(businesses.uuid) })
              .from(source)
              .where(where)
              .orderBy(...orderBy)
              .limit(pageSize)
              .offset((clamped - 1) * pageSize);
      return { uuids: rows.map((row) => row.uuid), total: count, page: clamped };
    });
  };
  const key = options.reuse ? matchesKey(params, now) : null;
  const { uuids, total, page } = key === null ? await findMatches() : await matchesCache.get(key, findMatches);

  if (options.record && withText && params.page === 1)
    void recordSearchInBackground(params.q, total, options.record, now);

  return {
    items: await loadBusinessCards(uuids, now),
    total,
    page,
    pageCount: pageCountOf(total, pageSize),
    pageSize,
    params: { ...params, page },
  };
}

/**
 * `promo-banco=<id>`: the businesses where that bank promotion applies, as the one rule says
 * (core/bank-promotion-scope.ts); an unknown promotion matches nothing, one for every business
 * filters nothing.
 */
async function promotionCondition(params: SearchPageParams): Promise<SQL | undefined> {
  if (params.promoBanco === null) return undefined;
  const promo = await findBankPromotionWhere(params.promoBanco);
  if (!promo) return sql`false`;
  const uuids = await businessesWhereItApplies(promo);
  if (uuids === null) return undefined;
  return uuids.length === 0 ? sql`false` : inArray(businesses.uuid, uuids);
}

/** The filters of a search (everything but its order and page), shared by the list and the map. */
function searchConditions(
  params: SearchPageParams,
  terms: SearchTerms | null,
  now: Date,
  extra?: SQL,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(businesses.status, "active")];
  // Text without any letter or digit ("🍕", "%_") matches nothing.
  if (hasSearchText(params) && !terms) conditions.push(sql`false`);
  if (params.category) conditions.push(inCategoryTree(params.category));
  for (const method of params.pay) conditions.push(eq(PAYMENT_COLUMNS[method], true));
  if (params.delivery) conditions.push(eq(businesses.hasDelivery, true));
  if (params.parking) conditions.push(eq(businesses.hasParking, true));
  if (params.accessibility) conditions.push(eq(businesses.hasAccessibility, true));
  if (params.open) conditions.push(mayBeOpen(now));
  // "Cerca mío": the radius compares the estimated walk, so the filter agrees with the cards.
  if (params.lat !== null && params.lng !== null && params.radio) {
    conditions.push(sql`${straightLineMeters(params.lat, params.lng)} <= ${straightLineForWalk(params.radio)}`);
  }
  if (extra) conditions.push(extra);
  return and(...conditions);
}

/**
 * The uuids of every business the same search finds (all pages, no order): the /search map reads
 * the matches of the page's own parameters through it. `within` is a subquery selecting `uuid` from
 * the businesses table (the map's box): a text search's derived table lacks most columns, not uuid.
 */
export async function searchBusinessUuids(
  params: SearchPageParams,
  options: { now?: Date; within?: SQL } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const terms = hasSearchText(params) ? await loadSearchTerms(params.q) : null;
  const within = options.within ? sql`${businesses.uuid} in (${options.within})` : undefined;
  const where = searchConditions(params, terms, now, and(within, await promotionCondition(params)));
  const scored: ScoredBusiness[] | null = terms ? await findBusinessMatches(terms) : null;
  return inSearchTransaction(async (tx) => {
    const match = scored ? businessMatch(scored) : null;
    const source = match ? match.source : sql`${businesses}`;
    if (params.open) {
      const candidates = await openNowCandidates(tx, source, where, [sql`${businesses.uuid} asc`], now);
      return candidates.filter((c) => isOpenAt(c.hours, c.special, now, c.duties)).map((c) => c.uuid);
    }
    const rows = await tx
      .select({ uuid: sourceColumn(businesses.uuid) })
      .from(source)
      .where(where);
    return rows.map((row) => row.uuid);
  });
}

function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCountOf(total, pageSize));
}

/**
 * Metres in a straight line from the point to the business (haversine in SQL, null without
 * coordinates); ordering by it is ordering by the walking estimate, which is proportional to it.
 */
function straightLineMeters(lat: number, lng: number): SQL {
  return sql`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(power(sin(radians(${businesses.latitude} - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(${businesses.latitude})) * power(sin(radians(${businesses.longitude} - ${lng}::float8) / 2), 2)))))`;
}

/** The rating a card shows (server/public-business/cards.ts): our reviews' average, else Google's. */
function cardRating(): SQL {
  return sql`coalesce((select avg(${businessReviews.rating})::float8 from ${businessReviews} where ${businessReviews.businessUuid} = ${businesses.uuid} and ${reviewIsVisible}), ${businesses.googleRating})`;
}

/** The category with this slug and all its descendants. */
function inCategoryTree(slug: string): SQL {
  return sql`${businesses.categoryId} in (with recursive tree(id) as (select id from categories where slug = ${slug} union select child.id from categories child join tree on child.parent_id = tree.id) select id from tree)`;
}

/**
 * A SQL superset of "open now" (spec §4) that is nearly exact, so few candidates reach the exact
 * rule (isOpenAt, in JS): a weekly slot of today containing the current minute (or crossing
 * midnight after opening), a slot of yesterday crossing midnight whose close is still ahead, or any
 * special-hours entry today (those override weekly hours; the JS rule decides), or a pharmacy's duty
 * running now (core/pharmacy-duty.ts: a duty keeps it open). Times compare as
 * "HH:MM", both ends inclusive, like isOpenAt; a slot whose close is not after its open crosses
 * midnight whatever its flag says.
 */
function mayBeOpen(now: Date): SQL {
  const today = buenosAiresNow(now);
  const yesterday = (today.dayOfWeek + 6) % 7;
  const minute = `${String(Math.floor(today.minutes / 60)).padStart(2, "0")}:${String(today.minutes % 60).padStart(2, "0")}`;
  // floor_to_minute(t) <= m  ⇔  t <= m:59.999999;  floor_to_minute(t) >= m  ⇔  t >= m:00.
  const minuteStart = sql`${`${minute}:00`}::time`;
  const minuteEnd = sql`${`${minute}:59.999999`}::time`;
  return sql`(exists (select 1 from business_hours open_h where open_h.business_uuid = ${businesses.uuid} and not open_h.is_closed and (
      (open_h.day_of_week = ${today.dayOfWeek} and open_h.open_time <= ${minuteEnd} and (open_h.close_time >= ${minuteStart} or open_h.close_time <= open_h.open_time))
      or (open_h.day_of_week = ${yesterday} and open_h.close_time <= open_h.open_time and open_h.close_time >= ${minuteStart})))
    or exists (select 1 from business_special_hours open_s where open_s.business_uuid = ${businesses.uuid} and open_s.date = ${today.date})
    or exists (select 1 from pharmacy_duties open_d where open_d.business_uuid = ${businesses.uuid} and open_d.starts_at <= ${now} and open_d.ends_at >= ${now}))`;
}

interface Candidate {
  uuid: string;
  hours: WeeklySlot[];
  special: SpecialHours[];
  duties: DutyWindow[];
}

/** Page views of the business in the last 7 days (Buenos Aires dates), as "Los Más Populares" counts them. */
function recentPageViews(now: Date): SQL {
  const since = buenosAiresDateKey(subDays(now, POPULAR_DAYS));
  return sql`coalesce((select sum(pv.page_views) from ${businessAnalytics} pv where pv.business_uuid = ${businesses.uuid} and pv.date >= ${since}), 0)`;
}

/** Every matching business in order, with the hours the open/closed rule needs today, in one query. */
async function openNowCandidates(
  tx: SearchTx,
  source: SQL,
  where: SQL | undefined,
  orderBy: SQL[],
  now: Date,
): Promise<Candidate[]> {
  const today = buenosAiresNow(now);
  const yesterday = (today.dayOfWeek + 6) % 7;
  const rows = await tx
    .select({
      uuid: sourceColumn(businesses.uuid),
      hours: sql<
        WeeklySlot[] | string
      >`coalesce((select json_agg(json_build_object('dayOfWeek', h.day_of_week, 'openTime', h.open_time, 'closeTime', h.close_time, 'isClosed', h.is_closed, 'timeSlotIndex', h.time_slot_index, 'crossesMidnight', h.crosses_midnight)) from business_hours h where h.business_uuid = ${businesses.uuid} and h.day_of_week in (${today.dayOfWeek}, ${yesterday})), '[]'::json)`,
      special: sql<
        SpecialHours[] | string
      >`coalesce((select json_agg(json_build_object('date', s.date, 'name', s.name, 'openTime', s.open_time, 'closeTime', s.close_time, 'isClosed', s.is_closed)) from business_special_hours s where s.business_uuid = ${businesses.uuid} and s.date = ${today.date}), '[]'::json)`,
      duties: sql<
        DutyWindow[] | string
      >`coalesce((select json_agg(json_build_object('startsAt', d.starts_at, 'endsAt', d.ends_at)) from pharmacy_duties d where d.business_uuid = ${businesses.uuid} and d.starts_at <= ${now} and d.ends_at >= ${now}), '[]'::json)`,
    })
    .from(source)
    .where(where)
    .orderBy(...orderBy);
  return rows.map((row) => ({
    uuid: row.uuid,
    hours: typeof row.hours === "string" ? (JSON.parse(row.hours) as WeeklySlot[]) : row.hours,
    special: typeof row.special === "string" ? (JSON.parse(row.special) as SpecialHours[]) : row.special,
    duties: typeof row.duties === "string" ? (JSON.parse(row.duties) as DutyWindow[]) : row.duties,
  }));
}
