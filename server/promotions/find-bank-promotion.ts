import { eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { bankPromotions } from "../platform/db/schema.ts";
import { listedBusinesses } from "./bank-promotion-businesses.ts";

/** One bank promotion for its form, with its listed businesses (scope "comercios"). */
export async function findBankPromotion(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(bankPromotions).where(eq(bankPromotions.id, id));
  if (!row) return null;
  return { ...row, businesses: await listedBusinesses(db, id) };
}
