/**
 * The outbox's write side. Call it with the transaction that makes the change, so the event exists
 * if and only if the change committed; then call kickEventDispatcher() (dispatcher.ts) after the
 * commit so it is handled right away instead of at the next poll.
 */
import type { Database } from "../db/client.ts";
import { domainEvents } from "../db/schema.ts";

export interface NewDomainEvent {
  /** e.g. "promotion.published" (see EVENT_TYPES). */
  type: string;
  /** The kind of thing that changed, e.g. "business_promotion". */
  aggregateType: string;
  /** Its id, as text. */
  aggregateId: string;
  payload: Record<string, unknown>;
}

/** Stores a pending event and returns its id. */
export async function publishEvent(db: Database, event: NewDomainEvent): Promise<number> {
  const [row] = await db
    .insert(domainEvents)
    .values({
      type: event.type,
      aggregateType: event.aggregateType,
      aggregateId: event.aggregateId,
      payload: event.payload,
      status: "pending",
    })
    .returning({ id: domainEvents.id });
  if (!row) throw new Error("publishEvent: el evento no se guardó");
  return row.id;
}
