/**
 * The demo's farmacias de turno stay current: the seed loads the rota of two weeks around its own
 * date; a month later /farmacias-de-turno would be empty. Where the demo owner exists (never on a
 * real install, whose rota the admin loads), each run fills the coming days that have no duty in a
 * city with the next pharmacy of that city in turn (by name, by day number), so every instance
 * picks the same one and the unique (pharmacy, day) makes a second insert do nothing.
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { CITIES } from "#core/cities.ts";
import { DUTY_DAYS_AHEAD, dutyWindowForDay, PHARMACY_CATEGORY_SLUG } from "#core/pharmacy-duty.ts";
import { addDaysToDateKey, buenosAiresDateKey, diffDateKeys } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, categories, pharmacyDuties, users } from "../platform/db/schema.ts";
import { DEMO_OWNER_ID } from "./seed/owner-day.ts";

export async function keepDemoRota(now: Date): Promise<number> {
  const db = await getDb();
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_OWNER_ID));
  if (!demo) return 0;
  const today = buenosAiresDateKey(now);
  const last = addDaysToDateKey(today, DUTY_DAYS_AHEAD);
  const pharmacies = await db
    .select({ uuid: businesses.uuid, city: businesses.city, name: businesses.name })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(categories.slug, PHARMACY_CATEGORY_SLUG), eq(businesses.status, "active")))
    .orderBy(businesses.name);
  if (pharmacies.length === 0) return 0;
  const taken = await db
    .select({ city: pharmacyDuties.city, date: pharmacyDuties.dutyDate })
    .from(pharmacyDuties)
    .where(
      and(
        gte(pharmacyDuties.dutyDate, today),
        lte(pharmacyDuties.dutyDate, last),
        inArray(pharmacyDuties.city, CITIES),
      ),
    );
  const has = new Set(taken.map((t) => `${t.city}|${t.date}`));
  const rows: (typeof pharmacyDuties.$inferInsert)[] = [];
  for (let d = 0; d <= DUTY_DAYS_AHEAD; d++) {
    const date = addDaysToDateKey(today, d);
    for (const city of CITIES) {
      if (has.has(`${city}|${date}`)) continue;
      const inCity = pharmacies.filter((p) => p.city === city);
      if (inCity.length === 0) continue;
      const pick = inCity[diffDateKeys(date, "2000-01-01") % inCity.length]!;
      rows.push({ businessUuid: pick.uuid, city, dutyDate: date, ...dutyWindowForDay(date)! });
    }
  }
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(pharmacyDuties)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: pharmacyDuties.id });
  return inserted.length;
}
