/**
 * The owner's promotion and review screens through their loaders and actions: each works for the
 * owner (and an admin), and refuses another owner (403), a plain user (403) and an anonymous visitor
 * (to sign-in), with nothing changed. Hostile input (another business's ids, wrong types, huge
 * bodies) gets a 4xx and changes nothing.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import {
  businesses,
  businessPromotions,
  businessReviews,
  userNotifications,
  userRoles,
} from "#server/platform/db/schema.ts";
import { pngOf } from "#tests/setup/images.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader as oldNewPromotionLoader } from "./new-promotion.tsx";
import { loader as ownerNotificationsLoader } from "./notifications.tsx";
import { action as editAction, loader as editLoader } from "./promotion-edit.tsx";
import { action as newAction, loader as newLoader } from "./promotion-new.tsx";
import { action as listAction, loader as listLoader } from "./promotions.tsx";
import { action as reviewsAction, loader as reviewsLoader } from "./reviews.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const person = testUser;
const OWNER = person("demo-comercio", { role: "business_owner", isBusinessOwner: true });
const OTHER_OWNER = person("otra-duena", { role: "business_owner", isBusinessOwner: true });
const USER = person("demo-vecino");
const ADMIN = person("demo-admin", { role: "admin", isAdmin: true });

let own: string;
let otherOwners: string;

beforeAll(async () => {
  const { db } = database();
  own = (await getUserBusinesses(db, OWNER.id)).find((b) => b.status === "active")!.uuid;
  const [other] = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), ne(businesses.uuid, own)))
    .limit(1);
  otherOwners = other!.uuid;
  const { users } = await import("#server/platform/db/schema.ts");
  await db.insert(users).values({ id: OTHER_OWNER.id, name: "Otra", email: OTHER_OWNER.email, emailVerified: true });
  await db.insert(userRoles).values({ userId: OTHER_OWNER.id, role: "business_owner", businessUuid: otherOwners });
});

type Args = { request: Request; context: ReturnType<typeof contextWithUser>; params: Record<string, string> };
type Handler = (args: never) => unknown;

/** Runs a loader or action; answers the Response it returned or threw (or its data with status 200). */
async function run(
  handler: Handler,
  user: SessionUser | null,
  path: string,
  params: Record<string, string>,
  body?: BodyInit,
) {
  const request = new Request(`${ORIGIN}${path}`, body === undefined ? {} : { method: "POST", body });
  const args: Args = { request, context: contextWithUser(user), params };
  try {
    const result = await handler(args as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location"), data: null };
    const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } } | null;
    if (wrapped && wrapped.type === "DataWithResponseInit") {
      return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data };
    }
    return { status: 200, location: null, data: result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), data: null };
    const wrapped = thrown as { type?: string; init?: { status?: number }; data?: unknown };
    if (wrapped?.type === "DataWithResponseInit")
      return { status: wrapped.init?.status ?? 500, location: null, data: wrapped.data };
    if (thrown instanceof AppError) return { status: thrown.status, location: null, data: null };
    throw thrown;
  }
}

function form(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const dateKey = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000);
  return d.toISOString().slice(0, 10);
};
const promotionFields = (title: string) => ({
  title,
  discountBenefit: "2x1",
  description: "",
  startDate: dateKey(0),
  endDate: dateKey(10),
  couponCode: "",
});

async function promotionsTitled(title: string) {
  return database().db.select().from(businessPromotions).where(eq(businessPromotions.title, title));
}

const REFUSED = [
  ["another owner", OTHER_OWNER, 403],
  ["a plain user", USER, 403],
  ["an anonymous visitor", null, 302],
] as const;

describe("/mi-comercio/{id}/promociones", () => {
  it("lists the owner's promotions by tab with their states", async () => {
    const active = await run(listLoader, OWNER, `/mi-comercio/${own}/promociones`, { businessId: own });
    expect(active.status).toBe(200);
    const data = active.data as {
      tab: string;
      promotions: { rows: { state: string }[] };
      counts: Record<string, number>;
    };
    expect(data.tab).toBe("activas");
    expect(data.promotions.rows.every((p) => p.state === "active")).toBe(true);
    const ended = await run(listLoader, OWNER, `/mi-comercio/${own}/promociones?estado=terminadas`, {
      businessId: own,
    });
    const rows = (ended.data as typeof data).promotions.rows;
    expect(rows.every((p) => p.state === "ended" || p.state === "paused")).toBe(true);
  });

  it.each(REFUSED)("refuses %s the list and every action", async (_who, user, status) => {
    expect((await run(listLoader, user, `/mi-comercio/${own}/promociones`, { businessId: own })).status).toBe(status);
    const [target] = await database()
      .db.select()
      .from(businessPromotions)
      .where(eq(businessPromotions.businessUuid, own))
      .limit(1);
    for (const intent of ["pause", "end", "delete"]) {
      const result = await run(
        listAction,
        user,
        `/mi-comercio/${own}/promociones`,
        { businessId: own },
        form({ intent, promotionId: target!.id, confirmed: "1" }),
      );
      expect(result.status).toBe(status);
    }
    const [after] = await database().db.select().from(businessPromotions).where(eq(businessPromotions.id, target!.id));
    expect(after).toEqual(target);
  });

  it("pauses, ends and deletes (asking first without JavaScript) for the owner", async () => {
    const { db } = database();
    const created = await run(
      newAction,
      OWNER,
      `/mi-comercio/${own}/promociones/nueva`,
      { businessId: own },
      form(promotionFields("Para la ruta")),
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe(`/mi-comercio/${own}/promociones`);
    const [row] = await promotionsTitled("Para la ruta");
    const post = (fields: Record<string, string>) =>
      run(listAction, OWNER, `/mi-comercio/${own}/promociones`, { businessId: own }, form(fields));
    expect((await post({ intent: "pause", promotionId: row!.id })).status).toBe(302);
    expect((await promotionsTitled("Para la ruta"))[0]?.pausedAt).not.toBeNull();
    // Delete without the dialog: the page asks, nothing is deleted yet.
    const asked = await post({ intent: "delete", promotionId: row!.id });
    expect(asked.data).toEqual({ confirmDelete: row!.id });
    expect(await promotionsTitled("Para la ruta")).toHaveLength(1);
    expect((await post({ intent: "delete", promotionId: row!.id, confirmed: "1" })).status).toBe(302);
    expect(await promotionsTitled("Para la ruta")).toHaveLength(0);
    // Hostile input: unknown intent, not a uuid, another business's promotion.
    expect((await post({ intent: "explode", promotionId: row!.id })).status).toBe(400);
    expect((await post({ intent: "pause", promotionId: "1 or 1=1" })).status).toBe(400);
    const [foreign] = await db
      .select()
      .from(businessPromotions)
      .where(eq(businessPromotions.businessUuid, otherOwners))
      .limit(1);
    if (foreign) {
      expect((await post({ intent: "end", promotionId: foreign.id })).status).toBe(404);
      const [same] = await db.select().from(businessPromotions).where(eq(businessPromotions.id, foreign.id));
      expect(same).toEqual(foreign);
    }
  });
});

describe("/mi-comercio/{id}/promociones/nueva and /{promotionId}", () => {
  it("creates with a picture and edits through one form; bad dates get the Spanish message and change nothing", async () => {
    const png = new File([(await pngOf(640, 480)).slice()], "promo.png", { type: "image/png" });
    const created = await run(
      newAction,
      OWNER,
      `/mi-comercio/${own}/promociones/nueva`,
      { businessId: own },
      form({ ...promotionFields("Con imagen de la ruta"), image: png }),
    );
    expect(created.status).toBe(302);
    const [row] = await promotionsTitled("Con imagen de la ruta");
    expect(row?.imageUrl).toMatch(/\.webp$/);

    const loaded = await run(editLoader, OWNER, `/mi-comercio/${own}/promociones/${row!.id}`, {
      businessId: own,
      promotionId: row!.id,
    });
    expect((loaded.data as { promotion: { title: string } }).promotion.title).toBe("Con imagen de la ruta");

    const backwards = await run(
      editAction,
      OWNER,
      `/mi-comercio/${own}/promociones/${row!.id}`,
      { businessId: own, promotionId: row!.id },
      form({ ...promotionFields("Fechas al revés"), startDate: dateKey(10), endDate: dateKey(5) }),
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.data)).toContain("La fecha de fin no puede ser anterior a la de inicio");
    expect((await promotionsTitled("Con imagen de la ruta"))[0]).toEqual(row);

    const edited = await run(
      editAction,
      OWNER,
      `/mi-comercio/${own}/promociones/${row!.id}`,
      { businessId: own, promotionId: row!.id },
      form({ ...promotionFields("Editada por la ruta"), removeImage: "on" }),
    );
    expect(edited.status).toBe(302);
    expect((await promotionsTitled("Editada por la ruta"))[0]?.imageUrl).toBeNull();
  });

  it("another business's promotion id in the URL is a 404 and changes nothing", async () => {
    const { db } = database();
    const [foreign] = await db
      .select()
      .from(businessPromotions)
      .where(ne(businessPromotions.businessUuid, own))
      .limit(1);
    const params = { businessId: own, promotionId: foreign!.id };
    expect((await run(editLoader, OWNER, "/x", params)).status).toBe(404);
    expect((await run(editAction, OWNER, "/x", params, form(promotionFields("Ajena editada")))).status).toBe(404);
    expect(await promotionsTitled("Ajena editada")).toEqual([]);
    expect((await run(editLoader, OWNER, "/x", { businessId: own, promotionId: "no-uuid" })).status).toBe(404);
  });

  it.each(REFUSED)("refuses %s creating or editing", async (_who, user, status) => {
    const title = `Intento ${_who}`;
    expect((await run(newLoader, user, "/x", { businessId: own })).status).toBe(status);
    expect((await run(newAction, user, "/x", { businessId: own }, form(promotionFields(title)))).status).toBe(status);
    const [mine] = await database()
      .db.select()
      .from(businessPromotions)
      .where(eq(businessPromotions.businessUuid, own))
      .limit(1);
    expect(
      (await run(editAction, user, "/x", { businessId: own, promotionId: mine!.id }, form(promotionFields(title))))
        .status,
    ).toBe(status);
    expect(await promotionsTitled(title)).toEqual([]);
  });

  it("an upload over the limit is refused with the picture's message, before anything is stored", async () => {
    const huge = new File([new Uint8Array(9 * 1024 * 1024)], "grande.jpg", { type: "image/jpeg" });
    const result = await run(
      newAction,
      OWNER,
      "/x",
      { businessId: own },
      form({ ...promotionFields("Demasiado grande"), image: huge }),
    );
    expect(result.status).toBe(413);
    expect(JSON.stringify(result.data)).toContain("La imagen no puede pesar más de 8 MB");
    expect(await promotionsTitled("Demasiado grande")).toEqual([]);
  });

  it("an admin may publish for any business; a missing business is a 404", async () => {
    expect(
      (await run(newAction, ADMIN, "/x", { businessId: otherOwners }, form(promotionFields("Del admin")))).status,
    ).toBe(302);
    expect(await promotionsTitled("Del admin")).toHaveLength(1);
    expect((await run(newLoader, OWNER, "/x", { businessId: "00000000-0000-4000-8000-000000000000" })).status).toBe(
      404,
    );
  });

  it("the old /mi-comercio/promociones/nueva sends on to the business's own address", async () => {
    const named = await run(oldNewPromotionLoader, OWNER, `/mi-comercio/promociones/nueva?negocio=${own}`, {});
    expect(named).toMatchObject({ status: 301, location: `/mi-comercio/${own}/promociones/nueva` });
    const none = await run(oldNewPromotionLoader, USER, "/mi-comercio/promociones/nueva", {});
    expect(none).toMatchObject({ status: 302, location: "/mi-comercio" });
    expect((await run(oldNewPromotionLoader, null, "/mi-comercio/promociones/nueva", {})).status).toBe(302);
  });
});

describe("/mi-comercio/{id}/resenas", () => {
  async function unansweredReview() {
    const [row] = await database()
      .db.select()
      .from(businessReviews)
      .where(eq(businessReviews.businessUuid, own))
      .limit(50);
    const all = await database().db.select().from(businessReviews).where(eq(businessReviews.businessUuid, own));
    return all.find((r) => r.ownerReply === null) ?? row!;
  }

  it("replies, edits and deletes for the owner; the reviewer is told", async () => {
    const review = await unansweredReview();
    const post = (fields: Record<string, string>) =>
      run(reviewsAction, OWNER, `/mi-comercio/${own}/resenas`, { businessId: own }, form(fields));
    expect((await post({ intent: "reply", reviewId: String(review.id), reply: "   " })).status).toBe(400);
    expect((await post({ intent: "reply", reviewId: String(review.id), reply: "x".repeat(1001) })).status).toBe(400);
    expect((await post({ intent: "reply", reviewId: String(review.id), reply: "¡Gracias!" })).status).toBe(302);
    const [after] = await database().db.select().from(businessReviews).where(eq(businessReviews.id, review.id));
    expect(after).toMatchObject({ ownerReply: "¡Gracias!", ownerReplyBy: OWNER.id });
    const told = await database()
      .db.select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, review.userId), eq(userNotifications.type, "review_reply")));
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect((await post({ intent: "delete-reply", reviewId: String(review.id) })).status).toBe(302);
    const listed = await run(reviewsLoader, OWNER, `/mi-comercio/${own}/resenas?estado=sin-responder`, {
      businessId: own,
    });
    const rows = (listed.data as { reviews: { rows: { id: number }[] } }).reviews.rows;
    expect(rows.some((r) => r.id === review.id)).toBe(true);
  });

  it("another business's review id is a 404 and changes nothing", async () => {
    const { db } = database();
    const [foreign] = await db
      .select()
      .from(businessReviews)
      .where(inArray(businessReviews.businessUuid, [otherOwners]))
      .limit(1);
    const anyForeign =
      foreign ?? (await db.select().from(businessReviews).where(ne(businessReviews.businessUuid, own)).limit(1))[0];
    const result = await run(
      reviewsAction,
      OWNER,
      "/x",
      { businessId: own },
      form({ intent: "reply", reviewId: String(anyForeign!.id), reply: "Ajena" }),
    );
    expect(result.status).toBe(404);
    const [same] = await db.select().from(businessReviews).where(eq(businessReviews.id, anyForeign!.id));
    expect(same).toEqual(anyForeign);
  });

  it.each(REFUSED)("refuses %s the list and the reply", async (_who, user, status) => {
    const review = await unansweredReview();
    expect((await run(reviewsLoader, user, "/x", { businessId: own })).status).toBe(status);
    const result = await run(
      reviewsAction,
      user,
      "/x",
      { businessId: own },
      form({ intent: "reply", reviewId: String(review.id), reply: "Intrusa" }),
    );
    expect(result.status).toBe(status);
    const [same] = await database().db.select().from(businessReviews).where(eq(businessReviews.id, review.id));
    expect(same?.ownerReply).toBe(review.ownerReply);
  });
});

describe("/mi-comercio/notificaciones", () => {
  it("lists only the owner's kinds of notification, and only the person's own", async () => {
    const { db } = database();
    await db.insert(userNotifications).values([
      { userId: OWNER.id, type: "new_review", title: "Reseña para la dueña", message: "m" },
      { userId: OWNER.id, type: "favorite_update", title: "Novedad de un favorito", message: "m" },
      { userId: USER.id, type: "new_review", title: "Reseña de otro", message: "m" },
    ]);
    const page = await run(ownerNotificationsLoader, OWNER, "/mi-comercio/notificaciones", {});
    const titles = (page.data as { items: { title: string; type: string }[] }).items.map((n) => n.title);
    expect(titles).toContain("Reseña para la dueña");
    expect(titles).not.toContain("Novedad de un favorito");
    expect(titles).not.toContain("Reseña de otro");
    expect((await run(ownerNotificationsLoader, null, "/mi-comercio/notificaciones", {})).status).toBe(302);
  });
});
