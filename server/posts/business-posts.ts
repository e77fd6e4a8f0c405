/**
 * "Novedades": publishing an owner's short update, deleting it, and reading them (the owner's list,
 * the business page's visible ones). Who may publish or delete: an owner of THAT business or an
 * admin (canManageBusiness), checked here whatever the route did. A post's photo goes through the
 * one image pipeline (stored before the transaction, deleted again if it fails); the post, its audit
 * row and the notices to the people who keep the business as a favourite are one transaction.
 */
import { and, desc, eq, gt } from "drizzle-orm";
import { isPostVisible, POSTS_ON_PAGE, type PostInput, postVisibleUntil } from "#core/business-posts.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { type Actor, canManageBusiness } from "../owner/can-manage-business.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessPosts, favorites } from "../platform/db/schema.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";
import { withNewImage } from "../platform/media/with-new-image.ts";

export interface BusinessPost {
  id: string;
  body: string;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  visibleUntil: string;
  createdAt: string;
}

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const toPost = (row: typeof businessPosts.$inferSelect): BusinessPost => ({
  id: row.id,
  body: row.body,
  imageUrl: row.imageUrl,
  imageWidth: row.imageWidth,
  imageHeight: row.imageHeight,
  visibleUntil: row.visibleUntil.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function publishPost(
  actor: Actor & AuditActor,
  businessUuid: string,
  input: PostInput,
  now: Date,
): Promise<Result<{ id: string; notified: number }>> {
  if (!(await canManageBusiness(actor, businessUuid))) return fail("forbidden");
  let image: { url: string; width: number; height: number } | null = null;
  if (input.image && input.image.size > 0) {
    const stored = await storeImage(
      new Uint8Array(await input.image.arrayBuffer()),
      "promotion",
      `businesses/${businessUuid}/posts`,
    );
    if (!stored.ok) return stored;
    image = stored.value;
  }
  const db = await getDb();
  const result = await withNewImage(image?.url ?? null, () =>
    db.transaction(async (tx) => {
      const [business] = await tx
        .select({ name: businesses.name, slug: businesses.slug })
        .from(businesses)
        .where(eq(businesses.uuid, businessUuid));
      const [post] = await tx
        .insert(businessPosts)
        .values({
          businessUuid,
          body: input.body,
          imageUrl: image?.url ?? null,
          imageWidth: image?.width ?? null,
          imageHeight: image?.height ?? null,
          visibleUntil: postVisibleUntil(now, input.days),
          createdBy: actor.id,
          createdAt: now,
        })
        .returning();
      if (!post) throw new Error("publishPost: la base no devolvió la novedad");
      const fans = await tx
        .select({ userId: favorites.userId })
        .from(favorites)
        .where(eq(favorites.businessUuid, businessUuid));
      const notified = await createNotifications(
        tx,
        fans
          .filter((f) => f.userId !== actor.id)
          .map((f) => ({
            userId: f.userId,
            type: "favorite_update" as const,
            title: `Novedad de ${business?.name ?? "un comercio favorito"}`,
            message: excerpt(input.body),
            link: `/${business?.slug ?? ""}#novedades`,
            key: `post.published:${post.id}:${f.userId}`,
          })),
      );
      await recordAudit(tx, {
        actor,
        action: "post.publish",
        entity: { type: "business_post", id: post.id },
        after: { businessUuid, body: post.body, imageUrl: post.imageUrl, visibleUntil: post.visibleUntil },
      });
      return ok({ id: post.id, notified });
    }),
  );
  await clearPublicCaches();
  return result;
}

/** Deletes one post of THIS business (another business's id changes nothing); false when there is none. */
export async function deletePost(
  actor: Actor & AuditActor,
  businessUuid: string,
  postId: string,
): Promise<"deleted" | "not_found" | "forbidden"> {
  if (!(await canManageBusiness(actor, businessUuid))) return "forbidden";
  if (!isUuid(postId)) return "not_found";
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(businessPosts)
      .where(and(eq(businessPosts.id, postId), eq(businessPosts.businessUuid, businessUuid)))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      actor,
      action: "post.delete",
      entity: { type: "business_post", id: row.id },
      before: { businessUuid, body: row.body, imageUrl: row.imageUrl, visibleUntil: row.visibleUntil },
    });
    return row;
  });
  if (!removed) return "not_found";
  await deleteStoredImage(removed.imageUrl);
  await clearPublicCaches();
  return "deleted";
}

/** The owner's list: every post of the business, newest first (the screen marks the expired ones). */
export async function listBusinessPosts(businessUuid: string): Promise<BusinessPost[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(businessPosts)
    .where(eq(businessPosts.businessUuid, businessUuid))
    .orderBy(desc(businessPosts.createdAt), desc(businessPosts.id))
    .limit(100);
  return rows.map(toPost);
}

/** The business page's: still visible at `now`, newest first, a few. */
export async function visibleBusinessPosts(businessUuid: string, now: Date): Promise<BusinessPost[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(businessPosts)
    .where(and(eq(businessPosts.businessUuid, businessUuid), gt(businessPosts.visibleUntil, now)))
    .orderBy(desc(businessPosts.createdAt), desc(businessPosts.id))
    .limit(POSTS_ON_PAGE);
  return rows.map(toPost).filter((p) => isPostVisible(p, now));
}
