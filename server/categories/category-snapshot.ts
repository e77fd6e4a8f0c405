/** A category's row as its audit rows keep it. */
import type { categories } from "../platform/db/schema.ts";

type CategoryRow = typeof categories.$inferSelect;

export const snapshot = ({ createdAt: _c, id: _i, ...rest }: CategoryRow) => rest;
