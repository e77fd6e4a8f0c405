import { asc } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { brands, categories } from "../platform/db/schema.ts";

export interface FilterChoice {
  value: string;
  label: string;
}

/** The category and brand filters' options (by slug, as the URL carries them). */
export async function loadBusinessFilterChoices(): Promise<{ categories: FilterChoice[]; brands: FilterChoice[] }> {
  const db = await getDb();
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ value: categories.slug, label: categories.name }).from(categories).orderBy(asc(categories.name)),
    db.select({ value: brands.slug, label: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return { categories: categoryRows, brands: brandRows };
}
