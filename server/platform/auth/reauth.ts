/**
 * Re-authentication before changing the e-mail (decision 18): a stolen session cookie must not be
 * enough to move the account to another address (and then reset its password from there). Allowed
 * when the session was signed in during the last REAUTH_WINDOW_S (the person just proved who they
 * are), or when the request carries the current password and it is right. The password change
 * needs no extra step: Better Auth already asks for the current password.
 */

import { APIError, getSessionFromCtx } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { MESSAGES } from "#core/account-validation.ts";
import type { Database } from "../db/client.ts";
import { accounts } from "../db/schema.ts";
import { WRONG_CURRENT_PASSWORD } from "./auth-errors.ts";
import { verifyPassword } from "./password.ts";

export const REAUTH_WINDOW_S = 10 * 60;

export function signedInRecently(createdAt: Date | string, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() < REAUTH_WINDOW_S * 1000;
}

export async function checkEmailChangeReauth(
  ctx: Parameters<typeof getSessionFromCtx>[0],
  db: Database,
  body: Record<string, unknown>,
): Promise<void> {
  const session = await getSessionFromCtx(ctx);
  // No session: Better Auth's own endpoint answers 401.
  if (!session) return;
  if (signedInRecently(session.session.createdAt)) return;
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, session.user.id), eq(accounts.providerId, "credential")));
  if (!credential?.password) {
    throw new APIError("FORBIDDEN", { message: MESSAGES.reauthSignInAgain, code: "REAUTH_REQUIRED" });
  }
  const typed = body.currentPassword;
  if (typeof typed !== "string" || typed === "") {
    throw new APIError("FORBIDDEN", { message: MESSAGES.reauthRequired, code: "REAUTH_REQUIRED" });
  }
  if (!(await verifyPassword({ hash: credential.password, password: typed }))) {
    throw new APIError("BAD_REQUEST", { message: WRONG_CURRENT_PASSWORD, code: "INVALID_PASSWORD" });
  }
}
