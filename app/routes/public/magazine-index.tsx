import { Link } from "react-router";
import { PageBanners } from "#app/components/content/page-banners.tsx";
import { Newspaper, Rss } from "#app/components/icons/icons.tsx";
import { CategoryFilter } from "#app/components/magazine/category-filter.tsx";
import { RSS_PATH, rssAlternate } from "#app/components/magazine/magazine-meta.ts";
import { PostCard } from "#app/components/magazine/post-card.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { pluralize } from "#core/format.ts";
import { activeBanners } from "#server/content/banners.ts";
import { listPostCategories } from "#server/magazine/list-post-categories.ts";
import { listPublishedPosts } from "#server/magazine/list-posts.ts";
import { parseMagazineParams } from "#server/magazine/page-params.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/magazine-index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseMagazineParams(new URL(request.url).searchParams);
  const now = requestTime(context);
  const categories = await listPostCategories({ now });
  // An unknown category (or a malformed one) is ignored: the page lists every post.
  const category = categories.find((c) => c.slug === params.categoria) ?? null;
  const [result, banners] = await Promise.all([
    listPublishedPosts({ page: params.page, categoryNames: category?.names, now }),
    activeBanners("magazine", now),
  ]);
  return { result, categories, category, banners };
}

function listPath(page: number, categorySlug: string | null | undefined): string {
  const query = new URLSearchParams();
  if (categorySlug) query.set("categoria", categorySlug);
  if (page > 1) query.set("page", String(page));
  return query.size ? `/magazine?${query}` : "/magazine";
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFrom(matches);
  const category = loaderData?.category ?? null;
  const page = loaderData?.result.page ?? 1;
  const base = category ? `${category.name} · Magazine` : "Magazine";
  return [
    ...seo({
      title: page > 1 ? `${base} · Página ${page}` : base,
      description: category
        ? `Notas de ${category.name.toLowerCase()} sobre Villa María y Villa Nueva: guías, recomendaciones y datos útiles de la zona.`
        : "Guías, recomendaciones y novedades de Villa María y Villa Nueva: dónde comer, a quién llamar, cómo ahorrar y qué hacer el fin de semana.",
      path: listPath(page, category?.slug),
      origin,
      image: loaderData?.result.items[0]?.coverUrl,
    }),
    rssAlternate(origin),
  ];
};

export default function MagazineIndex({ loaderData }: Route.ComponentProps) {
  const { result, categories, category } = loaderData;
  const featured = result.page === 1 && !category ? result.items[0] : undefined;
  const rest = featured ? result.items.slice(1) : result.items;
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-extrabold text-3xl tracking-tight sm:text-4xl">
            {category ? (
              <>
                Magazine <span className="text-fg-muted">· {category.name}</span>
              </>
            ) : (
              "Magazine"
            )}
          </h1>
          <p className="mt-2 max-w-2xl text-fg-muted">
            Guías, recomendaciones y novedades para aprovechar Villa María y Villa Nueva.
          </p>
        </div>
        <a
          href={RSS_PATH}
          className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 font-medium text-sm hover:bg-surface-muted"
        >
          <Rss className="size-4 text-accent-600" aria-hidden />
          Suscribite por RSS
        </a>
      </header>

      <PageBanners banners={loaderData.banners} className="mt-6 px-0" />

      <div className="mt-6">
        <CategoryFilter categories={categories} current={category?.slug ?? null} />
      </div>

      <p className="sr-only" role="status">
        {pluralize(result.total, "nota", "notas")}
        {result.pageCount > 1 && `, página ${result.page} de ${result.pageCount}`}
      </p>

      {result.items.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured && <PostCard post={featured} featured eagerImage className="sm:col-span-2 lg:row-span-2" />}
          {rest.map((post, i) => (
            <PostCard key={post.id} post={post} eagerImage={!featured && i === 0} />
          ))}
        </div>
      )}

      <Pagination page={result.page} pageCount={result.pageCount} href={(n) => listPath(n, category?.slug)} />
    </main>
  );
}

function EmptyState() {
  return (
    <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface px-6 py-16 text-center">
      <Newspaper className="size-10 text-fg-muted" aria-hidden />
      <h2 className="font-bold text-xl">Todavía no hay notas publicadas</h2>
      <p className="max-w-md text-fg-muted">
        Estamos preparando guías y recomendaciones de la zona. Mientras tanto, buscá lo que necesitás en la guía.
      </p>
      <Link to="/search" className="font-medium text-brand-700 hover:underline dark:text-blue-300">
        Buscar comercios
      </Link>
    </div>
  );
}
