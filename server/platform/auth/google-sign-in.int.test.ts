/**
 * Google sign-in end to end on the server: /auth/google's redirect, a local OpenID Connect provider
 * standing in for Google (real signed ID tokens, PKCE, nonce), Better Auth's callback, and what ends
 * up in the account and the profile.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OidcIdentityInput, OidcOutcome } from "#tests/oidc/protocol.ts";
import { startOidcServer } from "#tests/oidc/server.ts";
import { callAuth, cookieHeader, createConfirmedUser } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { secretOf, totpCode } from "#tests/setup/totp.ts";
import { accounts, profiles, users } from "../db/schema.ts";
import { getAuth } from "./auth.ts";
import { startGoogleSignIn } from "./google-sign-in.ts";
import { resolveSession } from "./session.ts";

// The configuration is read once, before any import runs code: choose the provider's port now.
const oidcPort = vi.hoisted(() => {
  const port = 42000 + ((process.pid * 7 + Math.floor(Math.random() * 1000)) % 9000);
  process.env.GOOGLE_CLIENT_ID = "vilma-test";
  process.env.GOOGLE_CLIENT_SECRET = "vilma-test-secret";
  process.env.GOOGLE_DISCOVERY_URL = `http://127.0.0.1:${port}/.well-known/openid-configuration`;
  return port;
});

const database = setupTestDatabase();
const APP = "http://localhost:3000";
let oidc: Awaited<ReturnType<typeof startOidcServer>>;

beforeAll(async () => {
  oidc = await startOidcServer({ port: oidcPort });
});
afterAll(async () => {
  await oidc?.stop();
  // Leave the environment as found, should the worker run another file.
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  delete process.env.GOOGLE_DISCOVERY_URL;
});

/** Chooses who signs in at the provider; answers the cookie that names this "browser" there. */
async function atProvider(choice: { identity?: OidcIdentityInput; outcome?: OidcOutcome }): Promise<string> {
  let cookie = "";
  for (const [path, body] of [
    ["/__test/next-identity", choice.identity],
    ["/__test/next-outcome", choice.outcome],
  ] as const) {
    if (!body) continue;
    const res = await fetch(`${oidc.issuer}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    cookie ||= cookieHeader(res.headers.getSetCookie());
  }
  return cookie;
}

const googleLink = (redirectTo: string, mode = "signin") =>
  new Request(`${APP}/auth/google?redirectTo=${encodeURIComponent(redirectTo)}&mode=${mode}`, {
    // Its own address per start: sign-in starts are rate limited per IP (10 a minute).
    headers: { "x-vilma-client-ip": `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
  });

/** The whole trip: our link → the provider → Better Auth's callback. Answers where it ends. */
async function googleTrip(
  choice: { identity?: OidcIdentityInput; outcome?: OidcOutcome },
  redirectTo = "/",
): Promise<{ location: string; cookie: string; setCookies: string[] }> {
  const providerCookie = await atProvider(choice);
  const start = await startGoogleSignIn(googleLink(redirectTo), { signedIn: false });
  expect(start.status).toBe(302);
  const authorize = await fetch(start.headers.get("location") as string, {
    redirect: "manual",
    headers: providerCookie ? { cookie: providerCookie } : {},
  });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get("location") as string);
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(callback, { headers: { cookie: cookieHeader(start.headers.getSetCookie()) } }),
  );
  expect(response.status).toBe(302);
  const setCookies = response.headers.getSetCookie();
  return { location: response.headers.get("location") as string, cookie: cookieHeader(setCookies), setCookies };
}

const sessionOf = async (cookie: string) =>
  (await resolveSession(new Request(`${APP}/`, { headers: { cookie } }))).user;

const identity = (label: string, extra: Partial<OidcIdentityInput> = {}): OidcIdentityInput => ({
  sub: `google-${label}-${Math.random().toString(36).slice(2, 8)}`,
  email: `${label}.${Math.random().toString(36).slice(2, 8)}@gmail.test`,
  name: "Lucía Ferreyra",
  picture: `${oidc.issuer}/__test/avatar.svg?u=${label}`,
  email_verified: true,
  ...extra,
});

describe("/auth/google", () => {
  it("answers a 302 to the provider with PKCE, a nonce and the state cookie", async () => {
    const response = await startGoogleSignIn(googleLink("/favorites", "signup"), { signedIn: false });
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get("location") as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/authorize`);
    expect(url.searchParams.get("client_id")).toBe("vilma-test");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("redirect_uri")).toMatch(/\/api\/auth\/callback\/google$/);
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(response.headers.getSetCookie().some((c) => c.startsWith("vilma.state="))).toBe(true);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends someone already signed in straight to the landing page", async () => {
    const response = await startGoogleSignIn(googleLink("/favorites"), { signedIn: true });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?redirectTo=%2Ffavorites");
  });

  it("creates the account from a new Google identity, with the provider's name and picture", async () => {
    const who = identity("nueva");
    const trip = await googleTrip({ identity: who }, "/favorites");
    expect(trip.location).toBe("/auth?redirectTo=%2Ffavorites");
    const user = await sessionOf(trip.cookie);
    expect(user).toMatchObject({
      email: who.email,
      emailVerified: true,
      name: "Lucía Ferreyra",
      avatarUrl: who.picture,
      role: "user",
      isAdmin: false,
    });
    const db = database().db;
    const linked = await db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id as string));
    expect(linked.map((a) => [a.providerId, a.accountId])).toEqual([["google", who.sub]]);
  });

  it("signs the same person in again without a second account", async () => {
    const who = identity("vuelve");
    const first = await sessionOf((await googleTrip({ identity: who })).cookie);
    const second = await sessionOf((await googleTrip({ identity: who })).cookie);
    expect(second?.id).toBe(first?.id);
    const db = database().db;
    expect(await db.select().from(users).where(eq(users.email, who.email))).toHaveLength(1);
  });

  it("links a verified Google e-mail to the existing account, keeping the name its owner chose", async () => {
    const email = `marta.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { userId } = await createConfirmedUser(email, "Marta Gómez");
    const trip = await googleTrip({ identity: identity("marta", { email, name: "Marta G." }) });
    const user = await sessionOf(trip.cookie);
    expect(user?.id).toBe(userId);
    expect(user?.name).toBe("Marta Gómez");
    expect(user?.avatarUrl).toContain("/__test/avatar.svg?u=marta");
    const db = database().db;
    const linked = await db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    expect(linked.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
  });

  it("replaces a full name equal to the e-mail with the provider's name", async () => {
    const email = `sinnombre.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { userId } = await createConfirmedUser(email, email);
    const trip = await googleTrip({ identity: identity("sinnombre", { email, name: "Julián Paredes" }) });
    expect((await sessionOf(trip.cookie))?.name).toBe("Julián Paredes");
    const db = database().db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.fullName).toBe("Julián Paredes");
  });

  it("fills the name on a later sign-in when Google first sent none", async () => {
    const who = identity("anonima", { name: undefined });
    const first = await sessionOf((await googleTrip({ identity: who })).cookie);
    expect(first?.name).toBe(who.email.split("@")[0]);
    const second = await sessionOf((await googleTrip({ identity: { ...who, name: "Carla Ruiz" } })).cookie);
    expect(second?.id).toBe(first?.id);
    expect(second?.name).toBe("Carla Ruiz");
  });

  it("asks for the second step after Google when the person turned it on (decision 26)", async () => {
    const email = `segura.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { cookie, userId } = await createConfirmedUser(email, "Segura Ríos");
    const enabled = await callAuth("/two-factor/enable", { body: { password: "secreta123" }, cookie });
    const secret = secretOf(String(enabled.body?.totpURI));
    const confirmed = await callAuth("/two-factor/verify-totp", { body: { code: totpCode(secret) }, cookie });
    expect(confirmed.status).toBe(200);

    const trip = await googleTrip({ identity: identity("segura", { email }) }, "/favorites");
    expect(trip.location).toBe("/auth/verificacion?redirectTo=%2Ffavorites");
    expect(trip.setCookies.some((c) => /session_token=[^;]/.test(c))).toBe(false);
    expect(await sessionOf(trip.cookie)).toBeNull();
    const db = database().db;
    const google = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "google")));
    expect(google).toHaveLength(1);

    // The app's next code (the one before was just used to confirm it) finishes the sign-in.
    const verified = await callAuth("/two-factor/verify-totp", {
      body: { code: totpCode(secret, Date.now(), 1) },
      cookie: trip.cookie,
    });
    expect(verified.status).toBe(200);
    expect((await sessionOf(cookieHeader(verified.setCookies)))?.id).toBe(userId);
  });

  it("does not link an existing account to a Google e-mail the provider did not verify", async () => {
    const email = `ajena.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { userId } = await createConfirmedUser(email, "Dueña Real");
    const trip = await googleTrip({ identity: identity("ajena", { email, email_verified: false }) });
    expect(trip.location).toMatch(/^\/auth\?error=account_not_linked/);
    expect(trip.setCookies.some((c) => /session_token=[^;]/.test(c))).toBe(false);
    const db = database().db;
    const google = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "google")));
    expect(google).toEqual([]);
  });

  it("comes back to /auth with the provider's cancel, and no session", async () => {
    const trip = await googleTrip({ outcome: { outcome: "cancel" } }, "/profile");
    const url = new URL(trip.location, APP);
    expect(url.pathname).toBe("/auth");
    expect(url.searchParams.get("redirectTo")).toBe("/profile");
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect(url.searchParams.get("error_description")).toBe("The user cancelled the request");
    expect(trip.setCookies.some((c) => /session_token=[^;]/.test(c))).toBe(false);
  });

  it("comes back to /auth with the provider's error message", async () => {
    const trip = await googleTrip({
      outcome: { outcome: "error", error_description: "Google no está disponible en este momento." },
    });
    const url = new URL(trip.location, APP);
    expect(url.searchParams.get("error")).toBe("server_error");
    expect(url.searchParams.get("error_description")).toBe("Google no está disponible en este momento.");
  });

  it("never redirects to another site", async () => {
    for (const evil of ["https://evil.test/x", "//evil.test", "/\\evil.test"]) {
      const response = await startGoogleSignIn(googleLink(evil), { signedIn: true });
      expect(response.headers.get("location")).toBe("/auth");
    }
  });
});
