/**
 * The tail every moderation queue shares (/admin/reviews, /admin/preguntas): a page of rows as the
 * admin's table shows them, each with its open reports (oldest first) read in one query from the
 * kind's reports table.
 */
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { ListPage } from "#core/list-params.ts";
import type { Database } from "../platform/db/client.ts";
import type { ModeratedKindDef } from "./moderation.ts";

export interface QueueReport {
  reason: string;
  details: string | null;
  at: string;
}

interface QueuePageRow {
  id: number;
  hiddenAt: Date | null;
  createdAt: Date;
}

export type QueueRow<Row extends QueuePageRow> = Omit<Row, "hiddenAt" | "createdAt"> & {
  hidden: boolean;
  createdAt: string;
  reports: QueueReport[];
};

export async function withOpenReports<Row extends QueuePageRow>(
  db: Database,
  kind: ModeratedKindDef,
  page: ListPage<Row>,
): Promise<ListPage<QueueRow<Row>>> {
  const { reports } = kind;
  const ids = page.rows.map((r) => r.id);
  const open = ids.length
    ? ((await db
        .select({
          target: reports.target,
          reason: reports.reason,
          details: reports.details,
          createdAt: reports.createdAt,
        })
        .from(reports.table)
        .where(and(inArray(reports.target, ids), isNull(reports.resolvedAt)))
        .orderBy(asc(reports.createdAt))) as {
        target: number;
        reason: string;
        details: string | null;
        createdAt: Date;
      }[])
    : [];
  return {
    ...page,
    rows: page.rows.map(({ hiddenAt, createdAt, ...r }) => ({
      ...r,
      hidden: hiddenAt !== null,
      createdAt: createdAt.toISOString(),
      reports: open
        .filter((p) => p.target === r.id)
        .map((p) => ({ reason: p.reason, details: p.details, at: p.createdAt.toISOString() })),
    })),
  };
}
