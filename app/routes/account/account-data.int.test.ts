/**
 * /profile's "Tus datos": GET /profile/mis-datos.json downloads the person's data (and nothing
 * secret: no password hash, no session token), limited per account and audited; /profile/eliminar
 * states what deletion does, refuses bad input with Spanish messages, and deletes the account of the
 * person signed in: their cookie stops working, a toast and an e-mail say it is done.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_DELETION_MESSAGES } from "#core/account-deletion-form.ts";
import { WRONG_CURRENT_PASSWORD } from "#server/platform/auth/auth-errors.ts";
import { resolveSession } from "#server/platform/auth/session.ts";
import {
  accounts,
  auditLog,
  businesses,
  businessReviews,
  favorites,
  sessions,
  users,
} from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { readStoredMail } from "#server/platform/mail/send-mail.ts";
import { EXPORT_FORMAT, EXPORT_LIMIT } from "#server/profile/export-account.ts";
import { createConfirmedUser } from "#tests/setup/auth-client.ts";
import { contextForCookie } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as deleteAction, loader as deleteLoader } from "./delete-account.tsx";
import { loader as dataLoader } from "./my-data.ts";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
let made = 0;
const freshEmail = (label: string) => `${label}-${++made}-${Date.now().toString(36)}@example.com`;

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}

async function download(cookie: string | null) {
  return run(async () =>
    dataLoader({
      request: new Request(`${ORIGIN}/profile/mis-datos.json`, {
        headers: { ...(cookie ? { cookie } : {}), "x-vilma-client-ip": "203.0.113.44" },
      }),
      context: await contextForCookie(cookie),
      params: {},
    } as never),
  ) as Promise<Response>;
}

async function postDeletion(cookie: string | null, fields: Record<string, string>) {
  return run(async () =>
    deleteAction({
      request: new Request(`${ORIGIN}/profile/eliminar`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-vilma-client-ip": "203.0.113.45",
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams(fields),
      }),
      context: await contextForCookie(cookie),
      params: {},
    } as never),
  );
}

const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } }).init?.status ?? 200);
const bodyOf = (outcome: unknown) =>
  (outcome as { data: { result: { error?: Record<string, string[]> }; message: string | null } }).data;

describe("GET /profile/mis-datos.json", () => {
  it("downloads the person's own data, without secrets, and audits it", async () => {
    const { db } = database();
    const email = freshEmail("copia");
    const { cookie, userId } = await createConfirmedUser(email, "Copia Completa", "secreta123");
    const [business] = await db
      .select({ uuid: businesses.uuid, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    await db.insert(favorites).values({ userId, businessUuid: business!.uuid });
    await db.insert(businessReviews).values({ userId, businessUuid: business!.uuid, rating: 4, comment: "Rico" });

    const response = await download(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vilma-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      formato: EXPORT_FORMAT,
      cuenta: { id: userId, email, nombre: "Copia Completa", formasDeIngresar: [{ tipo: "email y contraseña" }] },
      favoritos: [{ comercio: business!.name }],
      resenas: [{ comercio: business!.name, calificacion: 4, comentario: "Rico" }],
    });
    // Confirming the e-mail signed in once, the sign-in once more: both open, this one marked.
    const open = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
    expect(data.sesiones).toHaveLength(open.length);
    expect(data.sesiones.filter((s: { estaSesion: boolean }) => s.estaSesion)).toHaveLength(1);
    expect(data.sesiones[0]).toMatchObject({ ip: expect.any(String), iniciada: expect.any(String) });
    for (const key of [
      "notificaciones",
      "comercios",
      "altasPedidas",
      "reclamosDeComercios",
      "consultasAlSoporte",
      "preguntasYRespuestas",
      "reportesDePreguntas",
      "sugerencias",
    ]) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    // No password hash, no session token anywhere in the file.
    const [credential] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    const tokens = await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential!.password!);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toMatch(/argon2/);

    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(audited.map((r) => [r.action, r.actorId, r.ipAddress])).toEqual([["user.export", userId, "203.0.113.44"]]);
  });

  it("only for the person signed in, and not a thousand times", async () => {
    const signedOut = await download(null);
    expect([302, 303]).toContain(signedOut.status);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\?redirectTo=%2Fprofile%2Fmis-datos\.json/);

    const { cookie } = await createConfirmedUser(freshEmail("muchas"), "Muchas Copias", "secreta123");
    for (let i = 0; i < EXPORT_LIMIT.max; i++) expect((await download(cookie)).status).toBe(200);
    const refused = await download(cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/^Demasiados intentos/);
  });
});

describe("/profile/eliminar", () => {
  it("says what will happen; refuses a missing tick or a wrong password, changing nothing", async () => {
    const email = freshEmail("casi");
    const { cookie, userId } = await createConfirmedUser(email, "Casi Se Va", "secreta123");
    const page = (await deleteLoader({
      request: new Request(`${ORIGIN}/profile/eliminar`, { headers: { cookie } }),
      context: await contextForCookie(cookie),
      params: {},
    } as never)) as Awaited<ReturnType<typeof deleteLoader>>;
    expect(page).toMatchObject({
      email,
      requirement: { password: true },
      preview: { reviews: 0, businesses: [], subscriptions: [], isLastAdmin: false },
    });

    const noTick = await postDeletion(cookie, { password: "secreta123" });
    expect(statusOf(noTick)).toBe(400);
    expect(bodyOf(noTick).result.error?.confirm).toEqual([ACCOUNT_DELETION_MESSAGES.confirm]);
    const noPassword = await postDeletion(cookie, { confirm: "on" });
    expect(bodyOf(noPassword).result.error?.password).toEqual([ACCOUNT_DELETION_MESSAGES.password]);
    const wrong = await postDeletion(cookie, { confirm: "on", password: "no-es" });
    expect(statusOf(wrong)).toBe(400);
    expect(bodyOf(wrong).result.error?.password).toEqual([WRONG_CURRENT_PASSWORD]);
    // The typed password never comes back in the answer.
    expect(JSON.stringify(bodyOf(wrong))).not.toContain("no-es");
    expect(await database().db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);

    const signedOut = await postDeletion(null, { confirm: "on", password: "secreta123" });
    expect([302, 303]).toContain(statusOf(signedOut));
    expect((signedOut as Response).headers.get("location")).toMatch(/^\/auth/);
  });

  it("deletes the account: the cookie stops working, a toast and an e-mail say so", async () => {
    const email = freshEmail("chau");
    const { cookie, userId } = await createConfirmedUser(email, "Chau Vilma", "secreta123");
    const done = (await postDeletion(cookie, { confirm: "on", password: "secreta123" })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/");
    const setCookies = done.headers.getSetCookie();
    expect(setCookies.some((c) => /^vilma\.session_token=;.*Max-Age=0/.test(c))).toBe(true);
    const flash = setCookies.find((c) => c.startsWith("vilma_flash="))!.split(";")[0]!;
    expect(await readFlash(new Request(ORIGIN, { headers: { cookie: flash } }))).toMatchObject({
      type: "success",
      title: "Eliminamos tu cuenta",
    });
    expect((await resolveSession(new Request(ORIGIN, { headers: { cookie } }))).user).toBeNull();
    expect(await database().db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    const [mail] = await readStoredMail(email);
    expect(mail?.subject).toBe("Eliminamos tu cuenta de Vilma");
  });
});
