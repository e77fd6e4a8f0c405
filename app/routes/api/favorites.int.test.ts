import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, ne, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FAVORITE_MESSAGES } from "#core/favorites.ts";
import { listFavoriteBusinesses } from "#server/favorites/list-favorite-businesses.ts";
import { listFavoriteUuids } from "#server/favorites/list-favorite-uuids.ts";
import { businesses, favorites, userRoles } from "#server/platform/db/schema.ts";
import { createConfirmedUser } from "#tests/setup/auth-client.ts";
import { contextForCookie, postForm } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./favorites.ts";

const database = setupTestDatabase();

const post = (cookie: string | null, fields: Record<string, string>, options: { document?: boolean } = {}) =>
  postForm(action, "/api/favorites", cookie, fields, options);

let active: string[] = [];
let approved: string;
let hidden: string[] = [];
let ana: { cookie: string; userId: string };
let beto: { cookie: string; userId: string };

beforeAll(async () => {
  const { db } = database();
  const owned = db.select({ uuid: userRoles.businessUuid }).from(userRoles).where(isNotNull(userRoles.businessUuid));
  const rows = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), notInArray(businesses.uuid, owned)))
    .orderBy(asc(businesses.id))
    .limit(4);
  active = rows.map((r) => r.uuid);
  const [a] = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "approved"));
  approved = a!.uuid;
  hidden = (
    await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(and(ne(businesses.status, "active"), ne(businesses.status, "approved")))
  ).map((r) => r.uuid);
  [ana, beto] = await Promise.all([
    createConfirmedUser("ana.fav@example.com"),
    createConfirmedUser("beto.fav@example.com"),
  ]);
});

const rowsOf = (userId: string) => database().db.select().from(favorites).where(eq(favorites.userId, userId));

describe("POST /api/favorites", () => {
  it("adds and removes a favourite, idempotently both ways", async () => {
    const [uuid] = active;
    expect(await post(ana.cookie, { businessUuid: uuid!, intent: "add" })).toMatchObject({
      status: 200,
      body: { favorite: true },
    });
    expect(await post(ana.cookie, { businessUuid: uuid!, intent: "add" })).toMatchObject({
      status: 200,
      body: { favorite: true },
    });
    expect(await rowsOf(ana.userId)).toHaveLength(1);
    expect(await listFavoriteUuids(ana.userId)).toEqual([uuid]);

    expect(await post(ana.cookie, { businessUuid: uuid!, intent: "remove" })).toMatchObject({
      status: 200,
      body: { favorite: false },
    });
    expect(await post(ana.cookie, { businessUuid: uuid!, intent: "remove" })).toMatchObject({
      status: 200,
      body: { favorite: false },
    });
    expect(await rowsOf(ana.userId)).toHaveLength(0);
  });

  it("accepts an approved business (its page is public) and refuses unknown or hidden ones", async () => {
    expect((await post(beto.cookie, { businessUuid: approved, intent: "add" })).body).toEqual({ favorite: true });
    await post(beto.cookie, { businessUuid: approved, intent: "remove" });

    for (const businessUuid of [randomUUID(), ...hidden]) {
      const response = await post(beto.cookie, { businessUuid, intent: "add" });
      expect(response).toMatchObject({
        status: 404,
        body: { error: { code: "not_found", message: FAVORITE_MESSAGES.business } },
      });
    }
    expect(await rowsOf(beto.userId)).toHaveLength(0);
  });

  it.each([
    [{ businessUuid: "no-es-un-uuid", intent: "add" }, FAVORITE_MESSAGES.business],
    [{ intent: "add" }, FAVORITE_MESSAGES.business],
    [{ businessUuid: "00000000-0000-4000-8000-000000000000", intent: "toggle" }, FAVORITE_MESSAGES.intent],
    [{ businessUuid: "00000000-0000-4000-8000-000000000000" }, FAVORITE_MESSAGES.intent],
  ])("answers 400 to %j and changes nothing", async (fields, message) => {
    const response = await post(beto.cookie, fields as Record<string, string>);
    expect(response).toMatchObject({ status: 400, body: { error: { code: "validation", message } } });
    expect(await rowsOf(beto.userId)).toHaveLength(0);
  });

  it("keeps each person's favourites apart", async () => {
    const [x, y] = active;
    await post(ana.cookie, { businessUuid: x!, intent: "add" });
    await post(beto.cookie, { businessUuid: y!, intent: "add" });
    // Beto removing Ana's favourite business only touches Beto's (empty) row.
    await post(beto.cookie, { businessUuid: x!, intent: "remove" });
    expect(await listFavoriteUuids(ana.userId)).toEqual([x]);
    expect(await listFavoriteUuids(beto.userId)).toEqual([y]);
    await post(ana.cookie, { businessUuid: x!, intent: "remove" });
    await post(beto.cookie, { businessUuid: y!, intent: "remove" });
  });

  it("signed out: 401 JSON for the app, a trip to /auth for a plain form", async () => {
    const json = await post(null, { businessUuid: active[0]!, intent: "add" });
    expect(json).toMatchObject({
      status: 401,
      body: { error: { code: "unauthorized", message: "Tenés que iniciar sesión." } },
    });
    const form = await post(
      null,
      { businessUuid: active[0]!, intent: "add", redirectTo: "/search?q=pizza" },
      {
        document: true,
      },
    );
    expect(form.status).toBe(302);
    expect(form.location).toBe(`/auth?redirectTo=${encodeURIComponent("/search?q=pizza")}`);
  });

  it("a plain form post goes back to its page (same-site paths only)", async () => {
    const back = await post(
      ana.cookie,
      { businessUuid: active[1]!, intent: "add", redirectTo: "/search" },
      {
        document: true,
      },
    );
    expect(back).toMatchObject({ status: 302, location: "/search" });
    const evil = await post(
      ana.cookie,
      { businessUuid: active[1]!, intent: "remove", redirectTo: "//evil.example" },
      {
        document: true,
      },
    );
    expect(evil).toMatchObject({ status: 302, location: "/" });
    expect(await rowsOf(ana.userId)).toHaveLength(0);
  });
});

describe("the favourites list", () => {
  it("shows cards newest favourite first, and only businesses still listed", async () => {
    const { db } = database();
    const person = await createConfirmedUser("carla.fav@example.com");
    const [first, second, third] = active;
    for (const uuid of [first, second, third]) await post(person.cookie, { businessUuid: uuid!, intent: "add" });
    await db.update(businesses).set({ status: "suspended" }).where(eq(businesses.uuid, second!));
    try {
      const cards = await listFavoriteBusinesses(person.userId);
      expect(cards.map((c) => c.uuid)).toEqual([third, first]);
      expect(cards[0]).toMatchObject({ isOpen: expect.any(Boolean), reviewCount: expect.any(Number) });
    } finally {
      await db.update(businesses).set({ status: "active" }).where(eq(businesses.uuid, second!));
    }

    const request = new Request("http://localhost:3000/api/favorites");
    const response = await loader({
      request,
      context: await contextForCookie(person.cookie),
      params: {},
      url: new URL(request.url),
      pattern: "",
    } as Parameters<typeof loader>[0]);
    expect(await response.json()).toEqual({ favorites: [third, second, first] });
  });
});
