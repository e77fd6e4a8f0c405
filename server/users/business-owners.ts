/**
 * Who owns a business, as an admin decides it: a person gets or loses the business_owner role for
 * THIS business (`user_roles`), one transaction each with its audit row on the business
 * (`business.owner_assign` / `business.owner_remove`). Unknown people or businesses are refused
 * with a Spanish `AppError`.
 */
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { AuditActor } from "../audit/actor.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { clearPublicCaches } from "../cache/ttl-cache.ts";
import { getDb } from "../db/client.ts";
import { businesses, userRoles, users } from "../db/schema.ts";

async function parties(tx: Awaited<ReturnType<typeof getDb>>, businessUuid: string, userId: string) {
  const [business] = await tx
    .select({ uuid: businesses.uuid, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.uuid, businessUuid))
    .limit(1);
  if (!business) throw new AppError("not_found", "El comercio no existe.");
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError("not_found", "No hay ninguna cuenta con ese e-mail.");
  return { business, user };
}

/** Gives `userId` the business_owner role for the business; true when it was new. */
export async function assignBusinessOwner(actor: AuditActor, businessUuid: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const added = await db.transaction(async (tx) => {
    const { user } = await parties(tx, businessUuid, userId);
    const rows = await tx
      .insert(userRoles)
      .values({ userId: user.id, role: "business_owner", businessUuid })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "business.owner_assign",
      entity: { type: "business", id: businessUuid },
      before: null,
      after: { owner: { id: user.id, name: user.name, email: user.email } },
    });
    return true;
  });
  if (added) clearPublicCaches();
  return added;
}

/** Takes the business_owner role for the business away from `userId`; true when they had it. */
export async function removeBusinessOwner(actor: AuditActor, businessUuid: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const { user } = await parties(tx, businessUuid, userId);
    const rows = await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, user.id),
          eq(userRoles.role, "business_owner"),
          eq(userRoles.businessUuid, businessUuid),
        ),
      )
      .returning({ id: userRoles.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "business.owner_remove",
      entity: { type: "business", id: businessUuid },
      before: { owner: { id: user.id, name: user.name, email: user.email } },
      after: null,
    });
    return true;
  });
  if (removed) clearPublicCaches();
  return removed;
}

/** The account with this e-mail (case-insensitive), for "Asignar dueño". */
export async function findUserByEmail(email: string): Promise<{ id: string; name: string; email: string } | null> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

/** Up to `limit` accounts whose e-mail contains the text, for "Buscar por e-mail". */
export async function searchUsersByEmail(
  text: string,
  limit = 10,
): Promise<{ id: string; name: string; email: string }[]> {
  const q = text.trim().toLowerCase();
  if (q.length < 2) return [];
  const db = await getDb();
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) like ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
    .orderBy(users.email)
    .limit(limit);
}
