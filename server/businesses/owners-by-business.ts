import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { userRoles, users } from "../platform/db/schema.ts";

export interface AdminBusinessOwner {
  id: string;
  name: string;
  email: string;
}

/** Owners (business_owner roles, with name and e-mail) per business uuid. */
export async function ownersByBusiness(uuids: readonly string[]): Promise<Map<string, AdminBusinessOwner[]>> {
  const out = new Map<string, AdminBusinessOwner[]>();
  if (uuids.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .selectDistinct({ businessUuid: userRoles.businessUuid, id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "business_owner"), inArray(userRoles.businessUuid, [...uuids])))
    .orderBy(asc(users.name));
  for (const { businessUuid, ...owner } of rows) {
    if (!businessUuid) continue;
    out.set(businessUuid, [...(out.get(businessUuid) ?? []), owner]);
  }
  return out;
}
