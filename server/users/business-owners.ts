/**
 * Who owns a business (user_roles rows with role business_owner and the business's uuid): the one
 * pair of functions the admin's user detail and the business editor both call. Each change is one
 * transaction with its audit row on the business.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, userRoles, users } from "../platform/db/schema.ts";
import { textMatches } from "../platform/db/sql-text.ts";

async function lookUp(tx: Database, businessUuid: string, userId: string) {
  const [business] = isUuid(businessUuid)
    ? await tx
        .select({ uuid: businesses.uuid, name: businesses.name })
        .from(businesses)
        .where(eq(businesses.uuid, businessUuid))
        .for("update")
    : [];
  if (!business) throw new AppError("not_found", "No encontramos ese comercio.");
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", "No encontramos esa cuenta.");
  return { business, user };
}

const ownerRow = (businessUuid: string, userId: string) =>
  and(eq(userRoles.userId, userId), eq(userRoles.role, "business_owner"), eq(userRoles.businessUuid, businessUuid));

/**
 * Inside `tx`: the person owns the business from now on (an admin's assignment, an approved claim, an
 * approved registration), and their "owner without a business yet" row, if any, goes. Answers false
 * when they already owned it (nothing written). The caller writes the audit row its decision needs.
 */
export async function grantBusinessOwner(tx: Database, userId: string, businessUuid: string): Promise<boolean> {
  const inserted = await tx
    .insert(userRoles)
    .values({ userId, role: "business_owner", businessUuid })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  if (inserted.length === 0) return false;
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "business_owner"), isNull(userRoles.businessUuid)));
  return true;
}

/** Makes the person an owner of the business; answers false when they already were (nothing written). */
export async function assignBusinessOwner(actor: AuditActor, businessUuid: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const added = await db.transaction(async (tx) => {
    const { business, user } = await lookUp(tx, businessUuid, userId);
    if (!(await grantBusinessOwner(tx, userId, businessUuid))) return false;
    await recordAudit(tx, {
      actor,
      action: "business.owner_assign",
      entity: { type: "business", id: business.uuid },
      before: null,
      after: { ownerId: user.id, ownerName: user.name, ownerEmail: user.email },
    });
    return true;
  });
  // Cards and business pages may show who runs a business: they read again at once.
  if (added) await clearPublicCaches();
  return added;
}

/** Takes the business away from the person; answers false when they were not its owner. */
export async function removeBusinessOwner(actor: AuditActor, businessUuid: string, userId: string): Promise<boolean> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const { business, user } = await lookUp(tx, businessUuid, userId);
    const deleted = await tx.delete(userRoles).where(ownerRow(businessUuid, userId)).returning({ id: userRoles.id });
    if (deleted.length === 0) return false;
    await recordAudit(tx, {
      actor,
      action: "business.owner_remove",
      entity: { type: "business", id: business.uuid },
      before: { ownerId: user.id, ownerName: user.name, ownerEmail: user.email },
      after: null,
    });
    return true;
  });
  // Cards and business pages may show who runs a business: they read again at once.
  if (removed) await clearPublicCaches();
  return removed;
}

/** The account with this e-mail (case-insensitive), for "Agregar dueño por e-mail". */
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
    .where(textMatches(q, sql`${users.email}`))
    .orderBy(users.email)
    .limit(limit);
}
