import { SearchX, SlidersHorizontal } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { BusinessCard } from "#app/components/business-card.tsx";
import { FilterActions } from "#app/components/filter-actions.tsx";
import { BrandLine } from "#app/components/logo.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { UnifiedSearch } from "#app/components/unified-search.tsx";
import { cn } from "#app/lib/cn.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { formatCount } from "#core/format.ts";
import { withPage } from "#core/pagination.ts";
import { clientHash } from "#server/analytics/visitor-id.ts";
import { listCategoriesCached } from "#server/categories/list-categories.ts";
import { searchBusinesses } from "#server/search/search-businesses.ts";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [result, categories] = await Promise.all([
    searchBusinesses(url.searchParams, { record: { client: clientHash(request) } }),
    listCategoriesCached(),
  ]);
  return { result, categories };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const params = loaderData?.result.params;
  const category = loaderData?.categories.find((c) => c.slug === params?.category);
  const title = params?.q
    ? `Resultados para "${params.q}"`
    : category
      ? `${category.name} en Villa María y Villa Nueva`
      : "Buscar comercios";
  const query = new URLSearchParams();
  if (params?.q) query.set("q", params.q);
  if (params?.category) query.set("category", params.category);
  return seo({
    title,
    description:
      category?.description ??
      `Encontrá ${category?.name.toLowerCase() ?? "comercios y profesionales"} en Villa María y Villa Nueva: horarios, teléfonos y ofertas.`,
    path: `/search${query.size ? `?${query}` : ""}`,
    origin: originFrom(matches),
  });
};

const PAYMENTS = [
  { value: "credit", label: "Crédito" },
  { value: "debit", label: "Débito" },
  { value: "qr", label: "QR" },
  { value: "transfer", label: "Transferencia" },
] as const;
const AMENITIES = [
  { name: "delivery", label: "Delivery" },
  { name: "parking", label: "Estacionamiento" },
  { name: "accessibility", label: "Accesible" },
] as const;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { result, categories } = loaderData;
  const { params } = result;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/search";
  const pageHref = (page: number) => `/search${withPage(toQuery(params), page)}`;
  const category = categories.find((c) => c.slug === params.category);
  const hasFilters =
    Boolean(params.category) ||
    params.open ||
    params.pay.length > 0 ||
    params.delivery ||
    params.parking ||
    params.accessibility;

  return (
    <main id="contenido">
      <section className="border-line border-b bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <BrandLine className="mb-3 justify-start" />
          <h1 className="mb-4 font-extrabold text-3xl tracking-tight">
            {params.q ? <>Resultados para “{params.q}”</> : category ? category.name : "Buscar comercios"}
          </h1>
          <Form method="get" action="/search" role="search" id="search-form">
            <UnifiedSearch key={params.q} id="page-search" size="hero" defaultValue={params.q} />
            <fieldset className="mt-4 flex flex-wrap items-end gap-3">
              <legend className="sr-only">Filtros</legend>
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-fg-muted">Categoría</span>
                <select
                  name="category"
                  defaultValue={params.category ?? ""}
                  onChange={(e) => e.currentTarget.form?.requestSubmit()}
                  className="h-10 rounded-lg border border-line bg-surface px-3"
                >
                  <option value="">Todas</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.slug}>
                      {c.parentId ? `— ${c.name}` : c.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-medium text-fg-muted">Ordenar por</span>
                <select
                  name="sort"
                  defaultValue={params.sort}
                  onChange={(e) => e.currentTarget.form?.requestSubmit()}
                  className="h-10 rounded-lg border border-line bg-surface px-3"
                >
                  <option value="relevance">Relevancia</option>
                  <option value="new">Más nuevos</option>
                  <option value="popular">Más populares</option>
                </select>
              </label>
              <details className="group relative" open={hasFilters ? true : undefined}>
                <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-lg border border-line px-3 font-medium text-sm hover:bg-surface-muted">
                  <SlidersHorizontal className="size-4" aria-hidden />
                  Más filtros
                </summary>
                <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                  <Check name="open" label="Abierto ahora" checked={params.open} />
                  {AMENITIES.map((a) => (
                    <Check key={a.name} name={a.name} label={a.label} checked={params[a.name]} />
                  ))}
                  <span className="w-full font-medium text-fg-muted text-xs uppercase tracking-wide">
                    Medios de pago
                  </span>
                  {PAYMENTS.map((p) => (
                    <Check
                      key={p.value}
                      name="pay"
                      value={p.value}
                      label={p.label}
                      checked={params.pay.includes(p.value)}
                    />
                  ))}
                </div>
              </details>
              <FilterActions
                hasFilters={hasFilters}
                clearHref={params.q ? `/search?q=${encodeURIComponent(params.q)}` : "/search"}
              />
            </fieldset>
          </Form>
        </div>
      </section>

      <section className={cn("mx-auto max-w-6xl px-4 py-8 transition-opacity", busy && "opacity-60")} aria-busy={busy}>
        <p className="mb-5 text-fg-muted text-sm" role="status">
          {result.total === 0
            ? "Sin resultados"
            : `${formatCount(result.total)} ${result.total === 1 ? "comercio encontrado" : "comercios encontrados"}`}
          {result.pageCount > 1 && ` · página ${result.page} de ${result.pageCount}`}
        </p>
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
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((b) => (
              <BusinessCard key={b.uuid} business={b} searchQuery={params.q} />
            ))}
          </div>
        )}
        <Pagination page={result.page} pageCount={result.pageCount} href={pageHref} />
      </section>
    </main>
  );
}

function Check({
  name,
  value = "1",
  label,
  checked,
}: {
  name: string;
  value?: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="inline-flex items-center gap-2">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-brand-600" />
      {label}
    </label>
  );
}

function toQuery(params: Route.ComponentProps["loaderData"]["result"]["params"]): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.category) query.set("category", params.category);
  if (params.sort !== "relevance") query.set("sort", params.sort);
  if (params.open) query.set("open", "1");
  for (const p of params.pay) query.append("pay", p);
  for (const a of AMENITIES) if (params[a.name]) query.set(a.name, "1");
  return query;
}
