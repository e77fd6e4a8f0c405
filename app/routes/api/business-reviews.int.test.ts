/**
 * A business page's reviews beyond the newest ten: the page says "(23 reseñas)" and every one of
 * them can be read, ten at a time, by `?resenas=N` (the page's loader, without JavaScript) and by
 * GET /api/businesses/{uuid}/reviews?pagina=N ("Ver más reseñas"). Hidden reviews are neither
 * listed nor counted; a business that is not public answers 404.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "#core/errors.ts";
import { businesses, businessReviews, users } from "#server/platform/db/schema.ts";
import { loadBusinessPage } from "#server/public-business/load-business-page.ts";
import type { ReviewsPage } from "#server/reviews/business-reviews.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./business-reviews.ts";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

let made = 0;
/** A public business with `count` visible reviews, review i written i hours before TEST_NOW, plus one hidden. */
async function businessWithReviews(count: number, status = "active") {
  const { db } = database();
  const tag = `${++made}-${Date.now().toString(36)}`;
  const [business] = await db
    .insert(businesses)
    .values({ name: `Reseñas ${tag}`, slug: `resenas-${tag}`, status })
    .returning({ uuid: businesses.uuid, slug: businesses.slug });
  const people = Array.from({ length: count + 1 }, (_, i) => ({
    id: `lector-${tag}-${i}`,
    name: `Lector ${i}`,
    email: `lector-${tag}-${i}@example.com`,
  }));
  await db.insert(users).values(people);
  await db.insert(businessReviews).values(
    people.map((p, i) => ({
      businessUuid: business!.uuid,
      userId: p.id,
      rating: 1 + (i % 5),
      comment: `Reseña número ${i}`,
      createdAt: new Date(TEST_NOW.getTime() - (i + 1) * 3_600_000),
      // The last one is hidden by a moderator: neither listed nor counted.
      ...(i === count ? { hiddenAt: TEST_NOW, hiddenReason: "Ofensiva" } : {}),
    })),
  );
  return business!;
}

async function get(id: string, query = "") {
  const response = (await loader({
    request: new Request(`${ORIGIN}/api/businesses/${id}/reviews${query}`),
    params: { id },
    context: contextWithUser(null),
  } as never)) as Response;
  return { status: response.status, body: (await response.json()) as ReviewsPage & ErrorBody, response };
}

const comments = (page: { reviews: { comment: string | null }[] }) => page.reviews.map((r) => r.comment);
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Reseña número ${from + i}`);

describe("a business page's reviews, all of them", () => {
  it("GET /api/businesses/{uuid}/reviews pages through every visible review, newest first", async () => {
    const business = await businessWithReviews(23);
    const first = await get(business.uuid);
    expect(first.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toMatchObject({ page: 1, pageCount: 3, total: 23 });
    expect(comments(first.body)).toEqual(numbered(0, 9));
    expect(first.body.reviews[0]).toMatchObject({ authorName: "Lector 0", rating: 1, ownerReply: null });

    expect(comments((await get(business.uuid, "?pagina=2")).body)).toEqual(numbered(10, 19));
    const last = await get(business.uuid, "?pagina=3");
    expect(last.body).toMatchObject({ page: 3, pageCount: 3, total: 23 });
    expect(comments(last.body)).toEqual(numbered(20, 22));
    // Past the end: the last page; nonsense: the first.
    expect((await get(business.uuid, "?pagina=99")).body.page).toBe(3);
    for (const bad of ["?pagina=0", "?pagina=-2", "?pagina=abc", "?pagina=1.5", "?pagina=99999999999"]) {
      const answer = await get(business.uuid, bad);
      expect(answer.status).toBe(200);
      expect(answer.body.page, bad).toBe(1);
    }
  });

  it("404 for an id that is not a UUID, an unknown business or one not public; 405 for a POST", async () => {
    const hidden = await businessWithReviews(2, "pending");
    for (const id of ["no-es-uuid", "00000000-0000-4000-8000-000000000000", hidden.uuid]) {
      const answer = await get(id);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe("Comercio no encontrado");
    }
    const post = (await action()) as Response;
    expect(post.status).toBe(405);
  });

  it("?resenas=N gives the page's loader that page (without JavaScript); page 1 stays the cached one", async () => {
    const business = await businessWithReviews(12);
    const visit = (query: string) =>
      loadBusinessPage(
        business.slug,
        new Request(`${ORIGIN}/${business.slug}${query}`, { headers: { "user-agent": "Googlebot" } }),
        {
          slugOnly: true,
        },
      );
    const plain = await visit("");
    expect(plain.reviewsPage).toBeNull();
    expect(plain.business.rating?.count).toBe(12);
    expect(comments(plain.business)).toEqual(numbered(0, 9));

    const second = await visit("?resenas=2");
    expect(second.reviewsPage).toMatchObject({ page: 2, pageCount: 2, total: 12 });
    expect(comments(second.reviewsPage!)).toEqual(numbered(10, 11));
    expect((await visit("?resenas=7")).reviewsPage?.page).toBe(2);
    expect((await visit("?resenas=uno")).reviewsPage).toBeNull();
  });

  it("a hidden review is neither listed nor counted on any page", async () => {
    const business = await businessWithReviews(11);
    const { db } = database();
    const [hiddenOne] = await db
      .select()
      .from(businessReviews)
      .where(and(eq(businessReviews.businessUuid, business.uuid), eq(businessReviews.comment, "Reseña número 11")));
    expect(hiddenOne?.hiddenAt).not.toBeNull();
    const all = [...(await get(business.uuid)).body.reviews, ...(await get(business.uuid, "?pagina=2")).body.reviews];
    expect(all.map((r) => r.comment)).toEqual(numbered(0, 10));
  });
});
