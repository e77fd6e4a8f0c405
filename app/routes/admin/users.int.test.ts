/**
 * /admin/users and /admin/users/{id}: each action works for an admin and is refused (nothing
 * changed) for a neighbour and an owner; bad input gets Spanish messages; the last admin can never
 * be demoted, stripped of the role, nor banned (two admins demoting each other at once: one wins);
 * a ban ends the person's sessions at once.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import { getUserAccess } from "#server/platform/auth/roles.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, sessions, userRoles, users } from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { LAST_ADMIN_MESSAGE } from "#server/users/last-admin.ts";
import { setUserRole } from "#server/users/set-user-role.ts";
import { createConfirmedUser, signIn } from "#tests/setup/auth-client.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as detailAction, loader as detailLoader } from "./user-detail.tsx";
import { action as listAction, loader as listLoader } from "./users.tsx";

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
  outcome instanceof Response || outcome instanceof AppError
    ? outcome.status
    : ((outcome as { init?: { status?: number } }).init?.status ?? 200);
const bodyOf = (outcome: unknown) => (outcome as { data?: unknown }).data as Record<string, unknown>;

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
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(entries),
      }),
      context: contextWithUser(user),
      params,
    } as never),
  );
}
const get = (
  load: (args: never) => Promise<unknown>,
  path: string,
  user: SessionUser | null,
  params: Record<string, string> = {},
) => run(() => load({ request: new Request(`${ORIGIN}${path}`), context: contextWithUser(user), params } as never));

async function toastOf(response: unknown) {
  const cookie = (response as Response).headers
    .getSetCookie()
    .find((c) => c.startsWith("vilma_flash="))!
    .split(";")[0]!;
  return readFlash(new Request(ORIGIN, { headers: { cookie } }));
}

async function rolesOf(userId: string) {
  return getUserAccess(database().db, userId);
}
async function banState(userId: string) {
  const [row] = await database()
    .db.select({ banned: users.banned, reason: users.banReason })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

let made = 0;
async function newPerson(name: string) {
  const email = `persona-${++made}-${Date.now().toString(36)}@example.com`;
  const { userId } = await createConfirmedUser(email, name, "correcta-9x");
  return { id: userId, email };
}

describe("/admin/users list", () => {
  it("searches, filters by role and state, and refuses non-admins", async () => {
    const admins = (await get(listLoader, "/admin/users?role=admin&q=admin%40vilma", ADMIN)) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(admins.users.rows).toMatchObject([{ id: "demo-admin", role: "admin", state: "active" }]);
    const banned = (await get(listLoader, "/admin/users?state=banned", ADMIN)) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(banned.users.rows.length).toBeGreaterThanOrEqual(1);
    expect(banned.users.rows.every((r) => r.state === "banned" && r.banReason)).toBe(true);
    const owners = (await get(listLoader, "/admin/users?role=business_owner&sort=name&dir=asc", ADMIN)) as Awaited<
      ReturnType<typeof listLoader>
    >;
    const demoOwner = owners.users.rows.find((r) => r.id === "demo-comercio");
    expect(demoOwner?.businesses).toBe(2);

    expect(statusOf(await get(listLoader, "/admin/users", NEIGHBOUR))).toBe(403);
    expect(statusOf(await get(listLoader, "/admin/users", OWNER))).toBe(403);
    expect(statusOf(await get(listLoader, "/admin/users", null))).toBe(302);
  });

  it("bans and unbans the ticked people with one reason; non-admins change nothing", async () => {
    const a = await newPerson("Bulk Uno");
    const b = await newPerson("Bulk Dos");
    const ids: [string, string][] = [
      ["ids", a.id],
      ["ids", b.id],
    ];
    for (const user of [NEIGHBOUR, OWNER]) {
      expect(
        statusOf(await post(listAction, "/admin/users", user, [["intent", "ban-many"], ["reason", "Spam"], ...ids])),
      ).toBe(403);
    }
    expect((await banState(a.id))?.banned).toBe(false);

    const noReason = await post(listAction, "/admin/users", ADMIN, [["intent", "ban-many"], ...ids]);
    expect((await toastOf(noReason))?.description).toMatch(/Escribí el motivo/);
    expect((await banState(a.id))?.banned).toBe(false);

    const withAdmin = await post(listAction, "/admin/users?state=active", ADMIN, [
      ["intent", "ban-many"],
      ["reason", "Spam de links"],
      ...ids,
      ["ids", "demo-admin"],
    ]);
    expect((withAdmin as Response).headers.get("location")).toBe("/admin/users?state=active");
    const toast = await toastOf(withAdmin);
    expect(toast?.title).toBe("2 cuentas suspendidas");
    expect(toast?.description).toMatch(/No podés suspender tu propia cuenta/);
    expect(await banState(a.id)).toEqual({ banned: true, reason: "Spam de links" });
    expect((await banState("demo-admin"))?.banned).toBe(false);

    await post(listAction, "/admin/users", ADMIN, [["intent", "unban-many"], ...ids]);
    expect((await banState(b.id))?.banned).toBe(false);
  });
});

describe("/admin/users/{id}", () => {
  it("shows the person with their businesses and timeline; unknown ids are 404", async () => {
    const detail = (await get(detailLoader, "/admin/users/demo-comercio", ADMIN, { id: "demo-comercio" })) as Awaited<
      ReturnType<typeof detailLoader>
    >;
    expect(detail.user).toMatchObject({ id: "demo-comercio", role: "business_owner" });
    expect(detail.user.businesses).toHaveLength(2);
    for (const id of ["no-such-person", "'; drop table users; --", "x".repeat(300)]) {
      expect(statusOf(await get(detailLoader, `/admin/users/x`, ADMIN, { id }))).toBe(404);
    }
    expect(statusOf(await get(detailLoader, "/admin/users/demo-comercio", NEIGHBOUR, { id: "demo-comercio" }))).toBe(
      403,
    );
  });

  it("changes the role (audited) for an admin only; a bad role gets a Spanish message", async () => {
    const p = await newPerson("Rol Cambiante");
    const at = `/admin/users/${p.id}`;
    for (const user of [NEIGHBOUR, OWNER, null]) {
      const outcome = await post(
        detailAction,
        at,
        user,
        [
          ["intent", "role"],
          ["role", "admin"],
        ],
        { id: p.id },
      );
      expect([302, 403]).toContain(statusOf(outcome));
    }
    expect((await rolesOf(p.id)).isAdmin).toBe(false);

    const bad = await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "role"],
        ["role", "superadmin"],
      ],
      { id: p.id },
    );
    expect(statusOf(bad)).toBe(400);
    expect(JSON.stringify(bodyOf(bad))).toContain("Elegí un rol.");

    const made = await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "role"],
        ["role", "admin"],
      ],
      { id: p.id },
    );
    expect((made as Response).headers.get("location")).toBe(at);
    expect((await rolesOf(p.id)).isAdmin).toBe(true);
    await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "role"],
        ["role", "user"],
      ],
      { id: p.id },
    );
    expect(await rolesOf(p.id)).toMatchObject({ role: "user", isAdmin: false });
    const trail = await auditTrail(database().db, { type: "user", id: p.id });
    expect(trail.map((e) => e.action)).toEqual(["user.role", "user.role"]);
    expect(trail[0]?.details.after).toMatchObject({ role: "user" });
  });

  it("assigns and removes a business (audited on the business); a non-uuid is refused in Spanish", async () => {
    const p = await newPerson("Futura Dueña");
    const at = `/admin/users/${p.id}`;
    const [business] = await database()
      .db.select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    expect(
      statusOf(
        await post(
          detailAction,
          at,
          OWNER,
          [
            ["intent", "owner-add"],
            ["businessUuid", business!.uuid],
          ],
          { id: p.id },
        ),
      ),
    ).toBe(403);
    expect((await rolesOf(p.id)).businessUuids).toEqual([]);

    const bad = await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "owner-add"],
        ["businessUuid", "1 or 1=1"],
      ],
      { id: p.id },
    );
    expect(statusOf(bad)).toBe(400);
    expect(JSON.stringify(bodyOf(bad))).toContain("Elegí un comercio de la lista.");
    const unknown = await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "owner-add"],
        ["businessUuid", "00000000-0000-4000-8000-000000000000"],
      ],
      { id: p.id },
    );
    expect(statusOf(unknown)).toBe(404);

    await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "owner-add"],
        ["businessUuid", business!.uuid],
      ],
      { id: p.id },
    );
    expect(await rolesOf(p.id)).toMatchObject({ isBusinessOwner: true, businessUuids: [business!.uuid] });
    await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "owner-remove"],
        ["businessUuid", business!.uuid],
      ],
      { id: p.id },
    );
    expect((await rolesOf(p.id)).businessUuids).toEqual([]);
    const trail = await auditTrail(database().db, { type: "business", id: business!.uuid });
    expect(trail.slice(0, 2).map((e) => e.action)).toEqual(["business.owner_remove", "business.owner_assign"]);
  });

  it("bans with a reason, ending every session at once, and unbans; an admin cannot ban themself", async () => {
    const p = await newPerson("Por Suspender");
    await signIn(p.email, "correcta-9x");
    const open = await database().db.select().from(sessions).where(eq(sessions.userId, p.id));
    expect(open.length).toBeGreaterThanOrEqual(2);
    const at = `/admin/users/${p.id}`;

    expect(
      statusOf(
        await post(
          detailAction,
          at,
          NEIGHBOUR,
          [
            ["intent", "ban"],
            ["reason", "x"],
          ],
          { id: p.id },
        ),
      ),
    ).toBe(403);
    expect((await banState(p.id))?.banned).toBe(false);
    const noReason = await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "ban"],
        ["reason", "  "],
      ],
      { id: p.id },
    );
    expect(statusOf(noReason)).toBe(400);
    expect(JSON.stringify(bodyOf(noReason))).toContain("Escribí el motivo");

    const banned = await post(
      detailAction,
      at,
      ADMIN,
      [
        ["intent", "ban"],
        ["reason", "Estafas"],
      ],
      { id: p.id },
    );
    expect((await toastOf(banned))?.title).toBe("Cuenta suspendida");
    expect(await banState(p.id)).toEqual({ banned: true, reason: "Estafas" });
    expect(await database().db.select().from(sessions).where(eq(sessions.userId, p.id))).toEqual([]);

    await post(detailAction, at, ADMIN, [["intent", "unban"]], { id: p.id });
    expect((await banState(p.id))?.banned).toBe(false);

    const self = await post(
      detailAction,
      "/admin/users/demo-admin",
      ADMIN,
      [
        ["intent", "ban"],
        ["reason", "Prueba"],
      ],
      { id: "demo-admin" },
    );
    expect(statusOf(self)).toBe(409);
    expect(JSON.stringify(bodyOf(self))).toContain("No podés suspender tu propia cuenta.");
  });
});

describe("the last admin", () => {
  it("can be neither demoted, nor stripped of the role, nor banned; two admins demoting each other: one wins", async () => {
    const { db } = database();
    const second = await newPerson("Segunda Admin");
    const SECOND = testUser(second.id, { role: "admin", isAdmin: true });
    await setUserRole({ id: "demo-admin" }, second.id, "admin");
    // Only these two are admins from here on.
    const others = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
    for (const { userId } of others) {
      if (userId !== "demo-admin" && userId !== second.id) {
        await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
      }
    }

    const [a, b] = await Promise.all([
      post(
        detailAction,
        `/admin/users/${second.id}`,
        ADMIN,
        [
          ["intent", "role"],
          ["role", "user"],
        ],
        { id: second.id },
      ),
      post(
        detailAction,
        "/admin/users/demo-admin",
        SECOND,
        [
          ["intent", "role"],
          ["role", "business_owner"],
        ],
        { id: "demo-admin" },
      ),
    ]);
    const statuses = [statusOf(a), statusOf(b)].sort();
    expect(statuses).toEqual([302, 409]);
    const refused = statusOf(a) === 409 ? a : b;
    expect(JSON.stringify(bodyOf(refused))).toContain(LAST_ADMIN_MESSAGE);
    const stillAdmin = (await rolesOf("demo-admin")).isAdmin ? "demo-admin" : second.id;
    expect(((await rolesOf("demo-admin")).isAdmin ? 1 : 0) + ((await rolesOf(second.id)).isAdmin ? 1 : 0)).toBe(1);

    // Now the one left is the last: demote, make owner, ban — all refused, nothing changes.
    const other = testUser("otra", { role: "admin", isAdmin: true });
    for (const [intent, extra] of [
      ["role", ["role", "user"]],
      ["role", ["role", "business_owner"]],
      ["ban", ["reason", "Prueba"]],
    ] as const) {
      const outcome = await post(
        detailAction,
        `/admin/users/${stillAdmin}`,
        other,
        [["intent", intent], extra as [string, string]],
        { id: stillAdmin },
      );
      expect(statusOf(outcome)).toBe(409);
      expect(JSON.stringify(bodyOf(outcome))).toContain(LAST_ADMIN_MESSAGE);
    }
    expect((await rolesOf(stillAdmin)).isAdmin).toBe(true);
    expect((await banState(stillAdmin))?.banned).toBe(false);
  });
});
