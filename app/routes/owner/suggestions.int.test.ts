/**
 * "Sugerir un cambio": a signed-in neighbour suggests (Spanish messages, one pending per kind, not
 * the owner); the owner of THAT business (or an admin) accepts or rejects with one tap; accepting a
 * phone writes it through the profile's save path (its audit row) and the page shows it; an
 * accepted hours suggestion leads to the hours editor; only an admin accepts a closure (the
 * business becomes inactive); the suggester is told; a decided suggestion cannot be decided again.
 */
import { and, eq, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSuggestion } from "#core/suggestion-input.ts";
import { SUGGESTION_MESSAGES } from "#core/suggestions.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, businessSuggestions, userNotifications, userRoles, users } from "#server/platform/db/schema.ts";
import { getPublicBusiness } from "#server/public-business/get-public-business.ts";
import { decideSuggestion } from "#server/suggestions/decide-suggestion.ts";
import { adminSuggestionQueue } from "#server/suggestions/list-suggestions.ts";
import { suggestChange } from "#server/suggestions/suggest-change.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as suggestionsApi } from "../api/suggestions.ts";
import { action, loader } from "./suggestions.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true });
const NEIGHBOUR = testUser("demo-vecino");
const OWNER = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });
const HOUR = 3_600_000;

let owned: { uuid: string; slug: string };
let unowned: string;

beforeAll(async () => {
  const { db } = database();
  const mine = (await getUserBusinesses(db, OWNER.id)).map((b) => b.uuid);
  OWNER.businessUuids = mine;
  const [a] = await db
    .select({ uuid: businesses.uuid, slug: businesses.slug })
    .from(businesses)
    .where(and(eq(businesses.uuid, mine[0]!), eq(businesses.status, "active")));
  owned = a!;
  // A listing nobody owns (no business_owner role names it).
  const ownedByAnyone = new Set(
    (await db.select({ uuid: userRoles.businessUuid }).from(userRoles).where(eq(userRoles.role, "business_owner"))).map(
      (r) => r.uuid,
    ),
  );
  const free = (
    await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "active")).limit(500)
  ).find((r) => !ownedByAnyone.has(r.uuid));
  unowned = free!.uuid;
});

const act = (user: SessionUser, businessUuid: string, fields: Record<string, string>, now = TEST_NOW) =>
  action({
    request: new Request(`${ORIGIN}/mi-comercio/${businessUuid}/sugerencias`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    context: contextWithUser(user, { now }),
    params: { businessId: businessUuid },
  } as never).catch((e: unknown) => e);
const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } }).init?.status ?? 200);

describe("suggesting", () => {
  it("checks the proposal in Spanish", () => {
    expect(parseSuggestion({ kind: "nada" })).toMatchObject({ ok: false, message: SUGGESTION_MESSAGES.kind });
    expect(parseSuggestion({ kind: "phone", proposedValue: "123" })).toMatchObject({
      ok: false,
      message: SUGGESTION_MESSAGES.phoneValue,
    });
    expect(parseSuggestion({ kind: "closed", proposedValue: "ignorado", note: "Cerró en octubre" })).toEqual({
      ok: true,
      value: { kind: "closed", proposedValue: null, note: "Cerró en octubre" },
    });
  });

  it("goes through the endpoint: signed out to /auth, bad input 400, the owner refused, once per kind", async () => {
    const { db } = database();
    const post = async (user: SessionUser | null, fields: Record<string, string>, document = false) => {
      const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
      headers.set("sec-fetch-mode", document ? "navigate" : "cors");
      const response = (await suggestionsApi({
        request: new Request(`${ORIGIN}/api/suggestions`, {
          method: "POST",
          headers,
          body: new URLSearchParams(fields),
        }),
        context: contextWithUser(user, { now: TEST_NOW }),
        params: {},
      } as never)) as Response;
      const text = await response.text();
      return {
        status: response.status,
        location: response.headers.get("location"),
        body: text ? JSON.parse(text) : null,
      };
    };
    const fields = { businessUuid: owned.uuid, kind: "phone", proposedValue: "353 155 123456" };
    expect((await post(null, { ...fields, redirectTo: `/${owned.slug}#sugerir` }, true)).location).toMatch(/^\/auth/);
    expect((await post(NEIGHBOUR, { ...fields, proposedValue: "12" })).body).toEqual({
      ok: false,
      error: SUGGESTION_MESSAGES.phoneValue,
    });
    expect((await post(OWNER, fields)).body).toEqual({ ok: false, error: SUGGESTION_MESSAGES.ownBusiness });
    expect((await post(NEIGHBOUR, fields)).body).toEqual({ ok: true, message: SUGGESTION_MESSAGES.sent });
    expect((await post(NEIGHBOUR, fields)).body).toEqual({ ok: false, error: SUGGESTION_MESSAGES.already });
    const told = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, OWNER.id), eq(userNotifications.type, "new_suggestion")));
    expect(told.length).toBeGreaterThanOrEqual(1);
  });
});

describe("deciding", () => {
  it("an owner of that business accepts a phone: the page shows it, audited as a profile change; the suggester is told", async () => {
    const { db } = database();
    const at = new Date(TEST_NOW.getTime() + 2 * HOUR);
    // Another neighbour: the demo neighbour's own phone suggestion is still pending from above.
    const [someone] = await db
      .select({ id: users.id })
      .from(users)
      .where(notInArray(users.id, ["demo-admin", "demo-vecino", "demo-comercio"]))
      .limit(1);
    const { id } = await suggestChange(
      someone!.id,
      owned.uuid,
      { kind: "phone", proposedValue: "353 461-0000", note: null },
      at,
    );
    // A neighbour, or the owner on another business's screen: nothing changes.
    expect(statusOf(await act(NEIGHBOUR, owned.uuid, { intent: "accept", suggestionId: String(id) }))).toBe(403);
    expect(statusOf(await act(OWNER, unowned, { intent: "accept", suggestionId: String(id) }))).toBe(403);
    expect(
      await db.$count(
        businessSuggestions,
        and(eq(businessSuggestions.id, id), eq(businessSuggestions.status, "pending")),
      ),
    ).toBe(1);

    const done = await act(OWNER, owned.uuid, { intent: "accept", suggestionId: String(id) }, at);
    expect(statusOf(done)).toBe(302);
    const page = await getPublicBusiness(owned.slug, { now: at, slugOnly: true });
    expect(page?.phoneNumber).toBe("353 461-0000");
    const trail = await auditTrail(db, { type: "business", id: owned.uuid });
    expect(trail.find((t) => t.action === "business.profile_update")?.details).toMatchObject({
      after: { phoneNumber: "353 461-0000" },
    });
    expect((await auditTrail(db, { type: "business_suggestion", id })).map((t) => t.action)).toEqual([
      "suggestion.accept",
    ]);
    const told = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, someone!.id), eq(userNotifications.type, "suggestion_update")));
    expect(told.some((n) => n.title.startsWith("Aceptaron tu sugerencia"))).toBe(true);
    // A second tap changes nothing.
    const again = await act(OWNER, owned.uuid, { intent: "reject", suggestionId: String(id) }, at);
    expect((again as { data?: { message?: string } }).data?.message).toBe(SUGGESTION_MESSAGES.decided);
  });

  it("hours lead to the hours editor; a closure only an admin accepts; rejecting changes nothing", async () => {
    const { db } = database();
    const at = new Date(TEST_NOW.getTime() + 3 * HOUR);
    const hours = await suggestChange(
      NEIGHBOUR.id,
      owned.uuid,
      { kind: "hours", proposedValue: "Lun a vie 9 a 18", note: null },
      at,
    );
    const led = (await act(OWNER, owned.uuid, { intent: "accept", suggestionId: String(hours.id) }, at)) as Response;
    expect(led.headers.get("location")).toBe(`/mi-comercio/${owned.uuid}/horarios`);

    const closed = await suggestChange(
      NEIGHBOUR.id,
      owned.uuid,
      { kind: "closed", proposedValue: null, note: null },
      at,
    );
    const refused = await act(OWNER, owned.uuid, { intent: "accept", suggestionId: String(closed.id) }, at);
    expect(statusOf(refused)).toBe(403);
    expect(statusOf(await act(OWNER, owned.uuid, { intent: "reject", suggestionId: String(closed.id) }, at))).toBe(302);
    const [still] = await db
      .select({ status: businesses.status })
      .from(businesses)
      .where(eq(businesses.uuid, owned.uuid));
    expect(still?.status).toBe("active");

    // A listing nobody owns: the admins' queue; accepting a closure makes it inactive.
    const gone = await suggestChange(NEIGHBOUR.id, unowned, { kind: "closed", proposedValue: null, note: "Cerró" }, at);
    expect((await adminSuggestionQueue()).map((s) => s.id)).toContain(gone.id);
    await decideSuggestion({ id: ADMIN.id, isAdmin: true, ip: null }, gone.id, "accept", null, at);
    const [now] = await db.select({ status: businesses.status }).from(businesses).where(eq(businesses.uuid, unowned));
    expect(now?.status).toBe("inactive");
    expect((await adminSuggestionQueue()).map((s) => s.id)).not.toContain(gone.id);
  });

  it("lists this business's suggestions, pending first", async () => {
    const list = await loader({
      request: new Request(`${ORIGIN}/mi-comercio/${owned.uuid}/sugerencias`),
      context: contextWithUser(OWNER, { now: TEST_NOW }),
      params: { businessId: owned.uuid },
    } as never);
    const statuses = list.suggestions.map((s) => s.status);
    const firstDecided = statuses.findIndex((s) => s !== "pending");
    expect(firstDecided).toBeGreaterThan(0);
    expect(statuses.slice(firstDecided)).not.toContain("pending");
  });
});
