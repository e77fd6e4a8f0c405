/** A bank's row as its audit rows keep it. */
import type { banks } from "../platform/db/schema.ts";

type BankRow = typeof banks.$inferSelect;

export const bankSnapshot = ({ id: _i, ...rest }: BankRow) => rest;
