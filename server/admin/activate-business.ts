/**
 * An admin publishes a pending (or approved) business: it becomes active, the change is audited,
 * and a "business.activated" event tells the neighbours who follow that category (new_business
 * notifications, server/notifications/on-business-activated.ts). One transaction for all three.
 */
import { and, eq, inArray } from "drizzle-orm";
import { clearPublicCaches } from "../cache/ttl-cache.ts";
import { getDb } from "../db/client.ts";
import { auditLog, businesses } from "../db/schema.ts";
import { kickEventDispatcher } from "../events/dispatcher.ts";
import { publishEvent } from "../events/publish.ts";
import { EVENT_TYPES } from "../events/types.ts";

/** Statuses an admin can publish from: a business already active, or refused, is not "opened" again. */
const ACTIVATABLE = ["pending", "approved"];

export type ActivateBusinessResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not_found" | "not_activatable" };

export async function activateBusiness(
  actorId: string,
  businessUuid: string,
  ipAddress?: string | null,
): Promise<ActivateBusinessResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<ActivateBusinessResult> => {
    const [updated] = await tx
      .update(businesses)
      .set({ status: "active", updatedAt: new Date() })
      .where(and(eq(businesses.uuid, businessUuid), inArray(businesses.status, ACTIVATABLE)))
      .returning({ name: businesses.name });
    if (!updated) {
      const [exists] = await tx
        .select({ uuid: businesses.uuid })
        .from(businesses)
        .where(eq(businesses.uuid, businessUuid));
      return { ok: false, reason: exists ? "not_activatable" : "not_found" };
    }
    await tx.insert(auditLog).values({
      actorId,
      action: "business.activate",
      entityType: "business",
      entityId: businessUuid,
      details: { status: "active" },
      ipAddress: ipAddress ?? null,
    });
    await publishEvent(tx, {
      type: EVENT_TYPES.businessActivated,
      aggregateType: "business",
      aggregateId: businessUuid,
      payload: { businessUuid },
    });
    return { ok: true, name: updated.name };
  });
  if (result.ok) {
    kickEventDispatcher();
    clearPublicCaches();
  }
  return result;
}
