/** Whether a business may be favourited or reviewed: it exists and a visitor can open its page. */
import { and, eq, inArray } from "drizzle-orm";
import { PUBLIC_DETAIL_STATUSES } from "#core/admin-business-form.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";

export async function isPubliclyVisible(businessUuid: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.uuid, businessUuid), inArray(businesses.status, [...PUBLIC_DETAIL_STATUSES])))
    .limit(1);
  return Boolean(row);
}
