/**
 * The logo and the banner: upload (or replace) and remove. The new picture is stored first, the row
 * changes in a transaction with its audit entry, and only after that commits is the old file
 * deleted (a failed change deletes the new file instead): the page never points at a missing file.
 */
import { eq } from "drizzle-orm";
import { ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";

export type BusinessImageKind = "logo" | "banner";

const COLUMN = { logo: businesses.logoUrl, banner: businesses.bannerUrl } as const;
const FIELD = { logo: "logoUrl", banner: "bannerUrl" } as const;

async function setImage(actor: AuditActor, businessUuid: string, kind: BusinessImageKind, url: string | null) {
  const db = await getDb();
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ url: COLUMN[kind] })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid))
      .for("update");
    if (!row) throw new Error("el comercio ya no existe");
    await tx
      .update(businesses)
      .set({ [FIELD[kind]]: url, updatedAt: new Date() })
      .where(eq(businesses.uuid, businessUuid));
    await recordAudit(tx, {
      actor,
      action: url ? `business.${kind}_upload` : `business.${kind}_remove`,
      entity: { type: "business", id: businessUuid },
      before: { [FIELD[kind]]: row.url },
      after: { [FIELD[kind]]: url },
    });
    return row.url;
  });
  await clearPublicCaches();
  await deleteStoredImage(previous);
}

export async function replaceBusinessImage(
  actor: AuditActor,
  businessUuid: string,
  kind: BusinessImageKind,
  bytes: Uint8Array,
): Promise<Result<string>> {
  const stored = await storeImage(bytes, kind, `businesses/${businessUuid}`);
  if (!stored.ok) return stored;
  try {
    await setImage(actor, businessUuid, kind, stored.value.url);
  } catch (error) {
    await deleteStoredImage(stored.value.url);
    throw error;
  }
  return ok(stored.value.url);
}

export async function removeBusinessImage(
  actor: AuditActor,
  businessUuid: string,
  kind: BusinessImageKind,
): Promise<void> {
  await setImage(actor, businessUuid, kind, null);
}
