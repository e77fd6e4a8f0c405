/**
 * A moderator's decisions on one review: hide (with a reason the author sees in their notifications
 * and on their own review), restore, delete (the author is told why) and "descartar reportes". Each
 * is one transaction: the review locked, its open reports resolved (open_reports_count back to 0),
 * the author's notification and the audit row. The business pages' cache is dropped after.
 */
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { AuditActor } from "../audit/actor.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { clearPublicCaches } from "../cache/ttl-cache.ts";
import type { Database } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import { businesses, businessReviews, reviewReports } from "../db/schema.ts";
import { createNotifications } from "../notifications/create-notifications.ts";

export type ModerationKind = "hide" | "restore" | "delete" | "dismiss";

async function lockReview(tx: Database, reviewId: number) {
  const [row] = await tx
    .select({
      id: businessReviews.id,
      userId: businessReviews.userId,
      businessUuid: businessReviews.businessUuid,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      rating: businessReviews.rating,
      comment: businessReviews.comment,
      hiddenAt: businessReviews.hiddenAt,
      hiddenReason: businessReviews.hiddenReason,
      openReportsCount: businessReviews.openReportsCount,
    })
    .from(businessReviews)
    .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
    .where(eq(businessReviews.id, reviewId))
    .for("update", { of: businessReviews });
  if (!row) throw new AppError("not_found", "Esa reseña ya no está.");
  return row;
}

async function resolveReports(tx: Database, reviewId: number, now: Date): Promise<number> {
  const resolved = await tx
    .update(reviewReports)
    .set({ resolvedAt: now })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return resolved.length;
}

const snapshot = (r: Awaited<ReturnType<typeof lockReview>>) => ({
  rating: r.rating,
  comment: r.comment,
  hidden: r.hiddenAt !== null,
  hiddenReason: r.hiddenReason,
  openReports: r.openReportsCount,
  business: r.businessName,
  authorId: r.userId,
});

/** Runs one decision; answers false when it changed nothing (already hidden, already visible…). */
export async function moderateReview(
  actor: AuditActor,
  reviewId: number,
  kind: ModerationKind,
  reason: string | null = null,
): Promise<boolean> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    const now = new Date();
    const before = snapshot(review);
    if (kind === "hide" || kind === "delete") {
      if (!reason) throw new AppError("validation", "Escribí el motivo.");
    }
    if (kind === "hide" && review.hiddenAt) return false;
    if (kind === "restore" && !review.hiddenAt) return false;
    const resolved = await resolveReports(tx, reviewId, now);
    if (kind === "dismiss" && resolved === 0 && review.openReportsCount === 0) return false;
    if (kind === "delete") {
      await tx.delete(businessReviews).where(eq(businessReviews.id, reviewId));
    } else {
      await tx
        .update(businessReviews)
        .set({
          openReportsCount: 0,
          ...(kind === "hide" ? { hiddenAt: now, hiddenReason: reason, hiddenBy: actor.id } : {}),
          ...(kind === "restore" ? { hiddenAt: null, hiddenReason: null, hiddenBy: null } : {}),
        })
        .where(eq(businessReviews.id, reviewId));
    }
    if (kind === "hide" || kind === "delete") {
      await createNotifications(tx, [
        {
          userId: review.userId,
          type: "other",
          title:
            kind === "hide"
              ? `Ocultamos tu reseña de ${review.businessName}`
              : `Borramos tu reseña de ${review.businessName}`,
          message: `Motivo: ${reason}`,
          link: `/${review.businessSlug}#resenas`,
        },
      ]);
    }
    await recordAudit(tx, {
      actor,
      action: kind === "dismiss" ? "review.dismiss_reports" : `review.${kind}`,
      entity: { type: "review", id: reviewId },
      before,
      after:
        kind === "delete"
          ? null
          : {
              ...before,
              openReports: 0,
              hidden: kind === "hide" ? true : kind === "restore" ? false : before.hidden,
              hiddenReason: kind === "hide" ? reason : kind === "restore" ? null : before.hiddenReason,
            },
      reason,
    });
    return true;
  });
  if (changed) await clearPublicCaches();
  return changed;
}

export interface ManyModerated {
  done: number;
  failed: number;
}

/** The bulk bar: each review its own transaction; gone or unchanged ones are counted as failed. */
export async function moderateMany(
  actor: AuditActor,
  ids: number[],
  kind: Exclude<ModerationKind, "dismiss">,
  reason: string | null,
): Promise<ManyModerated> {
  const outcome = { done: 0, failed: 0 };
  for (const id of new Set(ids)) {
    try {
      if (await moderateReview(actor, id, kind, reason)) outcome.done++;
      else outcome.failed++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.failed++;
    }
  }
  return outcome;
}
