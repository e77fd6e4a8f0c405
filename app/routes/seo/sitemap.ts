import { siteOrigin } from "#server/platform/site-origin.ts";
import { listSitemapEntries, renderSitemap } from "#server/seo/sitemap.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = renderSitemap(siteOrigin(request), await listSitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
