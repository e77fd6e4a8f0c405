/**
 * Whether an administrator suspended a person (server/users/ban.ts): sign-in and session reads ask
 * it, so a banned person gets no session and a leftover one is refused.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

export async function isBanned(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, userId));
  return row?.banned === true;
}
