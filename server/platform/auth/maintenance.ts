/**
 * Hourly housekeeping for the account tables: finished rate-limit windows, expired sessions and
 * expired e-mail tokens. Safe on several instances (plain deletes of rows nobody can use).
 */
import { lt } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { sessions, verifications } from "../db/schema.ts";
import { pruneRateLimits } from "./rate-limit.ts";

export async function pruneAccountTables(now = new Date()): Promise<number> {
  const db = await getDb();
  await pruneRateLimits(db, 24 * 3600_000, now.getTime());
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const expiredTokens = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  return expiredSessions.length + expiredTokens.length;
}
