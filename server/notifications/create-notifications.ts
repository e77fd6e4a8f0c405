/**
 * How producers (event handlers, admin sends) write notifications. Each row may carry a `key`, a
 * natural key such as "promotion.published:<promotion id>:<user id>": the row's id is derived from
 * it, so writing the same notification twice (a retried event, a re-run) inserts it once.
 */
import { createHash } from "node:crypto";
import type { NotificationType } from "#core/notifications.ts";
import type { Database } from "../platform/db/client.ts";
import { userNotifications } from "../platform/db/schema.ts";

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
  /** Same key, same notification: inserted at most once. Without a key every call inserts. */
  key?: string;
}

/**
 * The uuid a key maps to: md5 of the key in uuid form. PostgreSQL computes the same value with
 * `md5(key)::uuid`, so producers writing insert … select (on-promotion-published.ts) agree with it.
 */
export function notificationIdForKey(key: string): string {
  const hex = createHash("md5").update(key, "utf8").digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const CHUNK = 1000;

/** Inserts the rows (with `db` being a transaction when the caller has one); returns how many were new. */
export async function createNotifications(db: Database, rows: readonly NewNotification[]): Promise<number> {
  return (await insertNotifications(db, rows)).length;
}

/**
 * The same, answering the ids that were new: a producer that also e-mails (billing reminders)
 * sends only for these, so a notification written twice (another instance, a re-run) mails once.
 */
export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<string[]> {
  const inserted: string[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = rows.slice(start, start + CHUNK).map((row) => ({
      ...(row.key ? { id: notificationIdForKey(row.key) } : {}),
      userId: row.userId,
      type: row.type,
      title: row.title,
      message: row.message,
      link: row.link ?? null,
    }));
    const result = await db
      .insert(userNotifications)
      .values(values)
      .onConflictDoNothing({ target: userNotifications.id })
      .returning({ id: userNotifications.id });
    inserted.push(...result.map((r) => r.id));
  }
  return inserted;
}
