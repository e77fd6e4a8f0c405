/**
 * Who is asking. Reads the session cookie through Better Auth (database sessions), loads the
 * profile (creating it on first load, as the spec says) and the roles. A request without the
 * cookie never touches the database.
 */
import { eq } from "drizzle-orm";
import type { SecondStepStanding } from "#core/two-factor.ts";
import { getDb } from "../db/client.ts";
import { type Role, sessions } from "../db/schema.ts";
import { rethrowAsOutage } from "../http/database-outage.ts";
import { getAuth, SESSION_COOKIE_PREFIX } from "./auth.ts";
import { secondStepStandingFor } from "./demo-install.ts";
import { ensureProfile } from "./profile.ts";
import { getUserAccess } from "./roles.ts";
import { pastAbsoluteLifetime } from "./session-lifetime.ts";

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
  /**
   * May act as an administrator. False for an administrator whose second step is required and not
   * on yet (`secondStep: "required"`): no admin power anywhere until it is (decision 26).
   */
  isAdmin: boolean;
  isBusinessOwner: boolean;
  businessUuids: string[];
  /** The second step at sign-in: on, required (admins on a real install), suggested or offered. */
  secondStep: SecondStepStanding;
}

export interface ResolvedSession {
  user: SessionUser | null;
  /** Set-Cookie headers Better Auth produced (a renewed or cleared session cookie). */
  setCookies: string[];
}

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

/** Tells the browser to drop the session cookie (the name and attributes Better Auth set it with). */
export async function clearedSessionCookie(auth: Awaited<ReturnType<typeof getAuth>>): Promise<string> {
  const { name, attributes } = (await auth.$context).authCookies.sessionToken;
  const secure = attributes.secure ? "; Secure" : "";
  return `${name}=; Max-Age=0; Path=${attributes.path ?? "/"}; HttpOnly; SameSite=Lax${secure}`;
}

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
  // The absolute cap (decision 18), and a session a ban raced past: ended here, on the read itself,
  // so no page or API ever sees them as signed in.
  if (pastAbsoluteLifetime(response.session.createdAt) || (response.user as { banned?: boolean }).banned) {
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.id, response.session.id));
    return { user: null, setCookies: [await clearedSessionCookie(auth)] };
  }
  const db = await getDb();
  const [profile, access] = await Promise.all([ensureProfile(db, response.user), getUserAccess(db, response.user.id)]);
  const twoFactorEnabled = (response.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
  const secondStep = await secondStepStandingFor(db, access, twoFactorEnabled);
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
      isAdmin: access.isAdmin && secondStep !== "required",
      secondStep,
    },
  };
}
