/**
 * The offline directory document (core/offline-directory.ts): every active business of both cities
 * with what the offline page shows. Built at most every 15 minutes per instance and shared by everyone
 * (it holds only public data); the ETag is the hash of the body, so a phone that already has it gets
 * a 304. The body changes when a business or its hours change, and once a day (the special hours
 * kept start "today"). Each business carries the bank promotions not yet over whose scope covers it
 * (core/bank-promotion-scope.ts); the phone keeps those of the day it is read.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { appliesToBusiness, type BankPromotionScope } from "#core/bank-promotion-scope.ts";
import {
  DIRECTORY_SPECIAL_DAYS,
  type DirectoryBankPromotion,
  type DirectoryBusiness,
  encodeDirectory,
} from "#core/offline-directory.ts";
import type { SpecialHours, WeeklySlot } from "#core/opening-hours.ts";
import { DUTY_DAYS_AHEAD, type DutyWindow } from "#core/pharmacy-duty.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { specialHoursColumns } from "../listing/hours-columns.ts";
import { upcomingDuties } from "../pharmacy-duties/duty-rota.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import {
  bankPromotions,
  banks,
  businesses,
  businessHours,
  businessSpecialHours,
  categories,
} from "../platform/db/schema.ts";
import { listedBusinesses } from "../promotions/list-bank-promotions.ts";

export interface OfflineDirectoryAnswer {
  /** The JSON text sent (compression gzips it on the way out). */
  body: string;
  /** A strong validator: the body's hash, quoted. */
  etag: string;
  count: number;
}

/** Loads and encodes the directory as of `now` (Buenos Aires date decides the special hours kept). */
export async function buildOfflineDirectory(now: Date = new Date()): Promise<OfflineDirectoryAnswer> {
  const db = await getDb();
  const today = buenosAiresDateKey(now);
  const last = addDaysToDateKey(today, DIRECTORY_SPECIAL_DAYS - 1);
  const active = eq(businesses.status, "active");
  const [rows, weekly, special, duties, promotions] = await Promise.all([
    db
      .select({
        uuid: businesses.uuid,
        name: businesses.name,
        slug: businesses.slug,
        category: categories.name,
        address: businesses.address,
        city: businesses.city,
        phone: businesses.phoneNumber,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
        logoUrl: businesses.logoUrl,
        categoryId: businesses.categoryId,
        parentCategoryId: categories.parentId,
        brandId: businesses.brandId,
      })
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .where(active)
      .orderBy(asc(businesses.name), asc(businesses.uuid)),
    // One row per business with its slots as JSON: ten times fewer rows than one per slot, which
    // is what costs at 10,000 businesses (2.5 s → 0.5 s on PGlite).
    db
      .select({
        businessUuid: businessHours.businessUuid,
        slots: sql<
          WeeklyTuple[]
        >`json_agg(json_build_array(${businessHours.dayOfWeek}, ${businessHours.openTime}, ${businessHours.closeTime}, ${businessHours.isClosed}) order by ${businessHours.dayOfWeek}, ${businessHours.timeSlotIndex})`,
      })
      .from(businessHours)
      .innerJoin(businesses, eq(businesses.uuid, businessHours.businessUuid))
      .where(active)
      .groupBy(businessHours.businessUuid),
    db
      .select({ businessUuid: businessSpecialHours.businessUuid, ...specialHoursColumns })
      .from(businessSpecialHours)
      .where(
        and(
          gte(businessSpecialHours.date, today),
          lte(businessSpecialHours.date, last),
          inArray(
            businessSpecialHours.businessUuid,
            db.select({ uuid: businesses.uuid }).from(businesses).where(active),
          ),
        ),
      )
      .orderBy(asc(businessSpecialHours.date), asc(businessSpecialHours.openTime)),
    // The rota of the coming days travels with the directory (farmacias de turno offline).
    upcomingDuties(now, DUTY_DAYS_AHEAD),
    directoryBankPromotions(today),
  ]);
  const dutiesBy = new Map<string, DutyWindow[]>();
  for (const d of duties) {
    dutiesBy.set(d.businessUuid, [...(dutiesBy.get(d.businessUuid) ?? []), { startsAt: d.startsAt, endsAt: d.endsAt }]);
  }

  const weeklyBy = new Map(
    weekly.map((row) => [
      row.businessUuid,
      row.slots.map(
        ([dayOfWeek, openTime, closeTime, isClosed]): WeeklySlot => ({ dayOfWeek, openTime, closeTime, isClosed }),
      ),
    ]),
  );
  const specialBy = groupBy<SpecialHours & { businessUuid: string }>(special);
  const list: DirectoryBusiness[] = rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    category: row.category,
    address: row.address,
    city: row.city,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: row.logoUrl,
    weekly: weeklyBy.get(row.uuid) ?? [],
    special: specialBy.get(row.uuid) ?? [],
    duties: dutiesBy.get(row.uuid) ?? [],
    bankPromotions: promotions.filter((p) => appliesToBusiness(p, row)).map((p) => p.promotion),
  }));
  const body = JSON.stringify(encodeDirectory(list, today));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, count: list.length };
}

/** Bank promotions not over by `today` (featured first, then newest), with their scope. */
async function directoryBankPromotions(
  today: string,
): Promise<(BankPromotionScope & { promotion: DirectoryBankPromotion })[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: bankPromotions.id,
      scope: bankPromotions.scope,
      categoryId: bankPromotions.categoryId,
      brandId: bankPromotions.brandId,
      bankName: banks.name,
      discountText: bankPromotions.discountText,
      title: bankPromotions.title,
      daysOfWeek: bankPromotions.daysOfWeek,
      validFrom: bankPromotions.validFrom,
      validTo: bankPromotions.validTo,
    })
    .from(bankPromotions)
    .innerJoin(banks, eq(banks.id, bankPromotions.bankId))
    .where(gte(bankPromotions.validTo, today))
    .orderBy(desc(bankPromotions.isFeatured), desc(bankPromotions.createdAt), desc(bankPromotions.id));
  const listed = await listedBusinesses(rows.filter((r) => r.scope === "comercios").map((r) => r.id));
  return rows.map((r) => ({
    scope: r.scope as BankPromotionScope["scope"],
    categoryId: r.categoryId,
    brandId: r.brandId,
    businessUuids: listed.get(r.id)?.uuids ?? [],
    promotion: {
      bankName: r.bankName,
      discountText: r.discountText,
      title: r.title,
      daysOfWeek: r.daysOfWeek,
      validFrom: r.validFrom,
      validTo: r.validTo,
    },
  }));
}

/** [day_of_week, open_time, close_time, is_closed] as json_build_array gives them. */
type WeeklyTuple = [number, string | null, string | null, boolean];

function groupBy<T extends { businessUuid: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.businessUuid);
    if (list) list.push(row);
    else map.set(row.businessUuid, [row]);
  }
  return map;
}

const cache = createTtlCache<OfflineDirectoryAnswer>({ ttlMs: 15 * 60_000, maxEntries: 2 });

/**
 * The shared copy: rebuilt at most every 15 minutes (phones ask every few hours; at 10,000 businesses
 * a build reads ~100,000 hour rows, seconds on PGlite), and when the Buenos Aires date changes.
 */
export function cachedOfflineDirectory(now: Date = new Date()): Promise<OfflineDirectoryAnswer> {
  return cache.get(buenosAiresDateKey(now), () => buildOfflineDirectory(now));
}
