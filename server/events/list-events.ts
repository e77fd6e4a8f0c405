/** /admin/event-bus: a page of the outbox's events. */
import { inArray } from "drizzle-orm";
import { EVENTS_LIST, type EventsListParams } from "#core/event-bus.ts";
import type { ListPage } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery, nullsLast } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { domainEvents } from "../platform/db/schema.ts";
import { type EventRow, toRow } from "./event-row.ts";

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
