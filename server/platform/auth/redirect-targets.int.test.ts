/**
 * Issue 21 §4.1: Better Auth answered `GET /api/auth/verify-email?token=x&callbackURL=%2F.%2F%2Fevil.example%2Fphish`
 * with `302 Location: //evil.example/phish?error=INVALID_TOKEN`, signed out. Every place it redirects
 * to (callbackURL, redirectTo, errorCallbackURL, newUserCallbackURL, in a body or a query) now passes
 * `safeRedirectPath` first: another site is refused with a Spanish 400 and nothing happens.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callAuth, createConfirmedUser, latestMailLink } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { users } from "../db/schema.ts";
import { readStoredMail } from "../mail/send-mail.ts";

const database = setupTestDatabase();

/** The probe's targets and their cousins: each is this site's path only as typed. */
const ELSEWHERE = [
  "/.//evil.example/phish",
  "/auth/../..//evil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "//evil.example",
  "https://evil.example/phish",
  "/\t/evil.example",
];

function expectRefused(response: Awaited<ReturnType<typeof callAuth>>, label: string) {
  expect(response.status, label).toBe(400);
  expect(response.location, label).toBeNull();
  expect(response.body?.code, label).toBe("INVALID_CALLBACK_URL");
  expect(response.body?.message, label).toBe("La dirección de regreso no es válida.");
}

describe("where Better Auth may send the browser", () => {
  it.each(ELSEWHERE)("verify-email with callbackURL=%j is refused, not redirected", async (target) => {
    const response = await callAuth(`/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`);
    expectRefused(response, target);
  });

  it.each(ELSEWHERE)("reset-password's link with callbackURL=%j is refused", async (target) => {
    const response = await callAuth(`/reset-password/abc?callbackURL=${encodeURIComponent(target)}`);
    expectRefused(response, target);
  });

  it("sign-up with another site as its callbackURL creates no account and sends no e-mail", async () => {
    for (const [i, target] of ELSEWHERE.entries()) {
      const email = `redirect-${i}@example.com`;
      const response = await callAuth("/sign-up/email", {
        body: { email, password: "secreta123", name: "Ana Sosa", callbackURL: target },
      });
      expectRefused(response, target);
      expect(await database().db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await readStoredMail(email)).toEqual([]);
    }
  });

  it("sign-in, a new confirmation e-mail and a reset e-mail refuse another site too", async () => {
    // An account of this file's own: other files running meanwhile write e-mails to the demo ones.
    const email = "redirect-mail@example.com";
    await createConfirmedUser(email);
    const mailsBefore = (await readStoredMail(email)).length;
    for (const target of ELSEWHERE) {
      expectRefused(
        await callAuth("/sign-in/email", { body: { email, password: "secreta123", callbackURL: target } }),
        `sign-in ${target}`,
      );
      expectRefused(
        await callAuth("/send-verification-email", { body: { email, callbackURL: target } }),
        `send-verification-email ${target}`,
      );
      expectRefused(
        await callAuth("/request-password-reset", { body: { email, redirectTo: target } }),
        `request-password-reset ${target}`,
      );
    }
    expect(await readStoredMail(email)).toHaveLength(mailsBefore);
  });

  it("social sign-in refuses another site as callbackURL, errorCallbackURL or newUserCallbackURL", async () => {
    for (const field of ["callbackURL", "errorCallbackURL", "newUserCallbackURL"]) {
      const response = await callAuth("/sign-in/social", {
        body: { provider: "google", callbackURL: "/auth", [field]: "/.//evil.example/phish" },
      });
      expectRefused(response, field);
    }
  });

  it("a target of this site still works, sent resolved and encoded", async () => {
    const email = "euro@example.com";
    const signUp = await callAuth("/sign-up/email", {
      body: { email, password: "secreta123", name: "Ana Sosa", callbackURL: "/auth/confirmado?redirectTo=/search?q=€" },
    });
    expect(signUp.status).toBe(200);
    const link = new URL(await latestMailLink(email));
    expect(link.searchParams.get("callbackURL")).toBe("/auth/confirmado?redirectTo=/search?q=%E2%82%AC");

    // A link whose target was typed by hand, with characters a Location header cannot carry.
    link.searchParams.set("callbackURL", "/search?q=€ñ");
    const verified = await callAuth(`${link.pathname.replace(/^\/api\/auth/, "")}${link.search}`);
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/search?q=%E2%82%AC%C3%B1");

    const broken = await callAuth(`/verify-email?token=x&callbackURL=${encodeURIComponent("/a/./b")}`);
    expect(broken.status).toBe(302);
    expect(broken.location).toBe("/a/b?error=INVALID_TOKEN");
  });
});
