/**
 * What /profile shows: the profile row (name, e-mail, photo, theme), whether the account has a
 * password (Google-only accounts have none to change) and its open sessions.
 */
import { and, eq } from "drizzle-orm";
import type { ThemePreference } from "../../app/theme/theme.ts";
import type { SessionUser } from "../auth/session.ts";
import { getDb } from "../db/client.ts";
import { accounts } from "../db/schema.ts";
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

/** The session user already carries the profile (resolved once per request); only the rest is read. */
export async function getProfilePage(user: SessionUser): Promise<ProfilePageData> {
  const [hasPassword, sessions] = await Promise.all([
    hasPasswordAccount(user.id),
    listUserSessions(user.id, user.sessionId),
  ]);
  return {
    fullName: user.name,
    email: user.email,
    avatarUrl: user.avatarUrl,
    themePreference: user.themePreference,
    hasPassword,
    sessions,
  };
}
