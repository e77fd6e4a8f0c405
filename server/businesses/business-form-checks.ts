/**
 * What both writes of the admin's business form check (the category and brand exist, the slug is
 * free), and what they answer.
 */
import { and, eq, ne } from "drizzle-orm";
import type { AdminBusinessInput } from "#core/admin-business-form.ts";
import type { Database } from "../platform/db/client.ts";
import { brands, businesses, categories } from "../platform/db/schema.ts";

export type SaveBusinessResult =
  | { ok: true; uuid: string; slug: string; changed: string[] }
  | { ok: false; field: "slug" | "categoryId" | "brandId" };

export async function checkChoices(tx: Database, input: AdminBusinessInput): Promise<SaveBusinessResult | null> {
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

export async function slugTaken(tx: Database, slug: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(except ? and(eq(businesses.slug, slug), ne(businesses.uuid, except)) : eq(businesses.slug, slug))
    .limit(1);
  return Boolean(row);
}
