/**
 * "Novedades": an owner of THAT business (or an admin) publishes and deletes; anyone else changes
 * nothing. A post shows on the business page until its day passes (read at the request's instant),
 * tells the people who keep the business as a favourite, and leaves an audit row.
 */
import { and, eq, like, ne, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST_MESSAGES, postFormSchema, postVisibleUntil } from "#core/business-posts.ts";
import { parseSubmission } from "#core/forms.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import { businesses, businessPosts, favorites, userNotifications } from "#server/platform/db/schema.ts";
import { deletePost, publishPost, visibleBusinessPosts } from "#server/posts/business-posts.ts";
import { loadBusinessPage } from "#server/public-business/load-business-page.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { pngOf } from "#tests/setup/images.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./posts.tsx";

const database = setupTestDatabase();
const OWNER = { id: "demo-comercio", isAdmin: false, ip: null };
const ADMIN = { id: "demo-admin", isAdmin: true, ip: null };
const NEIGHBOUR = { id: "demo-vecino", isAdmin: false, ip: null };
const DAY = 86_400_000;

let owned: { uuid: string; slug: string };
let other: string;

beforeAll(async () => {
  const { db } = database();
  const mine = (await getUserBusinesses(db, OWNER.id)).map((b) => b.uuid);
  const [row] = await db
    .select({ uuid: businesses.uuid, slug: businesses.slug })
    .from(businesses)
    .where(and(eq(businesses.uuid, mine[0]!), eq(businesses.status, "active")));
  owned = row!;
  const [someone] = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(notInArray(businesses.uuid, mine), eq(businesses.status, "active")))
    .limit(1);
  other = someone!.uuid;
  await db.insert(favorites).values({ userId: NEIGHBOUR.id, businessUuid: owned.uuid }).onConflictDoNothing();
});

const input = (body: string, days = 7, image: File | undefined = undefined) => ({ body, days, image }) as never;

describe("publishing a post", () => {
  it("is for an owner of that business or an admin; anyone else changes nothing", async () => {
    const { db } = database();
    const before = await db.$count(businessPosts);
    expect(await publishPost(NEIGHBOUR, owned.uuid, input("No soy el dueño"), TEST_NOW)).toMatchObject({
      ok: false,
      problem: { code: "forbidden" },
    });
    expect(await publishPost(OWNER, other, input("Otro comercio"), TEST_NOW)).toMatchObject({
      ok: false,
      problem: { code: "forbidden" },
    });
    expect(await db.$count(businessPosts)).toBe(before);
    const byAdmin = await publishPost(ADMIN, other, input("Aviso de la administración"), TEST_NOW);
    expect(byAdmin.ok).toBe(true);
  });

  it("shows on the page until its last day, tells the favourites once, and is audited", async () => {
    const { db } = database();
    const result = await publishPost(OWNER, owned.uuid, input("Llegó la nueva colección", 7), TEST_NOW);
    if (!result.ok) throw new Error("not published");
    expect(result.value.notified).toBeGreaterThanOrEqual(1);
    const told = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, NEIGHBOUR.id), like(userNotifications.link, `%#novedades`)));
    expect(told.some((n) => n.message === "Llegó la nueva colección" && n.type === "favorite_update")).toBe(true);

    const until = postVisibleUntil(TEST_NOW, 7);
    const shown = (at: Date) => visibleBusinessPosts(owned.uuid, at).then((p) => p.map((x) => x.id));
    expect(await shown(TEST_NOW)).toContain(result.value.id);
    expect(await shown(new Date(until.getTime() - 1))).toContain(result.value.id);
    expect(await shown(new Date(TEST_NOW.getTime() + 8 * DAY))).not.toContain(result.value.id);

    const page = await loadBusinessPage(owned.slug, new Request(`http://localhost/${owned.slug}`), {
      slugOnly: true,
      now: new Date(TEST_NOW.getTime() + 8 * DAY),
    });
    expect(page.posts.map((p) => p.id)).not.toContain(result.value.id);

    const trail = await auditTrail(db, { type: "business_post", id: result.value.id });
    expect(trail.map((t) => t.action)).toContain("post.publish");
  });

  it("stores a photo through the image pipeline and refuses one too small, in Spanish", async () => {
    const photo = new File([(await pngOf(900, 600)).slice()], "foto.png", { type: "image/png" });
    const ok = await publishPost(OWNER, owned.uuid, input("Con foto", 14, photo), TEST_NOW);
    if (!ok.ok) throw new Error("not published");
    const [row] = await database().db.select().from(businessPosts).where(eq(businessPosts.id, ok.value.id));
    expect(row?.imageUrl).toMatch(/\.webp$/);
    expect(row?.imageWidth).toBe(900);
    const tiny = new File([(await pngOf(40, 40)).slice()], "mini.png", { type: "image/png" });
    const refused = await publishPost(OWNER, owned.uuid, input("Foto chica", 7, tiny), TEST_NOW);
    expect(refused).toMatchObject({ ok: false, problem: { code: "validation" } });
    if (!refused.ok) expect(refused.problem.message).toMatch(/^La imagen es muy chica/);
  });
});

describe("the form", () => {
  it("answers Spanish messages and changes nothing", async () => {
    const form = new FormData();
    form.set("body", "");
    form.set("days", "5");
    const reply = parseSubmission(form, postFormSchema).reply();
    expect(reply.error?.body).toEqual([POST_MESSAGES.bodyRequired]);
    expect(reply.error?.days).toEqual([POST_MESSAGES.days]);
  });

  it("publishes through the owner's screen, and refuses someone else's business with a 403", async () => {
    const owner = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });
    const form = new FormData();
    form.set("intent", "publish");
    form.set("body", "Cerramos por inventario el lunes");
    form.set("days", "14");
    const request = new Request(`http://localhost/mi-comercio/${owned.uuid}/novedades`, { method: "POST", body: form });
    const response = (await action({
      request,
      context: contextWithUser(owner, { now: TEST_NOW }),
      params: { businessId: owned.uuid },
    } as never)) as Response;
    expect(response.status).toBe(302);
    const list = await loader({
      request: new Request(`http://localhost/mi-comercio/${owned.uuid}/novedades`),
      context: contextWithUser(owner, { now: TEST_NOW }),
      params: { businessId: owned.uuid },
    } as never);
    expect(list.posts.some((p) => p.body === "Cerramos por inventario el lunes")).toBe(true);

    const refused = await action({
      request: new Request(`http://localhost/mi-comercio/${other}/novedades`, { method: "POST", body: form }),
      context: contextWithUser(owner, { now: TEST_NOW }),
      params: { businessId: other },
    } as never).catch((e: unknown) => e);
    expect((refused as { init?: { status?: number } }).init?.status ?? (refused as Response).status).toBe(403);
  });
});

describe("deleting a post", () => {
  it("only this business's, by its owner or an admin; audited", async () => {
    const { db } = database();
    const made = await publishPost(OWNER, owned.uuid, input("Para borrar"), TEST_NOW);
    if (!made.ok) throw new Error("not published");
    expect(await deletePost(NEIGHBOUR, owned.uuid, made.value.id)).toBe("forbidden");
    expect(await deletePost(OWNER, other, made.value.id)).toBe("forbidden");
    expect(await deletePost(ADMIN, other, made.value.id)).toBe("not_found");
    expect(await deletePost(OWNER, owned.uuid, "no-es-un-id")).toBe("not_found");
    expect(await deletePost(OWNER, owned.uuid, made.value.id)).toBe("deleted");
    expect(await db.$count(businessPosts, eq(businessPosts.id, made.value.id))).toBe(0);
    const trail = await auditTrail(db, { type: "business_post", id: made.value.id });
    expect(trail.map((t) => t.action)).toContain("post.delete");
    expect(await db.$count(businessPosts, ne(businessPosts.businessUuid, owned.uuid))).toBeGreaterThanOrEqual(1);
  });
});
