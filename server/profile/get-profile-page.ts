/**
 * What /profile shows: the profile row (name, e-mail, photo, theme), whether the account has a
 * password (Google-only accounts have none to change), the second step at sign-in and the open sessions.
 */
import { and, eq } from "drizzle-orm";
import { parseThemePreference, type ThemePreference } from "#core/theme.ts";
import type { SecondStepStanding } from "#core/two-factor.ts";
import { secondStepStandingFor } from "../platform/auth/demo-install.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { getDb } from "../platform/db/client.ts";
import { accounts, profiles } from "../platform/db/schema.ts";
import { readTwoFactorSettings, type TwoFactorSettings } from "../two-factor/two-factor-settings.ts";
import { listUserSessions, type SessionSummary } from "./sessions.ts";

export interface ProfilePageData {
  fullName: string;
  email: string;
  avatarUrl: string | null;
  themePreference: ThemePreference;
  hasPassword: boolean;
  sessions: SessionSummary[];
  /** "Verificación en dos pasos": its state, and whether it is required, suggested or offered. */
  twoFactor: TwoFactorSettings & { standing: SecondStepStanding; requiredWhenOff: boolean };
}

async function hasPasswordAccount(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return Boolean(row);
}

async function readProfile(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      themePreference: profiles.themePreference,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/**
 * Read fresh, not from the session user: without JavaScript the action and this loader run in the
 * same request, and the session user was resolved before the action changed the profile.
 */
export async function getProfilePage(user: SessionUser): Promise<ProfilePageData> {
  const [profile, hasPassword, sessions, twoFactor] = await Promise.all([
    readProfile(user.id),
    hasPasswordAccount(user.id),
    listUserSessions(user.id, user.sessionId),
    readTwoFactorSettings(user.id),
  ]);
  // Fresh too: turning it on or off in this very request changes the standing the session saw.
  const db = await getDb();
  const person = { isAdmin: user.isAdmin || user.role === "admin", isBusinessOwner: user.isBusinessOwner };
  const standing = await secondStepStandingFor(db, person, twoFactor.enabled);
  const requiredWhenOff =
    standing === "required" || (twoFactor.enabled && (await secondStepStandingFor(db, person, false)) === "required");
  return {
    fullName: profile?.fullName || user.name,
    email: user.email,
    avatarUrl: profile ? profile.avatarUrl : user.avatarUrl,
    themePreference: parseThemePreference(profile?.themePreference ?? user.themePreference),
    hasPassword,
    sessions,
    twoFactor: { ...twoFactor, standing, requiredWhenOff },
  };
}
