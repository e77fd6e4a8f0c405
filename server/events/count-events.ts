/** /admin/event-bus: how many events are in each state. */
import { sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { domainEvents } from "../platform/db/schema.ts";

export async function eventCounts(): Promise<Record<"pending" | "processed" | "failed", number>> {
  const db = await getDb();
  const rows = await db
    .select({ status: domainEvents.status, n: sql<number>`count(*)::int` })
    .from(domainEvents)
    .groupBy(domainEvents.status);
  const counts = { pending: 0, processed: 0, failed: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as keyof typeof counts] = Number(r.n);
  return counts;
}
