/**
 * Creates or updates a post in one transaction with its audit row: the slug unique (made from the
 * title when empty), the cover through the one image pipeline.
 */
import { eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import type { MagazinePostFormValues } from "#core/magazine-post-form.ts";
import { slugify } from "#core/slug.ts";
import { toInstant } from "#core/time-zone.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";
import { getEditablePost } from "./get-editable-post.ts";
import { snapshot } from "./post-snapshot.ts";
import { type PostState, postState } from "./post-state.ts";
import { uniqueSlug } from "./unique-post-slug.ts";

type Actor = AuditEntry["actor"];

type SavedPost = { id: number; slug: string; state: PostState; publishedAt: string | null };

/** The address refused (unreadable or taken) is a conflict under slug: the page has always answered it 409. */
const slugRefused = (message: string) => fail<SavedPost>("conflict", message, { slug: message });

export async function savePost(
  id: number | null,
  input: MagazinePostFormValues,
  author: { id: string; name: string },
  actor: Actor,
  now: Date = new Date(),
): Promise<Result<SavedPost>> {
  const db = await getDb();
  const before = id === null ? null : await getEditablePost(id);
  if (id !== null && !before) return fail("not_found");
  const base = input.slug ?? before?.slug ?? slugify(input.title, 80);
  if (!base) return slugRefused("Escribí una dirección con letras o números");
  let coverUrl = before?.coverUrl ?? null;
  let stored: string | null = null;
  if (input.cover && input.cover.size > 0) {
    const image = await storeImage(new Uint8Array(await input.cover.arrayBuffer()), "cover", "magazine");
    if (!image.ok) return fail("validation", image.problem.message, { cover: image.problem.message });
    coverUrl = image.value.url;
    stored = image.value.url;
  }
  const chosen = input.publishAt ? toInstant(input.publishAt) : null;
  const publishedAt =
    chosen ?? (input.status === "published" ? (before?.publishedAt ? new Date(before.publishedAt) : now) : null);
  const saved = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const slug = input.slug && before?.slug === input.slug ? input.slug : await uniqueSlug(t, base, id);
    if (input.slug && slug !== input.slug) return { clash: true as const };
    const values = {
      slug,
      title: input.title,
      excerpt: input.excerpt ?? null,
      body: input.body,
      coverUrl,
      category: input.category ?? null,
      tags: input.tags,
      status: input.status,
      publishedAt,
      updatedAt: now,
    };
    let rowId: number;
    if (id === null) {
      const [row] = await t
        .insert(magazinePosts)
        .values({ ...values, authorId: author.id, authorName: author.name, createdAt: now })
        .returning({ id: magazinePosts.id });
      rowId = row!.id;
    } else {
      await t.update(magazinePosts).set(values).where(eq(magazinePosts.id, id));
      rowId = id;
    }
    const after = await getEditablePost(rowId, t);
    await recordAudit(t, {
      actor,
      action: id === null ? "magazine_post.create" : "magazine_post.update",
      entity: { type: "magazine_post", id: rowId },
      before: before ? snapshot(before) : null,
      after: snapshot(after!),
    });
    return { id: rowId, slug };
  });
  if ("clash" in saved) {
    if (stored) await deleteStoredImage(stored);
    return slugRefused("Otro artículo ya usa esa dirección: elegí otra");
  }
  if (stored && before?.coverUrl && before.coverUrl !== stored) await deleteStoredImage(before.coverUrl);
  await clearPublicCaches();
  return ok({
    id: saved.id,
    slug: saved.slug,
    state: postState(input.status, publishedAt, now),
    publishedAt: publishedAt?.toISOString() ?? null,
  });
}
