import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "#core/errors.ts";
import { resolveSession, type SessionUser } from "#server/platform/auth/session.ts";
import { profiles, sessions, users } from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { readStoredMail } from "#server/platform/mail/send-mail.ts";
import { uploadsDirectory } from "#server/platform/storage/storage.ts";
import { AVATAR_MAX_BYTES } from "#server/profile/avatar-image.ts";
import type { ProfileActionData } from "#server/profile/handle-profile-action.ts";
import { listUserSessions } from "#server/profile/sessions.ts";
import { callAuth, createConfirmedUser, followMailLink, latestMailLink, signIn } from "#tests/setup/auth-client.ts";
import { pixelBombPng, pngOf } from "#tests/setup/images.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as themeAction, loader as themeLoader } from "../api/profile-theme.ts";
import { action as profileAction, loader as profileLoader } from "./profile.tsx";

const database = setupTestDatabase();

const ORIGIN = "http://localhost:3000";
const UA_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

let counter = 0;
const freshEmail = (label: string) => `${label}-${++counter}-${Date.now().toString(36)}@example.com`;

async function sessionUser(cookie: string): Promise<SessionUser> {
  const { user } = await resolveSession(new Request(`${ORIGIN}/profile`, { headers: { cookie } }));
  if (!user) throw new Error("sin sesión");
  return user;
}

function profileRequest(cookie: string, fields: Record<string, string | Blob>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${ORIGIN}/profile`, {
    method: "POST",
    headers: { cookie, "x-vilma-client-ip": "203.0.113.77", ...headers },
    body: form,
  });
}

interface ActionOutcome {
  status: number;
  body: ProfileActionData;
  headers: Headers;
}

/** Runs /profile's action as React Router would, for the person behind `cookie`. */
async function post(
  cookie: string,
  fields: Record<string, string | Blob>,
  headers: Record<string, string> = {},
): Promise<ActionOutcome> {
  const user = await sessionUser(cookie);
  const result = (await profileAction({
    request: profileRequest(cookie, fields, headers),
    context: contextWithUser(user),
    params: {},
  } as never)) as unknown;
  if (result instanceof Response) {
    return { status: result.status, body: {} as ProfileActionData, headers: result.headers };
  }
  const wrapped = result as { data: ProfileActionData; init?: { status?: number; headers?: HeadersInit } };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data, headers: new Headers(wrapped.init?.headers) };
}

async function profileRow(userId: string) {
  const [row] = await database().db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new Error("sin perfil");
  return row;
}

const fileOnDisk = (url: string) => path.join(uploadsDirectory(), url.replace(/^\/uploads\//, ""));

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as BlobPart], name, { type });

describe("/profile: 'No user logged in'", () => {
  it("sends a signed-out visitor to /auth and changes nothing", async () => {
    const request = new Request(`${ORIGIN}/profile`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=name&fullName=Intruso",
    });
    const thrown = await Promise.resolve(
      profileAction({ request, context: contextWithUser(null), params: {} } as never),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");
  });
});

describe("/profile loader", () => {
  it("reads the profile fresh (the session user of a no-JavaScript post is older than its action)", async () => {
    const email = freshEmail("cargar");
    const { cookie, userId } = await createConfirmedUser(email, "Antes del Cambio");
    const staleUser = await sessionUser(cookie);
    await database()
      .db.update(profiles)
      .set({ fullName: "Después del Cambio", themePreference: "dark" })
      .where(eq(profiles.id, userId));
    const { profile, emailConfirmed } = await profileLoader({
      request: new Request(`${ORIGIN}/profile?email=confirmado`, { headers: { cookie } }),
      context: contextWithUser(staleUser),
      params: {},
    } as never);
    expect(emailConfirmed).toBe(true);
    expect(profile).toMatchObject({
      fullName: "Después del Cambio",
      email,
      avatarUrl: null,
      themePreference: "dark",
      hasPassword: true,
    });
    expect(profile.sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it("sends a signed-out visitor to /auth", async () => {
    const thrown = await Promise.resolve(
      profileLoader({ request: new Request(`${ORIGIN}/profile`), context: contextWithUser(null), params: {} } as never),
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");
  });
});

describe("Datos personales: full name", () => {
  it("saves the name to the profile and to the account, with the spec's toast", async () => {
    const email = freshEmail("nombre");
    const { cookie, userId } = await createConfirmedUser(email, "Nombre Viejo");
    const { status, body } = await post(cookie, { intent: "name", fullName: "  Lucía Fernández  " });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      intent: "name",
      ok: true,
      toast: {
        type: "success",
        title: "Perfil actualizado",
        description: "Los cambios se han guardado correctamente.",
      },
    });
    expect((await profileRow(userId)).fullName).toBe("Lucía Fernández");
    const [account] = await database().db.select().from(users).where(eq(users.id, userId));
    expect(account?.name).toBe("Lucía Fernández");
    expect((await sessionUser(cookie)).name).toBe("Lucía Fernández");
  });

  it.each([
    ["", "El nombre debe tener al menos 2 caracteres"],
    ["A", "El nombre debe tener al menos 2 caracteres"],
    ["   ", "El nombre debe tener al menos 2 caracteres"],
    ["x".repeat(101), "El nombre no puede tener más de 100 caracteres"],
    ["<script>alert(1)</script>", "El nombre no puede contener los caracteres < ni >"],
  ])("refuses %j with a Spanish message and changes nothing", async (fullName, message) => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("malnombre"), "Nombre Bueno");
    const { status, body } = await post(cookie, { intent: "name", fullName });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      intent: "name",
      ok: false,
      reply: { error: { fullName: [message] }, initialValue: fullName ? { fullName } : {} },
      toast: { type: "error", title: "Error al actualizar perfil", description: message },
    });
    expect((await profileRow(userId)).fullName).toBe("Nombre Bueno");
  });

  it("answers an unknown intent with the fallback message, not a 500", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("intent"));
    const { status, body } = await post(cookie, { intent: "borrar-todo" });
    expect(status).toBe(400);
    expect(body.toast).toMatchObject({
      title: "Error al actualizar perfil",
      description: "Error desconocido al actualizar perfil",
    });
  });
});

describe("Datos personales: avatar", () => {
  it("re-encodes a PNG to a 256×256 WebP without metadata, stored under uploads/avatars", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("foto"));
    const { status, body } = await post(cookie, {
      intent: "avatar",
      avatar: file(await pngOf(640, 480), "yo.png", "image/png"),
    });
    expect(status).toBe(200);
    expect(body.toast.title).toBe("Perfil actualizado");
    const { avatarUrl } = await profileRow(userId);
    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${userId}-[0-9a-f]{12}\\.webp$`));
    const stored = fs.readFileSync(fileOnDisk(avatarUrl as string));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it("turns a JPEG upright by its EXIF orientation and strips the EXIF (GPS and all)", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("jpeg"));
    // Left half red, right half blue, stored sideways with "rotate 90° clockwise" (orientation 6).
    const left = await sharp({ create: { width: 200, height: 400, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const upright = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#0000ff" } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const jpeg = await sharp(upright)
      .withExif({ IFD0: { Make: "Telefono" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    await post(cookie, { intent: "avatar", avatar: file(new Uint8Array(jpeg), "foto.jpg", "image/jpeg") });
    const stored = fs.readFileSync(fileOnDisk((await profileRow(userId)).avatarUrl as string));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Rotated 90° clockwise, the red left half is now on top.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3)];
    const isRed = ([r, , b]: number[]) => (r ?? 0) > 200 && (b ?? 255) < 60;
    const isBlue = ([r, , b]: number[]) => (b ?? 0) > 200 && (r ?? 255) < 60;
    for (const x of [40, 128, 216]) {
      expect(isRed(pixel(x, 30)), `arriba, x=${x}`).toBe(true);
      expect(isBlue(pixel(x, 226)), `abajo, x=${x}`).toBe(true);
    }
  });

  it("accepts GIF and WebP too", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("formatos"));
    for (const [format, type] of [
      ["gif", "image/gif"],
      ["webp", "image/webp"],
    ] as const) {
      const bytes = await sharp({ create: { width: 160, height: 160, channels: 3, background: "#00aa00" } })
        .toFormat(format)
        .toBuffer();
      const { status } = await post(cookie, {
        intent: "avatar",
        avatar: file(new Uint8Array(bytes), `a.${format}`, type),
      });
      expect(status).toBe(200);
      expect((await profileRow(userId)).avatarUrl).toMatch(/\.webp$/);
    }
  });

  it.each([
    ["a text file named .png", new TextEncoder().encode("hola, no soy una imagen"), "foto.png", "image/png"],
    [
      "an SVG (could carry scripts)",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      "a.svg",
      "image/svg+xml",
    ],
    ["a truncated PNG", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), "a.png", "image/png"],
  ])("refuses %s by its bytes", async (_label, bytes, name, type) => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("noimagen"));
    const { status, body } = await post(cookie, { intent: "avatar", avatar: file(bytes, name, type) });
    expect(status).toBe(400);
    expect(body.reply?.error?.avatar?.[0]).toBe("El archivo no es una imagen válida (JPG, PNG, WebP o GIF)");
    expect(body.toast.title).toBe("Error al actualizar perfil");
    expect((await profileRow(userId)).avatarUrl).toBeNull();
  });

  it("refuses a 16 × 16 photo, saying the smallest it takes", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("chica"));
    const { status, body } = await post(cookie, {
      intent: "avatar",
      avatar: file(await pngOf(16, 16), "a.png", "image/png"),
    });
    expect(status).toBe(400);
    expect(body.reply?.error?.avatar?.[0]).toBe("La imagen es muy chica: tiene que medir al menos 128 × 128 px");
    expect((await profileRow(userId)).avatarUrl).toBeNull();
  });

  it("refuses a pixel bomb before decoding it", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("bomba"));
    const bomb = pixelBombPng();
    expect(bomb.byteLength).toBeLessThan(2000);
    const started = performance.now();
    const { status, body } = await post(cookie, { intent: "avatar", avatar: file(bomb, "bomba.png", "image/png") });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(status).toBe(400);
    expect(body.reply?.error?.avatar?.[0]).toBe("La imagen es demasiado grande: usá una de hasta 40 megapíxeles");
    expect((await profileRow(userId)).avatarUrl).toBeNull();
  });

  it("refuses a file over 5 MB, also when the body declares no length", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("pesada"));
    const heavy = new Uint8Array(AVATAR_MAX_BYTES + 100 * 1024);
    heavy.set(await pngOf(10, 10));
    const { status, body } = await post(cookie, { intent: "avatar", avatar: file(heavy, "pesada.png", "image/png") });
    expect(status).toBe(413);
    expect(body.reply?.error?.avatar?.[0]).toBe("La imagen no puede pesar más de 5 MB");
    expect((await profileRow(userId)).avatarUrl).toBeNull();
  });

  it("refuses a body whose Content-Length is over the limit before reading it", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("largo"));
    const { status, body } = await post(
      cookie,
      { intent: "avatar", avatar: file(await pngOf(10, 10), "a.png", "image/png") },
      { "content-length": String(50 * 1024 * 1024) },
    );
    expect(status).toBe(413);
    expect(body.toast.description).toBe("La imagen no puede pesar más de 5 MB");
  });

  it("a file just under 5 MB passes the size check (and is judged by its bytes)", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("limite"));
    const nearly = new Uint8Array(AVATAR_MAX_BYTES - 1024);
    nearly.set(await pngOf(10, 10));
    const { status, body } = await post(cookie, { intent: "avatar", avatar: file(nearly, "a.png", "image/png") });
    // Trailing garbage after IEND: sharp still reads the PNG, so the size rule alone decides here.
    expect(body.reply?.error?.avatar?.[0]).not.toBe("La imagen no puede pesar más de 5 MB");
    expect([200, 400]).toContain(status);
  });

  it("deletes the previous photo when a new one is uploaded, and on «Quitar foto»", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("reemplazo"));
    await post(cookie, { intent: "avatar", avatar: file(await pngOf(300, 300), "1.png", "image/png") });
    const first = (await profileRow(userId)).avatarUrl as string;
    expect(fs.existsSync(fileOnDisk(first))).toBe(true);

    await post(cookie, { intent: "avatar", avatar: file(await pngOf(200, 300), "2.png", "image/png") });
    const second = (await profileRow(userId)).avatarUrl as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOnDisk(first))).toBe(false);
    expect(fs.existsSync(fileOnDisk(second))).toBe(true);

    const removed = await post(cookie, { intent: "remove-avatar" });
    expect(removed.body).toMatchObject({ ok: true, toast: { title: "Perfil actualizado" } });
    expect((await profileRow(userId)).avatarUrl).toBeNull();
    expect(fs.existsSync(fileOnDisk(second))).toBe(false);
  });

  it("unlinks an avatar that is not ours (Google's) without touching anything else", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("google"));
    const google = "https://lh3.googleusercontent.com/a/foto";
    await database().db.update(profiles).set({ avatarUrl: google }).where(eq(profiles.id, userId));
    const { body } = await post(cookie, { intent: "remove-avatar" });
    expect(body.ok).toBe(true);
    expect((await profileRow(userId)).avatarUrl).toBeNull();
  });

  it("asks for a file when none was picked", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("vacio"));
    const { status, body } = await post(cookie, { intent: "avatar" });
    expect(status).toBe(400);
    expect(body.reply?.error?.avatar?.[0]).toBe("Elegí una imagen para subir");
  });
});

describe("Apariencia", () => {
  it("saves the theme from the no-JavaScript form", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("tema-form"));
    expect((await post(cookie, { intent: "theme", preference: "dark" })).body.ok).toBe(true);
    expect((await profileRow(userId)).themePreference).toBe("dark");
    const bad = await post(cookie, { intent: "theme", preference: "violeta" });
    expect(bad.status).toBe(400);
    expect(bad.body.reply?.error?.preference?.[0]).toBe("Elegí un tema: claro, oscuro o sistema.");
    expect((await profileRow(userId)).themePreference).toBe("dark");
  });
});

describe("POST /api/profile/theme", () => {
  async function callTheme(user: SessionUser | null, body: string, init: RequestInit = {}) {
    const request = new Request(`${ORIGIN}/api/profile/theme`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      ...init,
    });
    try {
      return (await themeAction({ request, context: contextWithUser(user), params: {} } as never)) as Response;
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  }

  it("answers 401 JSON to a signed-out visitor", async () => {
    const response = await callTheme(null, JSON.stringify({ preference: "dark" }));
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Tenés que iniciar sesión.");
  });

  it("saves each valid value to the profile", async () => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("tema-api"));
    const user = await sessionUser(cookie);
    for (const preference of ["dark", "light", "system"] as const) {
      const response = await callTheme(user, JSON.stringify({ preference }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect((await profileRow(userId)).themePreference).toBe(preference);
    }
    expect((await sessionUser(cookie)).themePreference).toBe("system");
  });

  it.each([
    ["not JSON", "preference=dark"],
    ["an unknown value", JSON.stringify({ preference: "purple" })],
    ["a capitalised value", JSON.stringify({ preference: "Dark" })],
    ["no preference", JSON.stringify({})],
    ["an array", JSON.stringify(["dark"])],
    ["null", "null"],
    ["an empty body", ""],
    ["a huge body", JSON.stringify({ preference: "dark", padding: "x".repeat(5000) })],
  ])("refuses %s with a Spanish message and changes nothing", async (_label, body) => {
    const { cookie, userId } = await createConfirmedUser(freshEmail("tema-malo"));
    const response = await callTheme(await sessionUser(cookie), body);
    expect([400, 413, 415]).toContain(response.status);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Elegí un tema: claro, oscuro o sistema.");
    expect((await profileRow(userId)).themePreference).toBe("system");
  });

  it("answers 405 to GET", async () => {
    const response = themeLoader();
    expect(response.status).toBe(405);
  });
});

describe("Email", () => {
  it("sends a link to the new address and changes the e-mail only once it is opened", async () => {
    const oldEmail = freshEmail("viejo");
    const newEmail = freshEmail("nuevo");
    const { cookie, userId } = await createConfirmedUser(oldEmail);
    const { status, body } = await post(cookie, { intent: "email", newEmail: `  ${newEmail.toUpperCase()} ` });
    expect(status).toBe(200);
    expect(body.toast.description).toBe(`Te enviamos un enlace a ${newEmail} para confirmar el cambio.`);
    expect((await profileRow(userId)).email).toBe(oldEmail);

    const [mail] = await readStoredMail(newEmail);
    expect(mail?.subject).toBe("Confirmá el cambio de email de tu cuenta de Vilma");
    const opened = await followMailLink(await latestMailLink(newEmail), cookie);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/profile?email=confirmado");
    expect((await profileRow(userId)).email).toBe(newEmail);
    const [account] = await database().db.select().from(users).where(eq(users.id, userId));
    expect(account?.email).toBe(newEmail);
  });

  it.each([
    ["no-es-email", "Ingresa un email válido"],
    ["", "Ingresa un email válido"],
  ])("refuses %j", async (newEmail, message) => {
    const { cookie } = await createConfirmedUser(freshEmail("email-malo"));
    const { status, body } = await post(cookie, { intent: "email", newEmail });
    expect(status).toBe(400);
    expect(body.reply?.error?.newEmail?.[0]).toBe(message);
  });

  it("asks for the current password when the sign-in is older than the re-authentication window", async () => {
    const db = database().db;
    const { cookie, userId } = await createConfirmedUser(freshEmail("reauth"), "Reauth", "correcta-9x");
    // Signed in an hour ago: a stolen cookie alone must not move the account to another address.
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.userId, userId));
    const stale = await post(cookie, { intent: "email", newEmail: freshEmail("destino") });
    expect(stale.status).toBe(400);
    expect(stale.body.reply?.error?.currentPassword?.[0]).toBe(
      "Por seguridad, ingresá tu contraseña actual para cambiar el email.",
    );
    const wrong = await post(cookie, { intent: "email", newEmail: freshEmail("destino"), currentPassword: "no-es" });
    expect(wrong.body.reply?.error?.currentPassword?.[0]).toBe("La contraseña actual no es correcta.");
    const right = await post(cookie, {
      intent: "email",
      newEmail: freshEmail("destino"),
      currentPassword: "correcta-9x",
    });
    expect(right.status).toBe(200);
  });

  it("refuses the current address", async () => {
    const email = freshEmail("mismo");
    const { cookie } = await createConfirmedUser(email);
    const { body } = await post(cookie, { intent: "email", newEmail: email });
    expect(body.reply?.error?.newEmail?.[0]).toBe("Ese ya es tu email.");
  });

  it("answers an address that already has an account like any other (no probing) and sends nothing", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("sonda"));
    const before = (await readStoredMail("vecino@vilma.test")).length;
    const { body } = await post(cookie, { intent: "email", newEmail: "vecino@vilma.test" });
    expect(body.ok).toBe(true);
    expect((await readStoredMail("vecino@vilma.test")).length).toBe(before);
  });
});

describe("Contraseña", () => {
  it("refuses a wrong current password", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("clave-mala"));
    const { status, body } = await post(cookie, {
      intent: "password",
      currentPassword: "equivocada",
      newPassword: "nueva12345",
      confirmPassword: "nueva12345",
    });
    expect(status).toBe(400);
    expect(body.reply?.error?.currentPassword?.[0]).toBe("La contraseña actual no es correcta.");
  });

  it.each([
    [
      { currentPassword: "", newPassword: "nueva12345", confirmPassword: "nueva12345" },
      "currentPassword",
      "Ingresá tu contraseña actual",
    ],
    [
      { currentPassword: "secreta123", newPassword: "corta", confirmPassword: "corta" },
      "newPassword",
      "La contraseña debe tener al menos 6 caracteres",
    ],
    [
      { currentPassword: "secreta123", newPassword: "nueva12345", confirmPassword: "otra12345" },
      "confirmPassword",
      "Las contraseñas no coinciden",
    ],
    [
      { currentPassword: "secreta123", newPassword: "secreta123", confirmPassword: "secreta123" },
      "newPassword",
      "La nueva contraseña tiene que ser distinta de la actual",
    ],
  ])("validates %j", async (fields, field, message) => {
    const { cookie } = await createConfirmedUser(freshEmail("clave-regla"));
    const { status, body } = await post(cookie, { intent: "password", ...fields });
    expect(status).toBe(400);
    expect(body.reply?.error?.[field]?.[0]).toBe(message);
  });

  it("changes it, keeps this browser signed in with a new cookie and closes the other sessions", async () => {
    const email = freshEmail("clave");
    const { cookie } = await createConfirmedUser(email);
    const otherDevice = await signIn(email, "secreta123");
    const { status, headers } = await post(cookie, {
      intent: "password",
      currentPassword: "secreta123",
      newPassword: "nueva-clave-1",
      confirmPassword: "nueva-clave-1",
    });
    expect(status).toBe(200);
    const setCookie = headers.getSetCookie().find((c) => c.startsWith("vilma.session_token="));
    expect(setCookie).toBeTruthy();
    const newCookie = (setCookie as string).split(";")[0] as string;
    expect((await resolveSession(new Request(ORIGIN, { headers: { cookie: newCookie } }))).user?.email).toBe(email);
    expect((await resolveSession(new Request(ORIGIN, { headers: { cookie: otherDevice } }))).user).toBeNull();

    const oldPassword = await callAuth("/sign-in/email", { body: { email, password: "secreta123" } });
    expect(oldPassword.status).toBe(401);
    expect(await signIn(email, "nueva-clave-1")).toContain("vilma.session_token=");
  });
});

describe("Sesiones", () => {
  async function sessionIdOf(cookie: string) {
    return (await sessionUser(cookie)).sessionId;
  }

  it("lists the account's sessions with device, IP and activity, this one marked, and no tokens", async () => {
    const email = freshEmail("lista");
    const { cookie } = await createConfirmedUser(email);
    const phone = await callAuth("/sign-in/email", { body: { email, password: "secreta123" }, ip: "198.51.100.4" });
    const phoneCookie = phone.setCookies.map((c) => c.split(";")[0]).join("; ");
    const phoneSession = await sessionIdOf(phoneCookie);
    await database().db.update(sessions).set({ userAgent: UA_PHONE }).where(eq(sessions.id, phoneSession));

    const me = await sessionUser(cookie);
    const list = await listUserSessions(me.id, me.sessionId);
    // Opening the confirmation link signed in too: that session, this one and the phone's.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ id: me.sessionId, current: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.id === phoneSession)).toMatchObject({
      current: false,
      device: "Chrome en Android",
      kind: "phone",
      ip: "198.51.100.4",
    });
    expect(list[1]?.lastActive).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(list[1]?.lastActiveAgo).toMatch(/^hace /);
    const tokens = await database().db.select({ token: sessions.token }).from(sessions);
    const text = JSON.stringify(list);
    for (const { token } of tokens) expect(text).not.toContain(token);
  });

  it("closes one of my other sessions by its id", async () => {
    const email = freshEmail("cerrar-una");
    const { cookie } = await createConfirmedUser(email);
    const other = await signIn(email, "secreta123");
    const { body } = await post(cookie, { intent: "revoke-session", sessionId: await sessionIdOf(other) });
    expect(body).toMatchObject({ ok: true, toast: { title: "Sesión cerrada" } });
    expect((await resolveSession(new Request(ORIGIN, { headers: { cookie: other } }))).user).toBeNull();
    expect((await sessionUser(cookie)).email).toBe(email);
  });

  it("can't close a session of ANOTHER user, even knowing its id", async () => {
    const { cookie: mallory } = await createConfirmedUser(freshEmail("mallory"));
    const victimEmail = freshEmail("victima");
    const { cookie: victim } = await createConfirmedUser(victimEmail);
    const victimSession = await sessionIdOf(victim);
    const { status, body } = await post(mallory, { intent: "revoke-session", sessionId: victimSession });
    expect(status).toBe(400);
    expect(body.toast.description).toBe("Esa sesión ya no está abierta.");
    expect((await sessionUser(victim)).email).toBe(victimEmail);
    const [row] = await database().db.select().from(sessions).where(eq(sessions.id, victimSession));
    expect(row).toBeTruthy();
  });

  it("doesn't close this session through «Cerrar» (that is «Salir»)", async () => {
    const { cookie } = await createConfirmedUser(freshEmail("propia"));
    const { body } = await post(cookie, { intent: "revoke-session", sessionId: await sessionIdOf(cookie) });
    expect(body.ok).toBe(false);
    expect((await sessionUser(cookie)).sessionId).toBeTruthy();
  });

  it("closes all the other sessions, keeping this one", async () => {
    const email = freshEmail("otras");
    const { cookie } = await createConfirmedUser(email);
    const a = await signIn(email, "secreta123");
    const b = await signIn(email, "secreta123");
    const { body } = await post(cookie, { intent: "revoke-other-sessions" });
    expect(body.ok).toBe(true);
    for (const other of [a, b]) {
      expect((await resolveSession(new Request(ORIGIN, { headers: { cookie: other } }))).user).toBeNull();
    }
    expect((await sessionUser(cookie)).email).toBe(email);
  });

  it("signs out everywhere: every session closed, this cookie cleared, home with the sign-out toast", async () => {
    const email = freshEmail("todas");
    const { cookie, userId } = await createConfirmedUser(email);
    const other = await signIn(email, "secreta123");
    const response = await post(cookie, { intent: "revoke-all-sessions" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => /^vilma\.session_token=;/.test(c) || /vilma\.session_token=.*Max-Age=0/.test(c))).toBe(
      true,
    );
    const flash = cookies.find((c) => c.startsWith("vilma_flash="));
    const value = await readFlash(new Request(ORIGIN, { headers: { cookie: (flash as string).split(";")[0]! } }));
    expect(value).toMatchObject({ title: "Sesión cerrada", description: "Has cerrado sesión correctamente." });
    for (const c of [cookie, other]) {
      expect((await resolveSession(new Request(ORIGIN, { headers: { cookie: c } }))).user).toBeNull();
    }
    expect(await database().db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });
});
