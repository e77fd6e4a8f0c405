/**
 * An admin publishes a pending (or approved) business: it becomes active, the change is audited,
 * and a "business.activated" event tells the neighbours who follow that category (new_business
 * notifications, server/notifications/on-business-activated.ts). One transaction for all three.
 */
import { and, eq, inArray } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit.ts";
import { clearPublicCaches } from "../cache/ttl-cache.ts";
import { getDb } from "../db/client.ts";
import { businesses } from "../db/schema.ts";
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
    // Locks the row: the status read here is the one the audit entry says it was.
    const [current] = await tx
      .select({ status: businesses.status })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    const [updated] = await tx
      .update(businesses)
      .set({ status: "active", updatedAt: new Date() })
      .where(and(eq(businesses.uuid, businessUuid), inArray(businesses.status, ACTIVATABLE)))
      .returning({ name: businesses.name });
    if (!updated) return { ok: false, reason: "not_activatable" };
    await recordAudit(tx, {
      actor: { id: actorId, ip: ipAddress },
      action: "business.activate",
      entity: { type: "business", id: businessUuid },
      before: { status: current.status },
      after: { status: "active" },
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

export interface ActivateBusinessesSummary {
  /** Names of the businesses published now, in the order asked. */
  published: string[];
  /** Ids that could not be published: gone, or no longer waiting for review. */
  failed: { uuid: string; reason: "not_found" | "not_activatable" }[];
}

/**
 * "Publicar seleccionados": each business through `activateBusiness` (its own transaction, audit
 * row and event), one after the other; an id asked twice counts once. One failure does not stop
 * the rest.
 */
export async function activateBusinesses(
  actorId: string,
  businessUuids: readonly string[],
  ipAddress?: string | null,
): Promise<ActivateBusinessesSummary> {
  const summary: ActivateBusinessesSummary = { published: [], failed: [] };
  for (const uuid of new Set(businessUuids.map((id) => id.toLowerCase()))) {
    const result = await activateBusiness(actorId, uuid, ipAddress);
    if (result.ok) summary.published.push(result.name);
    else summary.failed.push({ uuid, reason: result.reason });
  }
  return summary;
}
