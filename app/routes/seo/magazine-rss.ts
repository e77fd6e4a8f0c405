import { listPublishedPosts } from "#server/magazine/list-posts.ts";
import { RSS_ITEM_LIMIT, renderRss } from "#server/magazine/rss.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import type { Route } from "./+types/magazine-rss";

/** RSS 2.0 feed of the 20 newest published articles. */
export async function loader({ request }: Route.LoaderArgs) {
  const { items } = await listPublishedPosts({ perPage: RSS_ITEM_LIMIT });
  return new Response(renderRss(siteOrigin(request), items), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
