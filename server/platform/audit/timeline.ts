/**
 * A thing's history as an admin screen shows it: the audit trail with each actor's name, ready to
 * cross to the browser (dates as ISO strings). Business, user and promotion screens use this.
 */
import { inArray } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { type AuditDetails, auditTrail } from "./record-audit.ts";

export interface TimelineEntry {
  id: number;
  action: string;
  /** The person's name, or null when the system did it (a task, an import's job). */
  actorName: string | null;
  actorId: string | null;
  at: string;
  details: AuditDetails;
}

export async function entityTimeline(
  entity: { type: string; id: string | number },
  limit = 50,
): Promise<TimelineEntry[]> {
  const db = await getDb();
  const trail = await auditTrail(db, entity, limit);
  const actorIds = [...new Set(trail.map((e) => e.actorId).filter((id): id is string => id !== null))];
  const names = new Map(
    actorIds.length
      ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, actorIds))).map(
          (u) => [u.id, u.name] as const,
        )
      : [],
  );
  return trail.map((entry) => ({
    id: entry.id,
    action: entry.action,
    actorId: entry.actorId,
    actorName: entry.actorId ? (names.get(entry.actorId) ?? "Cuenta borrada") : null,
    at: entry.createdAt.toISOString(),
    details: entry.details,
  }));
}
