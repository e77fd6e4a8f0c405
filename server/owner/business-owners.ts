/** Who owns a business (their business_owner roles): the people told about its reviews and promotions. */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { userRoles } from "../platform/db/schema.ts";

/** Owner user ids per business uuid (a business nobody owns is absent). */
export async function ownersOfBusinesses(
  db: Database,
  businessUuids: readonly string[],
): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  if (businessUuids.length === 0) return owners;
  const rows = await db
    .selectDistinct({ userId: userRoles.userId, businessUuid: userRoles.businessUuid })
    .from(userRoles)
    .where(and(eq(userRoles.role, "business_owner"), inArray(userRoles.businessUuid, [...businessUuids])));
  for (const row of rows) {
    if (!row.businessUuid) continue;
    owners.set(row.businessUuid, [...(owners.get(row.businessUuid) ?? []), row.userId]);
  }
  return owners;
}
