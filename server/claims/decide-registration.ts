/**
 * An admin decides a business waiting to be published (a "Sumá tu comercio" registration, or one
 * loaded without a submitter): the one way a pending business goes live. Approval makes it active
 * (public at once), gives its submitter the business_owner role for it, and announces it to the
 * neighbours who follow its category (the "business.activated" event); rejection marks it
 * rejected. One conditional UPDATE (… WHERE status = 'pending'): two admins cannot both decide it.
 */
import { and, eq } from "drizzle-orm";
import { ok, type Result } from "#core/errors.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { kickEventDispatcher, publishEvent } from "../platform/events/publish.ts";
import { EVENT_TYPES } from "../platform/events/types.ts";
import { grantBusinessOwner } from "../users/business-owners.ts";
import { type Decided, type Decision, type DecisionActor, mailDecision, undecidable } from "./decide-claim.ts";

export async function decideRegistration(
  actor: DecisionActor,
  businessUuid: string,
  decision: Decision,
  reason: string | null,
  origin: string,
): Promise<Result<Decided>> {
  const db = await getDb();
  const status = decision === "approve" ? "active" : "rejected";
  const result = await db.transaction(async (tx): Promise<Result<Decided & { submittedBy: string | null }>> => {
    const [business] = await tx
      .update(businesses)
      .set({ status, reviewNote: reason, updatedAt: new Date() })
      .where(and(eq(businesses.uuid, businessUuid), eq(businesses.status, "pending")))
      .returning({ name: businesses.name, submittedBy: businesses.submittedBy });
    if (!business) {
      const [exists] = await tx
        .select({ uuid: businesses.uuid })
        .from(businesses)
        .where(eq(businesses.uuid, businessUuid))
        .limit(1);
      return undecidable(Boolean(exists));
    }
    if (decision === "approve" && business.submittedBy)
      await grantBusinessOwner(tx, business.submittedBy, businessUuid);
    await recordAudit(tx, {
      actor: { id: actor.id, ip: actor.ip },
      action: decision === "approve" ? "business.activate" : "business.reject",
      entity: { type: "business", id: businessUuid },
      before: { status: "pending" },
      after: {
        status,
        ...(decision === "approve" && business.submittedBy ? { owner: business.submittedBy } : {}),
      },
      reason,
    });
    if (decision === "approve") {
      await publishEvent(tx, {
        type: EVENT_TYPES.businessActivated,
        aggregateType: "business",
        aggregateId: businessUuid,
        payload: { businessUuid },
      });
    }
    if (business.submittedBy) {
      await createNotifications(tx, [
        {
          userId: business.submittedBy,
          type: "business_update",
          title:
            decision === "approve" ? `${business.name} ya está publicado en Vilma` : `No aprobamos ${business.name}`,
          message:
            decision === "approve"
              ? "Ya figura a tu nombre: completá su perfil desde Mi comercio."
              : `Motivo: ${reason ?? "no cumple lo que pedimos para publicar."}`,
          link: "/mi-comercio",
          key: `business.decided:${businessUuid}:${status}`,
        },
      ]);
    }
    return ok({ businessName: business.name, personName: "", submittedBy: business.submittedBy });
  });
  if (!result.ok) return result;
  if (decision === "approve") {
    kickEventDispatcher();
    await clearPublicCaches();
  }
  const { submittedBy, businessName, personName } = result.value;
  if (submittedBy) {
    await mailDecision(
      submittedBy,
      { kind: "registration", businessName, approved: decision === "approve", reason },
      origin,
    );
  }
  return ok({ businessName, personName });
}

/**
 * "Aprobar seleccionados": each business through `decideRegistration` (its own transaction, audit
 * row, event and notice), one after the other; an id asked twice counts once; one failure does not
 * stop the rest.
 */
export async function approveRegistrations(
  actor: DecisionActor,
  businessUuids: readonly string[],
  origin: string,
): Promise<{ approved: string[]; failed: number }> {
  const summary = { approved: [] as string[], failed: 0 };
  for (const uuid of new Set(businessUuids.map((id) => id.toLowerCase()))) {
    const result = await decideRegistration(actor, uuid, "approve", null, origin);
    if (result.ok) summary.approved.push(result.value.businessName);
    else summary.failed++;
  }
  return summary;
}
