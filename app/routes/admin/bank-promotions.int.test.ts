import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseOffersParams } from "#core/offers-url.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { auditLog, bankPromotionBusinesses, bankPromotions, banks, brands } from "#server/platform/db/schema.ts";
import { getOffersPage } from "#server/promotions/get-offers-page.ts";
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
import { action as editAction, loader as editLoader } from "./bank-promotion-edit.tsx";
import { action as listAction, loader as listLoader } from "./bank-promotions.tsx";

const database = setupTestDatabase();
const LIST = "/admin/promotions/bancarias";
const today = buenosAiresDateKey(TEST_NOW);

async function firstBank() {
  const [bank] = await database().db.select().from(banks).orderBy(banks.id).limit(1);
  return bank!;
}

const promotionForm = (bankId: number, extra: Record<string, string> = {}): [string, string][] => {
  const fields: Record<string, string> = {
    bankId: String(bankId),
    title: "Miércoles de super",
    discountText: "30% de reintegro",
    discountPercent: "30",
    cardTypes: "credito",
    capArs: "15000",
    validFrom: today,
    validTo: "2099-12-31",
    conditions: "Con tarjetas del banco.",
    termsUrl: "https://example.com/bases",
    ...extra,
  };
  const days: [string, string][] = extra.daysOfWeek
    ? []
    : [
        ["daysOfWeek", "3"],
        ["daysOfWeek", "5"],
      ];
  return [...Object.entries(fields), ...days];
};

async function byTitle(title: string) {
  const [row] = await database().db.select().from(bankPromotions).where(eq(bankPromotions.title, title));
  return row;
}

describe("/admin/promotions/bancarias", () => {
  it("lists bank promotions filtered by bank and validity, with the banks; only for admins", async () => {
    const bank = await firstBank();
    const page = (await load(listLoader, `${LIST}?banco=${bank.slug}&estado=vigentes`, ADMIN)) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(page.list.rows.length).toBeGreaterThan(0);
    expect(page.list.rows.every((r) => r.bankName === bank.name && r.validTo >= today)).toBe(true);
    expect(page.banks.find((b) => b.id === bank.id)?.promotions).toBeGreaterThan(0);
    for (const user of NOT_ADMINS) expect(expectRefused(await load(listLoader, LIST, user), user)).toBe(true);
    for (const user of NOT_ADMINS) {
      expect(expectRefused(await load(editLoader, `${LIST}/nueva`, user, { bankPromotionId: "nueva" }), user)).toBe(
        true,
      );
    }
    expect(statusOf(await load(editLoader, `${LIST}/x'`, ADMIN, { bankPromotionId: "x'" }))).toBe(404);
  });

  it("creates, edits and deletes a bank promotion (audited), seen in Ofertas; non-admins change nothing", async () => {
    const bank = await firstBank();
    const params = { bankPromotionId: "nueva" };
    for (const user of NOT_ADMINS) {
      expect(expectRefused(await post(editAction, `${LIST}/nueva`, user, promotionForm(bank.id), params), user)).toBe(
        true,
      );
    }
    expect(await byTitle("Miércoles de super")).toBeUndefined();

    const created = await post(editAction, `${LIST}/nueva`, ADMIN, promotionForm(bank.id), params);
    expect(locationOf(created)).toBe(LIST);
    expect(await toastOf(created)).toMatchObject({ type: "success", title: "Promoción bancaria creada" });
    const row = (await byTitle("Miércoles de super"))!;
    expect(row).toMatchObject({ daysOfWeek: [3, 5], cardTypes: ["credito"], capArs: 15000, discountPercent: 30 });
    const offers = await getOffersPage(parseOffersParams(`tab=bancos&bank=${bank.slug}`));
    expect(JSON.stringify(offers)).toContain("Miércoles de super");

    const id = { bankPromotionId: String(row.id) };
    const edited = await post(
      editAction,
      `${LIST}/${row.id}`,
      ADMIN,
      promotionForm(bank.id, { title: "Miércoles y viernes de super" }),
      id,
    );
    expect(statusOf(edited)).toBe(302);
    expect((await byTitle("Miércoles y viernes de super"))?.id).toBe(row.id);

    for (const user of NOT_ADMINS) {
      const refused = await post(
        editAction,
        `${LIST}/${row.id}`,
        user,
        [
          ["intent", "delete"],
          ["bankPromotionId", String(row.id)],
        ],
        id,
      );
      expect(expectRefused(refused, user)).toBe(true);
    }
    const deleted = await post(
      editAction,
      `${LIST}/${row.id}`,
      ADMIN,
      [
        ["intent", "delete"],
        ["bankPromotionId", String(row.id)],
      ],
      id,
    );
    expect(await toastOf(deleted)).toMatchObject({ title: "Promoción eliminada" });
    expect(await byTitle("Miércoles y viernes de super")).toBeUndefined();
    const trail = await database()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(trail.map((t) => t.action).filter((a) => a.startsWith("bank_promotion."))).toEqual([
      "bank_promotion.create",
      "bank_promotion.update",
      "bank_promotion.delete",
    ]);
  });

  it("answers a bad bank promotion with Spanish field messages", async () => {
    const bank = await firstBank();
    const bad = await post(
      editAction,
      `${LIST}/nueva`,
      ADMIN,
      promotionForm(bank.id, {
        daysOfWeek: "9",
        title: "x",
        discountPercent: "140",
        capArs: "-3",
        termsUrl: "javascript:alert(1)",
        validFrom: "2099-12-31",
        validTo: "2099-01-01",
      }),
      { bankPromotionId: "nueva" },
    );
    expect(statusOf(bad)).toBe(400);
    expect(fieldErrors(bad)).toMatchObject({
      title: "Escribí el título (de 3 a 120 caracteres).",
      discountPercent: "Un número de 1 a 100, o vacío.",
      capArs: expect.stringContaining("pesos enteros"),
      termsUrl: "Escribí una dirección que empiece con https:// (o http://).",
      daysOfWeek: "Elegí días de la lista.",
    });
    const backwards = await post(
      editAction,
      `${LIST}/nueva`,
      ADMIN,
      promotionForm(bank.id, { validFrom: "2099-12-31", validTo: "2099-01-01" }),
      {
        bankPromotionId: "nueva",
      },
    );
    expect(fieldErrors(backwards).validTo).toBe("El fin no puede ser anterior al inicio.");
    const noBank = await post(editAction, `${LIST}/nueva`, ADMIN, promotionForm(999_999), { bankPromotionId: "nueva" });
    expect(fieldErrors(noBank).bankId).toBe("Ese banco ya no existe.");
  });

  it("sets where a promotion applies: a list of businesses, a brand; unknown ones change nothing", async () => {
    const bank = await firstBank();
    const params = { bankPromotionId: "nueva" };
    const scoped = (extra: Record<string, string>) => promotionForm(bank.id, { title: "Sólo en el barrio", ...extra });
    const missing = await post(editAction, `${LIST}/nueva`, ADMIN, scoped({ scope: "marca" }), params);
    expect(fieldErrors(missing).brandId).toBe("Elegí una marca de la lista.");
    const unknown = await post(
      editAction,
      `${LIST}/nueva`,
      ADMIN,
      scoped({ scope: "comercios", businessSlugs: "farmacia-del-puente\nno-existe-aca" }),
      params,
    );
    expect(statusOf(unknown)).toBe(409);
    expect(fieldErrors(unknown).businessSlugs).toBe("No hay comercios con la dirección no-existe-aca.");
    expect(await byTitle("Sólo en el barrio")).toBeUndefined();

    const created = await post(
      editAction,
      `${LIST}/nueva`,
      ADMIN,
      // A pasted address works too; the category of another scope is not kept.
      scoped({
        scope: "comercios",
        businessSlugs: "https://vilma.example/farmacia-del-puente, despensa-la-esquina",
        categoryId: "1",
      }),
      params,
    );
    expect(statusOf(created)).toBe(302);
    const row = (await byTitle("Sólo en el barrio"))!;
    expect(row).toMatchObject({ scope: "comercios", categoryId: null, brandId: null });
    const listed = () =>
      database().db.select().from(bankPromotionBusinesses).where(eq(bankPromotionBusinesses.bankPromotionId, row.id));
    expect(await listed()).toHaveLength(2);
    const edit = (await load(editLoader, `${LIST}/${row.id}`, ADMIN, { bankPromotionId: String(row.id) })) as Awaited<
      ReturnType<typeof editLoader>
    >;
    expect(edit.promotion?.businesses.map((b) => b.slug)).toEqual(["despensa-la-esquina", "farmacia-del-puente"]);
    // The admin's list says where each one applies.
    const page = (await load(listLoader, `${LIST}?q=barrio`, ADMIN)) as Awaited<ReturnType<typeof listLoader>>;
    expect(page.list.rows.find((r) => r.id === row.id)?.businessNames).toEqual([
      "Despensa La Esquina",
      "Farmacia Del Puente",
    ]);

    const [brand] = await database().db.select().from(brands).limit(1);
    const toBrand = await post(
      editAction,
      `${LIST}/${row.id}`,
      ADMIN,
      scoped({ scope: "marca", brandId: String(brand!.id) }),
      { bankPromotionId: String(row.id) },
    );
    expect(statusOf(toBrand)).toBe(302);
    expect(await byTitle("Sólo en el barrio")).toMatchObject({ scope: "marca", brandId: brand!.id });
    expect(await listed()).toHaveLength(0);
  });

  it("creates and edits a bank; refuses deleting one with promotions, deletes an empty one", async () => {
    const form = (extra: Record<string, string> = {}): [string, string][] =>
      Object.entries({
        name: "Banco de Prueba",
        slug: "banco-prueba",
        color: "#0f766e",
        websiteUrl: "https://prueba.example.com",
        ...extra,
      });
    for (const user of NOT_ADMINS) expect(expectRefused(await post(listAction, LIST, user, form()), user)).toBe(true);
    const created = await post(listAction, LIST, ADMIN, form());
    expect(await toastOf(created)).toMatchObject({ title: "Banco creado" });
    const [bank] = await database().db.select().from(banks).where(eq(banks.slug, "banco-prueba"));
    expect(bank).toMatchObject({ name: "Banco de Prueba", color: "#0f766e" });
    const bad = await post(listAction, LIST, ADMIN, form({ slug: "Mal Slug", color: "rojo", name: "" }));
    expect(fieldErrors(bad)).toMatchObject({
      slug: expect.stringContaining("Sólo minúsculas"),
      color: "Escribí el color como #RRGGBB (por ejemplo #1e3a8a).",
      name: "Escribí el nombre (de 2 a 80 caracteres).",
    });
    const taken = await post(listAction, LIST, ADMIN, form({ slug: (await firstBank()).slug }));
    expect(fieldErrors(taken).slug).toBe("Ya hay un banco con esa dirección.");

    const busy = await firstBank();
    const refused = await post(listAction, LIST, ADMIN, [
      ["intent", "delete-bank"],
      ["bankId", String(busy.id)],
    ]);
    expect(await toastOf(refused)).toMatchObject({
      type: "error",
      description: expect.stringMatching(/tiene \d+ promoci/),
    });
    for (const user of NOT_ADMINS) {
      const no = await post(listAction, LIST, user, [
        ["intent", "delete-bank"],
        ["bankId", String(bank!.id)],
      ]);
      expect(expectRefused(no, user)).toBe(true);
    }
    const deleted = await post(listAction, LIST, ADMIN, [
      ["intent", "delete-bank"],
      ["bankId", String(bank!.id)],
    ]);
    expect(await toastOf(deleted)).toMatchObject({ title: "Banco eliminado" });
    expect(await database().db.$count(banks, eq(banks.id, bank!.id))).toBe(0);
    expect(await database().db.$count(banks, eq(banks.id, busy.id))).toBe(1);
  });
});
