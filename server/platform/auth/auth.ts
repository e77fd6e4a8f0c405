/**
 * Better Auth, configured for Vilma: e-mail + password with confirmation and reset, Google through
 * its OpenID Connect discovery document, database sessions, database rate limits, argon2id hashes,
 * and the second step at sign-in with an authenticator app (decision 26).
 * One instance per database (tests give each file its own database).
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { MESSAGES } from "#core/account-validation.ts";
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_S,
} from "#core/two-factor.ts";
import { type Config, getConfig } from "../config.ts";
import { type Database, getDb } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { CLIENT_IP_HEADER } from "../http/request-guards.ts";
import { logger } from "../logger.ts";
import { sendMail } from "../mail/send-mail.ts";
import { changeEmailMail, passwordResetMail, verificationMail } from "../mail/templates.ts";
import { resolveAuthSecret } from "../signing-secret.ts";
import { allowedHosts, defaultOrigin } from "../site-origin.ts";
import { INVALID_REDIRECT_MESSAGE } from "./auth-errors.ts";
import { isBanned } from "./banned.ts";
import { GOOGLE_PROVIDER_ID, isGoogleEnabled } from "./google.ts";
import { checkAuthInput } from "./input-rules.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { applyGoogleIdentity } from "./profile.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "./rate-limit.ts";
import { checkEmailChangeReauth } from "./reauth.ts";
import { checkRedirectTargets, INVALID_REDIRECT_CODE } from "./redirect-targets.ts";
import {
  CHALLENGE_MAX_AGE_S,
  challengeInsteadOfSession,
  claimTotpCode,
  codeAlreadyUsed,
  releaseTotpCode,
  SESSION_MAKING_PATHS,
  secondStepSubject,
  VERIFY_PATHS,
} from "./second-step.ts";
import { SESSION_IDLE_S, SESSION_RENEW_S } from "./session-lifetime.ts";
import { admitSecondStep, admitSignIn, type SignInClaim, settleSecondStep, settleSignIn } from "./sign-in-throttle.ts";

export { CLIENT_IP_HEADER };

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_COOKIE_PREFIX = "vilma";
/** Where Better Auth sends people after confirming an e-mail (a page that says so and moves on). */
export const EMAIL_CONFIRMED_PATH = "/auth/confirmado";
export const PASSWORD_RESET_PATH = "/auth/restablecer";

/**
 * Paths whose attempts count per IP in a fixed window (a flood guard: hashing costs CPU) and per
 * account when the body names an e-mail. Sign-in is the exception: its limits are in
 * sign-in-throttle.ts (decision 18), because a fixed window per account lets anyone lock a person out.
 */
const LIMITED_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/send-verification-email",
  "/reset-password",
  "/change-password",
  "/change-email",
  "/sign-in/social",
  // The second step's settings check the password (decision 26).
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/two-factor/get-totp-uri",
]);

/** A claimed authenticator code, handed from the `before` hook to the `after` one. */
interface UsedCodeClaim {
  userId: string;
  code: string;
  claimedAt: number;
}

function baseURL(config: Config) {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  return {
    // ALLOWED_HOSTS (server/platform/site-origin.ts) too, so e-mail links work from a phone on the LAN.
    allowedHosts: ["localhost:*", "127.0.0.1:*", "[::1]:*", "localhost", "127.0.0.1", ...allowedHosts(config)],
    fallback: defaultOrigin(config),
    protocol: "http" as const,
  };
}

function createAuth(db: Database, config: Config) {
  const rateLimitRule = { window: config.AUTH_RATE_LIMIT_WINDOW_S, max: config.AUTH_RATE_LIMIT_MAX };
  const google = isGoogleEnabled(config);

  return betterAuth({
    appName: "Vilma",
    baseURL: baseURL(config),
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(config),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    }),
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const log = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug;
        log.call(logger, { args }, `auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => sendMail(passwordResetMail(user.email, user.name, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        // The same hook confirms a new account and a changed address; the stored e-mail tells which.
        const [stored] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id));
        const changing = stored && stored.email.toLowerCase() !== user.email.toLowerCase();
        await sendMail(
          changing
            ? changeEmailMail(user.email, user.name, user.email, url)
            : verificationMail(user.email, user.name, url),
        );
      },
    },
    user: {
      changeEmail: { enabled: true },
      // Read with the user on every session lookup, so a banned person's leftover session is refused.
      additionalFields: { banned: { type: "boolean", required: false, defaultValue: false, input: false } },
    },
    session: {
      // The idle lifetime: a session unused this long expires. In use, it is renewed at most once a
      // day; session.ts adds the absolute cap from its creation (decision 18).
      expiresIn: SESSION_IDLE_S,
      updateAge: SESSION_RENEW_S,
    },
    account: {
      accountLinking: { enabled: true, updateUserInfoOnLink: false },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      customRules: Object.fromEntries([...LIMITED_PATHS].map((p) => [p, false as const])),
      customStorage: { consume: (key, rule) => consumeRateLimit(db, `ip:${key}`, rule) },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.PUBLIC_URL?.startsWith("https://") ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    trustedOrigins: config.PUBLIC_URL
      ? [config.PUBLIC_URL]
      : [
          "http://localhost:*",
          "http://127.0.0.1:*",
          "http://[::1]:*",
          ...allowedHosts(config).map((h) => `http://${h}`),
        ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body && typeof ctx.body === "object" ? ctx.body : {}) as Record<string, unknown>;
        const query = (ctx.query && typeof ctx.query === "object" ? ctx.query : {}) as Record<string, unknown>;
        // Every callbackURL / redirectTo, in the body or the query, is one of this site's paths.
        const bodyTargets = checkRedirectTargets(body);
        const queryTargets = checkRedirectTargets(query);
        if (bodyTargets.refused !== null || queryTargets.refused !== null) {
          throw new APIError("BAD_REQUEST", { message: INVALID_REDIRECT_MESSAGE, code: INVALID_REDIRECT_CODE });
        }
        const checked = checkAuthInput(ctx.path, body);
        if (checked.problem) {
          throw new APIError("BAD_REQUEST", { message: checked.problem.message, code: checked.problem.code });
        }
        if (ctx.path === "/change-email") await checkEmailChangeReauth(ctx, db, body);
        // What the rules cleaned (a name's line breaks, a target's encoding) is what Better Auth uses.
        const cleaned = { ...checked.normalized, ...bodyTargets.changed };
        const normalizedBody = Object.keys(cleaned).length ? { ...body, ...cleaned } : null;
        const queryContext = queryTargets.changed ? { query: { ...query, ...queryTargets.changed } } : {};
        const cleanedContext = { ...queryContext, ...(normalizedBody ? { body: normalizedBody } : {}) };
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "sin-ip";
        if (VERIFY_PATHS.has(ctx.path)) {
          // A second-step code: throttled like a password (decision 26), an authenticator's code once only.
          const subject = await secondStepSubject(ctx);
          const admitted = await admitSecondStep(db, subject ?? "sin-desafio", ip);
          if (!admitted.allowed) throw tooManyAttempts(admitted.retryAfter);
          let usedCode: UsedCodeClaim | undefined;
          if (ctx.path === "/two-factor/verify-totp" && subject && typeof body.code === "string" && body.code) {
            const claimedAt = Date.now();
            if (!(await claimTotpCode(db, subject, body.code, claimedAt))) {
              await settleSecondStep(db, admitted.claim, "other");
              throw codeAlreadyUsed();
            }
            usedCode = { userId: subject, code: body.code, claimedAt };
          }
          return { context: { ...cleanedContext, secondStepClaim: admitted.claim, usedCode } };
        }
        if (!LIMITED_PATHS.has(ctx.path)) {
          return normalizedBody || queryTargets.changed ? { context: cleanedContext } : undefined;
        }

        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : null;
        if (ctx.path === "/sign-in/email") {
          // Every attempt is admitted by the per-IP failure window first, so a flood is bounded too.
          const admitted = await admitSignIn(db, email ?? "", ip);
          if (!admitted.allowed) throw tooManyAttempts(admitted.retryAfter);
          return {
            context: {
              ...queryContext,
              ...(normalizedBody ? { body: normalizedBody } : {}),
              signInClaim: admitted.claim,
            },
          };
        }
        const keys = [`auth-ip:${ip}:${ctx.path}`];
        if (email) keys.push(`auth-account:${email}:${ctx.path}`);
        for (const key of keys) {
          const outcome = await consumeRateLimit(db, key, rateLimitRule);
          if (!outcome.allowed) throw tooManyAttempts(outcome.retryAfter ?? rateLimitRule.window);
        }
        return normalizedBody || queryTargets.changed
          ? { context: { ...queryContext, ...(normalizedBody ? { body: normalizedBody } : {}) } }
          : undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (SESSION_MAKING_PATHS.has(ctx.path)) {
          // Google's callback or a confirmation link signed in someone with the second step on.
          await challengeInsteadOfSession(ctx);
          return;
        }
        if (VERIFY_PATHS.has(ctx.path)) {
          await settleSecondStepAttempt(db, ctx);
          return;
        }
        const claim = (ctx as { signInClaim?: SignInClaim }).signInClaim;
        if (ctx.path !== "/sign-in/email" || !claim) return;
        const returned = ctx.context.returned;
        let outcome: "wrong-password" | "signed-in" | "other" = "signed-in";
        if (isFailure(returned)) {
          const code = (returned as APIError).body?.code;
          outcome = code === "INVALID_EMAIL_OR_PASSWORD" ? "wrong-password" : "other";
        }
        // Bookkeeping must not turn a sign-in into an error page: at worst the attempt stays counted.
        await settleSignIn(db, claim, outcome).catch((error) =>
          logger.warn({ err: error }, "no se pudo asentar el intento de ingreso"),
        );
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, Google, e-mail confirmation) makes a session: a banned person gets none.
          before: async (session) => {
            if (await isBanned(db, session.userId)) {
              throw new APIError("FORBIDDEN", { message: MESSAGES.banned, code: "USER_BANNED" });
            }
          },
        },
      },
      user: {
        update: {
          after: async (user) => {
            // The profile mirrors the account's e-mail (the spec reads it from profiles).
            if (user.email)
              await db
                .update(schema.profiles)
                .set({ email: user.email, updatedAt: new Date() })
                .where(eq(schema.profiles.id, user.id));
          },
        },
      },
      account: {
        create: { after: async (account) => fillFromGoogle(db, account) },
        update: { after: async (account) => fillFromGoogle(db, account) },
      },
    },
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_S },
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: RECOVERY_CODE_LENGTH, storeBackupCodes: "encrypted" },
        twoFactorCookieMaxAge: CHALLENGE_MAX_AGE_S,
        // Decision 18 has no lockouts: wrong codes are throttled per person and address instead
        // (admitSecondStep), so someone who has the password cannot lock its owner out.
        accountLockout: { enabled: false },
      }),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  discoveryUrl: config.GOOGLE_DISCOVERY_URL,
                  clientId: config.GOOGLE_CLIENT_ID as string,
                  clientSecret: config.GOOGLE_CLIENT_SECRET as string,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  prompt: "select_account",
                  mapProfileToUser: (profile) => ({
                    name: typeof profile.name === "string" && profile.name ? profile.name : undefined,
                    image: typeof profile.picture === "string" ? profile.picture : undefined,
                    emailVerified: profile.email_verified === true || profile.email_verified === "true",
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

function isFailure(returned: unknown): boolean {
  return returned instanceof APIError || (returned instanceof Error && "statusCode" in returned);
}

/** After a second-step code was checked: a wrong one stays counted, a used one is remembered. */
async function settleSecondStepAttempt(db: Database, ctx: { context: { returned?: unknown } }) {
  const { secondStepClaim: claim, usedCode } = ctx as { secondStepClaim?: SignInClaim; usedCode?: UsedCodeClaim };
  const returned = ctx.context.returned;
  const failed = isFailure(returned);
  const code = failed ? (returned as APIError).body?.code : null;
  const outcome = !failed
    ? "signed-in"
    : code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE"
      ? "wrong-password"
      : "other";
  try {
    if (claim) await settleSecondStep(db, claim, outcome);
    if (usedCode && failed) await releaseTotpCode(db, usedCode.userId, usedCode.code, usedCode.claimedAt);
  } catch (error) {
    // Bookkeeping must not turn a right code into an error page: at worst the attempt stays counted.
    logger.warn({ err: error }, "no se pudo asentar el intento del segundo paso");
  }
}

function tooManyAttempts(retryAfter: number) {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: tooManyAttemptsMessage(retryAfter), code: "TOO_MANY_ATTEMPTS" },
    { "Retry-After": String(retryAfter) },
  );
}

async function fillFromGoogle(
  db: Database,
  account: { providerId?: string; userId?: string; idToken?: string | null },
) {
  if (account.providerId !== GOOGLE_PROVIDER_ID || !account.userId || !account.idToken) return;
  try {
    const claims = decodeJwt(account.idToken);
    await applyGoogleIdentity(db, account.userId, {
      name: typeof claims.name === "string" ? claims.name : null,
      picture: typeof claims.picture === "string" ? claims.picture : null,
    });
  } catch (error) {
    logger.warn({ err: error }, "no se pudo completar el perfil con los datos de Google");
  }
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Database, Auth>();

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db, getConfig());
    instances.set(db, auth);
  }
  return auth;
}
