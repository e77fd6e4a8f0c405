/**
 * The offline directory: every public business of both cities in a compact document the phone keeps
 * (served by /api/directory, stored by app/pwa/directory-store.ts, kept in sync by the rules in
 * core/offline-directory-sync.ts), and the search the offline page
 * runs over it. Open/closed is decided by THE rule of the site (core/opening-hours.ts), in Buenos
 * Aires time, so a business shows the same badge offline as online.
 *
 * Why compact: at 10,000 businesses a plain JSON of objects repeats every key and every weekly
 * schedule. Rows are arrays; categories, cities and weekly schedules are tables referenced by index
 * (most businesses share a handful of schedules); times are "HHMM" digits; coordinates are integers
 * of 1e-5 degrees (about a metre). Gzip does the rest.
 *
 * Bank promotions: the server sends the ones not yet over and, per business, those whose scope
 * covers it (`appliesToBusiness`, core/bank-promotion-scope.ts); the phone keeps those that apply
 * on the day it is read (`appliesToday`): together, the one rule `appliesHereToday`.
 */
import { appliesToday } from "./bank-promotion-days.ts";
import { DIRECTORY_FORMAT } from "./offline-directory-sync.ts";
import { isOpenAt, type SpecialHours, type WeeklySlot } from "./opening-hours.ts";
import { type DutyWindow, isDutySearch, isOnDutyAt } from "./pharmacy-duty.ts";
import { foldForSearch, searchWords } from "./search-text.ts";
import { addDaysToDateKey, normalizeDateKey } from "./time-zone.ts";

/** Special hours kept for the coming days (today included): enough for a trip without signal. */
export const DIRECTORY_SPECIAL_DAYS = 14;

export interface DirectoryBusiness {
  name: string;
  slug: string;
  category: string | null;
  address: string | null;
  city: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  logoUrl: string | null;
  weekly: WeeklySlot[];
  /** Only the coming DIRECTORY_SPECIAL_DAYS days. */
  special: SpecialHours[];
  /** A pharmacy's duties of the coming days (the rota travels with the directory). */
  duties?: DutyWindow[];
  /** Bank promotions whose scope covers this business, whatever the day (the page keeps today's). */
  bankPromotions: DirectoryBankPromotion[];
}

export interface DirectoryBankPromotion {
  bankName: string;
  discountText: string;
  title: string;
  /** 0 = Sunday … 6 = Saturday; empty = every day. */
  daysOfWeek: number[];
  validFrom: string;
  validTo: string;
}

/** [bank, discount, title, days "2,4", valid from, valid to] */
export type CompactBankPromotion = [string, string, string, string, string, string];

/**
 * [name, slug, category index (-1 none), address, city index, phone, lat, lng, logo, schedule index
 * (-1 none), special, bank promotion indexes "0,3"]
 */
export type CompactRow = [
  string,
  string,
  number,
  string,
  number,
  string,
  number | null,
  number | null,
  string,
  number,
  string,
  string,
];

export interface CompactDirectory {
  v: typeof DIRECTORY_FORMAT;
  /** The Buenos Aires date the special hours start from (yyyy-MM-dd). */
  d: string;
  /** Category names. */
  c: string[];
  /** City names. */
  t: string[];
  /** Distinct weekly schedules: "dHHMMHHMM" slots joined by ",", e.g. "108301230,116302030". */
  h: string[];
  /** Bank promotions, referenced by index from the rows. */
  k: CompactBankPromotion[];
  b: CompactRow[];
  /** The rota of farmacias de turno: [row index in `b`, start, end] in minutes since 1970 (UTC). */
  r?: [number, number, number][];
}

const COORD_SCALE = 1e5;

/** "08:30:00" → "0830"; "24:00" stays "2400"; unreadable → null. */
function packTime(value: string | null): string | null {
  const m = value ? /^(\d{1,2}):(\d{2})/.exec(value.trim()) : null;
  return m ? `${m[1]!.padStart(2, "0")}${m[2]}` : null;
}

function unpackTime(digits: string): string {
  return `${digits.slice(0, 2)}:${digits.slice(2, 4)}`;
}

/** Closed and incomplete slots never open (the rule skips them), so they are not sent. */
export function packWeekly(weekly: WeeklySlot[]): string {
  return weekly
    .flatMap((slot) => {
      const open = packTime(slot.openTime);
      const close = packTime(slot.closeTime);
      return slot.isClosed || !open || !close ? [] : [`${slot.dayOfWeek}${open}${close}`];
    })
    .sort()
    .join(",");
}

export function unpackWeekly(packed: string): WeeklySlot[] {
  if (!packed) return [];
  return packed.split(",").map((slot, index) => ({
    dayOfWeek: Number(slot[0]),
    openTime: unpackTime(slot.slice(1, 5)),
    closeTime: unpackTime(slot.slice(5, 9)),
    isClosed: false,
    timeSlotIndex: index,
  }));
}

/** "yyyyMMddx" (closed all day) or "yyyyMMddHHMMHHMM", joined by ",". */
export function packSpecial(special: SpecialHours[]): string {
  return special
    .flatMap((entry) => {
      const date = normalizeDateKey(entry.date);
      if (!date) return [];
      const day = date.replaceAll("-", "");
      const open = packTime(entry.openTime);
      const close = packTime(entry.closeTime);
      // An entry without both times cannot open: the rule reads it as closed for the open check too.
      return [entry.isClosed ? `${day}x` : open && close ? `${day}${open}${close}` : `${day}-`];
    })
    .join(",");
}

export function unpackSpecial(packed: string): SpecialHours[] {
  if (!packed) return [];
  return packed.split(",").map((entry) => {
    const date = `${entry.slice(0, 4)}-${entry.slice(4, 6)}-${entry.slice(6, 8)}`;
    const rest = entry.slice(8);
    if (rest === "x") return { date, openTime: null, closeTime: null, isClosed: true };
    if (rest.length !== 8) return { date, openTime: null, closeTime: null, isClosed: false };
    return { date, openTime: unpackTime(rest.slice(0, 4)), closeTime: unpackTime(rest.slice(4, 8)), isClosed: false };
  });
}

function indexer(): { table: string[]; of: (value: string) => number } {
  const table: string[] = [];
  const positions = new Map<string, number>();
  return {
    table,
    of(value) {
      let position = positions.get(value);
      if (position === undefined) {
        position = table.length;
        table.push(value);
        positions.set(value, position);
      }
      return position;
    },
  };
}

const toFixedCoord = (value: number | null) => (value === null ? null : Math.round(value * COORD_SCALE));

/** Packs the businesses; `today` (Buenos Aires yyyy-MM-dd) bounds the special hours kept. */
export function encodeDirectory(list: DirectoryBusiness[], today: string): CompactDirectory {
  const last = addDaysToDateKey(today, DIRECTORY_SPECIAL_DAYS - 1);
  const categories = indexer();
  const cities = indexer();
  const schedules = indexer();
  const promotions = indexer();
  const promotionRows: CompactBankPromotion[] = [];
  const promotionIndex = (p: DirectoryBankPromotion) => {
    const row: CompactBankPromotion = [
      p.bankName,
      p.discountText,
      p.title,
      p.daysOfWeek.join(","),
      p.validFrom,
      p.validTo,
    ];
    const index = promotions.of(JSON.stringify(row));
    if (index === promotionRows.length) promotionRows.push(row);
    return index;
  };
  const rota: [number, number, number][] = [];
  const rows = list.map((b, index): CompactRow => {
    for (const d of b.duties ?? []) {
      rota.push([index, toEpochMinutes(d.startsAt), toEpochMinutes(d.endsAt)]);
    }
    const weekly = packWeekly(b.weekly);
    const special = b.special.filter((s) => {
      const date = normalizeDateKey(s.date);
      return date !== null && date >= today && date <= last;
    });
    return [
      b.name,
      b.slug,
      b.category ? categories.of(b.category) : -1,
      b.address ?? "",
      cities.of(b.city),
      b.phone ?? "",
      toFixedCoord(b.latitude),
      toFixedCoord(b.longitude),
      b.logoUrl ?? "",
      weekly ? schedules.of(weekly) : -1,
      packSpecial(special),
      b.bankPromotions.map(promotionIndex).join(","),
    ];
  });
  return {
    v: DIRECTORY_FORMAT,
    d: today,
    c: categories.table,
    t: cities.table,
    h: schedules.table,
    k: promotionRows,
    b: rows,
    ...(rota.length ? { r: rota } : {}),
  };
}

const toEpochMinutes = (value: Date | string) => Math.round(new Date(value).getTime() / 60_000);
const fromEpochMinutes = (minutes: number) => new Date(minutes * 60_000).toISOString();

/** Unpacks a stored document; anything that is not this format gives null (the page says so). */
export function decodeDirectory(doc: unknown): DirectoryBusiness[] | null {
  if (!isCompactDirectory(doc)) return null;
  const weeklyTable = doc.h.map(unpackWeekly);
  const duties = new Map<number, DutyWindow[]>();
  for (const entry of Array.isArray(doc.r) ? doc.r : []) {
    if (!Array.isArray(entry) || entry.length !== 3 || !entry.every(Number.isFinite)) continue;
    const [index, start, end] = entry;
    duties.set(index, [
      ...(duties.get(index) ?? []),
      { startsAt: fromEpochMinutes(start), endsAt: fromEpochMinutes(end) },
    ]);
  }
  const promotionTable = doc.k.map(
    ([bankName, discountText, title, days, validFrom, validTo]): DirectoryBankPromotion => ({
      bankName,
      discountText,
      title,
      daysOfWeek: days ? days.split(",").map(Number) : [],
      validFrom,
      validTo,
    }),
  );
  return doc.b.map(
    ([name, slug, category, address, city, phone, lat, lng, logo, schedule, special, promos], index) => ({
      name,
      slug,
      category: doc.c[category] ?? null,
      address: address || null,
      city: doc.t[city] ?? "",
      phone: phone || null,
      latitude: lat === null ? null : lat / COORD_SCALE,
      longitude: lng === null ? null : lng / COORD_SCALE,
      logoUrl: logo || null,
      weekly: weeklyTable[schedule] ?? [],
      special: unpackSpecial(special),
      duties: duties.get(index) ?? [],
      bankPromotions: promos ? promos.split(",").flatMap((i) => promotionTable[Number(i)] ?? []) : [],
    }),
  );
}

function isCompactDirectory(doc: unknown): doc is CompactDirectory {
  if (typeof doc !== "object" || doc === null) return false;
  const d = doc as Partial<CompactDirectory>;
  return (
    d.v === DIRECTORY_FORMAT &&
    Array.isArray(d.c) &&
    Array.isArray(d.t) &&
    Array.isArray(d.h) &&
    Array.isArray(d.k) &&
    d.k.every((row) => Array.isArray(row) && row.length === 6) &&
    Array.isArray(d.b) &&
    d.b.every((row) => Array.isArray(row) && row.length === 12)
  );
}

export interface DirectoryHit extends DirectoryBusiness {
  isOpen: boolean;
  /** A pharmacy on duty at that instant. */
  onDuty: boolean;
  /** "Hoy con tu tarjeta": its bank promotions that apply on the day of `at`. */
  bankToday: DirectoryBankPromotion[];
}

/**
 * The offline search: every word must appear in the name or the category (accents and case
 * ignored); `openNow` keeps only businesses open at `at`. Open ones first, then by name.
 */
export function searchDirectory(
  list: DirectoryBusiness[],
  query: string,
  options: { at: Date; openNow?: boolean; limit?: number },
): { hits: DirectoryHit[]; total: number } {
  // "farmacia de turno": the pharmacies of the rota, the ones on duty first.
  const dutySearch = isDutySearch(query);
  const words = searchWords(query);
  const matches: DirectoryHit[] = [];
  for (const b of list) {
    if (dutySearch) {
      if (!(b.duties ?? []).some((d) => new Date(d.endsAt).getTime() > options.at.getTime())) continue;
    } else if (words.length > 0) {
      const haystack = foldForSearch(`${b.name} ${b.category ?? ""}`);
      if (!words.every((w) => haystack.includes(w))) continue;
    }
    const isOpen = isOpenAt(b.weekly, b.special, options.at, b.duties);
    if (options.openNow && !isOpen) continue;
    matches.push({
      ...b,
      isOpen,
      onDuty: (b.duties ?? []).some((d) => isOnDutyAt(d, options.at)),
      bankToday: b.bankPromotions.filter((p) => appliesToday(p, options.at)),
    });
  }
  matches.sort(
    (a, b) =>
      Number(b.onDuty) - Number(a.onDuty) || Number(b.isOpen) - Number(a.isOpen) || a.name.localeCompare(b.name, "es"),
  );
  return { hits: matches.slice(0, options.limit ?? matches.length), total: matches.length };
}
