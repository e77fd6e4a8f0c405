/**
 * Hourly housekeeping for the account tables: finished rate-limit windows, expired sessions and
 * expired e-mail tokens. Safe on several instances (plain deletes of rows nobody can use).
 */
import { lt } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { sessions, verifications } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { pruneRateLimits } from "./rate-limit.ts";

export async function pruneAccountTables(now = new Date()): Promise<void> {
  const db = await getDb();
  await pruneRateLimits(db, 24 * 3600_000, now.getTime());
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(verifications).where(lt(verifications.expiresAt, now));
}

export function startAccountMaintenance(intervalMs = 3600_000): () => void {
  const run = () => pruneAccountTables().catch((error) => logger.warn({ err: error }, "limpieza de cuentas falló"));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
