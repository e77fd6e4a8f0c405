import { asc } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { brands } from "../platform/db/schema.ts";

/** The brands an admin can choose as a promotion's scope. */
export async function listBrandOptions(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}
