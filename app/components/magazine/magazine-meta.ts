import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "#app/lib/seo.ts";
import { RSS_TITLE } from "#core/magazine.ts";
import type { PostDetail } from "#server/magazine/get-post.ts";

export const RSS_PATH = "/magazine/rss.xml";

/** <link rel="alternate" type="application/rss+xml">, so browsers and readers find the feed. */
export function rssAlternate(origin: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: RSS_TITLE,
    href: new URL(RSS_PATH, origin).toString(),
  };
}

/** schema.org Article for an article page (headline, dates, author, publisher, image). */
export function articleJsonLd(post: PostDetail, url: string, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    image: [new URL(post.coverUrl ?? "/og-default.svg", origin).toString()],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.authorName ?? `Redacción ${SITE_NAME}` },
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      logo: { "@type": "ImageObject", url: new URL("/favicon.svg", origin).toString() },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    inLanguage: "es-AR",
  };
}

/** Open Graph article:* tags beside the ones seo() writes. */
export function articleOpenGraph(post: PostDetail): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    ...(post.category ? [{ property: "article:section", content: post.category }] : []),
    ...(post.authorName ? [{ property: "article:author", content: post.authorName }] : []),
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}
