/**
 * Administrators and the second step at sign-in (decision 26). On an install running the demo data
 * it is offered; once the demo administrator is gone (a real install), an administrator without it
 * has no admin power anywhere and is sent to /profile to set it up before reaching /admin.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN_ID } from "#server/demo/seed/accounts.ts";
import { isDemoInstall } from "#server/platform/auth/demo-install.ts";
import { SECOND_STEP_SETUP_PATH } from "#server/platform/auth/guards.ts";
import { resolveSession, type SessionUser } from "#server/platform/auth/session.ts";
import { businesses, userRoles, users } from "#server/platform/db/schema.ts";
import type { ProfileActionData } from "#server/profile/handle-profile-action.ts";
import { createConfirmedUser, signIn } from "#tests/setup/auth-client.ts";
import { standingClock } from "#tests/setup/clock.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { totpCode } from "#tests/setup/totp.ts";
import { action as profileAction, loader as profileLoader } from "../account/profile.tsx";
import { middleware as businessMiddleware } from "../owner/business-layout.tsx";
import { middleware as adminMiddleware } from "./layout.tsx";
import { loader as usersLoader } from "./users.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const PASSWORD = "secreta123";

// A clock that stands still and moves only when a test says (codes, throttles and sessions read Date).
const clock = standingClock();

const sessionUser = async (cookie: string) =>
  (await resolveSession(new Request(`${ORIGIN}/admin`, { headers: { cookie } }))).user as SessionUser;

/** What the admin layout's middleware does with this person: "pasa", a redirect's location, or a status. */
async function atAdminDoor(user: SessionUser | null, path = "/admin/dashboard"): Promise<string | number> {
  const [guard] = adminMiddleware;
  try {
    await guard?.(
      { request: new Request(`${ORIGIN}${path}`), context: contextWithUser(user), params: {} } as never,
      (async () => new Response("ok")) as never,
    );
    return "pasa";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location") ?? thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

async function postProfile(cookie: string, fields: Record<string, string>) {
  const user = await sessionUser(cookie);
  const result = (await profileAction({
    request: new Request(`${ORIGIN}/profile`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", "x-vilma-client-ip": "203.0.113.9" },
      body: new URLSearchParams(fields),
    }),
    context: contextWithUser(user),
    params: {},
  } as never)) as { data: ProfileActionData; init?: { headers?: HeadersInit } };
  return { body: result.data, setCookies: new Headers(result.init?.headers).getSetCookie() };
}

async function newAdmin(email: string) {
  const account = await createConfirmedUser(email, "Admin Nueva", PASSWORD);
  await database().db.insert(userRoles).values({ userId: account.userId, role: "admin" });
  return account;
}

describe("on an install running the demo data", () => {
  it("offers it to administrators: the demo admin signs in with the README's password and reaches /admin", async () => {
    expect(await isDemoInstall(database().db)).toBe(true);
    const admin = await sessionUser(await signIn("admin@vilma.test", "vilma1234"));
    expect(admin).toMatchObject({ isAdmin: true, secondStep: "offered" });
    expect(await atAdminDoor(admin)).toBe("pasa");
    const another = await sessionUser((await newAdmin("otra.admin@example.com")).cookie);
    expect(another).toMatchObject({ isAdmin: true, secondStep: "offered" });
  });
});

describe("on a real install (no demo administrator)", () => {
  it("sends an administrator without it to set it up, and leaves them no admin power meanwhile", async () => {
    const db = database().db;
    await db.delete(users).where(eq(users.id, DEMO_ADMIN_ID));
    expect(await isDemoInstall(db)).toBe(false);

    const { cookie, userId } = await newAdmin("admin.real@example.com");
    const admin = await sessionUser(cookie);
    expect(admin).toMatchObject({ role: "admin", isAdmin: false, secondStep: "required" });

    // /admin and everything under it: to the setup, before any child loader runs.
    expect(await atAdminDoor(admin)).toBe(SECOND_STEP_SETUP_PATH);
    expect(await atAdminDoor(admin, "/admin/users")).toBe(SECOND_STEP_SETUP_PATH);
    // A child's own guard says the same, should it be reached another way.
    const child = await (async () =>
      usersLoader({
        request: new Request(`${ORIGIN}/admin/users`),
        context: contextWithUser(admin),
        params: {},
      } as never))().catch((thrown: unknown) => thrown);
    expect((child as Response).headers.get("location")).toBe(SECOND_STEP_SETUP_PATH);
    // An administrator may manage any business; meanwhile, not this one.
    const [business] = await db.select({ uuid: businesses.uuid }).from(businesses).limit(1);
    const [ownerGuard] = businessMiddleware;
    const owner = await (async () =>
      ownerGuard?.(
        {
          request: new Request(`${ORIGIN}/mi-comercio/${business?.uuid}`),
          context: contextWithUser(admin),
          params: { businessId: business?.uuid },
        } as never,
        (async () => new Response("ok")) as never,
      ))().catch((thrown: unknown) => thrown);
    expect((owner as { init?: { status?: number } }).init?.status).toBe(403);

    // /profile says why.
    const page = await profileLoader({
      request: new Request(`${ORIGIN}${SECOND_STEP_SETUP_PATH}`, { headers: { cookie } }),
      context: contextWithUser(admin),
      params: {},
    } as never);
    expect(page.profile.twoFactor).toMatchObject({ enabled: false, standing: "required", requiredWhenOff: true });

    // Turned on: the admin area opens.
    const started = await postProfile(cookie, { intent: "two-factor-start", password: PASSWORD });
    const setup = started.body.twoFactor?.setup;
    const confirmed = await postProfile(cookie, {
      intent: "two-factor-confirm",
      code: totpCode(setup?.secret.replace(/\s/g, "") ?? "", clock.now()),
      setupToken: setup?.setupToken ?? "",
    });
    expect(confirmed.body.ok).toBe(true);
    const withSecondStep = confirmed.setCookies.map((c) => c.split(";")[0]).join("; ");
    const enabled = await sessionUser(withSecondStep);
    expect(enabled).toMatchObject({ id: userId, isAdmin: true, secondStep: "on" });
    expect(await atAdminDoor(enabled)).toBe("pasa");

    // Turned off again: back to the setup.
    clock.advance(120);
    const off = await postProfile(withSecondStep, { intent: "two-factor-disable", password: PASSWORD });
    expect(off.body.ok).toBe(true);
    const without = await sessionUser(off.setCookies.map((c) => c.split(";")[0]).join("; "));
    expect(without).toMatchObject({ isAdmin: false, secondStep: "required" });
    expect(await atAdminDoor(without)).toBe(SECOND_STEP_SETUP_PATH);
  });

  it("still lets a neighbour in as before, and still refuses them /admin with a 403", async () => {
    const neighbour = await sessionUser(
      (await createConfirmedUser("vecino.real@example.com", "Vecino", PASSWORD)).cookie,
    );
    expect(neighbour).toMatchObject({ isAdmin: false, secondStep: "offered" });
    expect(await atAdminDoor(neighbour)).toBe(403);
  });
});
