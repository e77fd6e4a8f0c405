/**
 * The admin's bank promotions and banks: a page of bank promotions (search by title, filter by
 * bank and validity, sort by dates or bank), create, edit, delete; the banks with how many
 * promotions each has, create and edit (logo through the one image pipeline), delete only a bank
 * without promotions. One transaction per change with its audit row; /ofertas and the home read
 * them through the public caches, cleared after each.
 */
import { asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { BankFormValues, BankPromotionFormValues } from "#core/bank-promotion-form.ts";
import { BANK_PROMOTION_STATES } from "#core/bank-promotion-form.ts";
import type { BankPromotionScopeKind } from "#core/bank-promotion-scope.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import {
  bankPromotionBusinesses,
  bankPromotions,
  banks,
  brands,
  businesses,
  categories,
} from "../platform/db/schema.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";
import { withNewImage } from "../platform/media/with-new-image.ts";

export { BANK_PROMOTION_STATES };

/** The list's definition; the bank filter's values are the banks there are. */
export function bankPromotionsList(bankSlugs: readonly string[]) {
  return defineList({
    sorts: { validTo: "desc", validFrom: "desc", title: "asc" },
    defaultSort: "validTo",
    filters: { banco: { values: bankSlugs }, estado: { values: BANK_PROMOTION_STATES } },
  });
}
export type BankPromotionsParams = ListParams<"validTo" | "validFrom" | "title", "banco" | "estado">;

export interface AdminBank {
  id: number;
  name: string;
  slug: string;
  color: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  promotions: number;
}

export async function listBanksForAdmin(): Promise<AdminBank[]> {
  const db = await getDb();
  const usage = db
    .select({ bankId: bankPromotions.bankId, n: count().as("n") })
    .from(bankPromotions)
    .groupBy(bankPromotions.bankId)
    .as("usage");
  const rows = await db
    .select({
      id: banks.id,
      name: banks.name,
      slug: banks.slug,
      color: banks.color,
      logoUrl: banks.logoUrl,
      websiteUrl: banks.websiteUrl,
      promotions: sql<number>`coalesce(${usage.n}, 0)::int`,
    })
    .from(banks)
    .leftJoin(usage, eq(usage.bankId, banks.id))
    .orderBy(asc(banks.name));
  return rows.map((r) => ({ ...r, promotions: Number(r.promotions) }));
}

export interface AdminBankPromotionRow {
  id: number;
  title: string;
  discountText: string;
  daysOfWeek: number[];
  cardTypes: string[];
  validFrom: string;
  validTo: string;
  isFeatured: boolean;
  bankName: string;
  bankColor: string;
  scope: BankPromotionScopeKind;
  categoryName: string | null;
  brandName: string | null;
  /** Scope `comercios`: the listed businesses' names. */
  businessNames: string[];
}

const bankPromotionList = listQuery(bankPromotionsList, {
  search: [bankPromotions.title],
  sorts: { validTo: [bankPromotions.validTo], validFrom: [bankPromotions.validFrom], title: [bankPromotions.title] },
  filters: {
    banco: (slugs) =>
      inArray(bankPromotions.bankId, sql`(select ${banks.id} from ${banks} where ${inArray(banks.slug, slugs)})`),
    estado: ([state], today: string) =>
      state === "vigentes" ? gte(bankPromotions.validTo, today) : lt(bankPromotions.validTo, today),
  },
  tiebreak: bankPromotions.id,
});

export async function listBankPromotionsForAdmin(
  params: BankPromotionsParams,
  now = new Date(),
): Promise<ListPage<AdminBankPromotionRow>> {
  const db = await getDb();
  const { where, orderBy } = bankPromotionList.query(params, buenosAiresDateKey(now));
  return paginate(params, {
    count: () => db.$count(bankPromotions, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: bankPromotions.id,
          title: bankPromotions.title,
          discountText: bankPromotions.discountText,
          daysOfWeek: bankPromotions.daysOfWeek,
          cardTypes: bankPromotions.cardTypes,
          validFrom: bankPromotions.validFrom,
          validTo: bankPromotions.validTo,
          isFeatured: bankPromotions.isFeatured,
          bankName: banks.name,
          bankColor: banks.color,
          scope: bankPromotions.scope,
          categoryName: categories.name,
          brandName: brands.name,
          businessNames: sql<
            string[]
          >`(select coalesce(json_agg(${businesses.name} order by ${businesses.name}), '[]'::json) from ${bankPromotionBusinesses} join ${businesses} on ${businesses.uuid} = ${bankPromotionBusinesses.businessUuid} where ${bankPromotionBusinesses.bankPromotionId} = ${bankPromotions.id})`,
        })
        .from(bankPromotions)
        .innerJoin(banks, eq(banks.id, bankPromotions.bankId))
        .leftJoin(categories, eq(categories.id, bankPromotions.categoryId))
        .leftJoin(brands, eq(brands.id, bankPromotions.brandId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
}

/** One bank promotion for its form, with its listed businesses (scope "comercios"). */
export async function findBankPromotion(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(bankPromotions).where(eq(bankPromotions.id, id));
  if (!row) return null;
  return { ...row, businesses: await listedBusinesses(db, id) };
}

async function listedBusinesses(db: Database, id: number): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: businesses.slug, name: businesses.name })
    .from(bankPromotionBusinesses)
    .innerJoin(businesses, eq(businesses.uuid, bankPromotionBusinesses.businessUuid))
    .where(eq(bankPromotionBusinesses.bankPromotionId, id))
    .orderBy(businesses.name);
}

/** The brands an admin can choose as a promotion's scope. */
export async function listBrandOptions(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}

export type CatalogOutcome = { ok: true; id: number; name: string } | { ok: false; field?: string; message: string };

type BankPromotionRow = typeof bankPromotions.$inferSelect;
const promotionSnapshot = ({ createdAt: _c, id: _i, ...rest }: BankPromotionRow) => rest;

export async function saveBankPromotion(
  id: number | null,
  values: BankPromotionFormValues,
  actor: AuditActor,
): Promise<CatalogOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<CatalogOutcome> => {
    const tx = txRaw as unknown as Database;
    const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.id, values.bankId));
    if (!bank) return { ok: false, field: "bankId", message: "Ese banco ya no existe." };
    // Only the scope's own reference is kept: a "marca" promotion has no category, and so on.
    const categoryId = values.scope === "categoria" ? (values.categoryId ?? null) : null;
    const brandId = values.scope === "marca" ? (values.brandId ?? null) : null;
    const slugs = values.scope === "comercios" ? values.businessSlugs : [];
    if (categoryId) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!category) return { ok: false, field: "categoryId", message: "Esa categoría ya no existe." };
    }
    if (brandId) {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
      if (!brand) return { ok: false, field: "brandId", message: "Esa marca ya no existe." };
    }
    const listed =
      slugs.length === 0
        ? []
        : await tx
            .select({ uuid: businesses.uuid, slug: businesses.slug })
            .from(businesses)
            .where(inArray(businesses.slug, slugs));
    const unknown = slugs.filter((slug) => !listed.some((b) => b.slug === slug));
    if (unknown.length > 0) {
      return {
        ok: false,
        field: "businessSlugs",
        message: `No hay comercios con ${unknown.length === 1 ? "la dirección" : "las direcciones"} ${unknown.join(", ")}.`,
      };
    }
    const row = {
      bankId: values.bankId,
      title: values.title,
      discountText: values.discountText,
      discountPercent: values.discountPercent ?? null,
      daysOfWeek: values.daysOfWeek,
      cardTypes: values.cardTypes,
      capArs: values.capArs ?? null,
      validFrom: values.validFrom,
      validTo: values.validTo,
      conditions: values.conditions || null,
      termsUrl: values.termsUrl || null,
      scope: values.scope,
      categoryId,
      brandId,
      isFeatured: values.isFeatured,
    };
    const writeListed = async (promotionId: number) => {
      await tx.delete(bankPromotionBusinesses).where(eq(bankPromotionBusinesses.bankPromotionId, promotionId));
      if (listed.length > 0) {
        await tx
          .insert(bankPromotionBusinesses)
          .values(listed.map((b) => ({ bankPromotionId: promotionId, businessUuid: b.uuid })));
      }
    };
    const listedSnapshot = listed.map((b) => b.slug).sort();
    if (id === null) {
      const [created] = await tx.insert(bankPromotions).values(row).returning();
      await writeListed(created!.id);
      await recordAudit(tx, {
        actor,
        action: "bank_promotion.create",
        entity: { type: "bank_promotion", id: created!.id },
        after: { ...promotionSnapshot(created!), businessSlugs: listedSnapshot },
      });
      return { ok: true, id: created!.id, name: row.title };
    }
    const [before] = await tx.select().from(bankPromotions).where(eq(bankPromotions.id, id)).for("update");
    if (!before) return { ok: false, message: "La promoción ya no existe." };
    const beforeSlugs = (await listedBusinesses(tx, id)).map((b) => b.slug);
    const [after] = await tx.update(bankPromotions).set(row).where(eq(bankPromotions.id, id)).returning();
    await writeListed(id);
    await recordAudit(tx, {
      actor,
      action: "bank_promotion.update",
      entity: { type: "bank_promotion", id },
      before: { ...promotionSnapshot(before), businessSlugs: beforeSlugs },
      after: { ...promotionSnapshot(after!), businessSlugs: listedSnapshot },
    });
    return { ok: true, id, name: row.title };
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}

export async function deleteBankPromotion(id: number, actor: AuditActor): Promise<CatalogOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<CatalogOutcome> => {
    const tx = txRaw as unknown as Database;
    const [before] = await tx.select().from(bankPromotions).where(eq(bankPromotions.id, id)).for("update");
    if (!before) return { ok: false, message: "La promoción ya no existe." };
    await tx.delete(bankPromotions).where(eq(bankPromotions.id, id));
    await recordAudit(tx, {
      actor,
      action: "bank_promotion.delete",
      entity: { type: "bank_promotion", id },
      before: promotionSnapshot(before),
    });
    return { ok: true, id, name: before.title };
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}

type BankRow = typeof banks.$inferSelect;
const bankSnapshot = ({ id: _i, ...rest }: BankRow) => rest;

export async function saveBank(id: number | null, values: BankFormValues, actor: AuditActor): Promise<CatalogOutcome> {
  let logoUrl: string | null = null;
  if (values.logo && values.logo.size > 0) {
    const stored = await storeImage(new Uint8Array(await values.logo.arrayBuffer()), "logo", "banks");
    if (!stored.ok) return { ok: false, field: "logo", message: stored.message };
    logoUrl = stored.url;
  }
  const db = await getDb();
  const outcome = await withNewImage(logoUrl, (drop) =>
    db.transaction(async (txRaw): Promise<CatalogOutcome> => {
      const tx = txRaw as unknown as Database;
      const [clash] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.slug, values.slug));
      if (clash && clash.id !== id) return { ok: false, field: "slug", message: "Ya hay un banco con esa dirección." };
      const row = { name: values.name, slug: values.slug, color: values.color, websiteUrl: values.websiteUrl || null };
      if (id === null) {
        const [created] = await tx
          .insert(banks)
          .values({ ...row, logoUrl })
          .returning();
        await recordAudit(tx, {
          actor,
          action: "bank.create",
          entity: { type: "bank", id: created!.id },
          after: bankSnapshot(created!),
        });
        return { ok: true, id: created!.id, name: row.name };
      }
      const [before] = await tx.select().from(banks).where(eq(banks.id, id)).for("update");
      if (!before) return { ok: false, message: "El banco ya no existe." };
      const nextLogo = logoUrl ?? (values.removeLogo ? null : before.logoUrl);
      if (nextLogo !== before.logoUrl) drop(before.logoUrl);
      const [after] = await tx
        .update(banks)
        .set({ ...row, logoUrl: nextLogo })
        .where(eq(banks.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "bank.update",
        entity: { type: "bank", id },
        before: bankSnapshot(before),
        after: bankSnapshot(after!),
      });
      return { ok: true, id, name: row.name };
    }),
  );
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}

/** A bank with promotions is not deleted (its promotions would go with it): say how many. */
export async function deleteBank(id: number, actor: AuditActor): Promise<CatalogOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<CatalogOutcome & { logo?: string | null }> => {
    const tx = txRaw as unknown as Database;
    const [before] = await tx.select().from(banks).where(eq(banks.id, id)).for("update");
    if (!before) return { ok: false, message: "El banco ya no existe." };
    const [used] = await tx.select({ n: count() }).from(bankPromotions).where(eq(bankPromotions.bankId, id));
    const n = used?.n ?? 0;
    if (n > 0) {
      return {
        ok: false,
        message: `${before.name} tiene ${n === 1 ? "1 promoción" : `${n} promociones`}: eliminalas antes de eliminar el banco.`,
      };
    }
    await tx.delete(banks).where(eq(banks.id, id));
    await recordAudit(tx, { actor, action: "bank.delete", entity: { type: "bank", id }, before: bankSnapshot(before) });
    return { ok: true, id, name: before.name, logo: before.logoUrl };
  });
  if (outcome.ok) {
    await deleteStoredImage(outcome.logo);
    await clearPublicCaches();
  }
  return outcome;
}
