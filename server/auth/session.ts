/**
 * Who is asking. Reads the session cookie through Better Auth (database sessions), loads the
 * profile (creating it on first load, as the spec says) and the roles. A request without the
 * cookie never touches the database.
 */
import { getDb } from "../db/client.ts";
import type { Role } from "../db/schema.ts";
import { rethrowAsOutage } from "../http/database-outage.ts";
import { getAuth, SESSION_COOKIE_PREFIX } from "./auth.ts";
import { ensureProfile } from "./profile.ts";
import { getUserAccess } from "./roles.ts";

export type ThemePreference = "light" | "dark" | "system";

export interface SessionUser {
  id: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  /** profiles.full_name */
  name: string;
  avatarUrl: string | null;
  themePreference: ThemePreference;
  role: Role;
  isAdmin: boolean;
  isBusinessOwner: boolean;
  businessUuids: string[];
}

export interface ResolvedSession {
  user: SessionUser | null;
  /** Set-Cookie headers Better Auth produced (a renewed or cleared session cookie). */
  setCookies: string[];
}

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(SESSION_COOKIE);
}

export async function resolveSession(request: Request): Promise<ResolvedSession> {
  if (!hasSessionCookie(request)) return { user: null, setCookies: [] };
  const auth = await getAuth();
  const asked = performance.now();
  const { headers, response } = await auth.api
    .getSession({ headers: request.headers, returnHeaders: true })
    // Better Auth hides a database outage behind its own 500; the outage must answer 503.
    .catch((error: unknown) => rethrowAsOutage(error, asked));
  const setCookies = headers.getSetCookie();
  if (!response) return { user: null, setCookies };
  const db = await getDb();
  const [profile, access] = await Promise.all([ensureProfile(db, response.user), getUserAccess(db, response.user.id)]);
  const theme = profile.themePreference;
  return {
    setCookies,
    user: {
      id: response.user.id,
      sessionId: response.session.id,
      email: response.user.email,
      emailVerified: response.user.emailVerified,
      name: profile.fullName ?? response.user.name,
      avatarUrl: profile.avatarUrl,
      themePreference: theme === "light" || theme === "dark" ? theme : "system",
      ...access,
    },
  };
}
