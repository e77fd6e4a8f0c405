/**
 * What both writes of the admin's business form check (the category and brand exist, the slug is
 * free), and what they answer.
 */
import { and, eq, ne } from "drizzle-orm";
import { ADMIN_BUSINESS_MESSAGES, type AdminBusinessInput } from "#core/admin-business-form.ts";
import { PROFILE_MESSAGES } from "#core/business-profile-form.ts";
import { fail, type Result } from "#core/errors.ts";
import type { Database } from "../platform/db/client.ts";
import { brands, businesses, categories } from "../platform/db/schema.ts";

export interface SavedBusiness {
  uuid: string;
  slug: string;
  changed: string[];
}

const FIELD_MESSAGES = {
  slug: ADMIN_BUSINESS_MESSAGES.slugTaken,
  categoryId: PROFILE_MESSAGES.category,
  brandId: ADMIN_BUSINESS_MESSAGES.brand,
} as const;

/** A refused field of the form: the form has always answered these with 400, a taken slug included. */
export const refuseField = (field: keyof typeof FIELD_MESSAGES) =>
  fail<SavedBusiness>("validation", FIELD_MESSAGES[field], { [field]: FIELD_MESSAGES[field] });

export async function checkChoices(tx: Database, input: AdminBusinessInput): Promise<Result<SavedBusiness> | null> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
    .limit(1);
  if (!category) return refuseField("categoryId");
  if (input.brandId !== null) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId)).limit(1);
    if (!brand) return refuseField("brandId");
  }
  return null;
}

export async function slugTaken(tx: Database, slug: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(except ? and(eq(businesses.slug, slug), ne(businesses.uuid, except)) : eq(businesses.slug, slug))
    .limit(1);
  return Boolean(row);
}
