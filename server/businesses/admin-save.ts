/**
 * The admin's business form: what it shows (every field, the brands to choose from) and the two
 * writes, each one transaction with its audit row. Create takes any status (pending by default)
 * and makes the slug from the name when none was typed ("-2", "-3"… when taken); edit keeps the
 * status (it has its own form) and refuses a slug another business has.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { AdminBusinessInput, NewBusinessInput } from "#core/admin-business-form.ts";
import { baseSlug, freeSlug } from "../claims/business-slug.ts";
import { PROFILE_COLUMNS } from "../listing/business-profile.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { brands, businesses, categories } from "../platform/db/schema.ts";
import { kickEventDispatcher, publishEvent } from "../platform/events/publish.ts";
import { EVENT_TYPES } from "../platform/events/types.ts";

/** The owner's profile columns (PROFILE_COLUMNS) and what only an admin sets: slug, brand, Google's data. */
export const ADMIN_COLUMNS = {
  ...PROFILE_COLUMNS,
  slug: businesses.slug,
  brandId: businesses.brandId,
  googlePlaceId: businesses.googlePlaceId,
  googlePlaceName: businesses.googlePlaceName,
  googlePlaceUrl: businesses.googlePlaceUrl,
  googleRating: businesses.googleRating,
  googleReviewsCount: businesses.googleReviewsCount,
};

export interface AdminBusiness {
  uuid: string;
  name: string;
  slug: string;
  status: string;
  reviewNote: string | null;
  isPremium: boolean;
  logoUrl: string | null;
  bannerUrl: string | null;
  values: AdminBusinessInput & { slug: string; categoryId: number | null };
}

export async function loadAdminBusiness(uuid: string): Promise<AdminBusiness | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...ADMIN_COLUMNS,
      uuid: businesses.uuid,
      status: businesses.status,
      reviewNote: businesses.reviewNote,
      isPremium: businesses.isPremium,
      logoUrl: businesses.logoUrl,
      bannerUrl: businesses.bannerUrl,
    })
    .from(businesses)
    .where(eq(businesses.uuid, uuid))
    .limit(1);
  if (!row) return null;
  const { uuid: id, status, reviewNote, isPremium, logoUrl, bannerUrl, ...values } = row;
  return {
    uuid: id,
    name: values.name,
    slug: values.slug,
    status,
    reviewNote,
    isPremium,
    logoUrl,
    bannerUrl,
    values: values as AdminBusiness["values"],
  };
}

export async function listBrandChoices(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}

export type SaveBusinessResult =
  | { ok: true; uuid: string; slug: string; changed: string[] }
  | { ok: false; field: "slug" | "categoryId" | "brandId" };

async function checkChoices(tx: Database, input: AdminBusinessInput): Promise<SaveBusinessResult | null> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
    .limit(1);
  if (!category) return { ok: false, field: "categoryId" };
  if (input.brandId !== null) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId)).limit(1);
    if (!brand) return { ok: false, field: "brandId" };
  }
  return null;
}

async function slugTaken(tx: Database, slug: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(except ? and(eq(businesses.slug, slug), ne(businesses.uuid, except)) : eq(businesses.slug, slug))
    .limit(1);
  return Boolean(row);
}

export async function createAdminBusiness(actor: AuditActor, input: NewBusinessInput): Promise<SaveBusinessResult> {
  const db = await getDb();
  const { status, reason, slug: typed, ...fields } = input;
  const result = await db.transaction(async (tx): Promise<SaveBusinessResult> => {
    const refused = await checkChoices(tx, input);
    if (refused) return refused;
    let slug: string;
    if (typed) {
      if (await slugTaken(tx, typed)) return { ok: false, field: "slug" };
      slug = typed;
    } else {
      slug = await freeSlug(tx, baseSlug(input.name, input.city));
    }
    const [row] = await tx
      .insert(businesses)
      .values({ ...fields, slug, status, reviewNote: reason })
      .returning({ uuid: businesses.uuid });
    if (!row) throw new Error("el comercio no se guardó");
    await recordAudit(tx, {
      actor,
      action: "business.create",
      entity: { type: "business", id: row.uuid },
      before: null,
      after: { ...fields, slug, status },
      reason,
    });
    if (status === "active") {
      await publishEvent(tx, {
        type: EVENT_TYPES.businessActivated,
        aggregateType: "business",
        aggregateId: row.uuid,
        payload: { businessUuid: row.uuid },
      });
    }
    return { ok: true, uuid: row.uuid, slug, changed: [] };
  });
  if (result.ok && status === "active") {
    await clearPublicCaches();
    kickEventDispatcher();
  }
  return result;
}

export async function updateAdminBusiness(
  actor: AuditActor,
  uuid: string,
  input: AdminBusinessInput,
): Promise<SaveBusinessResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<SaveBusinessResult> => {
    const [before] = await tx.select(ADMIN_COLUMNS).from(businesses).where(eq(businesses.uuid, uuid)).for("update");
    if (!before) throw new Error("el comercio ya no existe");
    if (before.categoryId !== input.categoryId || input.brandId !== null) {
      const refused = await checkChoices(tx, input);
      if (refused) return refused;
    }
    const slug = input.slug ?? before.slug;
    if (slug !== before.slug && (await slugTaken(tx, slug, uuid))) return { ok: false, field: "slug" };
    const next = { ...input, slug };
    const changed = (Object.keys(ADMIN_COLUMNS) as (keyof typeof ADMIN_COLUMNS)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length === 0) return { ok: true, uuid, slug, changed };
    await tx
      .update(businesses)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(businesses.uuid, uuid));
    await recordAudit(tx, {
      actor,
      action: "business.update",
      entity: { type: "business", id: uuid },
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return { ok: true, uuid, slug, changed };
  });
  if (result.ok && result.changed.length > 0) await clearPublicCaches();
  return result;
}
