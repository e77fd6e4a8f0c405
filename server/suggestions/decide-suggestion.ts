/**
 * Accepting or rejecting a "Sugerir un cambio", by an owner of THAT business or an admin (for a
 * listing nobody owns, and for closures, an admin). "Aceptar" does exactly what its button says
 * (ACCEPT_LABELS in core/suggestions.ts):
 * - phone, address: the value is written through the profile's one save path (applyProfileFields:
 *   the same "business.profile_update" audit row as the profile form), in the same transaction
 *   that marks the suggestion accepted;
 * - hours: the suggestion is marked accepted and the caller sends the person to the hours editor
 *   with the proposal in view (hours are a week of rows, not a line of text: a person enters them);
 * - closed: an admin only; the business becomes "inactive" through the status change every admin
 *   screen uses (its audit row, its owners told), then the suggestion is marked accepted.
 * Rejecting changes nothing but the suggestion. Either way the suggester is told, and the decision
 * has its own audit row. A suggestion already decided is refused (a second tap changes nothing).
 */
import { and, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { SUGGESTION_KIND_LABELS, SUGGESTION_MESSAGES, type SuggestionKind } from "#core/suggestions.ts";
import { changeBusinessStatus } from "../businesses/change-status.ts";
import { applyProfileFields } from "../listing/business-profile.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { type Actor, canManageBusiness } from "../owner/can-manage-business.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses, businessSuggestions } from "../platform/db/schema.ts";

export type Decision = "accept" | "reject";

export interface DecisionOutcome {
  kind: SuggestionKind;
  businessUuid: string;
  /** The profile fields an accepted phone/address wrote (empty when the value was already there). */
  changed: string[];
}

const CLOSED_REASON = "Cerró definitivamente (sugerencia de un vecino aceptada)";

async function loadSuggestion(db: Database, id: number) {
  const [row] = await db
    .select({
      id: businessSuggestions.id,
      businessUuid: businessSuggestions.businessUuid,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      userId: businessSuggestions.userId,
      kind: businessSuggestions.kind,
      proposedValue: businessSuggestions.proposedValue,
      note: businessSuggestions.note,
      status: businessSuggestions.status,
    })
    .from(businessSuggestions)
    .innerJoin(businesses, eq(businesses.uuid, businessSuggestions.businessUuid))
    .where(eq(businessSuggestions.id, id));
  return row ?? null;
}

/**
 * `businessUuid`: the business the screen is about (the owner's screen); a suggestion of another
 * business is "not found" there. The admin queue passes null.
 */
export async function decideSuggestion(
  actor: Actor & AuditActor,
  suggestionId: number,
  decision: Decision,
  businessUuid: string | null,
  now: Date,
): Promise<DecisionOutcome> {
  const db = await getDb();
  const suggestion = await loadSuggestion(db, suggestionId);
  if (!suggestion || (businessUuid && suggestion.businessUuid !== businessUuid)) {
    throw new AppError("not_found", SUGGESTION_MESSAGES.notFound);
  }
  if (!(await canManageBusiness(actor, suggestion.businessUuid))) {
    throw new AppError("forbidden", "Este comercio no está a tu nombre.");
  }
  if (suggestion.status !== "pending") throw new AppError("conflict", SUGGESTION_MESSAGES.decided);
  const kind = suggestion.kind as SuggestionKind;
  if (decision === "accept" && kind === "closed" && !actor.isAdmin) {
    throw new AppError(
      "forbidden",
      "Sólo la administración de Vilma puede dar de baja un comercio. Escribinos desde Ayuda.",
    );
  }
  if (decision === "accept" && kind === "closed") {
    await changeBusinessStatus(actor, [suggestion.businessUuid], "inactive", CLOSED_REASON);
  }
  let changed: string[] = [];
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(businessSuggestions)
      .set({ status: decision === "accept" ? "accepted" : "rejected", decidedBy: actor.id, decidedAt: now })
      .where(and(eq(businessSuggestions.id, suggestionId), eq(businessSuggestions.status, "pending")))
      .returning({ id: businessSuggestions.id });
    if (!marked) throw new AppError("conflict", SUGGESTION_MESSAGES.decided);
    if (decision === "accept" && (kind === "phone" || kind === "address") && suggestion.proposedValue) {
      const field = kind === "phone" ? "phoneNumber" : "address";
      changed = await applyProfileFields(
        tx,
        actor,
        suggestion.businessUuid,
        { [field]: suggestion.proposedValue },
        `Sugerencia #${suggestionId} aceptada`,
      );
    }
    await recordAudit(tx, {
      actor,
      action: decision === "accept" ? "suggestion.accept" : "suggestion.reject",
      entity: { type: "business_suggestion", id: suggestionId },
      before: { status: "pending", kind, proposedValue: suggestion.proposedValue, business: suggestion.businessUuid },
      after: { status: decision === "accept" ? "accepted" : "rejected" },
    });
    const label = SUGGESTION_KIND_LABELS[kind].toLowerCase();
    await createNotifications(tx, [
      {
        userId: suggestion.userId,
        type: "suggestion_update",
        title:
          decision === "accept"
            ? `Aceptaron tu sugerencia para ${suggestion.businessName}`
            : `No aceptaron tu sugerencia para ${suggestion.businessName}`,
        message:
          decision === "accept"
            ? kind === "hours"
              ? "Van a corregir los horarios. ¡Gracias por avisar!"
              : `Sugeriste: ${label}. ¡Gracias por avisar!`
            : `Sugeriste: ${label}. Revisaron el dato y lo dejaron como estaba.`,
        link: kind === "closed" && decision === "accept" ? null : `/${suggestion.businessSlug}`,
        key: `suggestion.decided:${suggestionId}`,
      },
    ]);
  });
  if (changed.length > 0) await clearPublicCaches();
  return { kind, businessUuid: suggestion.businessUuid, changed };
}
