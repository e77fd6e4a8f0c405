/**
 * The duty windows of some businesses around an instant, for the open/closed rule: every duty that
 * has not ended a day before `now` and starts within `daysAhead` days (the rule and `nextChange`
 * look that far).
 */
import { and, asc, gt, inArray, lt } from "drizzle-orm";
import type { DutyWindow } from "#core/pharmacy-duty.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { pharmacyDuties } from "../platform/db/schema.ts";

const DAY = 86_400_000;

export async function dutyWindowsFor(
  uuids: readonly string[],
  now: Date,
  options: { daysAhead?: number; db?: Database } = {},
): Promise<Map<string, DutyWindow[]>> {
  const out = new Map<string, DutyWindow[]>();
  if (uuids.length === 0) return out;
  const db = options.db ?? (await getDb());
  const rows = await db
    .select({
      businessUuid: pharmacyDuties.businessUuid,
      startsAt: pharmacyDuties.startsAt,
      endsAt: pharmacyDuties.endsAt,
    })
    .from(pharmacyDuties)
    .where(
      and(
        inArray(pharmacyDuties.businessUuid, [...uuids]),
        gt(pharmacyDuties.endsAt, new Date(now.getTime() - DAY)),
        lt(pharmacyDuties.startsAt, new Date(now.getTime() + (options.daysAhead ?? 9) * DAY)),
      ),
    )
    .orderBy(asc(pharmacyDuties.startsAt));
  for (const r of rows) {
    const list = out.get(r.businessUuid) ?? [];
    list.push({ startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() });
    out.set(r.businessUuid, list);
  }
  return out;
}
