import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Vilma";
export const DEFAULT_DESCRIPTION =
  "Descubrí Villa María y Villa Nueva: comercios, profesionales, farmacias de turno, ofertas y promociones bancarias cerca tuyo.";

export interface SeoInput {
  title: string;
  description?: string | null;
  /** Path with its query, e.g. "/search?q=farmacia". */
  path: string;
  origin: string;
  image?: string | null;
  type?: "website" | "article" | "business.business";
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for a page. */
export function seo({
  title,
  description,
  path,
  origin,
  image,
  type = "website",
  noindex,
}: SeoInput): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const text = truncate(description?.trim() || DEFAULT_DESCRIPTION, 160);
  const url = new URL(path, origin).toString();
  const imageUrl = new URL(image || "/og-default.svg", origin).toString();
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "es_AR" },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The site's origin as loaded by the root route (PUBLIC_URL, else the request's). */
export function originFrom(matches: readonly unknown[]): string {
  for (const match of matches) {
    const data = (match as { id?: string; loaderData?: { origin?: string } } | undefined)?.loaderData;
    if ((match as { id?: string })?.id === "root" && data?.origin) return data.origin;
  }
  return "http://localhost:3000";
}
