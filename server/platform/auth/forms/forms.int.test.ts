import { describe, expect, it } from "vitest";
import { readStoredMail } from "#server/platform/mail/send-mail.ts";
import {
  cookieHeader,
  createConfirmedUser,
  followMailLink,
  latestMailLink,
  TEST_ORIGIN,
} from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { CLIENT_IP_HEADER } from "../auth.ts";
import { linkErrorMessage } from "../auth-errors.ts";
import { resolveSession } from "../session.ts";
import { IP_FAILURES_PER_HOUR } from "../sign-in-throttle.ts";
import { signInWithEmail } from "./email-sign-in.ts";
import { signUpWithEmail } from "./email-sign-up.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { resendConfirmation } from "./resend-confirmation.ts";
import { signOutSession } from "./sign-out.ts";

setupTestDatabase();

let ipCounter = 0;
/** A browser's form post to one of our pages, from its own address (per-IP limits stay apart). */
function formRequest(cookie?: string): Request {
  ipCounter += 1;
  const headers = new Headers({ origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: `198.51.100.${ipCounter}` });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}/auth?index`, { method: "POST", headers });
}

const sessionOf = async (cookie: string) =>
  (await resolveSession(new Request(`${TEST_ORIGIN}/`, { headers: { cookie } }))).user;

describe("auth forms", () => {
  it("signs up, refuses sign-in until confirmed, resends the e-mail, then signs in", async () => {
    const email = "forms.alta@example.com";
    expect(
      await signUpWithEmail(formRequest(), { fullName: "Alta Forms", email, password: "secreta123" }, "/favorites"),
    ).toEqual({ ok: true, value: undefined });
    const first = await latestMailLink(email);
    expect(first).toContain("callbackURL=%2Fauth%2Fconfirmado%3FredirectTo%3D%252Ffavorites");

    const early = await signInWithEmail(formRequest(), { email, password: "secreta123" });
    expect(early).toMatchObject({ ok: false, code: "EMAIL_NOT_VERIFIED", unverified: true });
    if (!early.ok) expect(early.message).toMatch(/todavía no está confirmada/);

    expect(await resendConfirmation(formRequest(), email, "/")).toEqual({ ok: true, value: undefined });
    expect((await readStoredMail(email)).length).toBe(2);

    const wrong = await signInWithEmail(formRequest(), { email: "vecino@vilma.test", password: "incorrecta" });
    expect(wrong).toMatchObject({ ok: false, message: "Email o contraseña incorrectos.", unverified: false });

    await followMailLink(await latestMailLink(email));
    const signedIn = await signInWithEmail(formRequest(), { email, password: "secreta123" });
    expect(signedIn).toMatchObject({ ok: true, isAdmin: false });
  });

  it("passes the rate limit's Spanish message through", async () => {
    const sameIp = () => {
      const request = formRequest();
      request.headers.set(CLIENT_IP_HEADER, "198.51.100.250");
      return request;
    };
    let last: Awaited<ReturnType<typeof signInWithEmail>> | undefined;
    for (let i = 0; i <= IP_FAILURES_PER_HOUR; i++) {
      last = await signInWithEmail(sameIp(), { email: `nadie${i}@example.com`, password: "secreta" });
    }
    expect(last).toMatchObject({ ok: false, code: "TOO_MANY_ATTEMPTS" });
    if (last && !last.ok) expect(last.message).toMatch(/^Demasiados intentos\. Esperá/);
  });

  it("tells the action whether the person is an admin and hands over the session cookie", async () => {
    const admin = await signInWithEmail(formRequest(), { email: "admin@vilma.test", password: "vilma1234" });
    expect(admin).toMatchObject({ ok: true, isAdmin: true });
    if (!admin.ok) throw new Error("sin sesión");
    expect((await sessionOf(cookieHeader(admin.setCookies)))?.isAdmin).toBe(true);
    const neighbour = await signInWithEmail(formRequest(), { email: "vecino@vilma.test", password: "vilma1234" });
    expect(neighbour).toMatchObject({ ok: true, isAdmin: false });
  });

  it("signs out: ends the session and clears the cookie; without a session it is still a success", async () => {
    const { cookie } = await createConfirmedUser("forms.salida@example.com");
    const out = await signOutSession(formRequest(cookie));
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.value.some((c) => /^vilma\.session_token=;/.test(c))).toBe(true);
    expect(await sessionOf(cookie)).toBeNull();
    const again = await signOutSession(formRequest());
    expect(again.ok).toBe(true);
  });

  it("asks for a reset link for any address alike, resets once and refuses the reused link", async () => {
    await createConfirmedUser("forms.olvido@example.com", "Olvido", "vieja123");
    expect(await requestPasswordReset(formRequest(), "forms.olvido@example.com")).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await requestPasswordReset(formRequest(), "nadie.existe@example.com")).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await readStoredMail("nadie.existe@example.com")).toEqual([]);
    const link = new URL(await latestMailLink("forms.olvido@example.com"));
    const token = link.pathname.split("/").pop() ?? "";
    expect(await resetPassword(formRequest(), token, "nueva123")).toEqual({ ok: true, value: undefined });
    expect(await resetPassword(formRequest(), token, "otra1234")).toMatchObject({
      ok: false,
      problem: { code: "not_found", message: linkErrorMessage("INVALID_TOKEN") },
    });
    expect(
      await signInWithEmail(formRequest(), { email: "forms.olvido@example.com", password: "nueva123" }),
    ).toMatchObject({ ok: true });
  });
});
