/**
 * The second step at sign-in through the app's own routes (decision 26), as a browser without
 * JavaScript posts them: /profile turns it on and off, /auth sends a right password on to
 * /auth/verificacion, and that page signs in with the app's code or a recovery code. The clock is
 * Date only, moved by hand; authenticator codes come from tests/setup/totp.ts for that clock.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_MESSAGES } from "#core/two-factor.ts";
import { resolveSession, type SessionUser } from "#server/platform/auth/session.ts";
import { auditLog, profiles, users } from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import type { ProfileActionData } from "#server/profile/handle-profile-action.ts";
import { cookieHeader, createConfirmedUser } from "#tests/setup/auth-client.ts";
import { standingClock } from "#tests/setup/clock.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { base32Decode, totpCode } from "#tests/setup/totp.ts";
import { action as dashboardAction, loader as dashboardLoader } from "../owner/dashboard.tsx";
import { action as authAction } from "./auth.tsx";
import { action as profileAction, loader as profileLoader } from "./profile.tsx";
import { action as secondStepAction, loader as secondStepLoader } from "./second-step.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const PASSWORD = "secreta123";

// A clock that stands still and moves only when a test says (codes, throttles and sessions read Date).
const clock = standingClock();
const advance = clock.advance;

let counter = 0;
const freshEmail = (label: string) => `${label}-${++counter}@example.com`;

async function sessionUser(cookie: string): Promise<SessionUser | null> {
  return (await resolveSession(new Request(`${ORIGIN}/profile`, { headers: { cookie } }))).user;
}

function formRequest(path: string, cookie: string, fields: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      cookie,
      "content-type": "application/x-www-form-urlencoded",
      "x-vilma-client-ip": `203.0.113.${1 + (counter++ % 250)}`,
      "sec-fetch-mode": "navigate",
    },
    body: new URLSearchParams(fields),
  });
}

interface Outcome<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A route action's answer: a Response (redirect) or React Router's `data()`. */
function unwrap<T>(result: unknown): Outcome<T> {
  if (result instanceof Response) return { status: result.status, body: {} as T, headers: result.headers };
  const wrapped = result as { data: T; init?: { status?: number; headers?: HeadersInit } };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data, headers: new Headers(wrapped.init?.headers) };
}

async function postProfile(cookie: string, fields: Record<string, string>) {
  const user = await sessionUser(cookie);
  if (!user) throw new Error("sin sesión");
  return unwrap<ProfileActionData>(
    await profileAction({
      request: formRequest("/profile", cookie, fields),
      context: contextWithUser(user),
      params: {},
    } as never),
  );
}

/** Cookies as a browser keeps them: the newest value of each name, expired ones dropped. */
function nextCookies(current: string, setCookies: string[]): string {
  const jar = new Map(
    current
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] as string, pair] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.split("=")[0] as string;
    if (pair.endsWith("=") || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** Turns it on through /profile; answers the secret, the recovery codes and the new session cookie. */
async function turnOn(cookie: string) {
  const started = await postProfile(cookie, { intent: "two-factor-start", password: PASSWORD });
  expect(started.status).toBe(200);
  const setup = started.body.twoFactor?.setup;
  if (!setup) throw new Error("sin QR");
  const secret = setup.secret.replace(/\s/g, "");
  const confirmed = await postProfile(cookie, {
    intent: "two-factor-confirm",
    code: totpCode(secret, clock.now()),
    setupToken: setup.setupToken,
  });
  expect(confirmed.status).toBe(200);
  advance(90);
  return {
    secret,
    recoveryCodes: confirmed.body.twoFactor?.recoveryCodes ?? [],
    cookie: nextCookies(cookie, confirmed.headers.getSetCookie()),
  };
}

async function signInForm(email: string, password = PASSWORD, redirectTo?: string) {
  const path = redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth";
  const response = (await authAction({
    request: formRequest(path, "", { intent: "signin", email, password }),
    context: contextWithUser(null),
    params: {},
  } as never)) as Response;
  return { response, cookie: nextCookies("", response.headers.getSetCookie()) };
}

async function postSecondStep(path: string, cookie: string, fields: Record<string, string>) {
  return unwrap<{
    method: string;
    result: { error?: Record<string, string[]> } | null;
    toast: { description?: string } | null;
  }>(
    await secondStepAction({
      request: formRequest(path, cookie, fields),
      context: contextWithUser(null),
      params: {},
    } as never),
  );
}

describe("/profile: Verificación en dos pasos", () => {
  it("shows it off and offered to a neighbour, with a password to confirm", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("vecina"), "Vecina", PASSWORD);
    const user = await sessionUser(cookie);
    const page = await profileLoader({
      request: new Request(`${ORIGIN}/profile`, { headers: { cookie } }),
      context: contextWithUser(user),
      params: {},
    } as never);
    expect(page.profile.twoFactor).toEqual({
      enabled: false,
      recoveryCodesLeft: null,
      hasPassword: true,
      standing: "offered",
      requiredWhenOff: false,
    });
  });

  it("refuses a wrong password and bad codes in Spanish, changing nothing", async () => {
    const email = freshEmail("errores");
    const { cookie, userId } = await createConfirmedUser(email, "Errores", PASSWORD);
    const empty = await postProfile(cookie, { intent: "two-factor-start", password: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.reply?.error?.password).toEqual([TWO_FACTOR_MESSAGES.passwordRequired]);

    const wrong = await postProfile(cookie, { intent: "two-factor-start", password: "no-es-esta" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.reply?.error?.password).toEqual(["La contraseña actual no es correcta."]);
    expect(wrong.body.twoFactor).toBeUndefined();

    const notStarted = await postProfile(cookie, { intent: "two-factor-confirm", code: "123456" });
    expect(notStarted.status).toBe(400);
    expect(notStarted.body.toast.description).toBe(TWO_FACTOR_MESSAGES.setupExpired);

    const started = await postProfile(cookie, { intent: "two-factor-start", password: PASSWORD });
    const setup = started.body.twoFactor?.setup;
    expect(setup?.qr.size).toBeGreaterThanOrEqual(21);
    expect(setup?.secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const badFormat = await postProfile(cookie, { intent: "two-factor-confirm", code: "12ab56" });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.reply?.error?.code).toEqual([TWO_FACTOR_MESSAGES.code]);

    // A wrong code: this browser (it has the setup token) sees the same QR code again…
    const wrongCode = await postProfile(cookie, {
      intent: "two-factor-confirm",
      code: "000000",
      setupToken: setup?.setupToken ?? "",
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.reply?.error?.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    expect(wrongCode.body.twoFactor?.setup).toEqual(setup);
    // …a stolen session without it never sees the secret.
    const stolen = await postProfile(cookie, { intent: "two-factor-confirm", code: "000000", setupToken: "robado" });
    expect(stolen.status).toBe(400);
    expect(stolen.body.twoFactor).toBeUndefined();

    const [row] = await database().db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
    expect(row?.on).toBe(false);
  });

  it("turns on with the app's first code, shows the recovery codes once, renews them and turns off", async () => {
    const email = freshEmail("completa");
    const { cookie: first, userId } = await createConfirmedUser(email, "Completa", PASSWORD);
    const { secret, recoveryCodes, cookie } = await turnOn(first);
    expect(recoveryCodes).toHaveLength(10);
    expect(base32Decode(secret).length).toBeGreaterThanOrEqual(20);
    // Better Auth replaced the session: the old cookie is gone, the new one works.
    expect(await sessionUser(first)).toBeNull();
    const user = await sessionUser(cookie);
    expect(user?.secondStep).toBe("on");
    const page = await profileLoader({
      request: new Request(`${ORIGIN}/profile`, { headers: { cookie } }),
      context: contextWithUser(user),
      params: {},
    } as never);
    expect(page.profile.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10, standing: "on" });

    const wrongPassword = await postProfile(cookie, { intent: "two-factor-codes", password: "otra" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.twoFactor).toBeUndefined();
    const renewed = await postProfile(cookie, { intent: "two-factor-codes", password: PASSWORD });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.twoFactor?.recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);

    const keep = await postProfile(cookie, { intent: "two-factor-disable", password: "otra" });
    expect(keep.status).toBe(400);
    expect(keep.body.reply?.error?.password).toEqual(["La contraseña actual no es correcta."]);
    const off = await postProfile(cookie, { intent: "two-factor-disable", password: PASSWORD });
    expect(off.status).toBe(200);
    const after = nextCookies(cookie, off.headers.getSetCookie());
    expect((await sessionUser(after))?.secondStep).toBe("offered");
    // The password alone signs in again.
    const { response } = await signInForm(email);
    expect(response.headers.get("location")).toBe("/");

    const trail = await database().db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(trail.map((e) => e.action).sort()).toEqual([
      "user.recovery_codes_renew",
      "user.two_factor_off",
      "user.two_factor_on",
    ]);
  });
});

describe("/auth and /auth/verificacion", () => {
  it("sends a right password on to the second step with no session, and signs in with the app's code", async () => {
    const email = freshEmail("entra");
    const { cookie } = await createConfirmedUser(email, "Entra", PASSWORD);
    const { secret } = await turnOn(cookie);

    const { response, cookie: challenge } = await signInForm(email, PASSWORD, "/favorites");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/verificacion?redirectTo=%2Ffavorites");
    expect(challenge).toMatch(/vilma\.two_factor=/);
    expect(await sessionUser(challenge)).toBeNull();

    const page = await secondStepLoader({
      request: new Request(`${ORIGIN}/auth/verificacion?redirectTo=%2Ffavorites`, { headers: { cookie: challenge } }),
      context: contextWithUser(null),
      params: {},
    } as never);
    expect(page).toMatchObject({ target: "/favorites", method: "totp" });

    const path = "/auth/verificacion?redirectTo=%2Ffavorites";
    const badFormat = await postSecondStep(path, challenge, { intent: "totp", code: "12345" });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.result?.error?.code).toEqual([TWO_FACTOR_MESSAGES.code]);

    const wrong = await postSecondStep(path, challenge, { intent: "totp", code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result?.error?.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    expect(JSON.stringify(wrong.body)).not.toContain("000000");

    const right = await postSecondStep(path, challenge, { intent: "totp", code: totpCode(secret, clock.now()) });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/favorites");
    const signedIn = nextCookies(challenge, right.headers.getSetCookie());
    expect((await sessionUser(signedIn))?.email).toBe(email);
    expect(signedIn).not.toMatch(/two_factor=/);
  });

  it("signs in with a recovery code typed without its dash", async () => {
    const email = freshEmail("recupera");
    const { cookie } = await createConfirmedUser(email, "Recupera", PASSWORD);
    const { recoveryCodes } = await turnOn(cookie);
    const { cookie: challenge } = await signInForm(email);
    const code = (recoveryCodes[0] as string).replace("-", "");
    const right = await postSecondStep("/auth/verificacion?metodo=recuperacion", challenge, {
      intent: "recovery",
      code,
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/");
    expect((await sessionUser(nextCookies(challenge, right.headers.getSetCookie())))?.email).toBe(email);

    const { cookie: again } = await signInForm(email);
    const reused = await postSecondStep("/auth/verificacion", again, { intent: "recovery", code });
    expect(reused.status).toBe(400);
    expect(reused.body.result?.error?.code).toEqual([TWO_FACTOR_MESSAGES.wrongRecoveryCode]);
  });

  it("sends back to the password when there is no challenge or it has expired", async () => {
    const email = freshEmail("vence");
    const { cookie } = await createConfirmedUser(email, "Vence", PASSWORD);
    const { secret } = await turnOn(cookie);

    const noChallenge = await (async () =>
      secondStepLoader({
        request: new Request(`${ORIGIN}/auth/verificacion?redirectTo=%2Fprofile`),
        context: contextWithUser(null),
        params: {},
      } as never))().catch((thrown: unknown) => thrown);
    expect(noChallenge).toBeInstanceOf(Response);
    expect((noChallenge as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");

    const { cookie: challenge } = await signInForm(email);
    advance(11 * 60); // the challenge lasts 10 minutes
    const late = await postSecondStep("/auth/verificacion", challenge, {
      intent: "totp",
      code: totpCode(secret, clock.now()),
    });
    expect(late.status).toBe(302);
    expect(late.headers.get("location")).toBe("/auth");
    const flash = await readFlash(
      new Request(ORIGIN, { headers: { cookie: cookieHeader(late.headers.getSetCookie()) } }),
    );
    expect(flash?.description).toBe(TWO_FACTOR_MESSAGES.expired);
  });
});

describe("/mi-comercio's suggestion", () => {
  it("suggests it to a business owner without it until they close the card", async () => {
    const owner = await createConfirmedUser(freshEmail("duena"), "Dueña", PASSWORD);
    const db = database().db;
    const { userRoles, businesses } = await import("#server/platform/db/schema.ts");
    const [business] = await db.select({ uuid: businesses.uuid }).from(businesses).limit(1);
    await db.insert(userRoles).values({ userId: owner.userId, role: "business_owner", businessUuid: business?.uuid });
    const user = await sessionUser(owner.cookie);
    expect(user?.secondStep).toBe("suggested");
    const load = () =>
      dashboardLoader({
        request: new Request(`${ORIGIN}/mi-comercio`, { headers: { cookie: owner.cookie } }),
        context: contextWithUser(user),
        params: {},
      } as never);
    expect((await load()).twoFactorPrompt).toBe(true);

    const dismissed = (await dashboardAction({
      request: formRequest("/mi-comercio", owner.cookie, { intent: "dismiss-two-factor" }),
      context: contextWithUser(user),
      params: {},
    } as never)) as Response;
    expect(dismissed.status).toBe(302);
    expect((await load()).twoFactorPrompt).toBe(false);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, owner.userId));
    expect(profile?.twoFactorPromptDismissedAt).toBeInstanceOf(Date);
  });

  it("never shows it to a neighbour, nor to an owner who has it on", async () => {
    const neighbour = await createConfirmedUser(freshEmail("vecino"), "Vecino", PASSWORD);
    const user = await sessionUser(neighbour.cookie);
    const page = await dashboardLoader({
      request: new Request(`${ORIGIN}/mi-comercio`),
      context: contextWithUser(user),
      params: {},
    } as never);
    expect(page.twoFactorPrompt).toBe(false);
  });
});
