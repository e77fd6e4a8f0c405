import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { auditLog, businessPromotions } from "#server/platform/db/schema.ts";
import {
  ADMIN,
  expectRefused,
  fieldErrors,
  load,
  locationOf,
  NOT_ADMINS,
  post,
  statusOf,
  toastOf,
} from "#tests/setup/catalog-route-helpers.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as editAction, loader as editLoader } from "./promotion-edit.tsx";
import { action as listAction, loader as listLoader } from "./promotions.tsx";

const database = setupTestDatabase();
const LIST = "/admin/promotions";

/** Live, unpaused, unfeatured promotions to act on (each test takes its own slice). */
async function livePromotions(offset: number, n: number) {
  const now = TEST_NOW;
  return database()
    .db.select()
    .from(businessPromotions)
    .where(
      and(
        isNull(businessPromotions.pausedAt),
        eq(businessPromotions.isFeatured, false),
        gt(businessPromotions.endDate, new Date(now.getTime() + 86_400_000)),
      ),
    )
    .orderBy(businessPromotions.id)
    .offset(offset)
    .limit(n);
}

async function rows(ids: string[]) {
  const found = await database().db.select().from(businessPromotions).where(inArray(businessPromotions.id, ids));
  return ids.map((id) => found.find((r) => r.id === id));
}

describe("/admin/promotions", () => {
  it("lists every business's promotions by state, featured and business; only for admins", async () => {
    const paused = (await load(listLoader, `${LIST}?estado=paused`, ADMIN)) as Awaited<ReturnType<typeof listLoader>>;
    expect(paused.list.rows.length).toBeGreaterThan(0);
    expect(paused.list.rows.every((r) => r.state === "paused")).toBe(true);
    const scheduled = (await load(listLoader, `${LIST}?estado=scheduled`, ADMIN)) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(scheduled.list.rows.length).toBeGreaterThan(0);
    expect(scheduled.list.rows.every((r) => r.state === "scheduled")).toBe(true);
    const business = paused.list.rows[0]!.businessUuid;
    const one = (await load(listLoader, `${LIST}?comercio=${business}&sort=views`, ADMIN)) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(one.list.rows.every((r) => r.businessUuid === business)).toBe(true);
    const views = one.list.rows.map((r) => r.viewsCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    for (const user of NOT_ADMINS) expect(expectRefused(await load(listLoader, LIST, user), user)).toBe(true);
  });

  it("features, pauses and resumes one promotion (audited on the promotion); non-admins change nothing", async () => {
    const [promo] = await livePromotions(0, 1);
    const id = promo!.id;
    for (const user of NOT_ADMINS) {
      for (const intent of ["feature", "pause", "delete"]) {
        const refused = await post(listAction, LIST, user, [
          ["intent", intent],
          ["promotionId", id],
        ]);
        expect(expectRefused(refused, user)).toBe(true);
      }
    }
    expect((await rows([id]))[0]).toMatchObject({ isFeatured: false, pausedAt: null });

    const featured = await post(listAction, `${LIST}?estado=active`, ADMIN, [
      ["intent", "feature"],
      ["promotionId", id],
    ]);
    expect(locationOf(featured)).toBe(`${LIST}?estado=active`);
    expect(await toastOf(featured)).toMatchObject({ type: "success", title: "1 promoción destacada" });
    await post(listAction, LIST, ADMIN, [
      ["intent", "pause"],
      ["promotionId", id],
    ]);
    expect((await rows([id]))[0]).toMatchObject({ isFeatured: true, pausedAt: expect.any(Date) });
    const again = await post(listAction, LIST, ADMIN, [
      ["intent", "pause"],
      ["promotionId", id],
    ]);
    expect(await toastOf(again)).toMatchObject({ type: "error", title: "No cambió ninguna promoción" });
    await post(listAction, LIST, ADMIN, [
      ["intent", "resume"],
      ["promotionId", id],
    ]);
    expect((await rows([id]))[0]?.pausedAt).toBeNull();
    const trail = await database()
      .db.select({ action: auditLog.action, entityType: auditLog.entityType })
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.id));
    expect(trail.slice(0, 3)).toEqual([
      { action: "promotion.resume", entityType: "promotion" },
      { action: "promotion.pause", entityType: "promotion" },
      { action: "promotion.feature", entityType: "promotion" },
    ]);
    const page = (await load(editLoader, `${LIST}/${id}`, ADMIN, { promotionId: id })) as Awaited<
      ReturnType<typeof editLoader>
    >;
    expect(page.timeline.map((t) => t.action).slice(0, 3)).toEqual([
      "promotion.resume",
      "promotion.pause",
      "promotion.feature",
    ]);
  });

  it("acts on the ticked ones in bulk, refusing bad ids and more than a page", async () => {
    const picked = (await livePromotions(5, 3)).map((p) => p.id);
    const paused = await post(listAction, LIST, ADMIN, [
      ["intent", "pause"],
      ...picked.map((id): [string, string] => ["ids", id]),
    ]);
    expect(await toastOf(paused)).toMatchObject({ title: "3 promociones pausadas" });
    expect((await rows(picked)).every((r) => r?.pausedAt)).toBe(true);
    const bad = await post(listAction, LIST, ADMIN, [
      ["intent", "delete"],
      ["ids", "' or 1=1 --"],
    ]);
    expect(await toastOf(bad)).toMatchObject({ type: "error", description: "La promoción no es válida." });
    const tooMany = await post(listAction, `${LIST}?size=20`, ADMIN, [
      ["intent", "delete"],
      ...Array.from({ length: 21 }, (): [string, string] => ["ids", picked[0]!]),
    ]);
    expect(await toastOf(tooMany)).toMatchObject({ description: "Elegí como máximo 20 promociones a la vez." });
    for (const user of NOT_ADMINS) {
      const refused = await post(listAction, LIST, user, [
        ["intent", "delete"],
        ...picked.map((id): [string, string] => ["ids", id]),
      ]);
      expect(expectRefused(refused, user)).toBe(true);
    }
    expect((await rows(picked)).every(Boolean)).toBe(true);
    const deleted = await post(listAction, LIST, ADMIN, [
      ["intent", "delete"],
      ...picked.map((id): [string, string] => ["ids", id]),
    ]);
    expect(await toastOf(deleted)).toMatchObject({ title: "3 promociones eliminadas" });
    expect((await rows(picked)).every((r) => r === undefined)).toBe(true);
  });

  it("edits a promotion with the owner's form and rules; bad input gets field messages; 404 for hostile ids", async () => {
    const [promo] = await livePromotions(10, 1);
    const id = promo!.id;
    const today = buenosAiresDateKey(TEST_NOW);
    const form = (extra: Record<string, string> = {}): [string, string][] =>
      Object.entries({
        title: "Editada por la administración",
        discountBenefit: "3x2",
        startDate: today,
        endDate: addDaysToDateKey(today, 10),
        ...extra,
      });
    for (const user of NOT_ADMINS) {
      expect(expectRefused(await post(editAction, `${LIST}/${id}`, user, form(), { promotionId: id }), user)).toBe(
        true,
      );
    }
    const bad = await post(editAction, `${LIST}/${id}`, ADMIN, form({ title: "x", endDate: "2001-01-01" }), {
      promotionId: id,
    });
    expect(statusOf(bad)).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({
      title: "El título debe tener al menos 3 caracteres",
      endDate: "La fecha de fin no puede ser anterior a la de inicio",
    });
    expect((await rows([id]))[0]?.title).toBe(promo!.title);
    const saved = await post(editAction, `${LIST}/${id}`, ADMIN, form({ isFeatured: "on" }), { promotionId: id });
    expect(await toastOf(saved)).toMatchObject({ title: "Promoción guardada" });
    expect((await rows([id]))[0]).toMatchObject({ title: "Editada por la administración", isFeatured: true });

    expect(statusOf(await load(editLoader, `${LIST}/nope`, ADMIN, { promotionId: "nope" }))).toBe(404);
    expect(statusOf(await post(editAction, `${LIST}/nope`, ADMIN, form(), { promotionId: "nope" }))).toBe(404);
    const deleted = await post(
      editAction,
      `${LIST}/${id}`,
      ADMIN,
      [
        ["intent", "delete"],
        ["promotionId", id],
      ],
      { promotionId: id },
    );
    expect(locationOf(deleted)).toBe(LIST);
    expect((await rows([id]))[0]).toBeUndefined();
  });
});
