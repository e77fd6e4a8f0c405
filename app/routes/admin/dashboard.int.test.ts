import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#server/auth/session.ts";
import { businesses, categories } from "#server/db/schema.ts";
import { readFlash } from "#server/http/flash.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./dashboard.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const ADMIN: SessionUser = {
  id: "demo-admin",
  sessionId: "s-admin",
  email: "admin@vilma.test",
  emailVerified: true,
  name: "Admin",
  avatarUrl: null,
  themePreference: "system",
  role: "admin",
  isAdmin: true,
  isBusinessOwner: false,
  businessUuids: [],
};

let made = 0;
async function addPending(names: string[]): Promise<string[]> {
  const { db } = database();
  const [category] = await db.select().from(categories).limit(1);
  const rows = await db
    .insert(businesses)
    .values(
      names.map((name) => ({
        name,
        slug: `tablero-${Date.now().toString(36)}-${++made}`,
        status: "pending",
        categoryId: category!.id,
      })),
    )
    .returning({ uuid: businesses.uuid });
  return rows.map((r) => r.uuid);
}

async function post(path: string, entries: [string, string][]) {
  const body = new URLSearchParams(entries);
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-vilma-client-ip": "203.0.113.20" },
    body,
  });
  const response = (await action({ request, context: contextWithUser(ADMIN), params: {} } as never)) as Response;
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("vilma_flash="))!
    .split(";")[0]!;
  return {
    status: response.status,
    location: response.headers.get("location"),
    toast: await readFlash(new Request(ORIGIN, { headers: { cookie } })),
  };
}

async function statuses(uuids: string[]): Promise<string[]> {
  const rows = await database()
    .db.select({ uuid: businesses.uuid, status: businesses.status })
    .from(businesses)
    .where(inArray(businesses.uuid, uuids));
  return uuids.map((uuid) => rows.find((r) => r.uuid === uuid)?.status ?? "missing");
}

describe("/admin/dashboard loader", () => {
  it("reads the list's state from the URL and answers that page of pending businesses", async () => {
    await addPending(["Tablero Alfa", "Tablero Beta", "Tablero Gamma"]);
    const data = (await loader({
      request: new Request(`${ORIGIN}/admin/dashboard?q=tablero&sort=name&dir=desc&size=hack&page=-2`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(data.params).toMatchObject({ q: "tablero", sort: "name", dir: "desc", page: 1, size: 20 });
    expect(data.pending.rows.map((r) => r.name)).toEqual(["Tablero Gamma", "Tablero Beta", "Tablero Alfa"]);
    expect(data.pending.total).toBe(3);
    expect(data.stats.businessesByStatus.pending).toBeGreaterThanOrEqual(3);
  });

  it("refuses anyone but an admin", async () => {
    const neighbour = { ...ADMIN, id: "demo-vecino", role: "user" as const, isAdmin: false };
    await expect(
      loader({
        request: new Request(`${ORIGIN}/admin/dashboard`),
        context: contextWithUser(neighbour),
        params: {},
      } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("/admin/dashboard action", () => {
  it("publishes the selected businesses and says how many, back on the same list", async () => {
    const ids = await addPending(["Lote Uno", "Lote Dos"]);
    const outcome = await post("/admin/dashboard?q=lote&sort=name", [
      ["intent", "activate-many"],
      ["ids", ids[0]!],
      ["ids", ids[1]!],
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/dashboard?q=lote&sort=name");
    expect(outcome.toast).toMatchObject({ type: "success", title: "2 comercios publicados" });
    expect(await statuses(ids)).toEqual(["active", "active"]);
  });

  it("counts the ones that could not be published in the same toast", async () => {
    const [fresh] = await addPending(["Lote Tres"]);
    const { db } = database();
    const [active] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    const outcome = await post("/admin/dashboard", [
      ["intent", "activate-many"],
      ["ids", fresh!],
      ["ids", active!.uuid],
    ]);
    expect(outcome.toast).toMatchObject({
      type: "success",
      title: "1 comercio publicado",
      description: "1 no se pudo publicar: ya no estaba pendiente o no existe.",
    });
    const none = await post("/admin/dashboard", [
      ["intent", "activate-many"],
      ["ids", active!.uuid],
    ]);
    expect(none.toast).toMatchObject({ type: "error", title: "No se publicó ningún comercio" });
  });

  it("refuses more ids than the page holds, and any id that is not a UUID, publishing none", async () => {
    const ids = await addPending(["Lote Cuatro", "Lote Cinco", "Lote Seis"]);
    const tooMany = await post("/admin/dashboard?size=20", [
      ["intent", "activate-many"],
      ...ids.flatMap((id): [string, string][] => Array.from({ length: 7 }, () => ["ids", id])),
    ]);
    expect(tooMany.toast).toMatchObject({ type: "error", description: "Elegí como máximo 20 comercios a la vez." });
    const notUuid = await post("/admin/dashboard", [
      ["intent", "activate-many"],
      ["ids", ids[0]!],
      ["ids", "' or 1=1 --"],
    ]);
    expect(notUuid.toast).toMatchObject({ type: "error", description: "El pedido no es válido." });
    expect(await statuses(ids)).toEqual(["pending", "pending", "pending"]);
  });

  it("still publishes one business from its row", async () => {
    const [id] = await addPending(["Lote Siete"]);
    const outcome = await post("/admin/dashboard", [
      ["intent", "activate"],
      ["businessUuid", id!],
    ]);
    expect(outcome.location).toBe("/admin/dashboard");
    expect(outcome.toast).toMatchObject({ type: "success", title: "Comercio publicado" });
    expect(await statuses([id!])).toEqual(["active"]);
  });
});
