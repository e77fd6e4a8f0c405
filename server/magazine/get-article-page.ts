import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { getPublishedPost, type PostDetail } from "./get-post.ts";
import type { PostSummary } from "./published.ts";
import { listRelatedPosts } from "./related-posts.ts";

export interface ArticlePage {
  post: PostDetail;
  related: PostSummary[];
}

/**
 * Articles are read far more than edited: the rendered post and its related posts are reused for a
 * minute per instance (so a scheduled post appears within a minute of its time; editors' saves clear
 * it through clearPublicCaches). Slugs that aren't slugs never reach the database or the cache.
 */
const articleCache = createTtlCache<ArticlePage | null>({ ttlMs: 60_000, maxEntries: 500 });

/** The article at /magazine/{slug} with up to three related posts, or null when it isn't public. */
export function getArticlePage(slug: string, options: { now?: Date } = {}): Promise<ArticlePage | null> {
  const now = options.now ?? new Date();
  const load = async () => {
    const post = await getPublishedPost(slug, { now });
    if (!post) return null;
    return { post, related: await listRelatedPosts(post, { now }) };
  };
  if (options.now) return load();
  return articleCache.get(slug, load);
}
