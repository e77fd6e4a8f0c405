/**
 * Whether this install runs the demo data, for the one rule that depends on it: an administrator
 * must turn on the second step at sign-in on a real install, and is only offered it on a demo one,
 * so the README's demo accounts keep signing in with their password (decision 26).
 *
 * The signal is the seed's demo administrator itself (id `demo-admin`, password in the README):
 * while it exists anyone who read the README can sign in as an administrator, so a second step for
 * the other administrators would protect nothing; once it is deleted the install is a real one.
 * It is read from the database (not from SEED_DEMO), so it is true of the data, not of a setting.
 */
import { eq } from "drizzle-orm";
import { type SecondStepStanding, secondStepStanding } from "#core/two-factor.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

/** The seed's demo administrator (server/demo/seed/accounts.ts creates it with this id). */
export const DEMO_ADMIN_ID = "demo-admin";

export async function isDemoInstall(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, DEMO_ADMIN_ID)).limit(1);
  return Boolean(row);
}

/** A person's standing; only an administrator without the second step needs the install's kind. */
export async function secondStepStandingFor(
  db: Database,
  person: { isAdmin: boolean; isBusinessOwner: boolean },
  enabled: boolean,
): Promise<SecondStepStanding> {
  const demoInstall = person.isAdmin && !enabled ? await isDemoInstall(db) : false;
  return secondStepStanding({ enabled, isAdmin: person.isAdmin, isBusinessOwner: person.isBusinessOwner, demoInstall });
}
