/** A brand's row as its audit rows keep it. */
import type { brands } from "../platform/db/schema.ts";

type BrandRow = typeof brands.$inferSelect;

export const snapshot = ({ id: _i, createdAt: _c, ...rest }: BrandRow) => rest;
