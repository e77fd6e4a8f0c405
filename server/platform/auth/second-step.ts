/**
 * The second step at sign-in (decision 26), where Better Auth's two-factor plugin needs help:
 *
 * - **Every way in asks for it.** The plugin turns an e-mail + password sign-in into a challenge
 *   (the `two_factor` cookie, no session). Google's callback and the e-mail confirmation link can
 *   also make a session; for a person with the second step on, `challengeInsteadOfSession` undoes
 *   that session the same way and sends them to /auth/verificacion.
 * - **Throttled like sign-in**: `admitSecondStep` (sign-in-throttle.ts) counts each code attempt
 *   per person and address before the plugin checks it.
 * - **An authenticator code works once** (OWASP ASVS 5.0, 6.5.1): a right code is remembered for
 *   USED_CODE_MEMORY_S, longer than the plugin accepts it (the current 30 s period and one each side).
 */
import { APIError, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { TWO_FACTOR_MESSAGES } from "#core/two-factor.ts";
import { safeRedirectPath } from "#core/urls.ts";
import type { Database } from "../db/client.ts";

export const SECOND_STEP_PATH = "/auth/verificacion";
/** The plugin's challenge cookie (without the "vilma." prefix) and how long a challenge lasts. */
export const TWO_FACTOR_COOKIE = "two_factor";
export const CHALLENGE_MAX_AGE_S = 600;
export const USED_CODE_MEMORY_S = 120;

export const VERIFY_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
/** Endpoints besides e-mail sign-in that may create a session for someone who is not signed in. */
export const SESSION_MAKING_PATHS = new Set(["/callback/:id", "/oauth2/callback/:providerId", "/verify-email"]);

/** /auth/verificacion, carrying where the person was going. */
export function secondStepPath(target: string): string {
  return target === "/" ? SECOND_STEP_PATH : `${SECOND_STEP_PATH}?redirectTo=${encodeURIComponent(target)}`;
}

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** Whose code this is: the signed-in person (confirming the setup) or the pending challenge's. */
export async function secondStepSubject(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge && challenge.expiresAt > new Date() ? challenge.value : null;
}

const usedCodeKey = (userId: string, code: string) => `2fa-used:${userId}:${code}`;

/**
 * Claims an authenticator code before the plugin checks it. False when the same person used it in
 * the last USED_CODE_MEMORY_S. One atomic statement, so two requests with the same code cannot both pass.
 */
export async function claimTotpCode(db: Database, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request)
      values (gen_random_uuid()::text, ${usedCodeKey(userId, code)}, 1, ${now})
    on conflict (key) do update set count = 1, last_request = ${now}
      where rate_limits.last_request <= ${now - USED_CODE_MEMORY_S * 1000}
    returning key`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A claimed code that turned out wrong (or was never checked) was not used: forget the claim. */
export async function releaseTotpCode(db: Database, userId: string, code: string, claimedAt: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where key = ${usedCodeKey(userId, code)} and last_request = ${claimedAt}`,
  );
}

export function codeAlreadyUsed(): APIError {
  return new APIError("UNAUTHORIZED", { message: TWO_FACTOR_MESSAGES.usedCode, code: "TOTP_CODE_ALREADY_USED" });
}

/** Where a session-making endpoint was sending the person: the path its redirect would have reached. */
function intendedTarget(location: string | null): string {
  if (!location) return "/";
  try {
    const url = new URL(location, "http://vilma.invalid");
    if (url.origin !== "http://vilma.invalid") return "/";
    // Google comes back through /auth?redirectTo=…; the confirmation link straight to its page.
    if (url.pathname === "/auth") return safeRedirectPath(url.searchParams.get("redirectTo"));
    return safeRedirectPath(`${url.pathname}${url.search}`);
  } catch {
    return "/";
  }
}

function redirectLocation(returned: unknown): string | null {
  // Better Call's own APIError (its redirects) is not Better Auth's class: read it by shape.
  if (!(returned instanceof Error) || !("headers" in returned)) return null;
  const headers = returned.headers as Headers | Record<string, string> | undefined;
  if (!headers) return null;
  return headers instanceof Headers ? headers.get("location") : (headers.location ?? null);
}

/**
 * In Better Auth's `after` hook of a session-making endpoint: when it just signed in a person whose
 * second step is on (and who was not signed in already), the session is deleted and its cookie
 * expired, a challenge takes its place exactly as the plugin makes one after a password, and the
 * redirect goes to /auth/verificacion (thrown, as Better Auth's own redirects are).
 */
export async function challengeInsteadOfSession(ctx: HookContext): Promise<void> {
  const fresh = ctx.context.newSession;
  if (!fresh || !(fresh.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
  // Confirming a new e-mail in the browser that is already signed in keeps that session.
  const current = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (current && current === fresh.session.token) return;

  const target = intendedTarget(redirectLocation((ctx.context as { returned?: unknown }).returned));
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(fresh.session.token);
  ctx.context.setNewSession(null);
  const expiresAt = new Date(Date.now() + CHALLENGE_MAX_AGE_S * 1000);
  const identifier = `2fa-${generateRandomString(20)}`;
  await ctx.context.internalAdapter.createVerificationValue({ value: fresh.user.id, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_MAX_AGE_S });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(secondStepPath(target));
}
