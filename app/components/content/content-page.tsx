import type { MetaDescriptor } from "react-router";
import { originFrom, seo } from "#app/lib/seo.ts";
import { formatDate } from "#core/format.ts";
import type { ContentPage } from "#server/content/get-content-page.ts";
import { MarkdownBody } from "./markdown-body.tsx";
import { TableOfContents } from "./table-of-contents.tsx";

/** Title, description (the page's first paragraph), canonical and Open Graph for a content page. */
export function contentPageMeta(
  loaderData: { page: ContentPage } | undefined,
  matches: readonly unknown[],
  path: string,
): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Página no encontrada | Vilma" }, { name: "robots", content: "noindex" }];
  return seo({
    title: loaderData.page.title,
    description: loaderData.page.summary,
    path,
    origin: originFrom(matches),
  });
}

/**
 * A legal or informative page from content_pages: title, last update, a table of contents of its
 * `##` headings (beside the text from 1024px, above it on phones) and the rendered Markdown.
 */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-balance font-extrabold text-3xl tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-fg-muted text-sm">
          Última actualización: <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </p>
      </header>
      <div className="mt-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-12">
        <TableOfContents
          headings={page.headings}
          className="mb-8 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        />
        <MarkdownBody html={page.html} className="max-w-3xl" />
      </div>
    </main>
  );
}
