/**
 * Sending a notification to many people: the notification_broadcasts row, its
 * "notification.broadcast" event and the audit row in one transaction; then the dispatcher is kicked
 * and the handler (broadcast.ts) writes the recipients' notifications.
 */
import type { BroadcastInput } from "#core/notification-broadcast-form.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { notificationBroadcasts } from "../platform/db/schema.ts";
import { kickEventDispatcher, publishEvent } from "../platform/events/publish.ts";
import { EVENT_TYPES } from "../platform/events/types.ts";
import type { AudienceRef } from "./broadcast.ts";

/** Stores the broadcast and its event in one transaction (audited), then kicks the dispatcher. */
export async function sendBroadcast(
  actor: AuditActor,
  input: BroadcastInput,
  target: AudienceRef,
  audienceName: string,
  recipients: number,
): Promise<number> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(notificationBroadcasts)
      .values({
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
        audience: target.audience,
        audienceRef: target.ref,
        sentBy: actor.id,
      })
      .returning();
    if (!row) throw new Error("sendBroadcast: no se guardó");
    await publishEvent(t, {
      type: EVENT_TYPES.notificationBroadcast,
      aggregateType: "notification_broadcast",
      aggregateId: String(row.id),
      payload: { broadcastId: row.id },
    });
    await recordAudit(t, {
      actor,
      action: "notification.broadcast",
      entity: { type: "notification_broadcast", id: row.id },
      after: {
        type: row.type,
        title: row.title,
        message: row.message,
        link: row.link,
        audience: row.audience,
        audienceRef: row.audienceRef,
        audienceName,
        expectedRecipients: recipients,
      },
    });
    return row.id;
  });
  kickEventDispatcher();
  return id;
}
