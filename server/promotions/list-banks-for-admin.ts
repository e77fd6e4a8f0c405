/** The banks with how many promotions each has. */
import { asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { bankPromotions, banks } from "../platform/db/schema.ts";

export interface AdminBank {
  id: number;
  name: string;
  slug: string;
  color: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  promotions: number;
}

export async function listBanksForAdmin(): Promise<AdminBank[]> {
  const db = await getDb();
  const usage = db
    .select({ bankId: bankPromotions.bankId, n: count().as("n") })
    .from(bankPromotions)
    .groupBy(bankPromotions.bankId)
    .as("usage");
  const rows = await db
    .select({
      id: banks.id,
      name: banks.name,
      slug: banks.slug,
      color: banks.color,
      logoUrl: banks.logoUrl,
      websiteUrl: banks.websiteUrl,
      promotions: sql<number>`coalesce(${usage.n}, 0)::int`,
    })
    .from(banks)
    .leftJoin(usage, eq(usage.bankId, banks.id))
    .orderBy(asc(banks.name));
  return rows.map((r) => ({ ...r, promotions: Number(r.promotions) }));
}
