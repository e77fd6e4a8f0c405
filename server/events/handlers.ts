/**
 * Which handler runs for which event type. The app's handlers are registered here; tests (and later
 * features) can add their own with registerEventHandler.
 */
import { onNotificationBroadcast } from "../notifications/broadcast.ts";
import { onBusinessActivated } from "../notifications/on-business-activated.ts";
import { onPromotionPublished } from "../notifications/on-promotion-published.ts";
import { EVENT_TYPES, type EventHandler } from "../platform/events/types.ts";

const handlers = new Map<string, EventHandler>([
  [EVENT_TYPES.promotionPublished, onPromotionPublished],
  [EVENT_TYPES.businessActivated, onBusinessActivated],
  [EVENT_TYPES.notificationBroadcast, onNotificationBroadcast],
]);

/** Adds or replaces the handler of a type; returns a function that removes it. */
export function registerEventHandler(type: string, handler: EventHandler): () => void {
  handlers.set(type, handler);
  return () => {
    if (handlers.get(type) === handler) handlers.delete(type);
  };
}

export function getEventHandler(type: string): EventHandler | undefined {
  return handlers.get(type);
}
