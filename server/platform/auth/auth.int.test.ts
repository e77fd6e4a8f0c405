import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  callAuth,
  cookieHeader,
  createConfirmedUser,
  followMailLink,
  latestMailLink,
  signIn,
} from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { profiles, users } from "../db/schema.ts";
import { readStoredMail } from "../mail/send-mail.ts";
import { resolveSession } from "./session.ts";
import { IP_FAILURES_PER_HOUR } from "./sign-in-throttle.ts";

const database = setupTestDatabase();

const requestWith = (cookie: string) => new Request("http://localhost:3000/", { headers: { cookie } });

describe("accounts", () => {
  it("signs up, writes the confirmation e-mail, refuses sign-in until confirmed, then signs in", async () => {
    const email = "ana.sosa@example.com";
    const signUp = await callAuth("/sign-up/email", {
      body: { email, password: "secreta123", name: "Ana Sosa", callbackURL: "/auth/confirmado" },
    });
    expect(signUp.status).toBe(200);
    expect(signUp.setCookies.filter((c) => c.includes("session_token=") && !c.includes("session_token=;"))).toEqual([]);

    const [mail] = await readStoredMail(email);
    expect(mail?.subject).toBe("Confirmá tu cuenta de Vilma");
    expect(mail?.links[0]).toContain("/api/auth/verify-email?token=");

    const early = await callAuth("/sign-in/email", { body: { email, password: "secreta123" } });
    expect(early.status).toBe(403);
    expect(early.body?.code).toBe("EMAIL_NOT_VERIFIED");

    const verified = await followMailLink(await latestMailLink(email));
    expect(verified.status).toBe(302);
    expect(verified.location).toContain("/auth/confirmado");

    const cookie = await signIn(email, "secreta123");
    const { user } = await resolveSession(requestWith(cookie));
    expect(user).toMatchObject({ email, name: "Ana Sosa", role: "user", isAdmin: false, themePreference: "system" });
  });

  it("creates the profile on first load with the e-mail prefix when the name is blank", async () => {
    const db = database().db;
    const { cookie, userId } = await createConfirmedUser("sinnombre@example.com");
    await db.delete(profiles).where(eq(profiles.id, userId));
    await db.update(users).set({ name: "" }).where(eq(users.id, userId));
    const { user } = await resolveSession(requestWith(cookie));
    expect(user?.name).toBe("sinnombre");
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      email: "sinnombre@example.com",
      fullName: "sinnombre",
      themePreference: "system",
      avatarUrl: null,
    });
  });

  it("gives the demo accounts their roles", async () => {
    const admin = await resolveSession(requestWith(await signIn("admin@vilma.test", "vilma1234")));
    expect(admin.user).toMatchObject({ isAdmin: true, role: "admin" });
    const owner = await resolveSession(requestWith(await signIn("comercio@vilma.test", "vilma1234")));
    expect(owner.user?.isBusinessOwner).toBe(true);
    expect(owner.user?.businessUuids.length).toBeGreaterThanOrEqual(2);
    const neighbour = await resolveSession(requestWith(await signIn("vecino@vilma.test", "vilma1234")));
    expect(neighbour.user).toMatchObject({ role: "user", isAdmin: false, isBusinessOwner: false });
  });

  it("refuses a wrong password with Better Auth's code and stores no session", async () => {
    const response = await callAuth("/sign-in/email", { body: { email: "vecino@vilma.test", password: "incorrecta" } });
    expect(response.status).toBe(401);
    expect(response.body?.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(cookieHeader(response.setCookies)).toBe("");
  });

  it.each([
    [{ email: "no-es-email", password: "secreta123", name: "Ana" }, "Ingresa un email válido"],
    [
      { email: "largo@example.com", password: "secreta123", name: "x".repeat(10_000) },
      "El nombre no puede tener más de 100 caracteres",
    ],
    [
      { email: "html@example.com", password: "secreta123", name: "<b>Ana</b>" },
      "El nombre no puede contener los caracteres < ni >",
    ],
    [
      { email: "pw@example.com", password: "x".repeat(200), name: "Ana" },
      "La contraseña no puede tener más de 128 caracteres",
    ],
  ])("refuses bad sign-up input %# with a Spanish message and stores nothing", async (body, message) => {
    const response = await callAuth("/sign-up/email", { body, ip: "198.51.100.7" });
    expect(response.status).toBe(400);
    expect(response.body?.message).toBe(message);
    const stored = await database()
      .db.select()
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(stored).toEqual([]);
  });

  it("stores a name sent straight to the API on one clean line (no CR/LF), also on update", async () => {
    const db = database().db;
    const signUp = await callAuth("/sign-up/email", {
      body: {
        email: "crlf@example.com",
        password: "secreta123",
        name: "  Ana\r\nBcc: x@evil.example\t Sosa ",
        callbackURL: "/",
      },
    });
    expect(signUp.status).toBe(200);
    const [stored] = await db.select({ name: users.name }).from(users).where(eq(users.email, "crlf@example.com"));
    expect(stored?.name).toBe("Ana Bcc: x@evil.example Sosa");

    const { cookie, userId } = await createConfirmedUser("crlf2@example.com");
    const update = await callAuth("/update-user", { body: { name: "Juan\n\n\u0000Pérez" }, cookie });
    expect(update.status).toBe(200);
    const [updated] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(updated?.name).toBe("Juan Pérez");

    const blank = await callAuth("/update-user", { body: { name: "\r\n\u0000\r\n" }, cookie });
    expect(blank.status).toBe(400);
  });

  it("refuses the most common passwords on sign-up, reset and change, and accepts a long one", async () => {
    const common = await callAuth("/sign-up/email", {
      body: { email: "comun@example.com", password: "Password123", name: "Común", callbackURL: "/" },
    });
    expect(common.status).toBe(400);
    expect(common.body?.message).toBe("Esa contraseña es muy común. Elegí otra.");

    const long = "una frase larga de verdad, ".repeat(4).slice(0, 100);
    const { cookie } = await createConfirmedUser("larga@example.com", "Larga", long);
    expect(await signIn("larga@example.com", long)).toContain("session_token");

    const change = await callAuth("/change-password", {
      body: { currentPassword: long, newPassword: "qwerty123", revokeOtherSessions: false },
      cookie,
    });
    expect(change.status).toBe(400);
    expect(change.body?.message).toBe("Esa contraseña es muy común. Elegí otra.");

    await callAuth("/request-password-reset", {
      body: { email: "larga@example.com", redirectTo: "/auth/restablecer" },
    });
    const opened = await followMailLink(await latestMailLink("larga@example.com"));
    const token = new URL(opened.location ?? "", "http://x").searchParams.get("token");
    const reset = await callAuth("/reset-password", { body: { token, newPassword: "iloveyou" } });
    expect(reset.status).toBe(400);
    expect(reset.body?.message).toBe("Esa contraseña es muy común. Elegí otra.");
  });

  it("limits wrong passwords per IP, whatever the account, with Retry-After and a Spanish message", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof callAuth>> | undefined;
    for (let i = 0; i <= IP_FAILURES_PER_HOUR; i++) {
      last = await callAuth("/sign-in/email", {
        body: { email: `nadie${i}@example.com`, password: "secreta" },
        ip: "192.0.2.99",
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, IP_FAILURES_PER_HOUR).every((s) => s === 401)).toBe(true);
    expect(last?.status).toBe(429);
    expect(Number(last?.retryAfter)).toBeGreaterThan(0);
    expect(String(last?.body?.message)).toMatch(/^Demasiados intentos\. Esperá/);
  });

  it("ends the session on the server at sign-out", async () => {
    const { cookie } = await createConfirmedUser("salida@example.com");
    expect((await resolveSession(requestWith(cookie))).user).not.toBeNull();
    const out = await callAuth("/sign-out", { body: {}, cookie });
    expect(out.status).toBe(200);
    expect((await resolveSession(requestWith(cookie))).user).toBeNull();
  });

  it("resets a password by e-mail once; the link cannot be reused", async () => {
    const { cookie } = await createConfirmedUser("olvido@example.com", "Olvido", "vieja123");
    const request = await callAuth("/request-password-reset", {
      body: { email: "olvido@example.com", redirectTo: "/auth/restablecer" },
    });
    expect(request.status).toBe(200);
    const link = await latestMailLink("olvido@example.com");
    const opened = await followMailLink(link);
    expect(opened.status).toBe(302);
    const token = new URL(opened.location ?? "", "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    expect((await callAuth("/reset-password", { body: { token, newPassword: "nueva123" } })).status).toBe(200);
    expect((await callAuth("/reset-password", { body: { token, newPassword: "otra1234" } })).status).toBe(400);
    await expect(signIn("olvido@example.com", "vieja123")).rejects.toThrow();
    await signIn("olvido@example.com", "nueva123");
    // Resetting ends the sessions that were open.
    expect((await resolveSession(requestWith(cookie))).user).toBeNull();
  });
});
