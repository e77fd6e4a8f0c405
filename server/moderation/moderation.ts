/**
 * Reporting and moderating what people write on a business page: reviews (decision 0009's queue)
 * and, since decision 0033, questions and answers. One machinery for every kind: a `ModeratedKind`
 * names its table (with the same four columns: hidden_at, hidden_reason, hidden_by,
 * open_reports_count), its reports table and how to read one row for the audit and the author's
 * notice; `reportContent` and `moderateContent` do the rest the same way for all of them.
 *
 * A report: any signed-in person but the author, once per row (the unique index decides, not a read
 * before the write), at most REPORT_LIMIT an hour across kinds; the report and the row's
 * open_reports_count change in one transaction. A decision (hide with a reason the author sees,
 * restore, delete with a reason, dismiss the reports) is one transaction: the row locked, its open
 * reports resolved, the author's notification and the audit row; the public caches dropped after.
 */
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { AppError } from "#core/errors.ts";
import type { ReportReason } from "#core/review-moderation.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../platform/auth/rate-limit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";

export const REPORT_LIMIT = { window: 3600, max: 10 };

export type ModerationKind = "hide" | "restore" | "delete" | "dismiss";

/** One row as a decision needs it. */
export interface ModeratedRow {
  authorId: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  openReportsCount: number;
  /** What the audit keeps of it (besides hidden, hiddenReason and openReports). */
  snapshot: Record<string, unknown>;
  /** "tu reseña de La Esquina": the author's notice names it so. */
  yours: string;
  /** Where the author's notice leads. */
  link: string;
}

export interface ModeratedKindDef {
  /** The audit's entity type and the prefix of its actions ("review.hide"). */
  entity: string;
  table: PgTable;
  columns: {
    id: AnyPgColumn;
    userId: AnyPgColumn;
    hiddenAt: AnyPgColumn;
    openReportsCount: AnyPgColumn;
  };
  reports: {
    table: PgTable;
    /** The reports table's column naming the reported row, and its property name for inserts. */
    target: AnyPgColumn;
    targetKey: string;
    resolvedAt: AnyPgColumn;
    id: AnyPgColumn;
    /** What the queue shows of each open report. */
    reason: AnyPgColumn;
    details: AnyPgColumn;
    createdAt: AnyPgColumn;
  };
  /** Reads and locks one row (null: gone). */
  lock(tx: Database, id: number): Promise<ModeratedRow | null>;
  /** Extra conditions a row must meet to be reported (visible on the page). */
  reportable: SQL | undefined;
  messages: { notFound: string; own: string; already: string };
}

export async function reportContent(
  kind: ModeratedKindDef,
  userId: string,
  id: number,
  input: { reason: ReportReason; details?: string | undefined },
): Promise<void> {
  const db = await getDb();
  // One budget for every kind: the key is the reviews' own, so nothing already counted is lost.
  const limit = await consumeRateLimit(db, `review-report:${userId}`, REPORT_LIMIT);
  if (!limit.allowed) throw new AppError("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60));
  const { table, columns, reports } = kind;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: columns.userId })
      .from(table)
      .where(and(eq(columns.id, id), kind.reportable))
      .for("update");
    if (!row) throw new AppError("not_found", kind.messages.notFound);
    if (row.userId === userId) throw new AppError("forbidden", kind.messages.own);
    const inserted = await tx
      .insert(reports.table)
      .values({ [reports.targetKey]: id, userId, reason: input.reason, details: input.details ?? null } as never)
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (inserted.length === 0) throw new AppError("conflict", kind.messages.already);
    await tx
      .update(table)
      .set({ openReportsCount: sql`${columns.openReportsCount} + 1` } as never)
      .where(eq(columns.id, id));
  });
}

/** Runs one decision; answers false when it changed nothing (already hidden, already visible…). */
export async function moderateContent(
  kind: ModeratedKindDef,
  actor: AuditActor,
  id: number,
  decision: ModerationKind,
  reason: string | null = null,
): Promise<boolean> {
  const db = await getDb();
  const { table, columns, reports } = kind;
  const changed = await db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (!row) throw new AppError("not_found", kind.messages.notFound);
    const now = new Date();
    if ((decision === "hide" || decision === "delete") && !reason) {
      throw new AppError("validation", "Escribí el motivo.");
    }
    if (decision === "hide" && row.hiddenAt) return false;
    if (decision === "restore" && !row.hiddenAt) return false;
    const resolved = await tx
      .update(reports.table)
      .set({ resolvedAt: now } as never)
      .where(and(eq(reports.target, id), isNull(reports.resolvedAt)))
      .returning({ id: reports.id });
    if (decision === "dismiss" && resolved.length === 0 && row.openReportsCount === 0) return false;
    if (decision === "delete") {
      await tx.delete(table).where(eq(columns.id, id));
    } else {
      await tx
        .update(table)
        .set({
          openReportsCount: 0,
          ...(decision === "hide" ? { hiddenAt: now, hiddenReason: reason, hiddenBy: actor.id } : {}),
          ...(decision === "restore" ? { hiddenAt: null, hiddenReason: null, hiddenBy: null } : {}),
        } as never)
        .where(eq(columns.id, id));
    }
    if (decision === "hide" || decision === "delete") {
      await createNotifications(tx, [
        {
          userId: row.authorId,
          type: "other",
          title: `${decision === "hide" ? "Ocultamos" : "Borramos"} ${row.yours}`,
          message: `Motivo: ${reason}`,
          link: row.link,
        },
      ]);
    }
    const before = {
      ...row.snapshot,
      hidden: row.hiddenAt !== null,
      hiddenReason: row.hiddenReason,
      openReports: row.openReportsCount,
      authorId: row.authorId,
    };
    await recordAudit(tx, {
      actor,
      action: decision === "dismiss" ? `${kind.entity}.dismiss_reports` : `${kind.entity}.${decision}`,
      entity: { type: kind.entity, id },
      before,
      after:
        decision === "delete"
          ? null
          : {
              ...before,
              openReports: 0,
              hidden: decision === "hide" ? true : decision === "restore" ? false : before.hidden,
              hiddenReason: decision === "hide" ? reason : decision === "restore" ? null : before.hiddenReason,
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

/** The bulk bar: each row its own transaction; gone or unchanged ones are counted as failed. */
export async function moderateManyContent(
  kind: ModeratedKindDef,
  actor: AuditActor,
  ids: number[],
  decision: Exclude<ModerationKind, "dismiss">,
  reason: string | null,
): Promise<ManyModerated> {
  const outcome = { done: 0, failed: 0 };
  for (const id of new Set(ids)) {
    try {
      if (await moderateContent(kind, actor, id, decision, reason)) outcome.done++;
      else outcome.failed++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.failed++;
    }
  }
  return outcome;
}
