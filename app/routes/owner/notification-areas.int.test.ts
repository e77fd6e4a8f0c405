import { beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_AREA, NOTIFICATION_TYPES, type NotificationType } from "#core/notifications.ts";
import { countUnread, listPage } from "#server/notifications/list-notifications.ts";
import { markAllRead } from "#server/notifications/mark-read.ts";
import { userNotifications, users } from "#server/platform/db/schema.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader as personalPage } from "../account/notifications.tsx";
import { loader as ownerPage } from "./notifications.tsx";

const getHandle = setupTestDatabase();
const OWNER = "areas-duena";

/** One notification of every type, unread; one more of each already read. */
beforeAll(async () => {
  const { db } = getHandle();
  await db.insert(users).values({ id: OWNER, name: "Dueña", email: `${OWNER}@example.com`, emailVerified: true });
  const base = Date.parse("2026-11-20T12:00:00.000Z");
  await db.insert(userNotifications).values(
    NOTIFICATION_TYPES.flatMap((type, i) => [
      { userId: OWNER, type, title: `${type} nueva`, message: "…", createdAt: new Date(base + i * 60_000) },
      { userId: OWNER, type, title: `${type} leída`, message: "…", isRead: true, createdAt: new Date(base - i) },
    ]),
  );
});

async function pages() {
  const context = contextWithUser(testUser(OWNER, { email: `${OWNER}@example.com` }));
  const call = (loader: typeof personalPage | typeof ownerPage, path: string) =>
    loader({ request: new Request(`http://localhost:3000${path}`), context, params: {} } as never);
  return {
    personal: await call(personalPage, "/notifications"),
    owner: await call(ownerPage, "/mi-comercio/notificaciones"),
  };
}

describe("each notification is listed in exactly one place", () => {
  it("/notifications has the personal types, /mi-comercio/notificaciones the owner's, no id in both and none left out", async () => {
    const { personal, owner } = await pages();
    const personalIds = personal.items.map((n) => n.id);
    const ownerIds = owner.items.map((n) => n.id);
    expect(personalIds.filter((id) => ownerIds.includes(id))).toEqual([]);
    expect(personal.total + owner.total).toBe(NOTIFICATION_TYPES.length * 2);
    for (const n of personal.items) expect(NOTIFICATION_AREA[n.type as NotificationType]).toBe("personal");
    for (const n of owner.items) expect(NOTIFICATION_AREA[n.type as NotificationType]).toBe("owner");
    expect(owner.items.map((n) => n.title)).toContain("new_review nueva");
    expect(personal.items.map((n) => n.title)).toContain("review_reply nueva");
  });

  it("each page's unread count is its list's, and the bell's is both", async () => {
    const { personal, owner } = await pages();
    expect(personal.unreadCount).toBe(personal.items.filter((n) => !n.isRead).length);
    expect(owner.unreadCount).toBe(owner.items.filter((n) => !n.isRead).length);
    expect(await countUnread(OWNER, "personal")).toBe(personal.unreadCount);
    expect(await countUnread(OWNER, "owner")).toBe(owner.unreadCount);
    expect(await countUnread(OWNER)).toBe(personal.unreadCount + owner.unreadCount);
    expect(personal.unreadCount).toBeGreaterThan(0);
    expect(owner.unreadCount).toBeGreaterThan(0);
  });

  it("a page's «Marcar todas» leaves the other page's unread ones alone; the bell's marks everything", async () => {
    const before = await countUnread(OWNER, "personal");
    expect(await markAllRead(OWNER, "owner")).toBeGreaterThan(0);
    expect(await countUnread(OWNER, "owner")).toBe(0);
    expect(await countUnread(OWNER, "personal")).toBe(before);
    expect((await listPage(OWNER, "owner", 1)).unreadCount).toBe(0);
    await markAllRead(OWNER);
    expect(await countUnread(OWNER)).toBe(0);
  });
});
