/** What flows through the domain event outbox (table domain_events) and what handles it. */
import type { Database } from "../db/client.ts";

/** The event types the app publishes, with the payload each one carries. */
export const EVENT_TYPES = {
  /** An owner published a promotion: payload { promotionId }. */
  promotionPublished: "promotion.published",
  /** A business became visible (status active): payload { businessUuid }. */
  businessActivated: "business.activated",
  /** An administrator sent a notification (/admin/send-notifications): payload { broadcastId }. */
  notificationBroadcast: "notification.broadcast",
} as const;

export interface DomainEvent {
  id: number;
  type: string;
  aggregateType: string;
  aggregateId: string;
  payload: unknown;
  /** Tries before this one (0 the first time). */
  attempts: number;
  createdAt: Date;
}

/**
 * Runs inside the dispatcher's transaction (`db` is that transaction: use nothing else, or PGlite
 * waits for itself). It must be idempotent: running it twice for one event must not write twice.
 * Throwing rolls back what it wrote and counts as a failed attempt.
 */
export type EventHandler = (db: Database, event: DomainEvent) => Promise<void>;

/** Thrown when retrying cannot help (a malformed payload): the event is marked failed at once. */
export class PermanentEventError extends Error {
  override name = "PermanentEventError";
}
