/**
 * Creates or edits a bank promotion in one transaction with its audit row; /ofertas and the home
 * read them through the public caches, cleared after each change.
 */
import { eq, inArray } from "drizzle-orm";
import type { BankPromotionFormValues } from "#core/bank-promotion-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import {
  bankPromotionBusinesses,
  bankPromotions,
  banks,
  brands,
  businesses,
  categories,
} from "../platform/db/schema.ts";
import { listedBusinesses } from "./bank-promotion-businesses.ts";
import { promotionSnapshot } from "./bank-promotion-snapshot.ts";

/** A choice the form offered that is gone by now: shown under its field, answered 409. */
const stale = (field: string, message: string) =>
  fail<{ id: number; name: string }>("conflict", message, { [field]: message });

export async function saveBankPromotion(
  id: number | null,
  values: BankPromotionFormValues,
  actor: AuditActor,
): Promise<Result<{ id: number; name: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ id: number; name: string }>> => {
    const tx = txRaw as unknown as Database;
    const [bank] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.id, values.bankId));
    if (!bank) return stale("bankId", "Ese banco ya no existe.");
    // Only the scope's own reference is kept: a "marca" promotion has no category, and so on.
    const categoryId = values.scope === "categoria" ? (values.categoryId ?? null) : null;
    const brandId = values.scope === "marca" ? (values.brandId ?? null) : null;
    const slugs = values.scope === "comercios" ? values.businessSlugs : [];
    if (categoryId) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
      if (!category) return stale("categoryId", "Esa categoría ya no existe.");
    }
    if (brandId) {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
      if (!brand) return stale("brandId", "Esa marca ya no existe.");
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
      return stale(
        "businessSlugs",
        `No hay comercios con ${unknown.length === 1 ? "la dirección" : "las direcciones"} ${unknown.join(", ")}.`,
      );
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
      return ok({ id: created!.id, name: row.title });
    }
    const [before] = await tx.select().from(bankPromotions).where(eq(bankPromotions.id, id)).for("update");
    if (!before) return fail("not_found", "La promoción ya no existe.");
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
    return ok({ id, name: row.title });
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
