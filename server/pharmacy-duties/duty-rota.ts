/**
 * The public rota (`/farmacias-de-turno`, the offline directory): the duties that have not ended and
 * start within DUTY_DAYS_AHEAD days, of active businesses, each with its business's card (the same
 * card every list shows, open/closed by the one rule) and how the duty reads.
 */
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { DUTY_DAYS_AHEAD, type DutyGroup, dutyHoursLabel, groupDuties, isRoundTheClock } from "#core/pharmacy-duty.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, pharmacyDuties } from "../platform/db/schema.ts";
import { type BusinessCardData, loadBusinessCards } from "../public-business/cards.ts";

const DAY = 86_400_000;

export interface RotaDuty {
  id: number;
  businessUuid: string;
  slug: string;
  name: string;
  city: string;
  dutyDate: string;
  startsAt: string;
  endsAt: string;
  /** A whole day or more: "24 h". */
  roundTheClock: boolean;
  /** "24 h" or the window, as the badge says it (so a list needs no rule in the browser). */
  hoursLabel: string;
}

export interface PublicDuty extends RotaDuty {
  card: BusinessCardData;
}

/** The rota's rows from `now` on, without cards (the offline directory carries these). */
export async function upcomingDuties(now: Date, days = DUTY_DAYS_AHEAD): Promise<RotaDuty[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: pharmacyDuties.id,
      businessUuid: pharmacyDuties.businessUuid,
      slug: businesses.slug,
      name: businesses.name,
      city: pharmacyDuties.city,
      dutyDate: pharmacyDuties.dutyDate,
      startsAt: pharmacyDuties.startsAt,
      endsAt: pharmacyDuties.endsAt,
    })
    .from(pharmacyDuties)
    .innerJoin(businesses, eq(businesses.uuid, pharmacyDuties.businessUuid))
    .where(
      and(
        eq(businesses.status, "active"),
        gt(pharmacyDuties.endsAt, now),
        lt(pharmacyDuties.startsAt, new Date(now.getTime() + days * DAY)),
      ),
    )
    .orderBy(asc(pharmacyDuties.startsAt), asc(pharmacyDuties.city), asc(businesses.name));
  return rows.map((r) => {
    const window = { startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() };
    return { ...r, ...window, roundTheClock: isRoundTheClock(window), hoursLabel: dutyHoursLabel(window) };
  });
}

/** The public page: the duties on now first (per city), then the coming days, each with its card. */
export async function publicDutyRota(now: Date): Promise<DutyGroup<PublicDuty>[]> {
  const duties = await upcomingDuties(now);
  const cards = await loadBusinessCards([...new Set(duties.map((d) => d.businessUuid))], now);
  const byUuid = new Map(cards.map((c) => [c.uuid, c]));
  const withCards = duties.flatMap((d) => {
    const card = byUuid.get(d.businessUuid);
    return card ? [{ ...d, card }] : [];
  });
  return groupDuties(withCards, now);
}

/** The businesses on duty at `now` (the search's and the category's "De turno" first). */
export async function onDutyBusinessUuids(now: Date): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db
    .select({ uuid: pharmacyDuties.businessUuid })
    .from(pharmacyDuties)
    .where(and(lt(pharmacyDuties.startsAt, new Date(now.getTime() + 1)), gt(pharmacyDuties.endsAt, now)));
  return new Set(rows.map((r) => r.uuid));
}
