/**
 * What /profile shows: the profile row (name, e-mail, photo, theme), whether the account has a
 * password (Google-only accounts have none to change) and its open sessions.
 */
import { and, eq } from "drizzle-orm";
import { parseThemePreference, type ThemePreference } from "#core/theme.ts";
import type { SessionUser } from "../auth/session.ts";
import { getDb } from "../db/client.ts";
import { accounts, profiles } from "../db/schema.ts";
import { listUserSessions, type SessionSummary } from "./sessions.ts";

export interface ProfilePageData {
  fullName: string;
  email: string;
  avatarUrl: string | null;
  themePreference: ThemePreference;
  hasPassword: boolean;
  sessions: SessionSummary[];
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
  const [profile, hasPassword, sessions] = await Promise.all([
    readProfile(user.id),
    hasPasswordAccount(user.id),
    listUserSessions(user.id, user.sessionId),
  ]);
  return {
    fullName: profile?.fullName || user.name,
    email: user.email,
    avatarUrl: profile ? profile.avatarUrl : user.avatarUrl,
    themePreference: parseThemePreference(profile?.themePreference ?? user.themePreference),
    hasPassword,
    sessions,
  };
}
