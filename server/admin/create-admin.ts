/**
 * `npm run admin:create`'s work: a confirmed account with the admin role, or the admin role for an
 * account that already exists. Written straight to the tables Better Auth reads (users + a
 * "credential" account whose accountId is the user id, with our argon2id hash), so the new admin signs
 * in through the normal form at once; no e-mail is sent, the operator vouches for the address.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { hashPassword } from "../platform/auth/password.ts";
import { ensureProfile } from "../platform/auth/profile.ts";
import type { Database } from "../platform/db/client.ts";
import { accounts, profiles, userRoles, users } from "../platform/db/schema.ts";

export interface NewAdmin {
  /** Already validated and lower-cased (core/account-validation.ts emailSchema). */
  email: string;
  name: string;
  password: string;
}

export type GrantAdminResult =
  | { kind: "granted"; userId: string; emailVerified: boolean }
  | { kind: "already-admin"; userId: string; emailVerified: boolean };
export type CreateAdminResult = { kind: "created"; userId: string } | GrantAdminResult;

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

async function hasAdminRole(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin"), isNull(userRoles.businessUuid)))
    .limit(1);
  return Boolean(row);
}

/** Grants admin to the account with this e-mail. Null when there is no such account. */
export async function grantAdmin(db: Database, email: string): Promise<GrantAdminResult | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  await ensureProfile(db, user);
  // (user_id, role, business_uuid) is unique, but NULLs never collide in PostgreSQL: check first.
  if (await hasAdminRole(db, user.id)) {
    return { kind: "already-admin", userId: user.id, emailVerified: user.emailVerified };
  }
  await db.insert(userRoles).values({ userId: user.id, role: "admin" });
  return { kind: "granted", userId: user.id, emailVerified: user.emailVerified };
}

export async function createAdmin(db: Database, input: NewAdmin): Promise<CreateAdminResult> {
  const existing = await grantAdmin(db, input.email);
  if (existing) return existing;
  const userId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(profiles).values({
      id: userId,
      email: input.email.toLowerCase(),
      fullName: input.name,
      themePreference: "system",
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(userRoles).values({ userId, role: "admin", createdAt: now });
  });
  return { kind: "created", userId };
}
