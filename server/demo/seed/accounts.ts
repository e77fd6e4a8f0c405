/**
 * The three demo accounts the README lists, loaded only with the demo data (never by a production
 * start): an admin, the owner of two real seeded businesses, and a neighbour. Password: vilma1234.
 */
import { DEMO_ADMIN_ID } from "#server/platform/auth/demo-install.ts";
import { hashPassword } from "#server/platform/auth/password.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import type { SeedBusiness } from "./businesses.ts";
import { DEMO_OWNER_ID } from "./owner-day.ts";

export const DEMO_PASSWORD = "vilma1234";
/** While this account exists the install runs the demo data (server/platform/auth/demo-install.ts). */
export { DEMO_ADMIN_ID };

export const DEMO_ACCOUNTS = [
  { id: DEMO_ADMIN_ID, email: "admin@vilma.test", name: "Administración Vilma", role: "admin" },
  { id: DEMO_OWNER_ID, email: "comercio@vilma.test", name: "Carla Bertone", role: "business_owner" },
  { id: "demo-vecino", email: "vecino@vilma.test", name: "Martín Giraudo", role: "user" },
] as const;

/** The owner's businesses: two active ones in different categories, so the owner area has variety. */
export function pickOwnedBusinesses(businesses: SeedBusiness[]): SeedBusiness[] {
  const active = businesses.filter((b) => b.row.status === "active" && b.category);
  const first = active.find((b) => b.row.isPremium);
  const second = active.find((b) => !b.row.isPremium && b.category?.slug !== first?.category?.slug);
  return [first, second].filter((b): b is SeedBusiness => Boolean(b));
}

export async function seedDemoAccounts(db: Database, now: Date, businesses: SeedBusiness[]): Promise<number> {
  const createdAt = new Date(now.getTime() - 90 * 86_400_000);
  const password = await hashPassword(DEMO_PASSWORD);
  await db.insert(schema.users).values(
    DEMO_ACCOUNTS.map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name,
      emailVerified: true,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  await db.insert(schema.accounts).values(
    DEMO_ACCOUNTS.map((a) => ({
      id: `${a.id}-credential`,
      accountId: a.id,
      providerId: "credential",
      userId: a.id,
      password,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  await db.insert(schema.profiles).values(
    DEMO_ACCOUNTS.map((a) => ({
      id: a.id,
      email: a.email,
      fullName: a.name,
      themePreference: "system",
      createdAt,
      updatedAt: createdAt,
    })),
  );
  const owned = pickOwnedBusinesses(businesses);
  await db
    .insert(schema.userRoles)
    .values([
      { userId: "demo-admin", role: "admin", createdAt },
      ...owned.map((b) => ({ userId: DEMO_OWNER_ID, role: "business_owner", businessUuid: b.row.uuid, createdAt })),
    ]);
  return DEMO_ACCOUNTS.length;
}
