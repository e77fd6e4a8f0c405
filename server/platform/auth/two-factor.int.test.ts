/**
 * The second step at sign-in through Better Auth's real handler (decision 26): turning it on, every
 * way in asking for it (password, a reset password, an e-mail link), codes used once, recovery
 * codes, and throttling like sign-in. The clock is Date only, moved by hand; authenticator codes
 * are computed by tests/setup/totp.ts for that clock.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AuthResponse,
  callAuth,
  cookieHeader,
  createConfirmedUser,
  followMailLink,
  latestMailLink,
} from "#tests/setup/auth-client.ts";
import { standingClock } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { secretOf, totpCode } from "#tests/setup/totp.ts";
import { twoFactors, users } from "../db/schema.ts";
import { SECOND_STEP_PATH } from "./second-step.ts";
import { resolveSession } from "./session.ts";
import { PAIR_FREE_FAILURES, SECOND_STEP_ACCOUNT_FAILURES_PER_DAY } from "./sign-in-throttle.ts";

const database = setupTestDatabase();

// A clock that stands still and moves only when a test says (codes, throttles and sessions read Date).
const clock = standingClock();
const advance = clock.advance;

const PASSWORD = "secreta123";

const userOf = async (cookie: string) =>
  (await resolveSession(new Request("http://localhost:3000/", { headers: { cookie } }))).user;

const hasSession = (response: AuthResponse) => response.setCookies.some((c) => /session_token=[^;]/.test(c));
const hasChallenge = (response: AuthResponse) => response.setCookies.some((c) => /two_factor=[^;]/.test(c));

/**
 * Where the accounts below turned the second step on: an address of its own, so it never becomes a
 * "known" address (decision 18) among those the throttling tests choose.
 */
const SETUP_IP = "198.51.100.1";

/** A confirmed account with the second step on; answers its secret and recovery codes. */
async function withSecondStep(email: string) {
  const { cookie, userId } = await createConfirmedUser(email, "Persona Segura", PASSWORD);
  const enabled = await callAuth("/two-factor/enable", { body: { password: PASSWORD }, cookie, ip: SETUP_IP });
  expect(enabled.status).toBe(200);
  const secret = secretOf(String(enabled.body?.totpURI));
  const backupCodes = enabled.body?.backupCodes as string[];
  const confirmed = await callAuth("/two-factor/verify-totp", {
    body: { code: totpCode(secret, clock.now()) },
    cookie,
    ip: SETUP_IP,
  });
  expect(confirmed.status).toBe(200);
  advance(90); // past the memory of the code just used
  return { userId, secret, backupCodes, cookie: cookieHeader(confirmed.setCookies) };
}

async function passwordStep(email: string, password = PASSWORD, ip?: string) {
  const response = await callAuth("/sign-in/email", { body: { email, password }, ip });
  expect(response.status).toBe(200);
  return response;
}

describe("turning the second step on", () => {
  it("stays off until the first code confirms the app, and then every sign-in asks for it", async () => {
    const email = "activa@example.com";
    const { cookie, userId } = await createConfirmedUser(email, "Activa", PASSWORD);
    const wrongPassword = await callAuth("/two-factor/enable", { body: { password: "otra-cosa" }, cookie });
    expect(wrongPassword.status).toBe(400);

    const enabled = await callAuth("/two-factor/enable", { body: { password: PASSWORD }, cookie });
    expect(enabled.status).toBe(200);
    expect(String(enabled.body?.totpURI)).toMatch(/^otpauth:\/\/totp\/Vilma:activa%40example\.com\?secret=/);
    expect(enabled.body?.backupCodes).toHaveLength(10);
    const db = database().db;
    const [pending] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    expect(pending?.verified).toBe(false);
    // Stored encrypted: neither the secret nor a recovery code is readable in the database.
    const secret = secretOf(String(enabled.body?.totpURI));
    expect(pending?.secret).not.toContain(secret);
    const [firstCode] = (enabled.body?.backupCodes ?? []) as string[];
    expect(pending?.backupCodes).not.toContain(firstCode);

    // Not confirmed yet: the password alone still signs in.
    const early = await passwordStep(email);
    expect(hasSession(early)).toBe(true);

    const confirmed = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie,
    });
    expect(confirmed.status).toBe(200);
    expect((await userOf(cookieHeader(confirmed.setCookies)))?.secondStep).toBe("on");
    const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
    expect(row?.on).toBe(true);

    const later = await passwordStep(email);
    expect(later.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(hasSession(later)).toBe(false);
    expect(hasChallenge(later)).toBe(true);
    expect(await userOf(cookieHeader(later.setCookies))).toBeNull();
  });
});

describe("the second step at sign-in", () => {
  it("signs in with the app's code, and refuses a wrong one", async () => {
    const email = "codigo@example.com";
    const { secret, userId } = await withSecondStep(email);
    const challenge = cookieHeader((await passwordStep(email)).setCookies);

    const wrong = await callAuth("/two-factor/verify-totp", { body: { code: "000000" }, cookie: challenge });
    expect(wrong.status).toBe(401);
    expect(wrong.body?.code).toBe("INVALID_CODE");
    expect(hasSession(wrong)).toBe(false);

    const right = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: challenge,
    });
    expect(right.status).toBe(200);
    expect(hasSession(right)).toBe(true);
    expect((await userOf(cookieHeader(right.setCookies)))?.id).toBe(userId);
    // The challenge is spent with the sign-in.
    const again = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now(), 1) },
      cookie: challenge,
    });
    expect(again.status).toBe(401);
    expect(hasSession(again)).toBe(false);
  });

  it("accepts an authenticator code once (ASVS 6.5.1), even on a new challenge", async () => {
    const email = "unavez@example.com";
    const { secret } = await withSecondStep(email);
    const code = totpCode(secret, clock.now());
    const first = await callAuth("/two-factor/verify-totp", {
      body: { code },
      cookie: cookieHeader((await passwordStep(email)).setCookies),
    });
    expect(first.status).toBe(200);

    const replay = await callAuth("/two-factor/verify-totp", {
      body: { code },
      cookie: cookieHeader((await passwordStep(email)).setCookies),
    });
    expect(replay.status).toBe(401);
    expect(replay.body?.code).toBe("TOTP_CODE_ALREADY_USED");
    expect(String(replay.body?.message)).toMatch(/^Ese código ya se usó/);
    expect(hasSession(replay)).toBe(false);

    // The app's next code works.
    advance(30);
    const next = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader((await passwordStep(email)).setCookies),
    });
    expect(next.status).toBe(200);
  });

  it("signs in with a recovery code, once", async () => {
    const email = "recupero@example.com";
    const { backupCodes } = await withSecondStep(email);
    const code = backupCodes[3] as string;
    const first = await callAuth("/two-factor/verify-backup-code", {
      body: { code },
      cookie: cookieHeader((await passwordStep(email)).setCookies),
    });
    expect(first.status).toBe(200);
    expect(hasSession(first)).toBe(true);

    const again = await callAuth("/two-factor/verify-backup-code", {
      body: { code },
      cookie: cookieHeader((await passwordStep(email)).setCookies),
    });
    expect(again.status).toBe(401);
    expect(again.body?.code).toBe("INVALID_BACKUP_CODE");
    expect(hasSession(again)).toBe(false);
  });

  it("still asks for it after a password reset", async () => {
    const email = "reseteo@example.com";
    const { secret } = await withSecondStep(email);
    const asked = await callAuth("/request-password-reset", { body: { email, redirectTo: "/auth/restablecer" } });
    expect(asked.status).toBe(200);
    const link = await followMailLink(await latestMailLink(email));
    const token = new URL(String(link.location), "http://localhost:3000").searchParams.get("token");
    const reset = await callAuth("/reset-password", { body: { token, newPassword: "nueva-clave-77" } });
    expect(reset.status).toBe(200);
    expect(hasSession(reset)).toBe(false);

    const signIn = await passwordStep(email, "nueva-clave-77");
    expect(signIn.body).toMatchObject({ twoFactorRedirect: true });
    expect(hasSession(signIn)).toBe(false);
    const verified = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader(signIn.setCookies),
    });
    expect(verified.status).toBe(200);
    expect(hasSession(verified)).toBe(true);
  });

  it("turns the session an e-mail link would open in another browser into a challenge", async () => {
    const email = "cambio@example.com";
    const { cookie, secret, userId } = await withSecondStep(email);
    const changed = await callAuth("/change-email", {
      body: { newEmail: "cambiado@example.com", callbackURL: "/profile?email=confirmado" },
      cookie,
    });
    expect(changed.status).toBe(200);
    // Opened where nobody is signed in: no session, a challenge and the way to the second step.
    const opened = await followMailLink(await latestMailLink("cambiado@example.com"));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`${SECOND_STEP_PATH}?redirectTo=${encodeURIComponent("/profile?email=confirmado")}`);
    expect(hasSession(opened)).toBe(false);
    expect(hasChallenge(opened)).toBe(true);
    const db = database().db;
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect(row?.email).toBe("cambiado@example.com");

    const verified = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader(opened.setCookies),
    });
    expect(verified.status).toBe(200);
    expect((await userOf(cookieHeader(verified.setCookies)))?.email).toBe("cambiado@example.com");
  });
});

describe("second-step throttling", () => {
  it("slows one address down after a few wrong codes, as wrong passwords are", async () => {
    const email = "adivinan@example.com";
    const { secret } = await withSecondStep(email);
    const ip = "192.0.2.77";
    let wrong = 0;
    let refused: AuthResponse | null = null;
    while (!refused && wrong < 20) {
      // Better Auth's own flood guard on /two-factor/* over HTTP allows 3 requests per 10 s per
      // address: wait it out, so what refuses below is the doubling delay of decision 18.
      advance(11);
      const challenge = cookieHeader((await passwordStep(email, PASSWORD, ip)).setCookies);
      const response = await callAuth("/two-factor/verify-totp", {
        body: { code: String(100000 + wrong) },
        cookie: challenge,
        ip,
      });
      if (response.status === 429) {
        refused = response;
        break;
      }
      expect(response.status).toBe(401);
      wrong++;
    }
    // 5 free, then 1, 2, 4, 8 s: the 16 s wait is the first longer than the 11 s between tries.
    expect(wrong).toBe(PAIR_FREE_FAILURES + 4);
    expect(refused?.status).toBe(429);
    expect(String(refused?.body?.message)).toMatch(/^Demasiados intentos\. Esperá/);
    const retryAfter = Number(refused?.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);

    // Another address (the person's phone elsewhere) is not slowed down by it.
    const elsewhere = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader((await passwordStep(email, PASSWORD, "198.51.100.7")).setCookies),
      ip: "198.51.100.7",
    });
    expect(elsewhere.status).toBe(200);

    advance(retryAfter + 30);
    const after = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader((await passwordStep(email, PASSWORD, ip)).setCookies),
      ip,
    });
    expect(after.status).toBe(200);
  });

  it("caps wrong codes on one account from new addresses, but never its known ones", async () => {
    const email = "muchos@example.com";
    const { secret } = await withSecondStep(email);
    // The person passes the second step from home once: that address is theirs.
    const home = "198.51.100.50";
    const known = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader((await passwordStep(email, PASSWORD, home)).setCookies),
      ip: home,
    });
    expect(known.status).toBe(200);
    advance(60);

    for (let i = 0; i < SECOND_STEP_ACCOUNT_FAILURES_PER_DAY; i++) {
      const ip = `203.0.113.${100 + i}`;
      const response = await callAuth("/two-factor/verify-totp", {
        body: { code: String(200000 + i) },
        cookie: cookieHeader((await passwordStep(email, PASSWORD, ip)).setCookies),
        ip,
      });
      expect(response.status).toBe(401);
    }
    const fresh = "203.0.113.200";
    const capped = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader((await passwordStep(email, PASSWORD, fresh)).setCookies),
      ip: fresh,
    });
    expect(capped.status).toBe(429);

    const fromHome = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, clock.now()) },
      cookie: cookieHeader((await passwordStep(email, PASSWORD, home)).setCookies),
      ip: home,
    });
    expect(fromHome.status).toBe(200);
  }, 60_000);
});
