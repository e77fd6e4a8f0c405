import { eq } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";

/**
 * Takes the business row's lock for the rest of `tx`: the listing's writers that read, then replace
 * (the week's hours, the gallery's order and count) queue one after another instead of interleaving.
 * Throws when the business is gone.
 */
export async function lockBusiness(tx: Database, businessUuid: string): Promise<void> {
  const [row] = await tx
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(eq(businesses.uuid, businessUuid))
    .for("update");
  if (!row) throw new Error("el comercio ya no existe");
}
