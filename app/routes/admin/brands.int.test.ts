import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { auditLog, brands, businesses, businessPromotions } from "#server/platform/db/schema.ts";
import {
  ADMIN,
  expectRefused,
  fieldErrors,
  load,
  locationOf,
  NOT_ADMINS,
  post,
  statusOf,
  toastOf,
} from "#tests/setup/catalog-route-helpers.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as detailAction, loader as detailLoader } from "./brand-detail.tsx";
import { action as promoAction } from "./brand-promotion.tsx";
import { action as listAction, loader as listLoader } from "./brands.tsx";

const database = setupTestDatabase();
const LIST = "/admin/brands";

async function brandBySlug(slug: string) {
  const [row] = await database().db.select().from(brands).where(eq(brands.slug, slug));
  return row;
}

describe("/admin/brands", () => {
  it("lists brands with their branches, searchable and sortable; only for admins", async () => {
    const page = (await load(listLoader, `${LIST}?sort=branches`, ADMIN)) as Awaited<ReturnType<typeof listLoader>>;
    expect(page.list.rows.length).toBeGreaterThanOrEqual(4);
    expect(page.list.rows[0]!.branches).toBeGreaterThanOrEqual(2);
    const found = (await load(listLoader, `${LIST}?q=dolce`, ADMIN)) as Awaited<ReturnType<typeof listLoader>>;
    expect(found.list.rows.map((r) => r.name)).toEqual(["Helados Dolce Nonna"]);
    for (const user of NOT_ADMINS) expect(expectRefused(await load(listLoader, LIST, user), user)).toBe(true);
  });

  it("creates, edits and deletes a brand (audited); bad input gets field messages; non-admins change nothing", async () => {
    const form = (extra: Record<string, string> = {}): [string, string][] =>
      Object.entries({ name: "Ópticas del Centro", slug: "opticas-centro", description: "Lentes", ...extra });
    for (const user of NOT_ADMINS) expect(expectRefused(await post(listAction, LIST, user, form()), user)).toBe(true);
    expect(await brandBySlug("opticas-centro")).toBeUndefined();
    const bad = await post(listAction, LIST, ADMIN, form({ name: "", slug: "Con Espacio", websiteUrl: "ftp://x" }));
    expect(statusOf(bad)).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({
      name: "Escribí el nombre (de 2 a 80 caracteres).",
      slug: expect.stringContaining("Sólo minúsculas"),
      websiteUrl: "Escribí una dirección que empiece con https:// (o http://).",
    });
    const taken = await post(listAction, LIST, ADMIN, form({ slug: "tostadero-cafe" }));
    expect(fieldErrors(taken).slug).toBe("Ya hay una marca con esa dirección.");

    const created = await post(listAction, LIST, ADMIN, form());
    const brand = (await brandBySlug("opticas-centro"))!;
    expect(locationOf(created)).toBe(`${LIST}/${brand.id}`);
    const params = { brandId: String(brand.id) };
    const edited = await post(detailAction, `${LIST}/${brand.id}`, ADMIN, form({ name: "Ópticas Centro" }), params);
    expect(await toastOf(edited)).toMatchObject({ title: "Marca guardada" });
    expect((await brandBySlug("opticas-centro"))?.name).toBe("Ópticas Centro");
    for (const user of NOT_ADMINS) {
      const refused = await post(detailAction, `${LIST}/${brand.id}`, user, [["intent", "delete"]], params);
      expect(expectRefused(refused, user)).toBe(true);
    }
    const deleted = await post(detailAction, `${LIST}/${brand.id}`, ADMIN, [["intent", "delete"]], params);
    expect(await toastOf(deleted)).toMatchObject({ title: "Marca eliminada" });
    expect(await brandBySlug("opticas-centro")).toBeUndefined();
    const trail = await database()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "brand"), eq(auditLog.entityId, String(brand.id))));
    expect(trail.map((t) => t.action)).toEqual(["brand.create", "brand.update", "brand.delete"]);
    expect(statusOf(await load(detailLoader, `${LIST}/x`, ADMIN, { brandId: "1 or 1=1" }))).toBe(404);
  });

  it("searches a business, links it as a branch and unlinks it", async () => {
    const brand = (await brandBySlug("tostadero-cafe"))!;
    const params = { brandId: String(brand.id) };
    const [business] = await database()
      .db.select({ uuid: businesses.uuid, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.name, "Café del Bulevar"));
    const page = (await load(detailLoader, `${LIST}/${brand.id}?buscar=bulevar`, ADMIN, params)) as Awaited<
      ReturnType<typeof detailLoader>
    >;
    expect(page.branches.length).toBe(2);
    expect(page.candidates.map((c) => c.uuid)).toContain(business!.uuid);
    const entries: [string, string][] = [
      ["intent", "add-branch"],
      ["businessUuid", business!.uuid],
    ];
    for (const user of NOT_ADMINS) {
      expect(expectRefused(await post(detailAction, `${LIST}/${brand.id}`, user, entries, params), user)).toBe(true);
    }
    const brandOf = async () =>
      (
        await database()
          .db.select({ b: businesses.brandId })
          .from(businesses)
          .where(eq(businesses.uuid, business!.uuid))
      )[0]?.b;
    expect(await brandOf()).toBeNull();
    const added = await post(detailAction, `${LIST}/${brand.id}`, ADMIN, entries, params);
    expect(await toastOf(added)).toMatchObject({ title: "Sucursal agregada", description: "Café del Bulevar" });
    expect(await brandOf()).toBe(brand.id);
    const removed = await post(
      detailAction,
      `${LIST}/${brand.id}`,
      ADMIN,
      [
        ["intent", "remove-branch"],
        ["businessUuid", business!.uuid],
      ],
      params,
    );
    expect(await toastOf(removed)).toMatchObject({ title: "Sucursal quitada" });
    expect(await brandOf()).toBeNull();
    const hostile = await post(
      detailAction,
      `${LIST}/${brand.id}`,
      ADMIN,
      [
        ["intent", "add-branch"],
        ["businessUuid", "x'"],
      ],
      params,
    );
    expect(await toastOf(hostile)).toMatchObject({ type: "error" });
  });

  it("publishes one promotion for every active branch in one go, with the count in the toast", async () => {
    const brand = (await brandBySlug("supermercados-la-cuenca"))!;
    const params = { brandId: String(brand.id) };
    const branchUuids = (
      await database()
        .db.select({ uuid: businesses.uuid })
        .from(businesses)
        .where(and(eq(businesses.brandId, brand.id), eq(businesses.status, "active")))
    ).map((b) => b.uuid);
    const today = buenosAiresDateKey(TEST_NOW);
    const form = (extra: Record<string, string> = {}): [string, string][] =>
      Object.entries({
        title: "Semana de la cuenca",
        discountBenefit: "15% OFF",
        startDate: today,
        endDate: addDaysToDateKey(today, 7),
        ...extra,
      });
    const published = async () =>
      database().db.$count(
        businessPromotions,
        and(eq(businessPromotions.title, "Semana de la cuenca"), inArray(businessPromotions.businessUuid, branchUuids)),
      );
    for (const user of NOT_ADMINS) {
      expect(expectRefused(await post(promoAction, `${LIST}/${brand.id}/promocion`, user, form(), params), user)).toBe(
        true,
      );
    }
    const bad = await post(promoAction, `${LIST}/${brand.id}/promocion`, ADMIN, form({ discountBenefit: "" }), params);
    expect(fieldErrors(bad).discountBenefit).toBe("Ingresá el beneficio (por ejemplo: 2x1 o 20% OFF)");
    expect(await published()).toBe(0);

    const done = await post(promoAction, `${LIST}/${brand.id}/promocion`, ADMIN, form(), params);
    expect(locationOf(done)).toBe(`${LIST}/${brand.id}`);
    expect(await toastOf(done)).toMatchObject({
      type: "success",
      title: `Promoción publicada en ${branchUuids.length} sucursales`,
    });
    expect(branchUuids.length).toBeGreaterThanOrEqual(2);
    expect(await published()).toBe(branchUuids.length);
    const ids = (
      await database()
        .db.select({ id: businessPromotions.id })
        .from(businessPromotions)
        .where(eq(businessPromotions.title, "Semana de la cuenca"))
    ).map((p) => p.id);
    const audits = await database().db.$count(
      auditLog,
      and(eq(auditLog.action, "promotion.create"), inArray(auditLog.entityId, ids)),
    );
    expect(audits).toBe(branchUuids.length);
  });
});
