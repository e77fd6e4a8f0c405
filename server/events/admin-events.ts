/**
 * /admin/event-bus: the outbox as an administrator reads it (a page of events, the counts per state,
 * one event with its handler) and "Reintentar" for failed events.
 *
 * A retry puts the event back to pending, due at once, with its attempts RESET to 0: the person
 * asks for a fresh round of MAX_EVENT_ATTEMPTS tries with back-off. The last error stays on the row
 * (and in the audit entry) until a try replaces it.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { EVENTS_LIST, type EventsListParams } from "#core/event-bus.ts";
import type { ListPage } from "#core/list-params.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery, nullsLast } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { domainEvents } from "../platform/db/schema.ts";
import { kickEventDispatcher } from "../platform/events/publish.ts";
import { getEventHandler } from "./handlers.ts";

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

function toRow(r: typeof domainEvents.$inferSelect): EventRow {
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

const eventList = listQuery(EVENTS_LIST, {
  search: [domainEvents.aggregateId],
  sorts: {
    created: [domainEvents.id],
    attempts: [domainEvents.attempts],
    next: (dir) => [nullsLast(dir, domainEvents.nextAttemptAt)],
  },
  filters: {
    state: (states) => inArray(domainEvents.status, states),
    type: (types) => inArray(domainEvents.type, types),
  },
  tiebreak: domainEvents.id,
});

export async function listEvents(params: EventsListParams): Promise<ListPage<EventRow>> {
  const db = await getDb();
  const { where, orderBy } = eventList.query(params);
  const page = await paginate(params, {
    count: () => db.$count(domainEvents, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(domainEvents)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, rows: page.rows.map(toRow) };
}

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

export interface EventDetail extends EventRow {
  payload: unknown;
  /** The handler's function name, or null when no handler is registered for the type. */
  handler: string | null;
}

export async function getEventDetail(id: number): Promise<EventDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, id));
  if (!row) return null;
  const handler = getEventHandler(row.type);
  return { ...toRow(row), payload: row.payload, handler: handler ? handler.name || "(sin nombre)" : null };
}

/**
 * Puts the failed ones among `ids` back to pending (attempts reset, due now), each with its
 * `event.retry` audit row in the same transaction; returns how many were retried. Events that are
 * not failed (or do not exist) are left alone.
 */
export async function retryEvents(actor: AuditActor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const db = await getDb();
  const retried = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const rows = await t
      .select()
      .from(domainEvents)
      .where(and(inArray(domainEvents.id, [...ids]), eq(domainEvents.status, "failed")))
      .orderBy(asc(domainEvents.id))
      .for("update");
    for (const row of rows) {
      await t
        .update(domainEvents)
        .set({ status: "pending", attempts: 0, nextAttemptAt: null })
        .where(eq(domainEvents.id, row.id));
      await recordAudit(t, {
        actor,
        action: "event.retry",
        entity: { type: "domain_event", id: row.id },
        before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
        after: { status: "pending", attempts: 0 },
      });
    }
    return rows.length;
  });
  if (retried > 0) kickEventDispatcher();
  return retried;
}
