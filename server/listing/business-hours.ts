/**
 * The owner's hours: the week (replaced whole, in one transaction), special days by date (a day is
 * replaced whole too: its rows are its slots), and the listed holidays coming up with whether the
 * owner already said what they do. Each change is audited and public at once.
 */
import { and, asc, eq, gte } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { holidayOn, holidaysBetween } from "#core/holidays.ts";
import { type DayHours, type SpecialDayInput, specialRows, usualDay, weeklyRows } from "#core/hours-form.ts";
import type { SpecialHours, WeeklySlot } from "#core/opening-hours.ts";
import { addDaysToDateKey, buenosAiresDateKey, dayOfWeekOfDateKey } from "#core/time-zone.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { businessHours, businessSpecialHours } from "../platform/db/schema.ts";
import { specialHoursColumns, weeklySlotColumns } from "./hours-columns.ts";
import { lockBusiness } from "./lock-business.ts";

/** How far ahead the hours page lists holidays. */
export const HOLIDAY_WINDOW_DAYS = 30;

export interface UpcomingHoliday {
  date: string;
  name: string;
  kind: string;
  /** The owner's special hours for that date (empty: not confirmed yet). */
  entries: SpecialHours[];
}

export interface HoursPageData {
  weekly: WeeklySlot[];
  /** Special hours from today on, by date. */
  special: SpecialHours[];
  holidays: UpcomingHoliday[];
}

const slotSummary = (r: WeeklySlot | SpecialHours) =>
  r.isClosed ? "cerrado" : `${r.openTime?.slice(0, 5)}-${r.closeTime?.slice(0, 5)}`;

export async function readWeeklyHours(businessUuid: string, db?: Database): Promise<WeeklySlot[]> {
  const conn = db ?? (await getDb());
  return conn
    .select(weeklySlotColumns)
    .from(businessHours)
    .where(eq(businessHours.businessUuid, businessUuid))
    .orderBy(asc(businessHours.dayOfWeek), asc(businessHours.timeSlotIndex));
}

export async function loadHoursPage(businessUuid: string, now: Date): Promise<HoursPageData> {
  const db = await getDb();
  const today = buenosAiresDateKey(now);
  const [weekly, special] = await Promise.all([
    readWeeklyHours(businessUuid, db),
    db
      .select(specialHoursColumns)
      .from(businessSpecialHours)
      .where(and(eq(businessSpecialHours.businessUuid, businessUuid), gte(businessSpecialHours.date, today)))
      .orderBy(asc(businessSpecialHours.date), asc(businessSpecialHours.openTime))
      .limit(200),
  ]);
  const holidays = holidaysBetween(today, addDaysToDateKey(today, HOLIDAY_WINDOW_DAYS)).map((h) => ({
    ...h,
    entries: special.filter((s) => s.date === h.date),
  }));
  return { weekly, special, holidays };
}

/** Replaces the whole week. */
export async function saveWeeklyHours(actor: AuditActor, businessUuid: string, days: DayHours[]): Promise<void> {
  const db = await getDb();
  const rows = weeklyRows(days);
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessUuid);
    const before = await readWeeklyHours(businessUuid, tx);
    await tx.delete(businessHours).where(eq(businessHours.businessUuid, businessUuid));
    await tx.insert(businessHours).values(rows.map((r) => ({ ...r, businessUuid })));
    await recordAudit(tx, {
      actor,
      action: "business.hours_update",
      entity: { type: "business", id: businessUuid },
      before: { week: weekSummary(before) },
      after: { week: weekSummary(rows) },
    });
  });
  await clearPublicCaches();
}

/** { "1": ["09:00-13:00", "16:00-20:00"], "0": ["cerrado"] } — what the audit entry keeps of a week. */
function weekSummary(rows: WeeklySlot[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of [...rows].sort(
    (a, b) => a.dayOfWeek - b.dayOfWeek || (a.timeSlotIndex ?? 0) - (b.timeSlotIndex ?? 0),
  )) {
    const key = String(r.dayOfWeek);
    out[key] = [...(out[key] ?? []), slotSummary(r)];
  }
  return out;
}

/** Sets one date's special hours (replacing what the date had). */
export async function saveSpecialDay(actor: AuditActor, businessUuid: string, day: SpecialDayInput): Promise<void> {
  const db = await getDb();
  const rows = specialRows(day);
  await db.transaction(async (tx) => {
    await lockBusiness(tx, businessUuid);
    const before = await tx
      .delete(businessSpecialHours)
      .where(and(eq(businessSpecialHours.businessUuid, businessUuid), eq(businessSpecialHours.date, day.date)))
      .returning(specialHoursColumns);
    await tx.insert(businessSpecialHours).values(rows.map((r) => ({ ...r, businessUuid })));
    await recordAudit(tx, {
      actor,
      action: "business.special_hours_set",
      entity: { type: "business", id: businessUuid },
      before: before.length ? { date: day.date, name: before[0]?.name ?? null, slots: before.map(slotSummary) } : null,
      after: { date: day.date, name: day.name, slots: rows.map(slotSummary) },
    });
  });
  await clearPublicCaches();
}

export async function deleteSpecialDay(actor: AuditActor, businessUuid: string, date: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(businessSpecialHours)
      .where(and(eq(businessSpecialHours.businessUuid, businessUuid), eq(businessSpecialHours.date, date)))
      .returning(specialHoursColumns);
    if (rows.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "business.special_hours_delete",
      entity: { type: "business", id: businessUuid },
      before: { date, name: rows[0]?.name ?? null, slots: rows.map(slotSummary) },
      after: null,
    });
    return true;
  });
  if (deleted) await clearPublicCaches();
  return deleted;
}

export type HolidayChoice = "open" | "closed";

/**
 * The one-tap answer to a holiday: "open" writes that weekday's usual slots as the day's special
 * hours (closed, if it usually is), "closed" a closed day; both named after the holiday.
 */
export async function confirmHoliday(
  actor: AuditActor,
  businessUuid: string,
  date: string,
  choice: HolidayChoice,
  now: Date,
): Promise<Result<SpecialDayInput>> {
  const holiday = holidayOn(date);
  if (!holiday) return fail("not_found");
  if (date < buenosAiresDateKey(now)) return fail("gone");
  const day =
    choice === "closed"
      ? { date, name: holiday.name, closed: true, slots: [] }
      : usualDay(await readWeeklyHours(businessUuid), date, dayOfWeekOfDateKey(date), holiday.name);
  await saveSpecialDay(actor, businessUuid, day);
  return ok(day);
}
