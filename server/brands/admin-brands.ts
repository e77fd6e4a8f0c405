/**
 * /admin/brands: chains and franchises. A page of brands with their branches (search by name, sort
 * by name, branches or age), create, edit (logo through the one image pipeline), delete (its
 * businesses stay, without brand); a brand's branches, linking and unlinking a business; and one
 * promotion published for every active branch in one transaction (audited per promotion).
 */
import { and, asc, count, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { BrandFormValues } from "#core/brand-form.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import type { PromotionInput } from "#core/promotion-form.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { brands, businesses } from "../platform/db/schema.ts";
import { textMatches } from "../platform/db/sql-text.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";
import { withNewImage } from "../platform/media/with-new-image.ts";
import { afterPromotionsCommitted, insertPromotion, storePromotionImage } from "../promotions/save-promotion.ts";

export const BRANDS_LIST = defineList({
  sorts: { name: "asc", branches: "desc", created: "desc" },
  defaultSort: "name",
});
export type BrandsParams = ListParams<keyof typeof BRANDS_LIST.sorts, never>;

export interface AdminBrandRow {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  branches: number;
}

// Written out: inside a subquery drizzle would leave "id" unqualified (the business's id).
const branchCount = sql<number>`(select count(*)::int from businesses b where b.brand_id = "brands"."id")`;

const brandList = listQuery(BRANDS_LIST, {
  search: [brands.name],
  sorts: { name: [brands.name], branches: [branchCount], created: [brands.createdAt] },
  tiebreak: brands.id,
});

export async function listBrandsForAdmin(params: BrandsParams): Promise<ListPage<AdminBrandRow>> {
  const db = await getDb();
  const { where, orderBy } = brandList.query(params);
  return paginate(params, {
    count: () => db.$count(brands, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: brands.id,
          name: brands.name,
          slug: brands.slug,
          logoUrl: brands.logoUrl,
          websiteUrl: brands.websiteUrl,
          branches: branchCount,
        })
        .from(brands)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
}

export async function findBrand(id: number) {
  const db = await getDb();
  const [brand] = await db.select().from(brands).where(eq(brands.id, id));
  if (!brand) return null;
  const branches = await db
    .select({
      uuid: businesses.uuid,
      name: businesses.name,
      city: businesses.city,
      address: businesses.address,
      status: businesses.status,
    })
    .from(businesses)
    .where(eq(businesses.brandId, id))
    .orderBy(asc(businesses.name));
  return { brand, branches };
}

/** Businesses to offer under "Agregar sucursal": by name, not already in this brand (10 at most). */
export async function searchBranchCandidates(brandId: number, q: string) {
  const text = q.trim().slice(0, 100);
  if (text.length < 2) return [];
  const db = await getDb();
  return db
    .select({ uuid: businesses.uuid, name: businesses.name, city: businesses.city, brandId: businesses.brandId })
    .from(businesses)
    .where(
      and(textMatches(text, sql`${businesses.name}`), or(isNull(businesses.brandId), ne(businesses.brandId, brandId))),
    )
    .orderBy(asc(businesses.name))
    .limit(10);
}

export type BrandOutcome = { ok: true; id: number; name: string } | { ok: false; field?: string; message: string };

type BrandRow = typeof brands.$inferSelect;
const snapshot = ({ id: _i, createdAt: _c, ...rest }: BrandRow) => rest;

export async function saveBrand(id: number | null, values: BrandFormValues, actor: AuditActor): Promise<BrandOutcome> {
  let logoUrl: string | null = null;
  if (values.logo && values.logo.size > 0) {
    const stored = await storeImage(new Uint8Array(await values.logo.arrayBuffer()), "logo", "brands");
    if (!stored.ok) return { ok: false, field: "logo", message: stored.message };
    logoUrl = stored.url;
  }
  const db = await getDb();
  const outcome = await withNewImage(logoUrl, (drop) =>
    db.transaction(async (txRaw): Promise<BrandOutcome> => {
      const tx = txRaw as unknown as Database;
      const [clash] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, values.slug));
      if (clash && clash.id !== id) return { ok: false, field: "slug", message: "Ya hay una marca con esa dirección." };
      const row = {
        name: values.name,
        slug: values.slug,
        description: values.description || null,
        websiteUrl: values.websiteUrl || null,
      };
      if (id === null) {
        const [created] = await tx
          .insert(brands)
          .values({ ...row, logoUrl })
          .returning();
        await recordAudit(tx, {
          actor,
          action: "brand.create",
          entity: { type: "brand", id: created!.id },
          after: snapshot(created!),
        });
        return { ok: true, id: created!.id, name: row.name };
      }
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
      if (!before) return { ok: false, message: "La marca ya no existe." };
      const nextLogo = logoUrl ?? (values.removeLogo ? null : before.logoUrl);
      if (nextLogo !== before.logoUrl) drop(before.logoUrl);
      const [after] = await tx
        .update(brands)
        .set({ ...row, logoUrl: nextLogo })
        .where(eq(brands.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "brand.update",
        entity: { type: "brand", id },
        before: snapshot(before),
        after: snapshot(after!),
      });
      return { ok: true, id, name: row.name };
    }),
  );
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}

/** Deletes a brand; its branches stay as businesses without brand (the count goes in the audit). */
export async function deleteBrand(id: number, actor: AuditActor): Promise<BrandOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<BrandOutcome & { logo?: string | null }> => {
    const tx = txRaw as unknown as Database;
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!before) return { ok: false, message: "La marca ya no existe." };
    const [linked] = await tx.select({ n: count() }).from(businesses).where(eq(businesses.brandId, id));
    await tx.update(businesses).set({ brandId: null }).where(eq(businesses.brandId, id));
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, {
      actor,
      action: "brand.delete",
      entity: { type: "brand", id },
      before: { ...snapshot(before), branches: linked?.n ?? 0 },
    });
    return { ok: true, id, name: before.name, logo: before.logoUrl };
  });
  if (outcome.ok) {
    await deleteStoredImage(outcome.logo);
    await clearPublicCaches();
  }
  return outcome;
}

/** Links a business to the brand ("add") or unlinks it ("remove"); audited on the brand and the business. */
export async function changeBranch(
  brandId: number,
  businessUuid: string,
  change: "add" | "remove",
  actor: AuditActor,
): Promise<BrandOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<BrandOutcome> => {
    const tx = txRaw as unknown as Database;
    const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
    if (!brand) return { ok: false, message: "La marca ya no existe." };
    const [business] = await tx
      .select({ uuid: businesses.uuid, name: businesses.name, brandId: businesses.brandId })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid.toLowerCase()))
      .for("update");
    if (!business) return { ok: false, message: "Ese comercio ya no existe." };
    if (change === "remove" && business.brandId !== brandId) {
      return { ok: false, message: `${business.name} no es sucursal de ${brand.name}.` };
    }
    if (change === "add" && business.brandId === brandId) {
      return { ok: false, message: `${business.name} ya es sucursal de ${brand.name}.` };
    }
    const next = change === "add" ? brandId : null;
    await tx.update(businesses).set({ brandId: next }).where(eq(businesses.uuid, business.uuid));
    await recordAudit(tx, {
      actor,
      action: change === "add" ? "brand.branch_add" : "brand.branch_remove",
      entity: { type: "brand", id: brandId },
      after: { businessUuid: business.uuid, business: business.name },
    });
    await recordAudit(tx, {
      actor,
      action: "business.update",
      entity: { type: "business", id: business.uuid },
      before: { brandId: business.brandId },
      after: { brandId: next },
    });
    return { ok: true, id: brandId, name: business.name };
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}

/**
 * The same promotion for every active branch of the brand, in one transaction (each with its audit
 * row and its event). A picture is stored once per branch (each promotion owns its file). Returns
 * how many were published; 0 branches is a refusal.
 */
export async function publishBrandPromotion(
  brandId: number,
  input: PromotionInput,
  actor: AuditActor,
  now = new Date(),
): Promise<{ ok: true; count: number } | { ok: false; field?: "image"; message: string }> {
  const db = await getDb();
  const branches = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.brandId, brandId), eq(businesses.status, "active")))
    .orderBy(asc(businesses.name));
  if (branches.length === 0) return { ok: false, message: "La marca no tiene sucursales activas." };
  const images: (string | null)[] = [];
  for (const branch of branches) {
    const stored = await storePromotionImage(input, branch.uuid);
    if (!stored.ok) {
      for (const url of images) await deleteStoredImage(url);
      return { ok: false, field: "image", message: stored.message };
    }
    images.push(stored.url);
  }
  try {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      for (const [i, branch] of branches.entries()) {
        await insertPromotion(tx, { id: actor.id, isAdmin: true }, branch.uuid, input, images[i] ?? null, now);
      }
    });
  } catch (error) {
    for (const url of images) await deleteStoredImage(url);
    throw error;
  }
  await afterPromotionsCommitted();
  return { ok: true, count: branches.length };
}
