/** Who hears about a new claim or registration: every administrator. */
import { and, eq } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { userRoles } from "../platform/db/schema.ts";

export async function adminUserIds(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
  return rows.map((r) => r.userId);
}

/** The owners of one business (business_owner rows pointing at it). */
export async function businessOwnerIds(db: Database, businessUuid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, "business_owner"), eq(userRoles.businessUuid, businessUuid)));
  return rows.map((r) => r.userId);
}
