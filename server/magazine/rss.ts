/** The magazine's RSS 2.0 feed (with atom:link rel="self" and dc:creator), as a string. */
import { RSS_DESCRIPTION, RSS_TITLE } from "#core/magazine.ts";
import { xmlEscape } from "#core/xml.ts";

export const RSS_ITEM_LIMIT = 20;

export interface RssPost {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string | null;
  authorName: string | null;
  /** ISO instant. */
  publishedAt: string;
}

/** RFC 822 date as RSS wants it: "Sat, 21 Nov 2026 18:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}

/** `posts` newest first (the feed keeps the first RSS_ITEM_LIMIT); `origin` like "https://vilma.com.ar". */
export function renderRss(origin: string, posts: readonly RssPost[]): string {
  const channelLink = new URL("/magazine", origin).toString();
  const selfLink = new URL("/magazine/rss.xml", origin).toString();
  const items = posts.slice(0, RSS_ITEM_LIMIT).map((post) => {
    const link = xmlEscape(new URL(`/magazine/${encodeURIComponent(post.slug)}`, origin).toString());
    const lines = [
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(new Date(post.publishedAt))}</pubDate>`,
      `      <description>${xmlEscape(post.excerpt ?? "")}</description>`,
      ...(post.category ? [`      <category>${xmlEscape(post.category)}</category>`] : []),
      ...(post.authorName ? [`      <dc:creator>${xmlEscape(post.authorName)}</dc:creator>`] : []),
    ];
    return `    <item>\n${lines.join("\n")}\n    </item>`;
  });
  const newest = posts[0] ? `\n    <lastBuildDate>${rfc822(new Date(posts[0].publishedAt))}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(RSS_TITLE)}</title>
    <link>${xmlEscape(channelLink)}</link>
    <description>${xmlEscape(RSS_DESCRIPTION)}</description>
    <language>es-AR</language>${newest}
    <atom:link href="${xmlEscape(selfLink)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
