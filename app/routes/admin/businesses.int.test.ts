/**
 * The admin's businesses through their loaders and actions: the list (filters, search, sort,
 * pages), status changes (one and many, refused without a reason and for anyone but an admin),
 * create and edit (field errors, nothing written), owners, special hours across many. Every
 * refusal leaves the database as it was.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BUSINESS_MESSAGES, OWNER_MESSAGES } from "#core/admin-business-form.ts";
import { PROFILE_MESSAGES } from "#core/business-profile-form.ts";
import { AppError } from "#core/errors.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import {
  auditLog,
  businesses,
  businessSpecialHours,
  categories,
  userNotifications,
  userRoles,
} from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { getPublicBusiness } from "#server/public-business/get-public-business.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as editAction, loader as editLoader } from "./business-edit.tsx";
import { action as ownersAction, loader as ownersLoader } from "./business-edit-owners.tsx";
import { action as newAction } from "./business-new.tsx";
import { action as specialAction, loader as specialLoader } from "./business-special-hours.tsx";
import { action as listAction, loader as listLoader } from "./businesses.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true, email: "admin@vilma.test" });
const NEIGHBOUR = testUser("demo-vecino", { email: "vecino@vilma.test" });
const OWNER = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (outcome: unknown) =>
  outcome instanceof Response || outcome instanceof AppError
    ? outcome.status
    : ((outcome as { init?: { status?: number } }).init?.status ?? 200);
const bodyOf = (outcome: unknown) => (outcome as { data: Record<string, unknown> }).data;
const errorsOf = (outcome: unknown) => (bodyOf(outcome).result as { error?: Record<string, string[]> }).error ?? {};

function get<T>(loader: (args: never) => Promise<T>, path: string, user: SessionUser | null = ADMIN, params = {}) {
  return loader({ request: new Request(`${ORIGIN}${path}`), context: contextWithUser(user), params } as never);
}

function post(
  act: (args: never) => Promise<unknown>,
  path: string,
  user: SessionUser | null,
  entries: [string, string][],
  params: Record<string, string> = {},
) {
  return run(() =>
    act({
      request: new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-vilma-client-ip": "203.0.113.9" },
        body: new URLSearchParams(entries),
      }),
      context: contextWithUser(user),
      params,
    } as never),
  );
}

async function toastOf(response: unknown) {
  const cookie = (response as Response).headers
    .getSetCookie()
    .find((c) => c.startsWith("vilma_flash="))!
    .split(";")[0]!;
  return readFlash(new Request(ORIGIN, { headers: { cookie } }));
}

const refusedFor = (outcome: unknown, user: SessionUser | null) =>
  user === null
    ? expect((outcome as Response).headers.get("location")).toMatch(/^\/auth/)
    : expect(statusOf(outcome)).toBe(403);

async function statuses(uuids: string[]) {
  const rows = await database()
    .db.select({ uuid: businesses.uuid, status: businesses.status, reviewNote: businesses.reviewNote })
    .from(businesses)
    .where(inArray(businesses.uuid, uuids));
  return uuids.map((u) => rows.find((r) => r.uuid === u));
}

async function auditCount(action: string) {
  const [row] = await database().db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action));
  return row?.n ?? 0;
}

let categoryId = 0;
let categorySlug = "";
let active: { uuid: string; slug: string; name: string }[] = [];

beforeAll(async () => {
  const { db } = database();
  const [category] = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, "farmacias"))
    .limit(1);
  const fallback = await db.select({ id: categories.id, slug: categories.slug }).from(categories).limit(1);
  categoryId = (category ?? fallback[0])!.id;
  categorySlug = (category ?? fallback[0])!.slug;
  active = await db
    .select({ uuid: businesses.uuid, slug: businesses.slug, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.status, "active"))
    .orderBy(businesses.id)
    .limit(8);
});

describe("/admin/businesses list", () => {
  it("filters by status, searches, sorts and clamps the page", async () => {
    const suspended = await get(listLoader, "/admin/businesses?status=suspended&status=inactive");
    expect(suspended.list.rows.length).toBeGreaterThan(0);
    expect(suspended.list.rows.every((r) => ["suspended", "inactive"].includes(r.status))).toBe(true);

    const target = active[0]!;
    const word = target.name.split(" ").slice(-1)[0]!;
    const found = await get(listLoader, `/admin/businesses?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.list.rows.map((r) => r.uuid)).toContain(target.uuid);
    const none = await get(listLoader, "/admin/businesses?q=%25_%25");
    expect(none.list.total).toBe(0);

    const byName = await get(listLoader, "/admin/businesses?sort=name&dir=asc&size=50");
    // Case-insensitive by the database's collation: at least the initials come in order.
    const initials = byName.list.rows.map((r) => r.name.normalize("NFD")[0]!.toLowerCase());
    expect(initials).toEqual([...initials].sort());

    const far = await get(listLoader, "/admin/businesses?page=9999");
    expect(far.list.page).toBe(far.list.pageCount);
    expect(far.list.rows.length).toBeGreaterThan(0);

    const owned = await get(listLoader, "/admin/businesses?owner=si&size=100");
    expect(owned.list.rows.length).toBeGreaterThan(0);
    expect(owned.list.rows.every((r) => r.owners.length > 0)).toBe(true);
    const byCategory = await get(listLoader, `/admin/businesses?category=${categorySlug}`);
    expect(byCategory.list.total).toBeGreaterThan(0);
  });

  it("refuses a neighbour and an owner, and sends a visitor to sign in", async () => {
    for (const user of [NEIGHBOUR, OWNER, null]) {
      refusedFor(await run(() => get(listLoader, "/admin/businesses", user)), user);
    }
  });
});

describe("status changes", () => {
  it("suspends several with one reason: audited, noted, owners told, gone from the public page", async () => {
    const [a, b] = active.slice(0, 2) as [(typeof active)[0], (typeof active)[0]];
    expect(await getPublicBusiness(a.slug)).not.toBeNull();
    const before = await auditCount("business.status");
    const outcome = await post(listAction, "/admin/businesses?status=active", ADMIN, [
      ["ids", a.uuid],
      ["ids", b.uuid],
      ["status", "suspended"],
      ["reason", "Datos falsos en el perfil"],
    ]);
    expect((outcome as Response).headers.get("location")).toBe("/admin/businesses?status=active");
    expect((await toastOf(outcome))?.title).toMatch(/2 comercios/);
    expect(await statuses([a.uuid, b.uuid])).toMatchObject([
      { status: "suspended", reviewNote: "Datos falsos en el perfil" },
      { status: "suspended", reviewNote: "Datos falsos en el perfil" },
    ]);
    expect(await auditCount("business.status")).toBe(before + 2);
    const [entry] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "business.status"), eq(auditLog.entityId, a.uuid)));
    expect(entry?.details).toMatchObject({
      before: { status: "active" },
      after: { status: "suspended" },
      reason: "Datos falsos en el perfil",
    });
    expect(await getPublicBusiness(a.slug)).toBeNull();

    // Back to active from the business's own status form (one business, no reason needed).
    const single = await post(
      editAction,
      `/admin/businesses/${a.uuid}/edit`,
      ADMIN,
      [
        ["intent", "status"],
        ["status", "active"],
        ["ids", b.uuid], // ignored: the business is the URL's
      ],
      { businessId: a.uuid },
    );
    expect(statusOf(single)).toBe(302);
    expect(await statuses([a.uuid, b.uuid])).toMatchObject([{ status: "active" }, { status: "suspended" }]);
    expect(await getPublicBusiness(a.slug)).not.toBeNull();
  });

  it("tells the owners in the app", async () => {
    const { db } = database();
    const [owned] = await db
      .select({ uuid: userRoles.businessUuid })
      .from(userRoles)
      .where(and(eq(userRoles.userId, "demo-comercio"), eq(userRoles.role, "business_owner")))
      .limit(1);
    await post(listAction, "/admin/businesses", ADMIN, [
      ["ids", owned!.uuid!],
      ["status", "inactive"],
      ["reason", "Cerrado por reformas"],
    ]);
    const notices = await db.select().from(userNotifications).where(eq(userNotifications.userId, "demo-comercio"));
    expect(notices.some((n) => n.message.includes("Cerrado por reformas"))).toBe(true);
    await post(listAction, "/admin/businesses", ADMIN, [
      ["ids", owned!.uuid!],
      ["status", "active"],
    ]);
  });

  it("refuses a missing reason, bad ids and anyone but an admin, changing nothing", async () => {
    const c = active[2]!;
    const before = await auditCount("business.status");
    const noReason = await post(listAction, "/admin/businesses", ADMIN, [
      ["ids", c.uuid],
      ["status", "rejected"],
    ]);
    expect(statusOf(noReason)).toBe(400);
    expect(errorsOf(noReason).reason).toEqual([ADMIN_BUSINESS_MESSAGES.reason]);
    const badId = await post(listAction, "/admin/businesses", ADMIN, [
      ["ids", "1 or 1=1"],
      ["status", "active"],
    ]);
    expect(statusOf(badId)).toBe(400);
    for (const user of [NEIGHBOUR, OWNER, null]) {
      const outcome = await post(listAction, "/admin/businesses", user, [
        ["ids", c.uuid],
        ["status", "suspended"],
        ["reason", "x"],
      ]);
      refusedFor(outcome, user);
    }
    expect(await statuses([c.uuid])).toMatchObject([{ status: "active" }]);
    expect(await auditCount("business.status")).toBe(before);
  });
});

describe("create and edit", () => {
  const form = (name: string, extra: [string, string][] = []): [string, string][] => [
    ["intent", "business"],
    ["name", name],
    ["categoryId", String(categoryId)],
    ["businessType", "commerce"],
    ["city", "Villa María"],
    ["address", "Bv. España 1234"],
    ...extra,
  ];

  it("refuses bad input with field messages and writes nothing", async () => {
    const { db } = database();
    const total = async () => (await db.select({ n: count() }).from(businesses))[0]!.n;
    const before = await total();
    const outcome = await post(newAction, "/admin/businesses/new", ADMIN, [
      ["name", "X"],
      ["categoryId", "999999"],
      ["businessType", "commerce"],
      ["city", "Córdoba"],
      ["slug", "admin"],
      ["latitude", "-40"],
      ["longitude", "-63,24"],
      ["googleRating", "7"],
      ["status", "suspended"],
    ]);
    expect(statusOf(outcome)).toBe(400);
    const errors = errorsOf(outcome);
    expect(errors.name).toEqual([PROFILE_MESSAGES.nameShort]);
    expect(errors.categoryId).toEqual([PROFILE_MESSAGES.category]);
    expect(errors.city).toEqual([PROFILE_MESSAGES.city]);
    expect(errors.slug).toEqual([ADMIN_BUSINESS_MESSAGES.slugReserved]);
    expect(errors.latitude).toEqual([PROFILE_MESSAGES.outOfArea]);
    expect(errors.googleRating).toEqual([ADMIN_BUSINESS_MESSAGES.googleRating]);
    expect(await total()).toBe(before);

    const noReason = await post(
      newAction,
      "/admin/businesses/new",
      ADMIN,
      form("Kiosco Suspendido", [["status", "suspended"]]),
    );
    expect(statusOf(noReason)).toBe(400);
    expect(errorsOf(noReason).reason).toEqual([ADMIN_BUSINESS_MESSAGES.reason]);
    expect(await total()).toBe(before);

    const refused = await post(newAction, "/admin/businesses/new", NEIGHBOUR, form("Kiosco del vecino"));
    expect(statusOf(refused)).toBe(403);
    expect(await total()).toBe(before);
  });

  it("creates (slug from the name, pending by default, audited), refuses a taken slug, edits", async () => {
    const { db } = database();
    const outcome = await post(newAction, "/admin/businesses/new", ADMIN, form("Heladería Ñandú Azul"));
    const location = (outcome as Response).headers.get("location")!;
    expect(location).toMatch(/^\/admin\/businesses\/[0-9a-f-]{36}\/edit$/);
    const uuid = location.split("/")[3]!;
    const [row] = await db.select().from(businesses).where(eq(businesses.uuid, uuid));
    expect(row).toMatchObject({ slug: "heladeria-nandu-azul", status: "pending", address: "Bv. España 1234" });
    expect(await auditCount("business.create")).toBeGreaterThan(0);

    const taken = await post(newAction, "/admin/businesses/new", ADMIN, form("Otra", [["slug", active[3]!.slug]]));
    expect(statusOf(taken)).toBe(400);
    expect(errorsOf(taken).slug).toEqual([ADMIN_BUSINESS_MESSAGES.slugTaken]);

    const loaded = await get(editLoader, `/admin/businesses/${uuid}/edit`, ADMIN, { businessId: uuid });
    expect(loaded.defaults).toMatchObject({ name: "Heladería Ñandú Azul", slug: "heladeria-nandu-azul" });
    const edited = await post(
      editAction,
      `/admin/businesses/${uuid}/edit`,
      ADMIN,
      form("Heladería Ñandú", [
        ["slug", "nandu-helados"],
        ["googleRating", "4,5"],
        ["googleReviewsCount", "120"],
        ["latitude", "-32,41"],
        ["longitude", "-63,24"],
      ]),
      { businessId: uuid },
    );
    expect(statusOf(edited)).toBe(302);
    const [after] = await db.select().from(businesses).where(eq(businesses.uuid, uuid));
    expect(after).toMatchObject({
      name: "Heladería Ñandú",
      slug: "nandu-helados",
      googleRating: 4.5,
      latitude: -32.41,
    });
    const [update] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "business.update"), eq(auditLog.entityId, uuid)));
    expect(update?.details).toMatchObject({
      before: { slug: "heladeria-nandu-azul" },
      after: { slug: "nandu-helados" },
    });
  });

  it("answers 404 to a hostile or unknown id", async () => {
    for (const id of ["1", "../x", "00000000-0000-4000-8000-000000000000"]) {
      const outcome = await run(() => get(editLoader, `/admin/businesses/${id}/edit`, ADMIN, { businessId: id }));
      expect(statusOf(outcome)).toBe(404);
    }
  });
});

describe("owners", () => {
  it("assigns by e-mail and removes, audited; refuses unknown accounts and non-admins", async () => {
    const { db } = database();
    const target = active[4]!;
    const params = { businessId: target.uuid };
    const path = `/admin/businesses/${target.uuid}/edit/duenos`;
    const unknown = await post(
      ownersAction,
      path,
      ADMIN,
      [
        ["intent", "owner-add"],
        ["email", "nadie@ejemplo.com"],
      ],
      params,
    );
    expect(statusOf(unknown)).toBe(400);
    expect(errorsOf(unknown).email).toEqual([OWNER_MESSAGES.unknown]);
    const refused = await post(
      ownersAction,
      path,
      OWNER,
      [
        ["intent", "owner-add"],
        ["email", "vecino@vilma.test"],
      ],
      params,
    );
    expect(statusOf(refused)).toBe(403);

    const added = await post(
      ownersAction,
      path,
      ADMIN,
      [
        ["intent", "owner-add"],
        ["email", "Vecino@Vilma.test"],
      ],
      params,
    );
    expect(statusOf(added)).toBe(302);
    const roles = () =>
      db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.businessUuid, target.uuid), eq(userRoles.userId, "demo-vecino")));
    expect(await roles()).toHaveLength(1);
    const page = await get(ownersLoader, `${path}?email=vecino`, ADMIN, params);
    expect(page.owners.map((o) => o.email)).toContain("vecino@vilma.test");
    expect(page.found.map((u) => u.email)).toContain("vecino@vilma.test");

    const removed = await post(
      ownersAction,
      path,
      ADMIN,
      [
        ["intent", "owner-remove"],
        ["userId", "demo-vecino"],
      ],
      params,
    );
    expect(statusOf(removed)).toBe(302);
    expect(await roles()).toHaveLength(0);
    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, target.uuid));
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(["business.owner_assign", "business.owner_remove"]),
    );
  });
});

describe("special hours across many", () => {
  it("applies one day to the ticked businesses (replacing that date), lists the group and removes it", async () => {
    const { db } = database();
    const chosen = active.slice(5, 8).map((b) => b.uuid);
    const date = buenosAiresDateKey(new Date(Date.now() + 20 * 86_400_000));
    await db.insert(businessSpecialHours).values({ businessUuid: chosen[0]!, date, name: "Viejo", isClosed: true });
    const matches = await get(specialLoader, `/admin/businesses/special-hours?category=${categorySlug}`);
    expect(matches.matches.total).toBeGreaterThan(0);

    const missingName = await post(specialAction, "/admin/businesses/special-hours", ADMIN, [
      ["intent", "apply"],
      ["date", date],
      ["closed", "on"],
      ...chosen.map((id): [string, string] => ["ids", id]),
    ]);
    expect(statusOf(missingName)).toBe(400);
    expect(errorsOf(missingName).name).toEqual([ADMIN_BUSINESS_MESSAGES.specialName]);
    const refused = await post(specialAction, "/admin/businesses/special-hours", NEIGHBOUR, [
      ["intent", "apply"],
      ["date", date],
      ["name", "Feriado"],
      ["closed", "on"],
      ["ids", chosen[1]!],
    ]);
    expect(statusOf(refused)).toBe(403);

    const applied = await post(specialAction, "/admin/businesses/special-hours", ADMIN, [
      ["intent", "apply"],
      ["date", date],
      ["name", "Farmacia de turno"],
      ["slots[0].open", "08:00"],
      ["slots[0].close", "23:00"],
      ...chosen.map((id): [string, string] => ["ids", id]),
    ]);
    expect(statusOf(applied)).toBe(302);
    expect((await toastOf(applied))?.title).toBe("Farmacia de turno: cargado en 3 comercios");
    const rows = await db.select().from(businessSpecialHours).where(eq(businessSpecialHours.date, date));
    expect(rows.filter((r) => chosen.includes(r.businessUuid))).toHaveLength(3);
    expect(rows.some((r) => r.name === "Viejo")).toBe(false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "business.special_hours_set"), inArray(auditLog.entityId, chosen)));
    expect(audits.length).toBeGreaterThanOrEqual(3);

    const listed = await get(specialLoader, "/admin/businesses/special-hours");
    expect(listed.groups).toContainEqual(
      expect.objectContaining({ date, name: "Farmacia de turno", businesses: 3, closed: false }),
    );

    const unconfirmed = await post(specialAction, "/admin/businesses/special-hours", ADMIN, [
      ["intent", "group-remove"],
      ["date", date],
      ["name", "Farmacia de turno"],
    ]);
    expect(bodyOf(unconfirmed)).toMatchObject({ confirm: { date, name: "Farmacia de turno" } });
    const removed = await post(specialAction, "/admin/businesses/special-hours", ADMIN, [
      ["intent", "group-remove"],
      ["date", date],
      ["name", "Farmacia de turno"],
      ["confirmed", "yes"],
    ]);
    expect(statusOf(removed)).toBe(302);
    expect(await db.select().from(businessSpecialHours).where(eq(businessSpecialHours.date, date))).toHaveLength(0);
  });
});
