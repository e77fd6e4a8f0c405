/**
 * The site always keeps one administrator who can sign in. Every change that could take the last
 * one away (a demotion, a ban) calls `assertNotLastAdmin` inside its own transaction: it locks every
 * admin role row first (in id order, so two such changes never deadlock), then counts, in a fresh
 * statement, the admins who are not banned. Two admins demoting each other at once run one after
 * the other, and the second is refused.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { Database } from "../platform/db/client.ts";
import { userRoles, users } from "../platform/db/schema.ts";

export const LAST_ADMIN_MESSAGE =
  "Es la única persona administradora que queda: primero nombrá a otra, después cambiá esta cuenta.";

/** Locks the admin rows; refuses when `userId` is an admin and no other unbanned admin remains. */
export async function assertNotLastAdmin(tx: Database, userId: string): Promise<void> {
  const locked = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(userRoles.id))
    .for("update");
  if (!locked.some((r) => r.userId === userId)) return;
  const others = await tx
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, userId), eq(users.banned, false)));
  if (others.length === 0) throw new AppError("conflict", LAST_ADMIN_MESSAGE);
}
