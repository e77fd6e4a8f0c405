/**
 * The admin edits a business in one transaction with its audit row: the status stays (it has its
 * own form), a slug another business has is refused.
 */
import { eq } from "drizzle-orm";
import type { AdminBusinessInput } from "#core/admin-business-form.ts";
import { ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { ADMIN_COLUMNS } from "./business-columns-for-admin.ts";
import { checkChoices, refuseField, type SavedBusiness, slugTaken } from "./business-form-checks.ts";

export async function updateAdminBusiness(
  actor: AuditActor,
  uuid: string,
  input: AdminBusinessInput,
): Promise<Result<SavedBusiness>> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Result<SavedBusiness>> => {
    const [before] = await tx.select(ADMIN_COLUMNS).from(businesses).where(eq(businesses.uuid, uuid)).for("update");
    if (!before) throw new Error("el comercio ya no existe");
    if (before.categoryId !== input.categoryId || input.brandId !== null) {
      const refused = await checkChoices(tx, input);
      if (refused) return refused;
    }
    const slug = input.slug ?? before.slug;
    if (slug !== before.slug && (await slugTaken(tx, slug, uuid))) return refuseField("slug");
    const next = { ...input, slug };
    const changed = (Object.keys(ADMIN_COLUMNS) as (keyof typeof ADMIN_COLUMNS)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length === 0) return ok({ uuid, slug, changed });
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
    return ok({ uuid, slug, changed });
  });
  if (result.ok && result.value.changed.length > 0) await clearPublicCaches();
  return result;
}
