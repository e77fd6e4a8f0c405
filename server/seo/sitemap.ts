import { and, asc, eq, notInArray } from "drizzle-orm";
import { contentPagePath, LEGAL_PAGE_SLUGS } from "#core/content-page-form.ts";
import { searchHref } from "#core/search-url.ts";
import { xmlEscape } from "#core/xml.ts";
import { listPublishedPostSlugs } from "../magazine/sitemap-posts.ts";
import { getDb } from "../platform/db/client.ts";
import { banks, businesses, categories, contentPages } from "../platform/db/schema.ts";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Every public URL search engines should know: static pages, categories, active businesses, the
 * offers (per bank too) and published articles.
 */
export async function listSitemapEntries(now: Date = new Date()): Promise<SitemapEntry[]> {
  const db = await getDb();
  const [businessRows, categoryRows, bankRows, postRows, pageRows] = await Promise.all([
    db
      .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .orderBy(asc(businesses.slug)),
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.position)),
    db.select({ slug: banks.slug }).from(banks).orderBy(asc(banks.slug)),
    listPublishedPostSlugs(now),
    // The admins' own pages (/paginas/…); terms and privacy are listed below with their addresses.
    db
      .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .where(and(eq(contentPages.isPublished, true), notInArray(contentPages.slug, [...LEGAL_PAGE_SLUGS])))
      .orderBy(asc(contentPages.slug)),
  ]);
  return [
    { path: "/" },
    { path: "/categories" },
    { path: "/search" },
    { path: "/ofertas" },
    { path: "/ofertas?tab=bancos" },
    { path: "/farmacias-de-turno" },
    ...bankRows.map((b) => ({ path: `/ofertas?tab=bancos&bank=${b.slug}` })),
    { path: "/magazine" },
    ...postRows.map((p) => ({ path: `/magazine/${p.slug}`, lastModified: p.updatedAt })),
    { path: "/pricing" },
    { path: "/terminos-y-condiciones" },
    { path: "/privacidad" },
    ...pageRows.map((p) => ({ path: contentPagePath(p.slug), lastModified: p.updatedAt })),
    { path: "/contacto" },
    ...categoryRows.map((c) => ({ path: searchHref({ category: c.slug }) })),
    ...businessRows.map((b) => ({ path: `/${b.slug}`, lastModified: b.updatedAt })),
  ];
}

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const loc = `<loc>${xmlEscape(new URL(e.path, origin).toString())}</loc>`;
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : "";
      return `  <url>${loc}${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
