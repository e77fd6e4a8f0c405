/**
 * An admin decides a claim. One conditional UPDATE (… WHERE status = 'pending') settles it, so two
 * admins deciding at once cannot both win. Approval makes the claimant a business_owner of THAT
 * business only (roles are read on every request, so their next page already sees it). Other
 * pending claims on the same business stay pending. The claimant hears it in the app and by
 * e-mail, with the reason; the decision and its audit row commit together.
 */
import { and, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, claims, profiles, users } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { sendMail } from "../platform/mail/send-mail.ts";
import { ownershipDecisionMail } from "../platform/mail/templates.ts";
import { grantBusinessOwner } from "../users/business-owners.ts";

export type Decision = "approve" | "reject";

/** What a decision on a claim or a registration answers for the admin's toast. */
export interface Decided {
  businessName: string;
  personName: string;
}

/** Gone is not_found; still there but no longer pending means another admin decided first (409). */
export function undecidable<T>(exists: boolean): Result<T> {
  return exists
    ? fail("conflict", "Otra persona ya decidió este pedido. Recargá la página para ver qué se decidió.")
    : fail("not_found");
}

export interface DecisionActor {
  id: string;
  ip?: string | null;
}

/** Tells the person by e-mail; a mail failure never undoes a decision (the in-app notice is there). */
export async function mailDecision(
  userId: string,
  decision: { kind: "claim" | "registration"; businessName: string; approved: boolean; reason: string | null },
  origin: string,
): Promise<void> {
  const db = await getDb();
  const [person] = await db
    .select({ email: users.email, name: users.name, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) return;
  try {
    await sendMail(
      ownershipDecisionMail(person.email, person.fullName ?? person.name, decision, `${origin}/mi-comercio`),
    );
  } catch (error) {
    logger.error({ err: error, userId }, "no se pudo mandar el aviso de la decisión");
  }
}

export async function decideClaim(
  actor: DecisionActor,
  claimId: number,
  decision: Decision,
  reason: string | null,
  origin: string,
): Promise<Result<Decided>> {
  const db = await getDb();
  const status = decision === "approve" ? "approved" : "rejected";
  const result = await db.transaction(async (tx): Promise<Result<Decided & { userId: string }>> => {
    const [claim] = await tx
      .update(claims)
      .set({ status, reviewedBy: actor.id, reviewedAt: new Date(), reviewNote: reason })
      .where(and(eq(claims.id, claimId), eq(claims.status, "pending")))
      .returning({ userId: claims.userId, businessUuid: claims.businessUuid, role: claims.role });
    if (!claim) {
      const [exists] = await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId)).limit(1);
      return undecidable(Boolean(exists));
    }
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.uuid, claim.businessUuid))
      .limit(1);
    const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, claim.userId)).limit(1);
    const businessName = business?.name ?? "el comercio";
    if (decision === "approve") await grantBusinessOwner(tx, claim.userId, claim.businessUuid);
    await recordAudit(tx, {
      actor: { id: actor.id, ip: actor.ip },
      action: decision === "approve" ? "claim.approve" : "claim.reject",
      entity: { type: "claim", id: claimId },
      before: { status: "pending" },
      after: {
        status,
        userId: claim.userId,
        businessUuid: claim.businessUuid,
        ...(decision === "approve" ? { grantedRole: "business_owner" } : {}),
      },
      reason,
    });
    await createNotifications(tx, [
      {
        userId: claim.userId,
        type: "claim_update",
        title:
          decision === "approve" ? `${businessName} ya está a tu nombre` : `No aprobamos tu pedido por ${businessName}`,
        message:
          decision === "approve"
            ? "Ya podés administrarlo desde Mi comercio."
            : `Motivo: ${reason ?? "no alcanzó para comprobar que estás a cargo."}`,
        link: "/mi-comercio",
        key: `claim.decided:${claimId}`,
      },
    ]);
    return ok({ businessName, personName: person?.name ?? "", userId: claim.userId });
  });
  if (!result.ok) return result;
  const { userId, businessName, personName } = result.value;
  await mailDecision(userId, { kind: "claim", businessName, approved: decision === "approve", reason }, origin);
  return ok({ businessName, personName });
}
