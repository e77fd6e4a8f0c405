/** Creates or edits a bank (logo through the one image pipeline), audited. */
import { eq } from "drizzle-orm";
import type { BankFormValues } from "#core/bank-promotion-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { banks } from "../platform/db/schema.ts";
import { storeImage } from "../platform/media/stored-image.ts";
import { withNewImage } from "../platform/media/with-new-image.ts";
import { bankSnapshot } from "./bank-snapshot.ts";

export async function saveBank(
  id: number | null,
  values: BankFormValues,
  actor: AuditActor,
): Promise<Result<{ id: number; name: string }>> {
  let logoUrl: string | null = null;
  if (values.logo && values.logo.size > 0) {
    const stored = await storeImage(new Uint8Array(await values.logo.arrayBuffer()), "logo", "banks");
    if (!stored.ok) return fail("validation", stored.problem.message, { logo: stored.problem.message });
    logoUrl = stored.value.url;
  }
  const db = await getDb();
  const outcome = await withNewImage(logoUrl, (drop) =>
    db.transaction(async (txRaw): Promise<Result<{ id: number; name: string }>> => {
      const tx = txRaw as unknown as Database;
      const [clash] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.slug, values.slug));
      if (clash && clash.id !== id) {
        const taken = "Ya hay un banco con esa dirección.";
        return fail("conflict", taken, { slug: taken });
      }
      const row = { name: values.name, slug: values.slug, color: values.color, websiteUrl: values.websiteUrl || null };
      if (id === null) {
        const [created] = await tx
          .insert(banks)
          .values({ ...row, logoUrl })
          .returning();
        await recordAudit(tx, {
          actor,
          action: "bank.create",
          entity: { type: "bank", id: created!.id },
          after: bankSnapshot(created!),
        });
        return ok({ id: created!.id, name: row.name });
      }
      const [before] = await tx.select().from(banks).where(eq(banks.id, id)).for("update");
      // Deleted while its form was open: the form says so above its fields (409), not a missing page.
      if (!before) return fail("conflict", "El banco ya no existe.");
      const nextLogo = logoUrl ?? (values.removeLogo ? null : before.logoUrl);
      if (nextLogo !== before.logoUrl) drop(before.logoUrl);
      const [after] = await tx
        .update(banks)
        .set({ ...row, logoUrl: nextLogo })
        .where(eq(banks.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: "bank.update",
        entity: { type: "bank", id },
        before: bankSnapshot(before),
        after: bankSnapshot(after!),
      });
      return ok({ id, name: row.name });
    }),
  );
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
