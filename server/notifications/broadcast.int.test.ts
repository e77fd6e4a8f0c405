import { asc, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseListParams } from "#core/list-params.ts";
import { BROADCASTS_LIST } from "#core/notification-broadcast-form.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { dispatchPendingEvents } from "../events/dispatcher.ts";
import type { Database } from "../platform/db/client.ts";
import {
  businesses,
  categories,
  favorites,
  notificationBroadcasts,
  userNotifications,
  users,
} from "../platform/db/schema.ts";
import {
  automaticNotificationsByDay,
  countRecipients,
  deliverBroadcast,
  listBroadcasts,
  resolveAudience,
} from "./broadcast.ts";
import { sendBroadcast } from "./send-broadcast.ts";

const getHandle = setupTestDatabase();
const db = () => getHandle().db as Database;

const FANS = ["bc-fan-1", "bc-fan-2", "bc-fan-3", "bc-fan-4", "bc-fan-5"];
const BANNED = "bc-banned";
let business: { uuid: string; categoryId: number; name: string };
let parentCategory: number | null;

beforeAll(async () => {
  const [row] = await db()
    .select({ uuid: businesses.uuid, categoryId: businesses.categoryId, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.status, "active"))
    .orderBy(asc(businesses.id))
    .limit(1);
  business = { uuid: row!.uuid, categoryId: row!.categoryId!, name: row!.name };
  const [category] = await db().select().from(categories).where(eq(categories.id, business.categoryId));
  parentCategory = category?.parentId ?? null;
  await db()
    .insert(users)
    .values([
      ...FANS.map((id) => ({ id, name: id, email: `${id}@example.com` })),
      { id: BANNED, name: BANNED, email: `${BANNED}@example.com`, banned: true },
    ]);
  await db()
    .insert(favorites)
    .values([...FANS, BANNED].map((userId) => ({ userId, businessUuid: business.uuid })));
});

const input = (over: Record<string, unknown> = {}) =>
  ({
    intent: "send",
    title: "Feria del libro",
    message: "Este sábado en la plaza",
    link: "/ofertas",
    type: "other",
    audience: "business_favorites",
    businessUuid: business.uuid,
    ...over,
  }) as never;

describe("audiences", () => {
  it("counts the people who favour a business, its category (or the parent), one person, everyone; never a suspended one", async () => {
    const byBusiness = await countRecipients(db(), { audience: "business_favorites", ref: business.uuid });
    expect(byBusiness).toBeGreaterThanOrEqual(FANS.length);
    const existing = await db().$count(favorites, eq(favorites.businessUuid, business.uuid));
    expect(byBusiness).toBe(existing - 1);
    const byCategory = await countRecipients(db(), {
      audience: "category_favorites",
      ref: String(business.categoryId),
    });
    expect(byCategory).toBeGreaterThanOrEqual(byBusiness);
    if (parentCategory) {
      expect(
        await countRecipients(db(), { audience: "category_favorites", ref: String(parentCategory) }),
      ).toBeGreaterThanOrEqual(byCategory);
    }
    expect(await countRecipients(db(), { audience: "user", ref: FANS[0]! })).toBe(1);
    expect(await countRecipients(db(), { audience: "user", ref: BANNED })).toBe(0);
    const everyone = await db().$count(users, eq(users.banned, false));
    expect(await countRecipients(db(), { audience: "all", ref: null })).toBe(everyone);
  });

  it("names the audience, or says which field is wrong", async () => {
    expect(
      await resolveAudience(db(), input({ audience: "user", email: "BC-FAN-1@example.com".toLowerCase() })),
    ).toMatchObject({
      ok: true,
      target: { audience: "user", ref: "bc-fan-1" },
    });
    expect(await resolveAudience(db(), input({ audience: "user", email: "nadie@example.com" }))).toEqual({
      ok: false,
      field: "email",
      message: "No hay ninguna cuenta con ese e-mail.",
    });
    expect(await resolveAudience(db(), input({ audience: "user", email: `${BANNED}@example.com` }))).toMatchObject({
      ok: false,
      field: "email",
    });
    expect(await resolveAudience(db(), input({ businessUuid: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({
      ok: false,
      field: "businessUuid",
    });
    expect(await resolveAudience(db(), input({ audience: "category_favorites", categoryId: "999999" }))).toMatchObject({
      ok: false,
      field: "categoryId",
    });
    expect(await resolveAudience(db(), input())).toMatchObject({ ok: true, name: `Quienes siguen a ${business.name}` });
  });
});

describe("delivery", () => {
  it("writes one notification per recipient in batches, marks the broadcast sent, and a re-run adds nothing", async () => {
    const target = { audience: "business_favorites" as const, ref: business.uuid };
    const expected = await countRecipients(db(), target);
    const id = await sendBroadcast({ id: "demo-admin", ip: null }, input(), target, "Fans", expected);
    const [pending] = await db().select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
    expect(pending).toMatchObject({ status: "pending", recipients: 0, sentBy: "demo-admin" });

    // Two recipients per statement: the batches walk every recipient once.
    const first = await db().transaction((tx) => deliverBroadcast(tx as unknown as Database, id, { batchSize: 2 }));
    expect(first).toEqual({ recipients: expected, batches: Math.ceil(expected / 2) });
    const rows = await db()
      .select()
      .from(userNotifications)
      .where(inArray(userNotifications.userId, [...FANS, BANNED]));
    const ours = rows.filter((r) => r.title === "Feria del libro");
    expect(ours.map((r) => r.userId).sort()).toEqual([...FANS].sort());
    for (const r of ours) {
      expect(r).toMatchObject({ type: "other", message: "Este sábado en la plaza", link: "/ofertas", isRead: false });
      expect(r.id.startsWith("b40adca5")).toBe(true);
    }
    const [sent] = await db().select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
    expect(sent).toMatchObject({ status: "sent", recipients: expected });
    expect(sent?.sentAt).toBeInstanceOf(Date);

    // Again (a retried event): same count, no new rows; then through the dispatcher as in production.
    expect(await deliverBroadcast(db(), id, { batchSize: 3 })).toEqual({
      recipients: expected,
      batches: Math.ceil(expected / 3),
    });
    await dispatchPendingEvents(db());
    const again = await db().select().from(userNotifications).where(like(userNotifications.title, "Feria del libro"));
    expect(again).toHaveLength(expected);

    // Who read it shows in the list; the app's own notifications leave broadcasts out.
    await db().update(userNotifications).set({ isRead: true }).where(eq(userNotifications.id, ours[0]!.id));
    const list = await listBroadcasts(parseListParams("q=feria del libro", BROADCASTS_LIST));
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({
      id,
      readCount: 1,
      recipients: expected,
      status: "sent",
      sentByName: expect.any(String),
    });
    expect(list.rows[0]?.audienceName).toBe(`Quienes siguen a ${business.name}`);
    const automatic = await automaticNotificationsByDay(30);
    const todayOther = automatic.reduce((n, d) => n + (d.counts.other ?? 0), 0);
    await db().insert(userNotifications).values({ userId: FANS[0]!, type: "other", title: "Automática", message: "x" });
    const after = await automaticNotificationsByDay(30);
    expect(after.reduce((n, d) => n + (d.counts.other ?? 0), 0)).toBe(todayOther + 1);
  });
});
