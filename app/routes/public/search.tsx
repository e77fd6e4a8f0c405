import { Link, redirect, useNavigation } from "react-router";
import { BusinessCard } from "#app/components/business-card.tsx";
import { PageBanners } from "#app/components/content/page-banners.tsx";
import { SearchX } from "#app/components/icons/icons.tsx";
import { CardDistances } from "#app/components/location/card-distances.tsx";
import { SearchMap, SearchViewToggle, useSearchView } from "#app/components/map/search-map-view.tsx";
import { BankPromotionFilter } from "#app/components/offers/bank-promotion-filter.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { DutyStrip } from "#app/components/pharmacy-duties/duty-strip.tsx";
import { SearchFilters } from "#app/components/search-filters.tsx";
import { cn } from "#app/lib/cn.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { formatCount } from "#core/format.ts";
import { withPage } from "#core/pagination.ts";
import { DUTY_PAGE_PATH, isDutySearch, isOnDutyAt, PHARMACY_CATEGORY_SLUG } from "#core/pharmacy-duty.ts";
import { searchHref, searchQuery } from "#core/search-url.ts";
import { listCategoriesCached } from "#server/categories/list-categories.ts";
import { activeBanners } from "#server/content/banners.ts";
import { upcomingDuties } from "#server/pharmacy-duties/duty-rota.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { clientHash } from "#server/platform/http/visitor-id.ts";
import { findBankPromotionWhere } from "#server/promotions/bank-promotions-here.ts";
import { searchBusinesses } from "#server/search/search-businesses.ts";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // "farmacia de turno" is a page of its own, not a list of every pharmacy.
  const q = url.searchParams.get("q");
  if (q && isDutySearch(q) && !url.searchParams.get("category")) throw redirect(DUTY_PAGE_PATH);
  const [result, categories, banners] = await Promise.all([
    searchBusinesses(url.searchParams, { record: { client: clientHash(request) }, reuse: true }),
    listCategoriesCached(),
    activeBanners("search"),
  ]);
  const chosen = categories.find((c) => c.slug === result.params.category);
  // The pharmacies category starts with the ones on duty now, and leads to their page.
  const now = requestTime(context);
  // "¿Dónde la uso?" (/ofertas): the bank promotion whose businesses these are. Both at once.
  const [onDuty, bankPromotion] = await Promise.all([
    result.params.category === PHARMACY_CATEGORY_SLUG
      ? upcomingDuties(now, 1).then((duties) => duties.filter((d) => isOnDutyAt(d, now)))
      : [],
    result.params.promoBanco === null ? null : findBankPromotionWhere(result.params.promoBanco),
  ]);
  return {
    onDuty,
    result,
    // The filter lists names only: every category's description, icon and counts were a fifth of
    // the page's data, sent on every search.
    categories: categories.map(({ id, slug, name, parentId }) => ({ id, slug, name, parentId })),
    category: chosen ? { name: chosen.name, description: chosen.description } : null,
    bankPromotion,
    banners,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const params = loaderData?.result.params;
  const category = loaderData?.category;
  const title = params?.q
    ? `Resultados para "${params.q}"`
    : category
      ? `${category.name} en Villa María y Villa Nueva`
      : "Buscar comercios";
  return seo({
    title,
    description:
      category?.description ??
      `Encontrá ${category?.name.toLowerCase() ?? "comercios y profesionales"} en Villa María y Villa Nueva: horarios, teléfonos y ofertas.`,
    path: searchHref({ q: params?.q, category: params?.category }),
    origin: originFrom(matches),
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { result, categories, category } = loaderData;
  const { params } = result;
  const navigation = useNavigation();
  const mapView = useSearchView() === "mapa";
  const busy = navigation.state === "loading" && navigation.location.pathname === "/search";
  const pageHref = (page: number) => `/search${withPage(searchQuery(params), page)}`;

  return (
    <main id="contenido">
      <section className="border-line border-b bg-surface">
        {/* Short on phones: the first result must be on the first screen (tests/e2e/search-page.spec.ts). */}
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-3 sm:pt-8 sm:pb-5">
          <h1 className="mb-3 font-extrabold text-2xl tracking-tight sm:mb-4 sm:text-3xl">
            {params.q ? <>Resultados para “{params.q}”</> : category ? category.name : "Buscar comercios"}
          </h1>
          {loaderData.bankPromotion && <BankPromotionFilter promotion={loaderData.bankPromotion} params={params} />}
          <SearchFilters params={params} categories={categories} />
        </div>
      </section>
      <DutyStrip duties={loaderData.onDuty} />
      <section
        className={cn("mx-auto max-w-6xl px-4 pt-4 pb-8 transition-opacity sm:pt-6", busy && "opacity-60")}
        aria-busy={busy}
        aria-labelledby="search-results-title"
      >
        {/* The cards' names are h3: a heading of their own keeps the outline whole for screen readers. */}
        <h2 id="search-results-title" className="sr-only">
          Resultados
        </h2>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3 sm:mb-5">
          <p className="text-fg-muted text-sm" role="status">
            {result.total === 0
              ? "Sin resultados"
              : `${formatCount(result.total)} ${result.total === 1 ? "comercio encontrado" : "comercios encontrados"}`}
            {!mapView && result.pageCount > 1 && ` · página ${result.page} de ${result.pageCount}`}
          </p>
          <SearchViewToggle />
        </div>
        {result.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface px-6 py-16 text-center">
            <SearchX className="size-10 text-fg-muted" aria-hidden />
            <h2 className="font-bold text-xl">No encontramos comercios</h2>
            <p className="max-w-md text-fg-muted">
              {params.q
                ? `No hay resultados para “${params.q}” con estos filtros. Probá con otras palabras o sacá algún filtro.`
                : "No hay comercios con estos filtros. Probá sacando alguno."}
            </p>
            <Link to="/categories" className="font-medium text-brand-600 hover:underline dark:text-blue-300">
              Ver todas las categorías
            </Link>
          </div>
        ) : mapView ? (
          <SearchMap query={searchQuery(params).toString()} />
        ) : (
          <CardDistances businesses={result.items}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {result.items.map((b) => (
                <BusinessCard key={b.uuid} business={b} searchQuery={params.q} />
              ))}
            </div>
          </CardDistances>
        )}
        {!mapView && <Pagination page={result.page} pageCount={result.pageCount} href={pageHref} />}
      </section>
      {/* After the results, never above them: the first result leads the phone's first screen. */}
      <PageBanners banners={loaderData.banners} className="mb-8" />
    </main>
  );
}
