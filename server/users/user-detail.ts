/** One account as the admin sees it: who, role, state, owned businesses and its history. */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { type UserRole, type UserState, userState } from "#core/admin-users.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, userRoles, users } from "../platform/db/schema.ts";
import { textMatches } from "../platform/db/sql-text.ts";
import { roleOf } from "./list-users.ts";

export interface UserDetail {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  state: UserState;
  banReason: string | null;
  bannedAt: string | null;
  createdAt: string;
  businesses: { uuid: string; name: string; slug: string; status: string }[];
}

export async function getUserDetail(id: string): Promise<UserDetail | null> {
  if (id.length > 100) return null;
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      banned: users.banned,
      banReason: users.banReason,
      bannedAt: users.bannedAt,
      createdAt: users.createdAt,
      role: roleOf,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;
  const owned = await db
    .select({ uuid: businesses.uuid, name: businesses.name, slug: businesses.slug, status: businesses.status })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .where(and(eq(userRoles.userId, id), eq(userRoles.role, "business_owner"), isNotNull(userRoles.businessUuid)))
    .orderBy(asc(businesses.name));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    state: userState(user),
    banReason: user.banReason,
    bannedAt: user.bannedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    businesses: owned,
  };
}

/** The detail's "Asignar un comercio" search: up to 8 businesses whose name matches. */
export async function findBusinessesToAssign(q: string): Promise<{ uuid: string; name: string; city: string }[]> {
  const text = q.trim().slice(0, 100);
  if (!text) return [];
  const db = await getDb();
  return db
    .select({ uuid: businesses.uuid, name: businesses.name, city: businesses.city })
    .from(businesses)
    .where(textMatches(text, sql`${businesses.name}`))
    .orderBy(asc(businesses.name))
    .limit(8);
}
