import { Link } from "react-router";
import { BusinessCard } from "#app/components/business-card.tsx";
import { CardRow } from "#app/components/card-row.tsx";
import { CategoryIcon } from "#app/components/category-icon.tsx";
import { PageBanners } from "#app/components/content/page-banners.tsx";
import { QuickAccessLinks } from "#app/components/content/quick-access-links.tsx";
import { TrendingUp } from "#app/components/icons/icons.tsx";
import { CardDistances } from "#app/components/location/card-distances.tsx";
import { BrandLine } from "#app/components/logo.tsx";
import { PromotionCard } from "#app/components/promotion-card.tsx";
import { Section, SectionBadge } from "#app/components/section.tsx";
import { UnifiedSearch } from "#app/components/unified-search.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { colorRules } from "#core/color-rules.ts";
import { searchHref } from "#core/search-url.ts";
import { activeBanners } from "#server/content/banners.ts";
import { activeQuickAccess } from "#server/content/quick-access.ts";
import { getCachedHomeSections } from "#server/home/home-sections.ts";
import type { Route } from "./+types/home";

export async function loader() {
  const [{ computedAt, sections }, banners, quickAccess] = await Promise.all([
    getCachedHomeSections(),
    activeBanners("home"),
    activeQuickAccess(),
  ]);
  const categoryColors = colorRules(
    "data-category-color",
    sections.categories.map((c) => ({ key: c.id, color: c.color })),
  );
  return { now: computedAt, ...sections, banners, quickAccess, colorRules: categoryColors };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Vilma",
    description:
      "Descubrí Villa María y Villa Nueva: comercios abiertos ahora, farmacias, restaurantes, profesionales, ofertas y promociones bancarias.",
    path: "/",
    origin: originFrom(matches),
  });

/** Every card of the page gets its walking distance through one request (CardDistances). */
export default function Home(props: Route.ComponentProps) {
  const { featured, popular, newest } = props.loaderData;
  return (
    <CardDistances businesses={[...featured, ...popular, ...newest]}>
      <HomeSections {...props} />
    </CardDistances>
  );
}

function HomeSections({ loaderData }: Route.ComponentProps) {
  const { categories, featured, offers, popular, newest, trending, banners, quickAccess } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <main id="contenido">
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-24">
          <BrandLine className="justify-center" />
          <h1 className="max-w-3xl font-extrabold text-4xl tracking-tight sm:text-5xl">
            Descubrí Villa María y Villa Nueva
          </h1>
          <p className="max-w-xl text-brand-100 text-lg">
            Comercios, profesionales y ofertas de tu ciudad. Mirá quién está abierto ahora.
          </p>
          <form action="/search" role="search" className="w-full max-w-2xl text-left text-fg">
            {/* Whole at 390 px (the field has ~230 px for text there): no longer than this. */}
            <UnifiedSearch id="hero-search" size="hero" placeholder="Farmacia, pizza, gomería…" />
          </form>
          <QuickAccessLinks links={quickAccess} />
        </div>
      </section>

      <PageBanners banners={banners} className="mt-8" />

      {categories.length > 0 && (
        <Section
          id="categorias"
          title="Explorá las Categorías"
          link={{ to: "/categories", label: "Ver todas las categorías" }}
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={searchHref({ category: c.slug })}
                  className="flex h-full flex-col items-start gap-2 rounded-2xl border border-line bg-surface p-3 transition hover:-translate-y-0.5 hover:shadow-md sm:flex-row sm:items-center sm:gap-3 sm:p-4"
                >
                  <span
                    data-category-color={c.id}
                    className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white"
                  >
                    <CategoryIcon name={c.icon} className="size-5" />
                  </span>
                  <span className="min-w-0">
                    {/* Whole names: on a phone the icon sits above the name so a long word keeps the card's
                        width, and a long name wraps between words instead of being cut short. */}
                    <span className="block break-words font-semibold text-sm leading-tight">{c.name}</span>
                    <span className="block text-fg-muted text-xs">
                      {c.businessCount} {c.businessCount === 1 ? "comercio" : "comercios"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {featured.length > 0 && (
        <Section id="destacados" title="Comercios Destacados">
          <CardRow>
            {featured.map((b) => (
              <BusinessCard key={b.uuid} business={b} />
            ))}
          </CardRow>
        </Section>
      )}

      {offers.length > 0 && (
        <Section id="ofertas" title="Ofertas Destacadas" link={{ to: "/ofertas", label: "Ver todas" }}>
          <CardRow columns="sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((p) => (
              <PromotionCard key={p.id} promotion={p} now={now} />
            ))}
          </CardRow>
        </Section>
      )}

      {popular.length > 0 && (
        <Section id="populares" title="Los Más Populares" badge={<SectionBadge tone="hot">TRENDING</SectionBadge>}>
          <CardRow>
            {popular.map((b, i) => (
              <BusinessCard key={b.uuid} business={b} rank={i + 1} />
            ))}
          </CardRow>
        </Section>
      )}

      {newest.length > 0 && (
        <Section id="nuevos" title="Recién Llegados" badge={<SectionBadge tone="new">NUEVO</SectionBadge>}>
          <CardRow>
            {newest.map((b) => (
              <BusinessCard key={b.uuid} business={b} />
            ))}
          </CardRow>
        </Section>
      )}

      {trending.length > 0 && (
        <Section id="trending" title="Búsquedas Trending">
          <ul className="flex flex-wrap gap-2">
            {trending.map((t) => (
              <li key={t.query}>
                <Link
                  to={searchHref({ q: t.query })}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-4 py-2 font-medium text-sm hover:border-brand-500 hover:text-brand-600 dark:hover:text-blue-300"
                >
                  <TrendingUp className="size-4 text-accent-500" aria-hidden />
                  {t.query}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </main>
  );
}
