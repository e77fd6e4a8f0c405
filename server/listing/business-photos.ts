/**
 * The photo gallery of a business: at most GALLERY_MAX photos, in the owner's order, each with an
 * optional description for screen readers. Every change locks the business row first, so two
 * uploads at once cannot both take the tenth place, and every photo id from a form is matched
 * together with the business from the URL: another business's photo is simply not found.
 */
import { and, asc, count, desc, eq, gt, lt, max } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { GALLERY_MAX, GALLERY_MESSAGES } from "#core/gallery.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { businessPhotos } from "../platform/db/schema.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";
import { lockBusiness } from "./lock-business.ts";

export interface GalleryPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
  altText: string | null;
}

const PHOTO_COLUMNS = {
  id: businessPhotos.id,
  url: businessPhotos.url,
  width: businessPhotos.width,
  height: businessPhotos.height,
  altText: businessPhotos.altText,
};

export async function listBusinessPhotos(businessUuid: string, db?: Database): Promise<GalleryPhoto[]> {
  const conn = db ?? (await getDb());
  return conn
    .select(PHOTO_COLUMNS)
    .from(businessPhotos)
    .where(eq(businessPhotos.businessUuid, businessUuid))
    .orderBy(asc(businessPhotos.position), asc(businessPhotos.id));
}

export const GALLERY_FULL_MESSAGE = `La galería ya tiene ${GALLERY_MAX} fotos: borrá alguna para subir otra.`;

/**
 * Stores the pictures, then adds them if there is room for all of them; otherwise nothing changes.
 * Answers how many were added; a full gallery is a conflict, a picture we cannot take the image's refusal.
 */
export async function addBusinessPhotos(
  actor: AuditActor,
  businessUuid: string,
  files: { bytes: Uint8Array; altText: string | null }[],
): Promise<Result<number>> {
  const stored: { url: string; width: number; height: number; altText: string | null }[] = [];
  const discard = () => Promise.all(stored.map((s) => deleteStoredImage(s.url)));
  for (const file of files) {
    const image = await storeImage(file.bytes, "gallery", `businesses/${businessUuid}/gallery`);
    if (!image.ok) {
      await discard();
      return image;
    }
    stored.push({ url: image.value.url, width: image.value.width, height: image.value.height, altText: file.altText });
  }
  const db = await getDb();
  let result: Result<number>;
  try {
    result = await db.transaction(async (tx): Promise<Result<number>> => {
      await lockBusiness(tx, businessUuid);
      const [{ n, last } = { n: 0, last: null }] = await tx
        .select({ n: count(), last: max(businessPhotos.position) })
        .from(businessPhotos)
        .where(eq(businessPhotos.businessUuid, businessUuid));
      if (n + stored.length > GALLERY_MAX) return fail("conflict", GALLERY_FULL_MESSAGE);
      const inserted = await tx
        .insert(businessPhotos)
        .values(stored.map((s, i) => ({ businessUuid, ...s, position: (last ?? -1) + 1 + i })))
        .returning({ id: businessPhotos.id, url: businessPhotos.url });
      await recordAudit(tx, {
        actor,
        action: "business.photo_add",
        entity: { type: "business", id: businessUuid },
        before: null,
        after: { photos: inserted },
      });
      return ok(inserted.length);
    });
  } catch (error) {
    await discard();
    throw error;
  }
  if (!result.ok) await discard();
  else await clearPublicCaches();
  return result;
}

/** Swaps the photo with its neighbour before or after it; at either end nothing moves. */
export async function moveBusinessPhoto(
  actor: AuditActor,
  businessUuid: string,
  photoId: number,
  direction: "before" | "after",
): Promise<Result<void>> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Result<void>> => {
    await lockBusiness(tx, businessUuid);
    const [photo] = await tx
      .select({ id: businessPhotos.id, position: businessPhotos.position })
      .from(businessPhotos)
      .where(and(eq(businessPhotos.id, photoId), eq(businessPhotos.businessUuid, businessUuid)));
    if (!photo) return fail("not_found", GALLERY_MESSAGES.notFound);
    const [neighbour] = await tx
      .select({ id: businessPhotos.id, position: businessPhotos.position })
      .from(businessPhotos)
      .where(
        and(
          eq(businessPhotos.businessUuid, businessUuid),
          direction === "before"
            ? lt(businessPhotos.position, photo.position)
            : gt(businessPhotos.position, photo.position),
        ),
      )
      .orderBy(direction === "before" ? desc(businessPhotos.position) : asc(businessPhotos.position))
      .limit(1);
    if (!neighbour) return ok(undefined);
    await tx.update(businessPhotos).set({ position: neighbour.position }).where(eq(businessPhotos.id, photo.id));
    await tx.update(businessPhotos).set({ position: photo.position }).where(eq(businessPhotos.id, neighbour.id));
    await recordAudit(tx, {
      actor,
      action: "business.photo_move",
      entity: { type: "business", id: businessUuid },
      before: { photoId, position: photo.position },
      after: { photoId, position: neighbour.position },
    });
    return ok(undefined);
  });
  if (result.ok) await clearPublicCaches();
  return result;
}

export async function setBusinessPhotoAlt(
  actor: AuditActor,
  businessUuid: string,
  photoId: number,
  altText: string | null,
): Promise<Result<void>> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Result<void>> => {
    const [photo] = await tx
      .select({ altText: businessPhotos.altText })
      .from(businessPhotos)
      .where(and(eq(businessPhotos.id, photoId), eq(businessPhotos.businessUuid, businessUuid)))
      .for("update");
    if (!photo) return fail("not_found", GALLERY_MESSAGES.notFound);
    if (photo.altText === altText) return ok(undefined);
    await tx.update(businessPhotos).set({ altText }).where(eq(businessPhotos.id, photoId));
    await recordAudit(tx, {
      actor,
      action: "business.photo_alt",
      entity: { type: "business", id: businessUuid },
      before: { photoId, altText: photo.altText },
      after: { photoId, altText },
    });
    return ok(undefined);
  });
  if (result.ok) await clearPublicCaches();
  return result;
}

export async function deleteBusinessPhoto(
  actor: AuditActor,
  businessUuid: string,
  photoId: number,
): Promise<Result<void>> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    await lockBusiness(tx, businessUuid);
    const [row] = await tx
      .delete(businessPhotos)
      .where(and(eq(businessPhotos.id, photoId), eq(businessPhotos.businessUuid, businessUuid)))
      .returning(PHOTO_COLUMNS);
    if (!row) return null;
    await recordAudit(tx, {
      actor,
      action: "business.photo_delete",
      entity: { type: "business", id: businessUuid },
      before: { photo: row },
      after: null,
    });
    return row;
  });
  if (!deleted) return fail("not_found", GALLERY_MESSAGES.notFound);
  await clearPublicCaches();
  await deleteStoredImage(deleted.url);
  return ok(undefined);
}
