/**
 * "Confirm it is you" before something that cannot be undone (deleting the account): a stolen
 * session cookie alone must not be enough. What is asked depends on the account:
 * - with a password: the password, every time (a recent sign-in does not replace it here);
 * - without one (Google only): a sign-in within the last REAUTH_WINDOW_S (the person just proved
 *   who they are to Google).
 * `identityRequirement` tells the page what to ask and `confirmIdentity` checks what came back. A
 * second factor (an authenticator code) would be one more kind of proof and one more requirement
 * here, asked by the same page; nothing else changes.
 *
 * Password guesses are limited per account (the auth endpoints' limit, AUTH_RATE_LIMIT_*): this
 * form must not become a way around the sign-in throttle.
 */
import { and, eq } from "drizzle-orm";
import { ACCOUNT_DELETION_MESSAGES } from "#core/account-deletion-form.ts";
import { type ErrorCode, fail, ok, type Result } from "#core/errors.ts";
import { WRONG_CURRENT_PASSWORD } from "../platform/auth/auth-errors.ts";
import { verifyPassword } from "../platform/auth/password.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../platform/auth/rate-limit.ts";
import { signedInRecently } from "../platform/auth/reauth.ts";
import { getConfig } from "../platform/config.ts";
import { getDb } from "../platform/db/client.ts";
import { accounts, sessions } from "../platform/db/schema.ts";

export type IdentityProof = { kind: "password"; password: string } | { kind: "recent-sign-in" };

export interface IdentityRequirement {
  /** Ask for the password (the account has one). */
  password: boolean;
  /** Without a password: whether this session's sign-in is recent enough right now. */
  recentSignIn: boolean;
}

const underPassword = (code: ErrorCode, message: string) => fail(code, message, { password: message });

async function passwordHash(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return row?.password ?? null;
}

async function sessionSignedInRecently(userId: string, sessionId: string, now: Date): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return row ? signedInRecently(row.createdAt, now.getTime()) : false;
}

export async function identityRequirement(
  user: { id: string; sessionId: string },
  now = new Date(),
): Promise<IdentityRequirement> {
  const hash = await passwordHash(user.id);
  if (hash) return { password: true, recentSignIn: false };
  return { password: false, recentSignIn: await sessionSignedInRecently(user.id, user.sessionId, now) };
}

/** Checks the proof for this person and session; a wrong password counts against the account's limit. */
export async function confirmIdentity(
  user: { id: string; sessionId: string },
  proof: IdentityProof,
  now = new Date(),
): Promise<Result<void>> {
  const hash = await passwordHash(user.id);
  if (!hash) {
    return (await sessionSignedInRecently(user.id, user.sessionId, now))
      ? ok(undefined)
      : fail("unauthorized", ACCOUNT_DELETION_MESSAGES.signInAgain);
  }
  if (proof.kind !== "password" || proof.password === "") {
    return underPassword("validation", ACCOUNT_DELETION_MESSAGES.password);
  }
  const config = getConfig();
  const limit = await consumeRateLimit(
    await getDb(),
    `reauth:${user.id}`,
    { window: config.AUTH_RATE_LIMIT_WINDOW_S, max: config.AUTH_RATE_LIMIT_MAX },
    now.getTime(),
  );
  if (!limit.allowed) {
    return underPassword("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60));
  }
  if (!(await verifyPassword({ hash, password: proof.password }))) {
    return underPassword("validation", WRONG_CURRENT_PASSWORD);
  }
  return ok(undefined);
}
