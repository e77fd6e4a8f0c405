/**
 * The /search filters: one behaviour for all of them. With JavaScript every change applies at once
 * (the URL is replaced, the scroll kept); without it the same form is sent with "Aplicar". Category,
 * sort (relevancia, calificación, distancia…), "Cerca mío" and "Abierto ahora" are always in sight;
 * amenities and payment methods wait in "Más filtros". Every control is at least 44 px tall on phones.
 *
 * Distance needs the person's location (app/lib/user-location.ts): its coordinates, rounded to
 * 4 decimals (~11 m), travel as `lat`/`lng` only while sorting by distance or filtering by radius.
 */

import type { FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { FilterActions } from "#app/components/filter-actions.tsx";
import { SlidersHorizontal } from "#app/components/icons/icons.tsx";
import { LocationControl } from "#app/components/location/location-control.tsx";
import { SearchViewField } from "#app/components/map/search-map-view.tsx";
import { UnifiedSearch } from "#app/components/unified-search.tsx";
import { useUserLocation } from "#app/lib/user-location.ts";
import { formatDistance } from "#core/format.ts";
import { NEAR_RADII_M } from "#core/geo.ts";
import type { SearchPageParams } from "#server/search/search-page-params.ts";

const PAYMENTS = [
  { value: "credit", label: "Crédito" },
  { value: "debit", label: "Débito" },
  { value: "qr", label: "QR" },
  { value: "transfer", label: "Transferencia" },
] as const;
export const AMENITIES = [
  { name: "delivery", label: "Delivery" },
  { name: "parking", label: "Estacionamiento" },
  { name: "accessibility", label: "Accesible" },
] as const;

const SORTS = [
  { value: "relevance", label: "Relevancia" },
  { value: "rating", label: "Calificación" },
  { value: "distance", label: "Distancia" },
  { value: "new", label: "Más nuevos" },
  { value: "popular", label: "Más populares" },
] as const;

const control = "h-11 w-full min-w-0 rounded-lg border border-line bg-surface px-3 sm:w-auto md:h-10";
const chip =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 md:min-h-10 dark:has-[:checked]:bg-brand-900/40";

export interface SearchFiltersProps {
  params: SearchPageParams;
  categories: { id: number; slug: string; name: string; parentId: number | null }[];
}

/** The query /search would have for these params (page left out), e.g. for pagination links. */
export function searchQuery(params: SearchPageParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.category) query.set("category", params.category);
  if (params.sort !== "relevance") query.set("sort", params.sort);
  if (params.open) query.set("open", "1");
  for (const p of params.pay) query.append("pay", p);
  for (const a of AMENITIES) if (params[a.name]) query.set(a.name, "1");
  if (params.lat !== null && params.lng !== null) {
    query.set("lat", String(params.lat));
    query.set("lng", String(params.lng));
  }
  if (params.radio) query.set("radio", String(params.radio));
  if (params.promoBanco !== null) query.set("promo-banco", String(params.promoBanco));
  return query;
}

export function SearchFilters({ params, categories }: SearchFiltersProps) {
  const navigate = useNavigate();
  const { location } = useUserLocation();
  // The person's location, else the one the URL came with (a reload, or no JavaScript).
  const origin = location
    ? { lat: String(Number(location.lat.toFixed(4))), lng: String(Number(location.lng.toFixed(4))) }
    : params.lat !== null && params.lng !== null
      ? { lat: String(params.lat), lng: String(params.lng) }
      : null;
  // A position the URL brought stays in the form (without JavaScript nothing else could add it back);
  // the person's own goes only where it is needed (apply() keeps that up to date).
  const usesOrigin = !location || params.sort === "distance" || params.radio !== null;
  const hasFilters =
    Boolean(params.category) ||
    params.open ||
    params.pay.length > 0 ||
    params.delivery ||
    params.parking ||
    params.accessibility ||
    params.radio !== null;

  function apply(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    // The text box has its own timing (the unified search dropdown); Enter sends it.
    if (target.name === "q") return;
    const fields = event.currentTarget.elements;
    const value = (name: string) => (fields.namedItem(name) as HTMLSelectElement | null)?.value ?? "";
    const needsOrigin = value("sort") === "distance" || value("radio") !== "";
    for (const name of ["lat", "lng"]) {
      const input = fields.namedItem(name);
      if (input instanceof HTMLInputElement) input.disabled = !needsOrigin;
    }
    // Empty fields stay out of the URL, as in every list of the site.
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value !== "") query.append(name, value);
    navigate(`/search${query.size ? `?${query}` : ""}`, { replace: true, preventScrollReset: true });
  }

  function withoutLocation() {
    const query = searchQuery({
      ...params,
      lat: null,
      lng: null,
      radio: null,
      sort: params.sort === "distance" ? "relevance" : params.sort,
    });
    navigate(`/search${query.size ? `?${query}` : ""}`, { replace: true, preventScrollReset: true });
  }

  return (
    <Form method="get" action="/search" role="search" id="search-form" onChange={apply}>
      <UnifiedSearch key={params.q} id="page-search" size="hero" defaultValue={params.q} />
      <SearchViewField />
      <fieldset className="mt-4 grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap sm:gap-3">
        <legend className="sr-only">Filtros</legend>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="font-medium text-fg-muted">Categoría</span>
          <select name="category" defaultValue={params.category ?? ""} className={control}>
            <option value="">Todas</option>
            {categories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.parentId ? `— ${c.name}` : c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="font-medium text-fg-muted">Ordenar por</span>
          <select name="sort" defaultValue={params.sort} className={control}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value} disabled={s.value === "distance" && !origin}>
                {s.value === "distance" && !origin ? "Distancia (usá tu ubicación)" : s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="font-medium text-fg-muted">Cerca mío</span>
          <select name="radio" defaultValue={params.radio ?? ""} disabled={!origin} className={control}>
            <option value="">{origin ? "Cualquier distancia" : "Usá tu ubicación"}</option>
            {NEAR_RADII_M.map((m) => (
              <option key={m} value={m}>
                A menos de {formatDistance(m)}
              </option>
            ))}
          </select>
        </label>
        <label className={chip}>
          <input
            type="checkbox"
            name="open"
            value="1"
            defaultChecked={params.open}
            className="size-5 accent-brand-600"
          />
          Abierto ahora
        </label>
        {params.promoBanco !== null && <input type="hidden" name="promo-banco" value={params.promoBanco} />}
        {origin && (
          <>
            <input type="hidden" name="lat" value={origin.lat} disabled={!usesOrigin} />
            <input type="hidden" name="lng" value={origin.lng} disabled={!usesOrigin} />
          </>
        )}
        <details
          className="group col-span-2 w-full sm:w-auto"
          open={params.pay.length > 0 || params.delivery || params.parking || params.accessibility ? true : undefined}
        >
          <summary className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-line px-3 font-medium text-sm hover:bg-surface-muted md:h-10">
            <SlidersHorizontal className="size-4" aria-hidden />
            Más filtros
          </summary>
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            {AMENITIES.map((a) => (
              <Check key={a.name} name={a.name} label={a.label} checked={params[a.name]} />
            ))}
            <span className="w-full pt-1 font-medium text-fg-muted text-xs uppercase tracking-wide">
              Medios de pago
            </span>
            {PAYMENTS.map((p) => (
              <Check key={p.value} name="pay" value={p.value} label={p.label} checked={params.pay.includes(p.value)} />
            ))}
          </div>
        </details>
        <FilterActions
          autoApply
          hasFilters={hasFilters}
          clearHref={params.q ? `/search?q=${encodeURIComponent(params.q)}` : "/search"}
        />
      </fieldset>
      <LocationControl className="mt-3" onClear={params.lat !== null ? withoutLocation : undefined} />
    </Form>
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
    <label className={chip}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-5 accent-brand-600" />
      {label}
    </label>
  );
}
