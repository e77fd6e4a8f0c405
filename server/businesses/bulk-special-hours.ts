/**
 * Special hours across many businesses at once (/admin/businesses/special-hours): every bank
 * closed on a holiday, every pharmacy on duty. The businesses are chosen by category, brand or a
 * search; the day is the owner's special day (core/hours-form.ts), written for each of them in ONE
 * transaction (a date's rows replaced, as the owner's editor does), audited per business. The
 * upcoming special days are listed grouped by date and name, and a group can be removed whole.
 */
import { and, asc, eq, gte, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { SpecialHoursTarget } from "#core/admin-business-form.ts";
import { type SpecialDayInput, specialRows } from "#core/hours-form.ts";
import type { SpecialHours } from "#core/opening-hours.ts";
import { specialHoursColumns } from "../listing/hours-columns.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { brands, businesses, businessSpecialHours, categories } from "../platform/db/schema.ts";
import { businessSearch } from "./business-search.ts";

/** At most this many businesses are listed (and written) in one go. */
export const SPECIAL_HOURS_MAX_BUSINESSES = 500;

export interface SpecialHoursCandidate {
  uuid: string;
  name: string;
  address: string | null;
  city: string;
  status: string;
}

const slotText = (r: SpecialHours) =>
  r.isClosed ? "cerrado" : `${r.openTime?.slice(0, 5)}-${r.closeTime?.slice(0, 5)}`;

function targetWhere(target: SpecialHoursTarget): SQL | undefined {
  return and(
    ne(businesses.status, "rejected"),
    target.category
      ? inArray(
          businesses.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${target.category} or ${categories.parentId} = (select c2.id from ${categories} c2 where c2.slug = ${target.category}))`,
        )
      : undefined,
    target.brand
      ? inArray(businesses.brandId, sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${target.brand})`)
      : undefined,
    businessSearch(target.q),
  );
}

export const hasTarget = (t: SpecialHoursTarget) => Boolean(t.category || t.brand || t.q);

/** The businesses a choice matches (none when nothing was chosen), by name, and how many in all. */
export async function matchSpecialHoursTargets(
  target: SpecialHoursTarget,
): Promise<{ rows: SpecialHoursCandidate[]; total: number }> {
  if (!hasTarget(target)) return { rows: [], total: 0 };
  const db = await getDb();
  const where = targetWhere(target);
  const [rows, total] = await Promise.all([
    db
      .select({
        uuid: businesses.uuid,
        name: businesses.name,
        address: businesses.address,
        city: businesses.city,
        status: businesses.status,
      })
      .from(businesses)
      .where(where)
      .orderBy(asc(businesses.name), asc(businesses.id))
      .limit(SPECIAL_HOURS_MAX_BUSINESSES),
    db.$count(businesses, where),
  ]);
  return { rows, total };
}

/** Writes the day for every business (one transaction); returns how many businesses got it. */
export async function applySpecialHoursToMany(
  actor: AuditActor,
  businessUuids: readonly string[],
  day: SpecialDayInput,
): Promise<number> {
  const ids = [...new Set(businessUuids.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return 0;
  const db = await getDb();
  const rows = specialRows(day);
  const applied = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(inArray(businesses.uuid, ids))
      .orderBy(businesses.id)
      .for("update");
    const uuids = existing.map((b) => b.uuid);
    if (uuids.length === 0) return 0;
    const before = await tx
      .delete(businessSpecialHours)
      .where(and(inArray(businessSpecialHours.businessUuid, uuids), eq(businessSpecialHours.date, day.date)))
      .returning({ businessUuid: businessSpecialHours.businessUuid, ...specialHoursColumns });
    await tx
      .insert(businessSpecialHours)
      .values(uuids.flatMap((businessUuid) => rows.map((r) => ({ ...r, businessUuid }))));
    for (const uuid of uuids) {
      const previous = before.filter((r) => r.businessUuid === uuid);
      await recordAudit(tx, {
        actor,
        action: "business.special_hours_set",
        entity: { type: "business", id: uuid },
        before: previous.length
          ? { date: day.date, name: previous[0]?.name ?? null, slots: previous.map(slotText) }
          : null,
        after: { date: day.date, name: day.name, slots: rows.map(slotText) },
      });
    }
    return uuids.length;
  });
  if (applied > 0) await clearPublicCaches();
  return applied;
}

export interface SpecialHoursGroup {
  date: string;
  name: string | null;
  businesses: number;
  closed: boolean;
  /** "09:00-13:00" of the first row, when open. */
  hours: string | null;
}

/** Special days from `today` on, grouped by date and name, soonest first. */
export async function listUpcomingSpecialGroups(today: string, limit = 60): Promise<SpecialHoursGroup[]> {
  const db = await getDb();
  const rows = await db
    .select({
      date: businessSpecialHours.date,
      name: businessSpecialHours.name,
      businesses: sql<number>`count(distinct ${businessSpecialHours.businessUuid})::int`,
      closed: sql<boolean>`bool_and(${businessSpecialHours.isClosed})`,
      opens: sql<string | null>`min(${businessSpecialHours.openTime})::text`,
      closes: sql<string | null>`max(${businessSpecialHours.closeTime})::text`,
    })
    .from(businessSpecialHours)
    .where(gte(businessSpecialHours.date, today))
    .groupBy(businessSpecialHours.date, businessSpecialHours.name)
    .orderBy(asc(businessSpecialHours.date), asc(businessSpecialHours.name))
    .limit(limit);
  return rows.map((r) => ({
    date: r.date,
    name: r.name,
    businesses: Number(r.businesses),
    closed: Boolean(r.closed),
    hours: r.closed || !r.opens ? null : `${r.opens.slice(0, 5)}-${r.closes?.slice(0, 5)}`,
  }));
}

/** Removes a whole group (every business's rows for that date and name); returns how many businesses. */
export async function removeSpecialGroup(actor: AuditActor, date: string, name: string | null): Promise<number> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(businessSpecialHours)
      .where(
        and(
          eq(businessSpecialHours.date, date),
          name === null ? isNull(businessSpecialHours.name) : eq(businessSpecialHours.name, name),
        ),
      )
      .returning({ businessUuid: businessSpecialHours.businessUuid, ...specialHoursColumns });
    const uuids = [...new Set(rows.map((r) => r.businessUuid))];
    for (const uuid of uuids) {
      const mine = rows.filter((r) => r.businessUuid === uuid);
      await recordAudit(tx, {
        actor,
        action: "business.special_hours_delete",
        entity: { type: "business", id: uuid },
        before: { date, name, slots: mine.map(slotText) },
        after: null,
      });
    }
    return uuids.length;
  });
  if (removed > 0) await clearPublicCaches();
  return removed;
}
