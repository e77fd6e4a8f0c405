/** One event of the outbox with its handler, for /admin/event-bus/{id}. */
import { eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { domainEvents } from "../platform/db/schema.ts";
import { type EventRow, toRow } from "./event-row.ts";
import { getEventHandler } from "./handlers.ts";

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
