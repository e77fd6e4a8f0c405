import { Link } from "react-router";
import { ShareButton } from "#app/components/business-card.tsx";
import { MarkdownBody } from "#app/components/content/markdown-body.tsx";
import { ArrowLeft, UserRound } from "#app/components/icons/icons.tsx";
import { articleJsonLd, articleOpenGraph, rssAlternate } from "#app/components/magazine/magazine-meta.ts";
import { PostCard, postPath } from "#app/components/magazine/post-card.tsx";
import { CategoryPill, PostMeta } from "#app/components/magazine/post-meta.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { AppError } from "#core/errors.ts";
import { getArticlePage } from "#server/magazine/get-article-page.ts";
import type { Route } from "./+types/magazine-article";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await getArticlePage(params.slug);
  // Unknown, draft or scheduled: the layout's boundary shows the 404 page with status 404.
  if (!article) throw new AppError("not_found");
  return article;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Página no encontrada | Vilma" }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  const origin = originFrom(matches);
  const path = postPath(post.slug);
  return [
    ...seo({ title: post.title, description: post.description, path, origin, image: post.coverUrl, type: "article" }),
    ...articleOpenGraph(post),
    rssAlternate(origin),
    { "script:ld+json": articleJsonLd(post, new URL(path, origin).toString(), origin) },
  ];
};

export default function MagazineArticle({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  const categoryHref = post.categorySlug ? `/magazine?categoria=${post.categorySlug}` : null;
  return (
    <main id="contenido" className="pb-6">
      <article id="articulo" className="mx-auto max-w-3xl px-4 pt-6 sm:pt-10">
        <Link
          to="/magazine"
          className="inline-flex items-center gap-1.5 font-medium text-fg-muted text-sm hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Magazine
        </Link>
        <header className="mt-5">
          {post.category &&
            (categoryHref ? (
              <Link to={categoryHref} className="rounded-full">
                <CategoryPill name={post.category} className="hover:underline" />
                <span className="sr-only"> (ver más notas de esta categoría)</span>
              </Link>
            ) : (
              <CategoryPill name={post.category} />
            ))}
          <h1 className="mt-3 text-balance font-extrabold text-3xl leading-tight tracking-tight sm:text-4xl">
            {post.title}
          </h1>
          {post.excerpt && <p className="mt-4 text-fg-muted text-lg leading-relaxed">{post.excerpt}</p>}
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-line border-y py-3">
            <div className="flex flex-col gap-1">
              {post.authorName && (
                <p className="inline-flex items-center gap-1.5 font-medium text-sm">
                  <UserRound className="size-4 text-fg-muted" aria-hidden />
                  <span>
                    <span className="sr-only">Por </span>
                    {post.authorName}
                  </span>
                </p>
              )}
              <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
            </div>
            <div className="flex items-center gap-2 text-fg-muted text-sm">
              <span aria-hidden>Compartir</span>
              <ShareButton name={post.title} path={postPath(post.slug)} />
            </div>
          </div>
        </header>
        {post.coverUrl && (
          <img
            src={post.coverUrl}
            alt=""
            width={1200}
            height={630}
            decoding="async"
            fetchPriority="high"
            className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-surface-muted object-cover"
          />
        )}
        <MarkdownBody html={post.html} className="mt-8" />
        {post.tags.length > 0 && (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Temas">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-fg-muted text-sm">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </article>

      {related.length > 0 && (
        <section aria-labelledby="relacionados" className="mx-auto mt-16 max-w-6xl px-4">
          <h2 id="relacionados" className="font-bold text-2xl tracking-tight">
            Seguí leyendo
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((r) => (
              <PostCard key={r.id} post={r} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
