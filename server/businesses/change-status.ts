/**
 * An admin changes the status of one business or of many at once ("Suspender", "Activar"…): one
 * transaction for all of them, each with its audit row (`business.status`, before and after, the
 * reason), the reason kept in `businesses.review_note`, and a notice in the app to each owner. A
 * business that becomes active is announced (the "business.activated" event); the public caches
 * (pages, search, the offline directory) are dropped at once, so a business that leaves `active`
 * is gone from them on the next request.
 */
import { inArray } from "drizzle-orm";
import type { AdminBusinessStatus } from "#core/admin-business-form.ts";
import { createNotifications, type NewNotification } from "../notifications/create-notifications.ts";
import { ownersOfBusinesses } from "../owner/business-owners.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { kickEventDispatcher, publishEvent } from "../platform/events/publish.ts";
import { EVENT_TYPES } from "../platform/events/types.ts";

export const STATUS_NOTICE: Record<AdminBusinessStatus, string> = {
  pending: "quedó pendiente de revisión",
  approved: "fue aprobado",
  rejected: "no fue aprobado",
  active: "ya está publicado en Vilma",
  inactive: "quedó inactivo y no se muestra en Vilma",
  suspended: "fue suspendido y no se muestra en Vilma",
};

export interface StatusChangeResult {
  /** Names of the businesses whose status changed. */
  changed: string[];
  /** Already in that status: nothing written. */
  unchanged: number;
  /** Ids that are not a business. */
  missing: number;
}

export async function changeBusinessStatus(
  actor: AuditActor,
  businessUuids: readonly string[],
  status: AdminBusinessStatus,
  reason: string | null,
): Promise<StatusChangeResult> {
  const ids = [...new Set(businessUuids.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return { changed: [], unchanged: 0, missing: 0 };
  const db = await getDb();
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        uuid: businesses.uuid,
        name: businesses.name,
        slug: businesses.slug,
        status: businesses.status,
        reviewNote: businesses.reviewNote,
        submittedBy: businesses.submittedBy,
      })
      .from(businesses)
      .where(inArray(businesses.uuid, ids))
      .orderBy(businesses.id)
      .for("update");
    const moving = rows.filter((r) => r.status !== status);
    if (moving.length > 0) {
      await tx
        .update(businesses)
        .set({ status, updatedAt: now, ...(reason ? { reviewNote: reason } : {}) })
        .where(
          inArray(
            businesses.uuid,
            moving.map((r) => r.uuid),
          ),
        );
    }
    const owners = await ownersOfBusinesses(
      tx,
      moving.map((r) => r.uuid),
    );
    const notices: NewNotification[] = [];
    for (const row of moving) {
      await recordAudit(tx, {
        actor,
        action: "business.status",
        entity: { type: "business", id: row.uuid },
        before: { status: row.status, reviewNote: row.reviewNote },
        after: { status, reviewNote: reason ?? row.reviewNote },
        reason,
      });
      if (status === "active") {
        await publishEvent(tx, {
          type: EVENT_TYPES.businessActivated,
          aggregateType: "business",
          aggregateId: row.uuid,
          payload: { businessUuid: row.uuid },
        });
      }
      const people = new Set([...(owners.get(row.uuid) ?? []), ...(row.submittedBy ? [row.submittedBy] : [])]);
      for (const userId of people) {
        notices.push({
          userId,
          type: "business_update",
          title: `${row.name} ${STATUS_NOTICE[status]}`,
          message: reason ? `Motivo: ${reason}` : "Lo decidió la administración de Vilma.",
          link: "/mi-comercio",
        });
      }
    }
    await createNotifications(tx, notices);
    return {
      changed: moving,
      unchanged: rows.length - moving.length,
      missing: ids.length - rows.length,
    };
  });
  // Pages, search and the offline directory read through the public caches: drop them at once.
  if (outcome.changed.length > 0) await clearPublicCaches();
  if (outcome.changed.length > 0 && status === "active") kickEventDispatcher();
  return { changed: outcome.changed.map((r) => r.name), unchanged: outcome.unchanged, missing: outcome.missing };
}
