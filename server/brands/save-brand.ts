/** Creates or edits a brand (its logo through the one image pipeline), audited. */
import { eq } from "drizzle-orm";
import type { BrandFormValues } from "#core/brand-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { brands } from "../platform/db/schema.ts";
import { storeImage } from "../platform/media/stored-image.ts";
import { withNewImage } from "../platform/media/with-new-image.ts";
import { snapshot } from "./brand-snapshot.ts";

export async function saveBrand(
  id: number | null,
  values: BrandFormValues,
  actor: AuditActor,
): Promise<Result<{ id: number; name: string }>> {
  let logoUrl: string | null = null;
  if (values.logo && values.logo.size > 0) {
    const stored = await storeImage(new Uint8Array(await values.logo.arrayBuffer()), "logo", "brands");
    if (!stored.ok) return fail("validation", stored.problem.message, { logo: stored.problem.message });
    logoUrl = stored.value.url;
  }
  const db = await getDb();
  const outcome = await withNewImage(logoUrl, (drop) =>
    db.transaction(async (txRaw): Promise<Result<{ id: number; name: string }>> => {
      const tx = txRaw as unknown as Database;
      const [clash] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, values.slug));
      if (clash && clash.id !== id) {
        const taken = "Ya hay una marca con esa dirección.";
        return fail("conflict", taken, { slug: taken });
      }
      const row = {
        name: values.name,
        slug: values.slug,
        description: values.description || null,
        websiteUrl: values.websiteUrl || null,
      };
      if (id === null) {
        const [created] = await tx
          .insert(brands)
          .values({ ...row, logoUrl })
          .returning();
        await recordAudit(tx, {
          actor,
          action: "brand.create",
          entity: { type: "brand", id: created!.id },
          after: snapshot(created!),
        });
        return ok({ id: created!.id, name: row.name });
      }
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
      if (!before) return fail("not_found", "La marca ya no existe.");
      const nextLogo = logoUrl ?? (values.removeLogo ? null : before.logoUrl);
      if (nextLogo !== before.logoUrl) drop(before.logoUrl);
      const [after] = await tx
        .update(brands)
        .set({ ...row, logoUrl: nextLogo })
        .where(eq(brands.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "brand.update",
        entity: { type: "brand", id },
        before: snapshot(before),
        after: snapshot(after!),
      });
      return ok({ id, name: row.name });
    }),
  );
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
