/**
 * The spec's profile rules. A missing profile is created on first load from the account: e-mail,
 * name from the account's name (fallback: the e-mail's prefix), avatar from its image, theme 'system'.
 * Google identities fill an empty avatar and a missing or e-mail-equal name.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { profiles, users } from "../db/schema.ts";
import type { GoogleIdentity } from "./google.ts";

export type Profile = typeof profiles.$inferSelect;

export interface AccountUser {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
}

export function emailPrefix(email: string): string {
  return email.split("@")[0] ?? email;
}

export async function ensureProfile(db: Database, user: AccountUser): Promise<Profile> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (existing) return existing;
  const name = user.name?.trim();
  await db
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      fullName: name ? name : emailPrefix(user.email),
      avatarUrl: user.image ?? null,
      themePreference: "system",
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (!created) throw new Error(`No se pudo crear el perfil de ${user.id}`);
  return created;
}

export async function applyGoogleIdentity(db: Database, userId: string, identity: GoogleIdentity): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const profile = await ensureProfile(db, user);
  const changes: Partial<Profile> = {};
  if (!profile.avatarUrl && identity.picture) changes.avatarUrl = identity.picture;
  const fullName = profile.fullName?.trim();
  if ((!fullName || fullName === profile.email || fullName === emailPrefix(profile.email)) && identity.name?.trim()) {
    changes.fullName = identity.name.trim();
  }
  if (Object.keys(changes).length === 0) return;
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}
