import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#core/errors.ts";
import { createNotifications, notificationIdForKey } from "#server/notifications/create-notifications.ts";
import { countUnread, listPage, listRecent } from "#server/notifications/list-notifications.ts";
import { markAllRead, markRead } from "#server/notifications/mark-read.ts";
import { remove } from "#server/notifications/remove-notification.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { userNotifications, users } from "#server/platform/db/schema.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./notifications.ts";

const getHandle = setupTestDatabase();

const ANA = "notif-ana";
const BETO = "notif-beto";
const EMPTY = "notif-vacia";
const MISSING_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** Ana gets 25 notifications a minute apart (the newest is index 24), Beto 3, the third user none. */
beforeAll(async () => {
  const { db } = getHandle();
  await db
    .insert(users)
    .values([ANA, BETO, EMPTY].map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true })));
  const base = Date.parse("2026-11-20T12:00:00.000Z");
  await db.insert(userNotifications).values([
    ...Array.from({ length: 25 }, (_, i) => ({
      userId: ANA,
      type: i % 2 ? "promotion" : "new_business",
      title: `Aviso ${i}`,
      message: `Mensaje ${i}`,
      link: i === 24 ? "/la-esquina" : null,
      isRead: i < 5,
      createdAt: new Date(base + i * 60_000),
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      userId: BETO,
      type: "other",
      title: `Beto ${i}`,
      message: "Hola",
      createdAt: new Date(base + i * 60_000),
    })),
  ]);
});

async function idOf(userId: string, title: string): Promise<string> {
  const { db } = getHandle();
  const [row] = await db
    .select({ id: userNotifications.id, userId: userNotifications.userId })
    .from(userNotifications)
    .where(eq(userNotifications.title, title));
  if (!row || row.userId !== userId) throw new Error(`no existe ${title}`);
  return row.id;
}

async function isRead(id: string): Promise<boolean | undefined> {
  const { db } = getHandle();
  const [row] = await db
    .select({ isRead: userNotifications.isRead })
    .from(userNotifications)
    .where(eq(userNotifications.id, id));
  return row?.isRead;
}

describe("reading notifications", () => {
  it("lists the 10 newest of the signed-in user only, newest first", async () => {
    const items = await listRecent(ANA);
    expect(items).toHaveLength(10);
    expect(items.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Aviso ${24 - i}`));
    expect(items[0]).toMatchObject({ type: "new_business", link: "/la-esquina", isRead: false });
    expect(typeof items[0]?.createdAt).toBe("string");
    expect((await listRecent(BETO)).map((n) => n.title)).toEqual(["Beto 2", "Beto 1", "Beto 0"]);
    expect(await listRecent(EMPTY)).toEqual([]);
  });

  it("counts only the user's unread ones", async () => {
    expect(await countUnread(ANA)).toBe(20);
    expect(await countUnread(BETO)).toBe(3);
    expect(await countUnread(EMPTY)).toBe(0);
  });

  it("pages through everything, 20 per page, clamping the page number", async () => {
    const first = await listPage(ANA, "personal", 1);
    expect(first).toMatchObject({ total: 25, pageCount: 2, page: 1, pageSize: 20, unreadCount: 20 });
    expect(first.items).toHaveLength(20);
    const second = await listPage(ANA, "personal", 2);
    expect(second.items.map((n) => n.title)).toEqual(["Aviso 4", "Aviso 3", "Aviso 2", "Aviso 1", "Aviso 0"]);
    expect((await listPage(ANA, "personal", 99)).page).toBe(2);
    expect((await listPage(ANA, "personal", -3)).page).toBe(1);
    expect((await listPage(ANA, "personal", Number.NaN)).page).toBe(1);
    const empty = await listPage(EMPTY, "personal", 1);
    expect(empty).toMatchObject({ total: 0, pageCount: 1, page: 1, items: [], unreadCount: 0 });
    expect((await listPage(BETO, "personal", 1)).items.every((n) => n.title.startsWith("Beto"))).toBe(true);
  });
});

describe("changing notifications", () => {
  it("marks one read, only for its owner", async () => {
    const betos = await idOf(BETO, "Beto 0");
    expect(await markRead(ANA, betos)).toBeNull();
    expect(await isRead(betos)).toBe(false);
    expect(await markRead(BETO, betos)).toEqual({ link: null });
    expect(await isRead(betos)).toBe(true);
    expect(await markRead(BETO, MISSING_ID)).toBeNull();
    expect(await markRead(BETO, "not-a-uuid")).toBeNull();
    const anas = await idOf(ANA, "Aviso 24");
    expect(await markRead(ANA, anas)).toEqual({ link: "/la-esquina" });
  });

  it("deletes one, only for its owner", async () => {
    const betos = await idOf(BETO, "Beto 1");
    expect(await remove(ANA, betos)).toBe(false);
    expect(await isRead(betos)).toBe(false);
    expect(await remove(BETO, betos)).toBe(true);
    expect(await isRead(betos)).toBeUndefined();
    expect(await remove(BETO, betos)).toBe(false);
    expect(await remove(BETO, "'; delete from user_notifications; --")).toBe(false);
    expect((await listRecent(ANA, 100)).length).toBe(25);
  });

  it("marks all of the user's as read and nobody else's", async () => {
    const unreadBefore = await countUnread(BETO);
    expect(unreadBefore).toBeGreaterThan(0);
    expect(await markAllRead(ANA)).toBe(19);
    expect(await countUnread(ANA)).toBe(0);
    expect(await countUnread(BETO)).toBe(unreadBefore);
    expect(await markAllRead(ANA)).toBe(0);
  });

  it("writes keyed notifications once", async () => {
    const { db } = getHandle();
    const row = { userId: EMPTY, type: "other" as const, title: "Hola", message: "Bienvenida", key: "welcome:vacia" };
    expect(await createNotifications(db, [row])).toBe(1);
    expect(await createNotifications(db, [row])).toBe(0);
    expect(await createNotifications(db, [{ ...row, key: undefined }])).toBe(1);
    const items = await listRecent(EMPTY);
    expect(items).toHaveLength(2);
    expect(items.map((n) => n.id)).toContain(notificationIdForKey("welcome:vacia"));
    await db.delete(userNotifications).where(eq(userNotifications.userId, EMPTY));
  });
});

describe("/api/notifications", () => {
  function contextFor(userId: string | null) {
    const user: SessionUser | null = userId
      ? {
          id: userId,
          sessionId: "s",
          email: `${userId}@example.com`,
          emailVerified: true,
          name: userId,
          avatarUrl: null,
          themePreference: "system",
          role: "user",
          isAdmin: false,
          isBusinessOwner: false,
          businessUuids: [],
          secondStep: "offered",
        }
      : null;
    return contextWithUser(user);
  }

  async function call<T extends typeof loader | typeof action>(
    fn: T,
    userId: string | null,
    init?: RequestInit,
  ): Promise<Response> {
    const request = new Request("http://localhost/api/notifications", init);
    try {
      return await fn({ request, context: contextFor(userId), params: {} } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  const postJson = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const postForm = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });

  it("answers 401 JSON when signed out", async () => {
    const get = await call(loader, null);
    expect(get.status).toBe(401);
    expect(((await get.json()) as ErrorBody).error.message).toBe("Tenés que iniciar sesión.");
    const post = await call(action, null, postJson({ intent: "mark-all" }));
    expect(post.status).toBe(401);
  });

  it("sends a signed-out form post to sign in", async () => {
    const post = await call(action, null, postForm({ intent: "mark-all" }));
    expect(post.status).toBe(303);
    expect(post.headers.get("location")).toBe("/auth?redirectTo=%2Fnotifications");
  });

  it("gives the 10 newest and the unread count, never cached", async () => {
    const response = await call(loader, BETO);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { items: { title: string }[]; unreadCount: number };
    expect(body.items.map((n) => n.title)).toEqual(["Beto 2", "Beto 0"]);
    expect(body.unreadCount).toBe(1);
  });

  it("marks read, marks all and deletes through JSON, for the user's own only", async () => {
    const { db } = getHandle();
    await db.insert(userNotifications).values([
      { userId: EMPTY, title: "Uno", message: "1", link: "/algun-comercio" },
      { userId: EMPTY, title: "Dos", message: "2", link: "https://example.com" },
      { userId: EMPTY, title: "Tres", message: "3" },
    ]);
    const uno = await idOf(EMPTY, "Uno");
    const dos = await idOf(EMPTY, "Dos");
    const tres = await idOf(EMPTY, "Tres");

    const foreign = await call(action, BETO, postJson({ intent: "mark-read", id: uno }));
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as ErrorBody).error).toMatchObject({
      code: "not_found",
      message: "No encontramos esa notificación.",
    });
    expect(await isRead(uno)).toBe(false);

    const read = await call(action, EMPTY, postJson({ intent: "mark-read", id: uno }));
    expect(read.status).toBe(200);
    expect(read.headers.get("Cache-Control")).toBe("no-store");
    expect(await read.json()).toEqual({ ok: true, unreadCount: 2, link: "/algun-comercio" });

    // An external link is never handed back to follow.
    const external = await call(action, EMPTY, postJson({ intent: "mark-read", id: dos }));
    expect(await external.json()).toEqual({ ok: true, unreadCount: 1, link: null });

    const foreignDelete = await call(action, BETO, postJson({ intent: "delete", id: tres }));
    expect(foreignDelete.status).toBe(404);
    expect(await isRead(tres)).toBe(false);

    const all = await call(action, EMPTY, postJson({ intent: "mark-all" }));
    expect(await all.json()).toEqual({ ok: true, unreadCount: 0 });

    const deleted = await call(action, EMPTY, postJson({ intent: "delete", id: tres }));
    expect(await deleted.json()).toEqual({ ok: true, unreadCount: 0 });
    expect(await isRead(tres)).toBeUndefined();
  });

  it("rejects bad input with a Spanish message and changes nothing", async () => {
    const before = await countUnread(ANA);
    for (const body of [{ intent: "nuke" }, { intent: "delete" }, { intent: "delete", id: "x" }, [], "texto"]) {
      const response = await call(action, ANA, postJson(body));
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.message).toMatch(
        /Acción desconocida|No encontramos esa notificación|El pedido tiene que ser un objeto JSON/,
      );
    }
    const broken = await call(action, ANA, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(broken.status).toBe(400);
    const huge = await call(action, ANA, postJson({ intent: "mark-all", pad: "x".repeat(10_000) }));
    expect(huge.status).toBe(413);
    expect(await countUnread(ANA)).toBe(before);
    const get = await call(action, ANA, { method: "PUT" });
    expect(get.status).toBe(405);
  });

  it("redirects plain form posts back to the page, or to the notification's link", async () => {
    const { db } = getHandle();
    await db.insert(userNotifications).values([
      { userId: EMPTY, title: "Cuatro", message: "4", link: "/otro-comercio" },
      { userId: EMPTY, title: "Cinco", message: "5" },
    ]);
    const cuatro = await idOf(EMPTY, "Cuatro");
    const cinco = await idOf(EMPTY, "Cinco");

    const follow = await call(action, EMPTY, postForm({ intent: "mark-read", id: cuatro, follow: "1" }));
    expect(follow.status).toBe(303);
    expect(follow.headers.get("location")).toBe("/otro-comercio");
    expect(await isRead(cuatro)).toBe(true);

    const stay = await call(
      action,
      EMPTY,
      postForm({ intent: "mark-read", id: cinco, returnTo: "/notifications?page=2" }),
    );
    expect(stay.headers.get("location")).toBe("/notifications?page=2");

    const offsite = await call(action, EMPTY, postForm({ intent: "mark-all", returnTo: "https://evil.example" }));
    expect(offsite.headers.get("location")).toBe("/notifications");
    expect(offsite.headers.get("set-cookie")).toContain("vilma_flash=");

    const bad = await call(action, EMPTY, postForm({ intent: "delete", id: "zzz" }));
    expect(bad.headers.get("location")).toBe("/notifications");
    expect(bad.headers.get("set-cookie")).toContain("vilma_flash=");

    const foreign = await call(action, BETO, postForm({ intent: "delete", id: cinco }));
    expect(foreign.headers.get("location")).toBe("/notifications");
    expect(await isRead(cinco)).toBe(true);

    const deleted = await call(action, EMPTY, postForm({ intent: "delete", id: cinco }));
    expect(deleted.headers.get("location")).toBe("/notifications");
    expect(await isRead(cinco)).toBeUndefined();
  });
});
