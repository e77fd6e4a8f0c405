/** The brands an admin can pick: a business's brand, a bank promotion's scope. */
import { asc } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { brands } from "../platform/db/schema.ts";

export async function listBrandChoices(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
}
