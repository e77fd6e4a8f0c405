import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNotNull, notInArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "#core/reviews.ts";
import { sessionUserContext } from "#server/platform/auth/guards.ts";
import { businesses, businessReviews, userRoles } from "#server/platform/db/schema.ts";
import { loadBusinessPage } from "#server/public-business/load-business-page.ts";
import { createConfirmedUser, signIn } from "#tests/setup/auth-client.ts";
import { contextForCookie, postForm } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action } from "./reviews.ts";

const database = setupTestDatabase();

const post = (cookie: string | null, fields: Record<string, string>, options: { document?: boolean } = {}) =>
  postForm(action, "/api/reviews", cookie, fields, options);

/** The business page as a visitor loads it (through the page cache), and as `cookie`'s owner sees it. */
async function page(uuid: string, cookie: string | null = null) {
  const context = await contextForCookie(cookie);
  const request = new Request(`http://localhost:3000/business/${uuid}`, { headers: { "user-agent": "Googlebot" } });
  return loadBusinessPage(uuid, request, { user: context.get(sessionUserContext) });
}

let targets: string[] = [];
let ownedUuid: string;
let pendingUuid: string;
let ana: { cookie: string; userId: string };
let beto: { cookie: string; userId: string };

beforeAll(async () => {
  const { db } = database();
  const owned = db.select({ uuid: userRoles.businessUuid }).from(userRoles).where(isNotNull(userRoles.businessUuid));
  targets = (
    await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(and(eq(businesses.status, "active"), notInArray(businesses.uuid, owned)))
      .orderBy(asc(businesses.id))
      .limit(4)
  ).map((r) => r.uuid);
  const [mine] = await db
    .select({ uuid: userRoles.businessUuid })
    .from(userRoles)
    .where(and(eq(userRoles.userId, "demo-comercio"), isNotNull(userRoles.businessUuid)));
  ownedUuid = mine!.uuid!;
  const [pending] = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "pending"));
  pendingUuid = pending!.uuid;
  [ana, beto] = await Promise.all([
    createConfirmedUser("ana.resena@example.com", "Ana Reseñadora"),
    createConfirmedUser("beto.resena@example.com", "Beto Vecino"),
  ]);
});

const reviewsOf = (userId: string) =>
  database().db.select().from(businessReviews).where(eq(businessReviews.userId, userId));

describe("POST /api/reviews", () => {
  it("creates, updates and deletes a review, and the page's average and count follow at once", async () => {
    const uuid = targets[0]!;
    const before = await page(uuid); // fills the page cache
    const count = before.business.rating?.count ?? 0;
    const sum = (before.business.rating?.average ?? 0) * count;

    const created = await post(ana.cookie, {
      intent: "save",
      businessUuid: uuid,
      rating: "1",
      comment: " Muy lento. ",
    });
    expect(created).toMatchObject({
      status: 200,
      body: { ok: true, outcome: "created", message: "¡Gracias por tu reseña!" },
    });
    const afterCreate = await page(uuid, ana.cookie);
    expect(afterCreate.business.rating?.count).toBe(count + 1);
    expect(afterCreate.business.rating?.average).toBeCloseTo((sum + 1) / (count + 1), 5);
    expect(afterCreate.business.reviews[0]).toMatchObject({
      authorName: "Ana Reseñadora",
      rating: 1,
      comment: "Muy lento.",
    });
    expect(afterCreate.viewer).toMatchObject({
      ownsBusiness: false,
      myReview: { rating: 1, comment: "Muy lento.", authorName: "Ana Reseñadora" },
    });

    const updated = await post(ana.cookie, { intent: "save", businessUuid: uuid, rating: "5", comment: "" });
    expect(updated).toMatchObject({
      status: 200,
      body: { ok: true, outcome: "updated", message: "Reseña actualizada" },
    });
    const rows = await reviewsOf(ana.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, comment: null });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    const afterUpdate = await page(uuid);
    expect(afterUpdate.business.rating?.count).toBe(count + 1);
    expect(afterUpdate.business.rating?.average).toBeCloseTo((sum + 5) / (count + 1), 5);
    expect(afterUpdate.viewer).toBeNull();

    const deleted = await post(ana.cookie, { intent: "delete", businessUuid: uuid });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true, outcome: "deleted", message: "Reseña eliminada" } });
    expect(await reviewsOf(ana.userId)).toHaveLength(0);
    const afterDelete = await page(uuid, ana.cookie);
    expect(afterDelete.business.rating?.count ?? 0).toBe(count);
    expect(afterDelete.viewer?.myReview).toBeNull();

    const again = await post(ana.cookie, { intent: "delete", businessUuid: uuid });
    expect(again).toMatchObject({ status: 404, body: { ok: false, error: REVIEW_MESSAGES.notFound } });
  });

  it("one review per person and business, and nobody touches another's", async () => {
    const uuid = targets[1]!;
    await post(ana.cookie, { intent: "save", businessUuid: uuid, rating: "4", comment: "Rico todo." });
    await post(ana.cookie, { intent: "save", businessUuid: uuid, rating: "3", comment: "Bien." });
    expect(await reviewsOf(ana.userId)).toHaveLength(1);

    // Beto's save writes Beto's own review; his delete without one finds nothing to delete.
    const betoDelete = await post(beto.cookie, { intent: "delete", businessUuid: uuid });
    expect(betoDelete.status).toBe(404);
    const betoSave = await post(beto.cookie, { intent: "save", businessUuid: uuid, rating: "1", comment: "Mal." });
    expect(betoSave.body).toMatchObject({ outcome: "created" });
    await post(beto.cookie, { intent: "delete", businessUuid: uuid });

    const [anas] = await reviewsOf(ana.userId);
    expect(anas).toMatchObject({ businessUuid: uuid, rating: 3, comment: "Bien." });
    expect(await reviewsOf(beto.userId)).toHaveLength(0);
    await post(ana.cookie, { intent: "delete", businessUuid: uuid });
  });

  it("the unique index holds even when two saves race", async () => {
    const uuid = targets[2]!;
    const results = await Promise.all(
      ["2", "4"].map((rating) => post(beto.cookie, { intent: "save", businessUuid: uuid, rating })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await reviewsOf(beto.userId)).toHaveLength(1);
    await post(beto.cookie, { intent: "delete", businessUuid: uuid });
  });

  it.each([
    ["rating 0", { rating: "0" }, { rating: REVIEW_MESSAGES.rating }],
    ["rating 6", { rating: "6" }, { rating: REVIEW_MESSAGES.rating }],
    ["rating x", { rating: "x" }, { rating: REVIEW_MESSAGES.rating }],
    ["no rating", {}, { rating: REVIEW_MESSAGES.rating }],
    ["a 5000-character comment", { rating: "5", comment: "a".repeat(5000) }, { comment: REVIEW_MESSAGES.commentLong }],
    ["a control character", { rating: "5", comment: "hola\u0000" }, { comment: REVIEW_MESSAGES.commentControl }],
    ["no business", { businessUuid: "", rating: "5" }, { businessUuid: "No encontramos ese comercio." }],
    [
      "a slug for a business",
      { businessUuid: "la-pizzeria", rating: "5" },
      { businessUuid: "No encontramos ese comercio." },
    ],
    ["an unknown intent", { intent: "publish", rating: "5" }, { intent: REVIEW_MESSAGES.intent }],
  ])("refuses %s with a Spanish message and stores nothing", async (_label, fields, fieldErrors) => {
    const response = await post(beto.cookie, { intent: "save", businessUuid: targets[3]!, ...fields });
    expect(response.status).toBe(400);
    const error = Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, [message]]));
    expect(response.body).toMatchObject({ ok: false, reply: { error } });
    expect(typeof response.body?.error).toBe("string");
    expect(await reviewsOf(beto.userId)).toHaveLength(0);
  });

  it("refuses unknown and hidden businesses, and an owner reviewing their own", async () => {
    for (const businessUuid of [randomUUID(), pendingUuid]) {
      const response = await post(beto.cookie, { intent: "save", businessUuid, rating: "5" });
      expect(response).toMatchObject({ status: 404, body: { ok: false, error: "No encontramos ese comercio." } });
    }
    const owner = await signIn("comercio@vilma.test", "vilma1234");
    const own = await post(owner, { intent: "save", businessUuid: ownedUuid, rating: "5", comment: "¡El mejor!" });
    expect(own).toMatchObject({ status: 403, body: { ok: false, error: "No podés reseñar tu propio comercio." } });
    expect(await reviewsOf("demo-comercio")).toHaveLength(0);
    expect((await page(ownedUuid, owner)).viewer).toMatchObject({ ownsBusiness: true, myReview: null });
  });

  it("keeps markup as plain text", async () => {
    const comment = '<img src=x onerror="alert(1)"> <b>excelente</b> & "barato"';
    await post(beto.cookie, { intent: "save", businessUuid: targets[3]!, rating: "4", comment });
    const [row] = await reviewsOf(beto.userId);
    expect(row?.comment).toBe(comment);
    await post(beto.cookie, { intent: "delete", businessUuid: targets[3]! });
  });

  it("signed out: 401 JSON for the app, a trip to /auth for a plain form", async () => {
    const fields = { intent: "save", businessUuid: targets[0]!, rating: "5", redirectTo: "/la-pizzeria#resenas" };
    expect(await post(null, fields)).toMatchObject({
      status: 401,
      body: { error: { code: "unauthorized", message: "Tenés que iniciar sesión." } },
    });
    const form = await post(null, fields, { document: true });
    expect(form.status).toBe(302);
    expect(form.location).toBe(`/auth?redirectTo=${encodeURIComponent("/la-pizzeria#resenas")}`);
    const rows = await database()
      .db.select({ id: businessReviews.id })
      .from(businessReviews)
      .where(
        and(
          eq(businessReviews.businessUuid, targets[0]!),
          gt(businessReviews.createdAt, sql`now() - interval '1 minute'`),
        ),
      );
    const count = rows.length;
    expect(count).toBe(0);
  });

  it("a plain form post goes back to the page with a toast", async () => {
    const uuid = targets[3]!;
    const saved = await post(
      ana.cookie,
      { intent: "save", businessUuid: uuid, rating: "4", redirectTo: "/x#resenas" },
      {
        document: true,
      },
    );
    expect(saved).toMatchObject({ status: 302, location: "/x#resenas" });
    expect(saved.setCookie.some((c) => c.startsWith("vilma_flash="))).toBe(true);
    const bad = await post(
      ana.cookie,
      { intent: "save", businessUuid: uuid, rating: "9", redirectTo: "/x" },
      {
        document: true,
      },
    );
    expect(bad).toMatchObject({ status: 302, location: "/x" });
    expect((await reviewsOf(ana.userId))[0]?.rating).toBe(4);
    await post(ana.cookie, { intent: "delete", businessUuid: uuid });
  });
});
