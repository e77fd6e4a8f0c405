/** The admin's rota (/admin/farmacias-de-turno): the duties of a range of days. */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businesses, pharmacyDuties } from "../platform/db/schema.ts";

export interface AdminDuty {
  id: number;
  businessUuid: string;
  name: string;
  city: string;
  dutyDate: string;
  startsAt: Date;
  endsAt: Date;
}

export async function adminRota(from: string, to: string): Promise<AdminDuty[]> {
  const db = await getDb();
  return db
    .select({
      id: pharmacyDuties.id,
      businessUuid: pharmacyDuties.businessUuid,
      name: businesses.name,
      city: pharmacyDuties.city,
      dutyDate: pharmacyDuties.dutyDate,
      startsAt: pharmacyDuties.startsAt,
      endsAt: pharmacyDuties.endsAt,
    })
    .from(pharmacyDuties)
    .innerJoin(businesses, eq(businesses.uuid, pharmacyDuties.businessUuid))
    .where(and(gte(pharmacyDuties.dutyDate, from), lte(pharmacyDuties.dutyDate, to)))
    .orderBy(asc(pharmacyDuties.dutyDate), asc(pharmacyDuties.city), asc(businesses.name));
}
