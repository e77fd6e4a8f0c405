/**
 * The owner's profile editor: what it shows (the business's editable fields, the categories to
 * choose from) and the one update, audited with the fields that changed, public at once.
 */
import { and, asc, eq } from "drizzle-orm";
import { type BusinessProfileInput, PROFILE_MESSAGES } from "#core/business-profile-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses, categories } from "../platform/db/schema.ts";

/**
 * The columns an owner edits in the profile (the admin editor adds its own:
 * server/businesses/business-columns-for-admin.ts).
 */
export const PROFILE_COLUMNS = {
  name: businesses.name,
  description: businesses.description,
  categoryId: businesses.categoryId,
  businessType: businesses.businessType,
  serviceArea: businesses.serviceArea,
  yearsExperience: businesses.yearsExperience,
  hourlyRate: businesses.hourlyRate,
  acceptsEmergencyCalls: businesses.acceptsEmergencyCalls,
  certifications: businesses.certifications,
  address: businesses.address,
  city: businesses.city,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  phoneNumber: businesses.phoneNumber,
  whatsappNumber: businesses.whatsappNumber,
  email: businesses.email,
  websiteUrl: businesses.websiteUrl,
  facebookUrl: businesses.facebookUrl,
  instagramUrl: businesses.instagramUrl,
  tiktokUrl: businesses.tiktokUrl,
  youtubeUrl: businesses.youtubeUrl,
  acceptsCredit: businesses.acceptsCredit,
  acceptsDebit: businesses.acceptsDebit,
  acceptsQr: businesses.acceptsQr,
  acceptsTransfer: businesses.acceptsTransfer,
  hasDelivery: businesses.hasDelivery,
  isOnPedidosya: businesses.isOnPedidosya,
  hasParking: businesses.hasParking,
  hasAccessibility: businesses.hasAccessibility,
};

export type BusinessProfile = Omit<BusinessProfileInput, "categoryId" | "businessType" | "city"> & {
  categoryId: number | null;
  businessType: BusinessProfileInput["businessType"];
  city: BusinessProfileInput["city"];
  logoUrl: string | null;
  bannerUrl: string | null;
};

export async function loadBusinessProfile(businessUuid: string): Promise<BusinessProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...PROFILE_COLUMNS, logoUrl: businesses.logoUrl, bannerUrl: businesses.bannerUrl })
    .from(businesses)
    .where(eq(businesses.uuid, businessUuid))
    .limit(1);
  return (row as BusinessProfile | undefined) ?? null;
}

export interface CategoryGroup {
  label: string;
  options: { id: number; name: string }[];
}

/** Active categories, each parent's children under its name; a parent without children stands for itself. */
export async function listCategoryChoices(): Promise<CategoryGroup[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.name));
  const parents = rows.filter((r) => r.parentId == null);
  return parents.map((p) => {
    const children = rows.filter((r) => r.parentId === p.id);
    return {
      label: p.name,
      options: children.length > 0 ? children.map(({ id, name }) => ({ id, name })) : [{ id: p.id, name: p.name }],
    };
  });
}

export const categoryIdsOf = (groups: CategoryGroup[]) => groups.flatMap((g) => g.options.map((o) => o.id));

type ProfileFields = Partial<Record<keyof typeof PROFILE_COLUMNS, unknown>>;

/**
 * The one write of a business's profile fields, inside the caller's transaction: the row locked,
 * only what differs written, one "business.profile_update" audit row with the fields before and
 * after. The profile form sends every field; an accepted "Sugerir un cambio" sends one (its phone or
 * address). Answers the names that changed; the caller clears the public caches after the commit.
 */
export async function applyProfileFields(
  tx: Database,
  actor: AuditActor,
  businessUuid: string,
  fields: ProfileFields,
  reason: string | null = null,
): Promise<string[]> {
  const [before] = await tx
    .select(PROFILE_COLUMNS)
    .from(businesses)
    .where(eq(businesses.uuid, businessUuid))
    .for("update");
  if (!before) throw new Error("el comercio ya no existe");
  const changed = (Object.keys(fields) as (keyof typeof PROFILE_COLUMNS)[]).filter(
    (key) => key in PROFILE_COLUMNS && JSON.stringify(before[key]) !== JSON.stringify(fields[key]),
  );
  if (changed.length === 0) return changed;
  await tx
    .update(businesses)
    .set({ ...Object.fromEntries(changed.map((key) => [key, fields[key]])), updatedAt: new Date() })
    .where(eq(businesses.uuid, businessUuid));
  await recordAudit(tx, {
    actor,
    action: "business.profile_update",
    entity: { type: "business", id: businessUuid },
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, fields[key]])),
    reason,
  });
  return changed;
}

export async function updateBusinessProfile(
  actor: AuditActor,
  businessUuid: string,
  input: BusinessProfileInput,
): Promise<Result<string[]>> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Result<string[]>> => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), eq(categories.isActive, true)))
      .limit(1);
    if (!category) return fail("validation", PROFILE_MESSAGES.category, { categoryId: PROFILE_MESSAGES.category });
    return ok(await applyProfileFields(tx, actor, businessUuid, input));
  });
  // Business pages, lists and search read through the public caches: the owner sees the change at once.
  if (result.ok && result.value.length > 0) await clearPublicCaches();
  return result;
}
