/**
 * The owner's side of reviews: a new review tells the business's owners; the business replies once
 * per review (edits, deletes), the reply is on the public business data, the reviewer is told once;
 * another owner, a plain user and another business's review id change nothing.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseListParams } from "#core/list-params.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { auditTrail } from "../platform/audit/record-audit.ts";
import { getUserBusinesses } from "../platform/auth/roles.ts";
import { businesses, businessReviews, userNotifications, users } from "../platform/db/schema.ts";
import { getPublicBusiness } from "../public-business/get-public-business.ts";
import { listOwnerReviews, OWNER_REVIEWS_LIST } from "./owner-reviews.ts";
import { saveReviewReply } from "./review-reply.ts";
import { saveReview } from "./save-review.ts";

const database = setupTestDatabase();
const OWNER = { id: "demo-comercio", isAdmin: false };
const NEIGHBOUR = { id: "demo-vecino", isAdmin: false };
const ADMIN = { id: "demo-admin", isAdmin: true };

let business: { uuid: string; slug: string; name: string };
let reviewer: string;

beforeAll(async () => {
  const { db } = database();
  const owned = await getUserBusinesses(db, OWNER.id);
  const [row] = await db
    .select({ uuid: businesses.uuid, slug: businesses.slug, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.uuid, owned.find((b) => b.status === "active")!.uuid));
  business = row!;
  // A person who has not reviewed it yet.
  const reviewed = await db
    .select({ userId: businessReviews.userId })
    .from(businessReviews)
    .where(eq(businessReviews.businessUuid, business.uuid));
  const candidates = await db.select({ id: users.id }).from(users);
  reviewer = candidates.find(
    (u) => ![OWNER.id, ADMIN.id].includes(u.id) && !reviewed.some((r) => r.userId === u.id),
  )!.id;
});

describe("a new review", () => {
  it("tells the business's owners, once, linking to their reviews screen; an edit tells nobody", async () => {
    const { db } = database();
    const { id, outcome } = await saveReview({
      userId: reviewer,
      businessUuid: business.uuid,
      rating: 4,
      comment: "Muy rico todo",
    });
    expect(outcome).toBe("created");
    const told = await db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, OWNER.id),
          eq(userNotifications.type, "new_review"),
          eq(userNotifications.message, "Muy rico todo"),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      link: `/mi-comercio/${business.uuid}/resenas`,
      title: `Nueva reseña de 4 estrellas en ${business.name}`,
    });
    await saveReview({ userId: reviewer, businessUuid: business.uuid, rating: 5, comment: "Muy rico todo" });
    const again = await db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, OWNER.id),
          eq(userNotifications.type, "new_review"),
          eq(userNotifications.message, "Muy rico todo"),
        ),
      );
    expect(again).toHaveLength(1);
    expect(id).toBeGreaterThan(0);
  });
});

describe("saveReviewReply", () => {
  async function reviewToAnswer() {
    const [row] = await database()
      .db.select()
      .from(businessReviews)
      .where(and(eq(businessReviews.businessUuid, business.uuid), eq(businessReviews.userId, reviewer)));
    return row!;
  }

  it("publishes the reply on the business page, tells the reviewer once, and can edit and delete it", async () => {
    const { db } = database();
    const review = await reviewToAnswer();
    expect(await saveReviewReply(OWNER, business.uuid, review.id, "¡Gracias por venir! <b>Volvé</b>")).toEqual({
      ok: true,
      value: "created",
    });
    const page = await getPublicBusiness(business.slug);
    const shown = page?.reviews.find((r) => r.id === review.id);
    expect(shown?.ownerReply).toBe("¡Gracias por venir! <b>Volvé</b>");
    expect(shown?.ownerReplyAt).toBeTruthy();

    const toReviewer = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, reviewer), eq(userNotifications.type, "review_reply")));
    expect(toReviewer).toHaveLength(1);
    expect(toReviewer[0]).toMatchObject({
      title: `${business.name} respondió tu reseña`,
      link: `/${business.slug}#resenas`,
    });

    expect(await saveReviewReply(OWNER, business.uuid, review.id, "Gracias, te esperamos")).toEqual({
      ok: true,
      value: "updated",
    });
    expect((await getPublicBusiness(business.slug))?.reviews.find((r) => r.id === review.id)?.ownerReply).toBe(
      "Gracias, te esperamos",
    );
    expect(await saveReviewReply(OWNER, business.uuid, review.id, null)).toEqual({ ok: true, value: "deleted" });
    expect(await saveReviewReply(OWNER, business.uuid, review.id, null)).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
    expect((await getPublicBusiness(business.slug))?.reviews.find((r) => r.id === review.id)?.ownerReply).toBeNull();
    // A second first reply does not tell the reviewer twice.
    await saveReviewReply(OWNER, business.uuid, review.id, "Otra vez gracias");
    const stillOne = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, reviewer), eq(userNotifications.type, "review_reply")));
    expect(stillOne).toHaveLength(1);

    const trail = await auditTrail(db, { type: "review", id: review.id });
    expect(trail.map((t) => t.action)).toEqual([
      "review.reply_create",
      "review.reply_delete",
      "review.reply_update",
      "review.reply_create",
    ]);
  });

  it("lists the reviews waiting for a reply first, each group newest first; only those without a reply when asked", async () => {
    const list = (query: string) =>
      listOwnerReviews(business.uuid, parseListParams(`size=50&${query}`, OWNER_REVIEWS_LIST));
    const all = await list("");
    const unanswered = await list("estado=sin-responder");
    const answered = await list("estado=respondidas");
    expect(all.total).toBeGreaterThan(unanswered.total);
    expect(answered.total).toBeGreaterThan(0);
    expect(unanswered.rows.every((r) => r.ownerReply === null)).toBe(true);
    expect(answered.rows.every((r) => r.ownerReply !== null)).toBe(true);
    expect(unanswered.total + answered.total).toBe(all.total);
    // Waiting ones first, then the answered, each newest first.
    const firstAnswered = all.rows.findIndex((r) => r.ownerReply !== null);
    expect(all.rows.slice(firstAnswered).every((r) => r.ownerReply !== null)).toBe(true);
    for (const group of [all.rows.slice(0, firstAnswered), all.rows.slice(firstAnswered)]) {
      const dates = group.map((r) => r.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it("filters by stars and counts each choice with the other filter kept", async () => {
    const { db } = database();
    const rows = await db
      .select({ rating: businessReviews.rating, ownerReply: businessReviews.ownerReply })
      .from(businessReviews)
      .where(eq(businessReviews.businessUuid, business.uuid));
    const count = (pred: (r: (typeof rows)[number]) => boolean) => rows.filter(pred).length;
    const all = await listOwnerReviews(business.uuid, parseListParams("", OWNER_REVIEWS_LIST));
    expect(all.counts.byState).toEqual({
      all: rows.length,
      unanswered: count((r) => r.ownerReply === null),
      answered: count((r) => r.ownerReply !== null),
    });
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(all.counts.byStars[String(stars) as "5"]).toBe(count((r) => r.rating === stars));
    }
    const stars = rows[0]!.rating;
    const fives = await listOwnerReviews(
      business.uuid,
      parseListParams(`estrellas=${stars}&estado=sin-responder`, OWNER_REVIEWS_LIST),
    );
    expect(fives.rows.every((r) => r.rating === stars && r.ownerReply === null)).toBe(true);
    expect(fives.total).toBe(count((r) => r.rating === stars && r.ownerReply === null));
    // The state counts keep the stars chosen; the star counts keep the state chosen.
    expect(fives.counts.byState.all).toBe(count((r) => r.rating === stars));
    expect(fives.counts.byStars[String(stars) as "5"]).toBe(fives.total);
    // A value outside 1–5 is ignored, not an error.
    const odd = await listOwnerReviews(business.uuid, parseListParams("estrellas=9&estado=x", OWNER_REVIEWS_LIST));
    expect(odd.total).toBe(rows.length);
  });

  it("refuses another owner, a plain user and another business's review, changing nothing", async () => {
    const { db } = database();
    const review = await reviewToAnswer();
    const [foreign] = await db
      .select()
      .from(businessReviews)
      .where(
        and(
          eq(
            businessReviews.businessUuid,
            (await db.select().from(businesses).where(eq(businesses.status, "active"))).find(
              (b) => b.uuid !== business.uuid && b.uuid,
            )!.uuid,
          ),
        ),
      )
      .limit(1);
    expect(await saveReviewReply(NEIGHBOUR, business.uuid, review.id, "Hackeada")).toMatchObject({
      ok: false,
      problem: { code: "forbidden" },
    });
    if (foreign) {
      expect(await saveReviewReply(OWNER, business.uuid, foreign.id, "Ajena")).toMatchObject({
        ok: false,
        problem: { code: "not_found" },
      });
      const [after] = await db.select().from(businessReviews).where(eq(businessReviews.id, foreign.id));
      expect(after?.ownerReply).toBe(foreign.ownerReply);
    }
    expect(await saveReviewReply(OWNER, business.uuid, 2_000_000_000, "Nadie")).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
    const [same] = await db.select().from(businessReviews).where(eq(businessReviews.id, review.id));
    expect(same?.ownerReply).toBe(review.ownerReply);
    // An admin may answer for any business.
    expect((await saveReviewReply(ADMIN, business.uuid, review.id, "Respuesta del equipo")).ok).toBe(true);
  });
});
