import { eq } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { bankPromotionBusinesses, businesses } from "../platform/db/schema.ts";

/** The businesses a bank promotion lists (scope "comercios"): its form shows them, a save audits the change. */
export async function listedBusinesses(db: Database, id: number): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: businesses.slug, name: businesses.name })
    .from(bankPromotionBusinesses)
    .innerJoin(businesses, eq(businesses.uuid, bankPromotionBusinesses.businessUuid))
    .where(eq(bankPromotionBusinesses.bankPromotionId, id))
    .orderBy(businesses.name);
}
