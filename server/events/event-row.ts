/** An event of the outbox as /admin/event-bus shows it. */
import type { domainEvents } from "../platform/db/schema.ts";

export interface EventRow {
  id: number;
  type: string;
  aggregateType: string;
  aggregateId: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  processedAt: string | null;
  nextAttemptAt: string | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toRow(r: typeof domainEvents.$inferSelect): EventRow {
  return {
    id: r.id,
    type: r.type,
    aggregateType: r.aggregateType,
    aggregateId: r.aggregateId,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    processedAt: iso(r.processedAt),
    nextAttemptAt: iso(r.nextAttemptAt),
  };
}
