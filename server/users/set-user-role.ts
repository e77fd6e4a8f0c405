/**
 * Changing a person's role from the admin area. "admin" adds the admin role (owned businesses stay);
 * "business_owner" takes admin away and keeps the businesses (or marks an owner without one yet);
 * "user" takes admin and every business away. Taking admin away from the last admin who can sign
 * in is refused under lock (last-admin.ts). One transaction with its `user.role` audit row.
 */
import { and, eq } from "drizzle-orm";
import type { UserRole } from "#core/admin-users.ts";
import { AppError } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { getDb } from "../platform/db/client.ts";
import { userRoles, users } from "../platform/db/schema.ts";
import { assertNotLastAdmin } from "./last-admin.ts";

function strongest(rows: { role: string }[]): UserRole {
  if (rows.some((r) => r.role === "admin")) return "admin";
  if (rows.some((r) => r.role === "business_owner")) return "business_owner";
  return "user";
}

/** Answers false when the person already had that role (nothing written). */
export async function setUserRole(actor: AuditActor, userId: string, role: UserRole): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The admin rows first, in every change that can take an admin away: two such changes queue
    // there instead of each holding a row the other's audit insert needs (a deadlock).
    if (role !== "admin") await assertNotLastAdmin(tx, userId);
    // "No key update": the audit row's foreign key to the acting admin may still share it.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    if (!user) throw new AppError("not_found", "No encontramos esa cuenta.");
    const rows = await tx
      .select({ role: userRoles.role, businessUuid: userRoles.businessUuid })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const before = strongest(rows);
    if (before === role) return false;
    const mine = eq(userRoles.userId, userId);
    if (role === "admin") {
      await tx.insert(userRoles).values({ userId, role: "admin" });
    } else {
      await tx.delete(userRoles).where(and(mine, eq(userRoles.role, "admin")));
      if (role === "user") {
        await tx.delete(userRoles).where(and(mine, eq(userRoles.role, "business_owner")));
      } else if (!rows.some((r) => r.role === "business_owner")) {
        await tx.insert(userRoles).values({ userId, role: "business_owner" });
      }
    }
    await recordAudit(tx, {
      actor,
      action: "user.role",
      entity: { type: "user", id: userId },
      before: { role: before, businesses: rows.filter((r) => r.businessUuid).map((r) => r.businessUuid) },
      after: {
        role,
        businesses: role === "user" ? [] : rows.filter((r) => r.businessUuid).map((r) => r.businessUuid),
      },
    });
    return true;
  });
}
