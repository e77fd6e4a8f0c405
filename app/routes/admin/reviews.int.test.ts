/**
 * /admin/reviews and "Reportar": a report is kept once per person and review and counted on the
 * review; hide / restore / delete / "descartar reportes" work for an admin (audited, the author told
 * why) and change nothing for anyone else; a hidden review leaves the business page, its rating and
 * its cards; bad input gets Spanish messages.
 */
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "#core/review-moderation.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, businessReviews, reviewReports, userNotifications } from "#server/platform/db/schema.ts";
import { loadBusinessCards } from "#server/public-business/cards.ts";
import { getPublicBusiness } from "#server/public-business/get-public-business.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as reportAction } from "../api/review-report.ts";
import { action, loader } from "./reviews.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true });
const NEIGHBOUR = testUser("demo-vecino");
const OWNER = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } }).init?.status ?? 200);

const moderate = (user: SessionUser | null, entries: [string, string][]) =>
  run(() =>
    action({
      request: new Request(`${ORIGIN}/admin/reviews`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(entries),
      }),
      context: contextWithUser(user),
      params: {},
    } as never),
  );

const report = async (user: SessionUser, reviewId: number | string, fields: Record<string, string>) => {
  const response = (await reportAction({
    request: new Request(`${ORIGIN}/api/reviews/${reviewId}/report`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "sec-fetch-mode": "cors" },
      body: JSON.stringify(fields),
    }),
    context: contextWithUser(user),
    params: { id: String(reviewId) },
  } as never)) as Response;
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; error?: string; message?: string },
  };
};

let target: { id: number; userId: string; businessUuid: string; slug: string };
beforeAll(async () => {
  const { db } = database();
  // A review with a comment, by a demo reviewer, with no reports yet, on a business with other reviews.
  const [row] = await db
    .select({
      id: businessReviews.id,
      userId: businessReviews.userId,
      businessUuid: businessReviews.businessUuid,
      slug: businesses.slug,
    })
    .from(businessReviews)
    .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
    .where(
      and(
        eq(businessReviews.openReportsCount, 0),
        ne(businessReviews.userId, "demo-vecino"),
        eq(businesses.status, "active"),
      ),
    )
    .orderBy(businessReviews.id)
    .limit(1);
  target = row!;
});

async function reviewRow() {
  const [row] = await database().db.select().from(businessReviews).where(eq(businessReviews.id, target.id));
  return row;
}

describe("reporting a review", () => {
  it("keeps one report per person, counts it on the review, refuses the author and bad input", async () => {
    const bad = await report(NEIGHBOUR, target.id, { reason: "porque sí" });
    expect(bad).toEqual({ status: 400, body: { ok: false, error: "Elegí por qué la reportás." } });
    const first = await report(NEIGHBOUR, target.id, { reason: "spam", details: "Link a otro local" });
    expect(first).toEqual({ status: 200, body: { ok: true, message: REPORT_MESSAGES.done } });
    const again = await report(NEIGHBOUR, target.id, { reason: "fake" });
    expect(again).toEqual({ status: 409, body: { ok: false, error: REPORT_MESSAGES.already } });
    const own = await report(testUser(target.userId), target.id, { reason: "spam" });
    expect(own.status).toBe(403);
    expect((await report(OWNER, "abc", { reason: "spam" })).status).toBe(404);
    await report(OWNER, target.id, { reason: "offensive" });
    expect((await reviewRow())?.openReportsCount).toBe(2);
    const rows = await database().db.select().from(reviewReports).where(eq(reviewReports.reviewId, target.id));
    expect(rows.map((r) => r.reason).sort()).toEqual(["offensive", "spam"]);
  });

  it("shows the reported review in the queue with its reasons", async () => {
    const queue = (await loader({
      request: new Request(`${ORIGIN}/admin/reviews?reported=yes&sort=reports`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof loader>>;
    const row = queue.reviews.rows.find((r) => r.id === target.id);
    expect(row?.openReports).toBe(2);
    expect(row?.reports.map((r) => r.reason).sort()).toEqual(["offensive", "spam"]);
    expect(queue.reviews.rows.every((r) => r.openReports > 0)).toBe(true);
  });
});

describe("moderating", () => {
  it("is refused to non-admins, changing nothing", async () => {
    for (const user of [NEIGHBOUR, OWNER]) {
      expect(
        statusOf(
          await moderate(user, [
            ["intent", "hide"],
            ["reviewId", String(target.id)],
            ["reason", "x"],
          ]),
        ),
      ).toBe(403);
    }
    expect(
      statusOf(
        await moderate(null, [
          ["intent", "hide"],
          ["reviewId", String(target.id)],
          ["reason", "x"],
        ]),
      ),
    ).toBe(302);
    expect((await reviewRow())?.hiddenAt).toBeNull();
  });

  it("asks for a reason in Spanish and refuses hostile ids", async () => {
    const noReason = await moderate(ADMIN, [
      ["intent", "hide"],
      ["reviewId", String(target.id)],
    ]);
    expect(statusOf(noReason)).toBe(400);
    expect(JSON.stringify((noReason as { data: unknown }).data)).toContain("Escribí el motivo");
    const hostile = await moderate(ADMIN, [
      ["intent", "restore"],
      ["reviewId", "1; drop table x"],
    ]);
    expect(statusOf(hostile)).toBe(400);
    expect(
      statusOf(
        await moderate(ADMIN, [
          ["intent", "restore"],
          ["reviewId", "999999999"],
        ]),
      ),
    ).toBe(404);
  });

  it("hides: gone from the page, the rating and the cards; the author is told why; then restores", async () => {
    const { db } = database();
    const before = await getPublicBusiness(target.slug);
    expect(before!.reviews.some((r) => r.id === target.id)).toBe(true);
    const [cardBefore] = await loadBusinessCards([target.businessUuid]);

    const hidden = await moderate(ADMIN, [
      ["intent", "hide"],
      ["reviewId", String(target.id)],
      ["reason", "Tiene datos personales"],
    ]);
    expect(statusOf(hidden)).toBe(302);
    const row = await reviewRow();
    expect(row).toMatchObject({ hiddenReason: "Tiene datos personales", hiddenBy: "demo-admin", openReportsCount: 0 });
    const open = await db.select().from(reviewReports).where(eq(reviewReports.reviewId, target.id));
    expect(open.every((r) => r.resolvedAt !== null)).toBe(true);

    const after = await getPublicBusiness(target.slug);
    expect(after!.reviews.some((r) => r.id === target.id)).toBe(false);
    expect(after!.rating?.count ?? 0).toBe((before!.rating?.count ?? 0) - 1);
    const [cardAfter] = await loadBusinessCards([target.businessUuid]);
    expect(cardBefore?.ratingSource).toBe("vilma");
    if ((before!.rating?.count ?? 0) > 1) expect(cardAfter?.reviewCount).toBe((cardBefore?.reviewCount ?? 0) - 1);
    else expect(cardAfter?.ratingSource).not.toBe("vilma");
    const [note] = await db.select().from(userNotifications).where(eq(userNotifications.userId, target.userId));
    expect(note?.message).toBe("Motivo: Tiene datos personales");

    await moderate(ADMIN, [
      ["intent", "restore"],
      ["reviewId", String(target.id)],
    ]);
    expect((await reviewRow())?.hiddenAt).toBeNull();
    expect((await getPublicBusiness(target.slug))!.reviews.some((r) => r.id === target.id)).toBe(true);
    const trail = await auditTrail(db, { type: "review", id: target.id });
    expect(trail.map((e) => e.action)).toEqual(["review.restore", "review.hide"]);
  });

  it("dismisses the reports (the review stays) and deletes with a reason (the author is told)", async () => {
    const { db } = database();
    await report(NEIGHBOUR, target.id, { reason: "fake" }).catch(() => null);
    await db.update(businessReviews).set({ openReportsCount: 1 }).where(eq(businessReviews.id, target.id));
    await moderate(ADMIN, [
      ["intent", "dismiss"],
      ["reviewId", String(target.id)],
    ]);
    expect(await reviewRow()).toMatchObject({ openReportsCount: 0, hiddenAt: null });

    await moderate(ADMIN, [
      ["intent", "delete"],
      ["reviewId", String(target.id)],
      ["reason", "Era publicidad"],
    ]);
    expect(await reviewRow()).toBeUndefined();
    const notes = await db.select().from(userNotifications).where(eq(userNotifications.userId, target.userId));
    expect(notes.some((n) => n.message === "Motivo: Era publicidad" && n.title.startsWith("Borramos tu reseña"))).toBe(
      true,
    );
  });

  it("hides and restores the ticked reviews in bulk", async () => {
    const { db } = database();
    const rows = await db
      .select({ id: businessReviews.id })
      .from(businessReviews)
      .where(eq(businessReviews.openReportsCount, 0))
      .orderBy(businessReviews.id)
      .offset(5)
      .limit(2);
    const ids = rows.map((r): [string, string] => ["ids", String(r.id)]);
    const refused = await moderate(ADMIN, [["intent", "hide-many"], ...ids]);
    expect(statusOf(refused)).toBe(302);
    const done = await moderate(ADMIN, [["intent", "hide-many"], ["reason", "Spam"], ...ids]);
    expect(statusOf(done)).toBe(302);
    const hidden = await db
      .select({ h: businessReviews.hiddenAt })
      .from(businessReviews)
      .where(eq(businessReviews.id, rows[0]!.id));
    expect(hidden[0]?.h).not.toBeNull();
    await moderate(ADMIN, [["intent", "restore-many"], ...ids]);
    const shown = await db
      .select({ h: businessReviews.hiddenAt })
      .from(businessReviews)
      .where(eq(businessReviews.id, rows[1]!.id));
    expect(shown[0]?.h).toBeNull();
  });
});
