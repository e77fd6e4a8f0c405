import { slugify } from "#core/slug.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { getEditablePost } from "./get-editable-post.ts";
import { snapshot } from "./post-snapshot.ts";
import { uniqueSlug } from "./unique-post-slug.ts";

type Actor = AuditEntry["actor"];

/** A draft made by the generator (never published: a person reviews and publishes it). */
export async function createDraftPost(
  draft: { title: string; excerpt: string | null; body: string; category: string | null; tags: string[] },
  author: { id: string; name: string },
  actor: Actor,
  reason: string,
): Promise<{ id: number; slug: string }> {
  const db = await getDb();
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const slug = await uniqueSlug(t, slugify(draft.title, 80) || "borrador", null);
    const [row] = await t
      .insert(magazinePosts)
      .values({
        slug,
        title: draft.title,
        excerpt: draft.excerpt,
        body: draft.body,
        category: draft.category,
        tags: draft.tags,
        status: "draft",
        publishedAt: null,
        authorId: author.id,
        authorName: author.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: magazinePosts.id });
    const after = await getEditablePost(row!.id, t);
    await recordAudit(t, {
      actor,
      action: "magazine_post.generate",
      entity: { type: "magazine_post", id: row!.id },
      after: snapshot(after!),
      reason,
    });
    return { id: row!.id, slug };
  });
  return created;
}
