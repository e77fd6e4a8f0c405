/** One brand with its branches, for its admin page. */
import { asc, eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { brands, businesses } from "../platform/db/schema.ts";

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
