/**
 * The correction of one day in one city (that pharmacy, those hours, in place of whatever the day
 * had; or nobody), in one transaction with its audit row.
 */
import { and, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { dutyWindowForDay } from "#core/pharmacy-duty.ts";
import { DUTY_FORM_MESSAGES, type DutyDayFormValues } from "#core/pharmacy-duty-form.ts";
import { loadPharmacies, type Pharmacy } from "../import/duty-import.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { pharmacyDuties } from "../platform/db/schema.ts";

/**
 * The day's duty in that city becomes this pharmacy's (or nobody's): the others of that day go.
 * Answers whether the day was left without a duty.
 */
export async function setDutyDay(values: DutyDayFormValues, actor: AuditActor): Promise<Result<boolean>> {
  const db = await getDb();
  const window = dutyWindowForDay(values.date, values.start, values.end)!;
  let pharmacy: Pharmacy | undefined;
  if (values.pharmacy !== "none") {
    pharmacy = (await loadPharmacies(db)).find((p) => p.uuid === values.pharmacy && p.city === values.city);
    if (!pharmacy) {
      return fail("validation", DUTY_FORM_MESSAGES.notPharmacy, { pharmacy: DUTY_FORM_MESSAGES.notPharmacy });
    }
  }
  await db.transaction(async (tx) => {
    const before = await tx
      .delete(pharmacyDuties)
      .where(and(eq(pharmacyDuties.city, values.city), eq(pharmacyDuties.dutyDate, values.date)))
      .returning({
        businessUuid: pharmacyDuties.businessUuid,
        startsAt: pharmacyDuties.startsAt,
        endsAt: pharmacyDuties.endsAt,
      });
    if (pharmacy) {
      // A pharmacy has one duty per day: one it had in the other city's rota that day goes too.
      await tx
        .delete(pharmacyDuties)
        .where(and(eq(pharmacyDuties.businessUuid, pharmacy.uuid), eq(pharmacyDuties.dutyDate, values.date)));
      await tx
        .insert(pharmacyDuties)
        .values({ businessUuid: pharmacy.uuid, city: values.city, dutyDate: values.date, ...window });
    }
    await recordAudit(tx, {
      actor,
      action: "pharmacy_duty.set_day",
      entity: { type: "pharmacy_duty_day", id: `${values.city}|${values.date}` },
      before: {
        duties: before.map((d) => ({ ...d, startsAt: d.startsAt.toISOString(), endsAt: d.endsAt.toISOString() })),
      },
      after: {
        duties: pharmacy
          ? [
              {
                businessUuid: pharmacy.uuid,
                startsAt: window.startsAt.toISOString(),
                endsAt: window.endsAt.toISOString(),
              },
            ]
          : [],
      },
    });
  });
  await clearPublicCaches();
  return ok(!pharmacy);
}
