/** Deletes a post (and its cover), audited. */
import { eq } from "drizzle-orm";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { deleteStoredImage } from "../platform/media/stored-image.ts";
import { type EditablePost, getEditablePost } from "./get-editable-post.ts";
import { snapshot } from "./post-snapshot.ts";

type Actor = AuditEntry["actor"];

export async function deletePost(id: number, actor: Actor): Promise<EditablePost | null> {
  const db = await getDb();
  const before = await getEditablePost(id);
  if (!before) return null;
  await db.transaction(async (tx) => {
    await tx.delete(magazinePosts).where(eq(magazinePosts.id, id));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: "magazine_post.delete",
      entity: { type: "magazine_post", id },
      before: snapshot(before),
    });
  });
  await deleteStoredImage(before.coverUrl);
  await clearPublicCaches();
  return before;
}
