/**
 * "Sesiones": where the account is signed in, and closing those sessions.
 *
 * Better Auth's list-sessions answers every session's token, and a token IS the session (whoever
 * holds it is signed in). So the browser never sees tokens: the page lists session ids, the form
 * posts an id, and the token is looked up here among THIS user's sessions only. An id of another
 * user's session simply isn't found.
 *
 * The list is read from the sessions table rather than auth.api.listSessions, which refuses sessions
 * older than a day ("not fresh") and would leave long-lived sign-ins with an empty page.
 * Revoking goes through Better Auth (which checks ownership once more).
 */
import { formatDistanceStrict } from "date-fns";
import { es } from "date-fns/locale";
import { and, desc, eq, gt } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { formatDateTime } from "#core/format.ts";
import { getAuth } from "../platform/auth/auth.ts";
import { getDb } from "../platform/db/client.ts";
import { sessions } from "../platform/db/schema.ts";
import { type DeviceKind, describeUserAgent } from "./user-agent.ts";

export interface SessionSummary {
  id: string;
  device: string;
  kind: DeviceKind;
  ip: string | null;
  /** "21/11/2026 15:04" (Buenos Aires). */
  lastActive: string;
  /** "hace 5 minutos". */
  lastActiveAgo: string;
  lastActiveIso: string;
  current: boolean;
}

function displayIp(ip: string | null): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:/, "");
}

export async function listUserSessions(
  userId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<SessionSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt))
    .limit(50);
  const summaries = rows.map((row) => {
    const device = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      device: device.label,
      kind: device.kind,
      ip: displayIp(row.ipAddress),
      lastActive: formatDateTime(row.updatedAt),
      lastActiveAgo: formatDistanceStrict(row.updatedAt, now, { locale: es, addSuffix: true }),
      lastActiveIso: row.updatedAt.toISOString(),
      current: row.id === currentSessionId,
    };
  });
  // This session first, then the others by last activity.
  return summaries.sort((a, b) => Number(b.current) - Number(a.current));
}

/** The token of one of `userId`'s own sessions, or null. */
async function ownSessionToken(userId: string, sessionId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row?.token ?? null;
}

export const SESSION_NOT_FOUND = "Esa sesión ya no está abierta.";
export const CURRENT_SESSION_REVOKE = "Para cerrar esta sesión usá «Salir».";

/** Closes another session of the signed-in user (never the current one: that is "Salir"). */
export async function revokeUserSession(
  userId: string,
  currentSessionId: string,
  sessionId: string,
  headers: Headers,
): Promise<Result<null>> {
  if (sessionId === currentSessionId) return fail("forbidden", CURRENT_SESSION_REVOKE);
  const token = await ownSessionToken(userId, sessionId);
  if (!token) return fail("not_found", SESSION_NOT_FOUND);
  const auth = await getAuth();
  await auth.api.revokeSession({ body: { token }, headers });
  return ok(null);
}

export async function revokeOtherUserSessions(headers: Headers): Promise<void> {
  const auth = await getAuth();
  await auth.api.revokeOtherSessions({ headers });
}

/**
 * Every session of the account, this one included; answers the Set-Cookie headers that clear the
 * session cookie in this browser.
 */
export async function revokeAllUserSessions(headers: Headers): Promise<Headers> {
  const auth = await getAuth();
  await auth.api.revokeSessions({ headers });
  const signOut = await auth.api.signOut({ headers, returnHeaders: true });
  const cleared = new Headers();
  for (const cookie of signOut.headers.getSetCookie()) cleared.append("set-cookie", cookie);
  return cleared;
}
