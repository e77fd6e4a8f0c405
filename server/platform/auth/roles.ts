/**
 * Roles from user_roles (the spec's default: 'user' with no business), and the spec's
 * get_user_businesses: the businesses a business_owner role points at, in any status.
 */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { businesses, categories, type Role, userRoles } from "../db/schema.ts";
import { logger } from "../logger.ts";

export interface UserAccess {
  role: Role;
  isAdmin: boolean;
  isBusinessOwner: boolean;
  /** Businesses this person owns (business_owner rows with a business). */
  businessUuids: string[];
}

const ROLE_RANK: Record<Role, number> = { admin: 0, business_owner: 1, user: 2 };

export const DEFAULT_ACCESS: UserAccess = { role: "user", isAdmin: false, isBusinessOwner: false, businessUuids: [] };

export async function getUserAccess(db: Database, userId: string): Promise<UserAccess> {
  try {
    const rows = await db
      .select({ role: userRoles.role, businessUuid: userRoles.businessUuid })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    if (rows.length === 0) return DEFAULT_ACCESS;
    const roles = rows.map((r) => r.role as Role);
    const role = roles.sort((a, b) => ROLE_RANK[a] - ROLE_RANK[b])[0] ?? "user";
    return {
      role,
      isAdmin: roles.includes("admin"),
      isBusinessOwner: roles.includes("business_owner"),
      businessUuids: rows
        .filter((r) => r.role === "business_owner" && r.businessUuid)
        .map((r) => r.businessUuid as string),
    };
  } catch (error) {
    // The spec: a failed role load means role 'user' and no businesses.
    logger.error({ err: error, userId }, "no se pudieron cargar los roles");
    return DEFAULT_ACCESS;
  }
}

export interface OwnedBusiness {
  uuid: string;
  id: number;
  name: string;
  slug: string;
  status: string;
  logoUrl: string | null;
  categoryName: string | null;
  createdAt: Date;
}

/**
 * A business as its owner's screens name it (the list of theirs, one business's dashboard, the
 * managed business's guard), with `extra` columns; the caller adds the where.
 */
export function selectOwnedBusinesses<Extra extends SelectedFields = Record<never, never>>(
  db: Database,
  extra?: Extra,
) {
  return db
    .select({
      uuid: businesses.uuid,
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      status: businesses.status,
      logoUrl: businesses.logoUrl,
      categoryName: categories.name,
      createdAt: businesses.createdAt,
      ...(extra as Extra),
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId));
}

/** get_user_businesses(p_user_id). */
export async function getUserBusinesses(db: Database, userId: string): Promise<OwnedBusiness[]> {
  const owned = db
    .select({ uuid: userRoles.businessUuid })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "business_owner"), isNotNull(userRoles.businessUuid)));
  return selectOwnedBusinesses(db).where(inArray(businesses.uuid, owned)).orderBy(asc(businesses.name));
}

export async function ownsBusiness(db: Database, userId: string, businessUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(eq(userRoles.userId, userId), eq(userRoles.role, "business_owner"), eq(userRoles.businessUuid, businessUuid)),
    )
    .limit(1);
  return Boolean(row);
}
