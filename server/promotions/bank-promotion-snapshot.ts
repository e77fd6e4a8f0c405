/** A bank promotion's row as its audit rows keep it. */
import type { bankPromotions } from "../platform/db/schema.ts";

type BankPromotionRow = typeof bankPromotions.$inferSelect;

export const promotionSnapshot = ({ createdAt: _c, id: _i, ...rest }: BankPromotionRow) => rest;
