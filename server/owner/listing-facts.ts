/**
 * The facts behind "Completá tu ficha" (core/listing-checklist.ts) for one business, read at once:
 * its row, its week, its gallery and its promotions.
 */
import { and, count, countDistinct, eq } from "drizzle-orm";
import type { ListingFacts } from "#core/listing-checklist.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessHours, businessPhotos, businessPromotions } from "../platform/db/schema.ts";

export async function listingFacts(businessUuid: string): Promise<ListingFacts | null> {
  const db = await getDb();
  const [[row], [days], [photos], [promotions]] = await Promise.all([
    db
      .select({
        description: businesses.description,
        whatsappNumber: businesses.whatsappNumber,
        acceptsCredit: businesses.acceptsCredit,
        acceptsDebit: businesses.acceptsDebit,
        acceptsQr: businesses.acceptsQr,
        acceptsTransfer: businesses.acceptsTransfer,
      })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid))
      .limit(1),
    db
      .select({ n: countDistinct(businessHours.dayOfWeek) })
      .from(businessHours)
      .where(and(eq(businessHours.businessUuid, businessUuid), eq(businessHours.isClosed, false))),
    db.select({ n: count() }).from(businessPhotos).where(eq(businessPhotos.businessUuid, businessUuid)),
    db.select({ n: count() }).from(businessPromotions).where(eq(businessPromotions.businessUuid, businessUuid)),
  ]);
  if (!row) return null;
  return {
    openDays: Number(days?.n ?? 0),
    photos: Number(photos?.n ?? 0),
    description: row.description,
    whatsappNumber: row.whatsappNumber,
    paymentMethods: [row.acceptsCredit, row.acceptsDebit, row.acceptsQr, row.acceptsTransfer].filter(Boolean).length,
    promotions: Number(promotions?.n ?? 0),
  };
}
