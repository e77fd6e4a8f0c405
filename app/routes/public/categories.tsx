import { Link } from "react-router";
import { CategoryIcon } from "#app/components/category-icon.tsx";
import { PageBanners } from "#app/components/content/page-banners.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { colorRules } from "#core/color-rules.ts";
import { pluralize } from "#core/format.ts";
import { searchHref } from "#core/search-url.ts";
import { getCategoryTree } from "#server/categories/list-categories.ts";
import { activeBanners } from "#server/content/banners.ts";
import type { Route } from "./+types/categories";

export async function loader() {
  const [tree, banners] = await Promise.all([getCategoryTree(), activeBanners("categories")]);
  const categoryColors = colorRules(
    "data-category-color",
    tree.map((c) => ({ key: c.id, color: c.color })),
  );
  return { tree, banners, colorRules: categoryColors };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Categorías",
    description: "Todas las categorías de comercios, profesionales y servicios de Villa María y Villa Nueva.",
    path: "/categories",
    origin: originFrom(matches),
  });

export default function Categories({ loaderData }: Route.ComponentProps) {
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-extrabold text-3xl tracking-tight">Categorías</h1>
      <p className="mt-2 text-fg-muted">Elegí un rubro para ver todos sus comercios y profesionales.</p>
      <PageBanners banners={loaderData.banners} className="mt-6 px-0" />
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.tree.map((parent) => (
          <section key={parent.id} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <h2>
              <Link to={searchHref({ category: parent.slug })} className="group flex items-center gap-3">
                <span
                  data-category-color={parent.id}
                  className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white"
                >
                  <CategoryIcon name={parent.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-bold text-lg group-hover:text-brand-600">{parent.name}</span>
                  <span className="block text-fg-muted text-sm">
                    {pluralize(parent.businessCount, "comercio", "comercios")}
                  </span>
                </span>
              </Link>
            </h2>
            {parent.children.length > 0 && (
              <ul className="mt-4 space-y-1">
                {parent.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={searchHref({ category: child.slug })}
                      className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-muted"
                    >
                      <span className="flex items-center gap-2">
                        <CategoryIcon name={child.icon} className="size-4 text-fg-muted" />
                        {child.name}
                      </span>
                      <span className="rounded-full bg-surface-muted px-2 text-fg-muted text-xs">
                        {child.businessCount}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </main>
  );
}
