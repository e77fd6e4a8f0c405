/**
 * Banning a person (the admin area calls it): the account is marked banned and every session it
 * has ends in the same transaction, with the audit entry. From then on no session can be created
 * for it (server/platform/auth/auth.ts refuses it in Better Auth's session hook, with a Spanish message) and a session
 * that slipped in anyway is refused on read (session.ts).
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { sessions, users } from "../platform/db/schema.ts";
import { assertNotLastAdmin } from "./last-admin.ts";

export interface BanActor {
  id: string | null;
  ip?: string | null;
}

export const SELF_BAN_MESSAGE = "No podés suspender tu propia cuenta.";

/**
 * Answers how many sessions ended. Never the acting admin's own account, nor the last admin who can
 * sign in (checked under lock in the same transaction).
 */
export async function banUser(userId: string, reason: string, actor: BanActor): Promise<{ sessionsEnded: number }> {
  if (actor.id === userId) throw new AppError("conflict", SELF_BAN_MESSAGE);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, userId);
    const before = await lockBanState(tx, userId);
    const bannedAt = new Date();
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, bannedAt, updatedAt: bannedAt })
      .where(eq(users.id, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      actor,
      action: "user.ban",
      entity: { type: "user", id: userId },
      before,
      after: { banned: true, banReason: reason, sessionsEnded: ended.length },
      reason,
    });
    return { sessionsEnded: ended.length };
  });
}

/** The user's ban state, locked for the change (two admins acting at once apply one after the other). */
async function lockBanState(tx: Database, userId: string): Promise<{ banned: boolean; banReason: string | null }> {
  const [row] = await tx
    .select({ banned: users.banned, banReason: users.banReason })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!row) throw new AppError("not_found");
  return row;
}

/** Lifts a ban (the person signs in again as usual). */
export async function unbanUser(userId: string, actor: BanActor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockBanState(tx, userId);
    await tx
      .update(users)
      .set({ banned: false, banReason: null, bannedAt: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actor,
      action: "user.unban",
      entity: { type: "user", id: userId },
      before,
      after: { banned: false, banReason: null },
    });
  });
}
