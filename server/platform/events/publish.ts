/**
 * The outbox's write side. Call it with the transaction that makes the change, so the event exists
 * if and only if the change committed; then call kickEventDispatcher() after the commit so it is
 * handled right away instead of at the next poll.
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

/*
 * The dispatcher (server/events/dispatcher.ts, above the features whose handlers it runs) registers
 * its run here, so a feature that publishes never imports it. On globalThis: the server entry, which
 * starts the dispatcher, and the app bundle, whose actions publish, each load their own copy of this
 * module.
 */
const runKey = Symbol.for("vilma.eventDispatcher.run");
type WithRun = typeof globalThis & { [runKey]?: () => void };

/** Handle pending events now (after the commit that published one); without a dispatcher, the next poll does. */
export function kickEventDispatcher(): void {
  (globalThis as WithRun)[runKey]?.();
}

/** Called once by the dispatcher's module. */
export function onEventKick(run: () => void): void {
  (globalThis as WithRun)[runKey] = run;
}
