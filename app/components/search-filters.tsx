/**
 * The /search filters: one row of chips and a sheet. The row holds "Filtros" (opens the sheet, with
 * how many are on), "Abierto ahora", the one location control ("Cerca mío") and every active filter as
 * a chip that removes it. The sheet (a bottom sheet on phones, a panel from 768px) holds the
 * category, the sort, services and payment methods. One behaviour for all of them: with JavaScript
 * every change applies at once (the URL is replaced, the scroll kept); without it the same form is
 * sent with "Aplicar". Every control is at least 44 px tall on phones.
 *
 * Distance needs the person's location (app/lib/user-location.ts): its coordinates, rounded to
 * 4 decimals (~11 m), travel as `lat`/`lng` only while sorting by distance or filtering by radius.
 */

import { type FormEvent, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { FilterActions } from "#app/components/filter-actions.tsx";
import { LocateFixed, SlidersHorizontal, X } from "#app/components/icons/icons.tsx";
import { SearchViewField } from "#app/components/map/search-map-view.tsx";
import { UnifiedSearch } from "#app/components/unified-search.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import { useUserLocation } from "#app/lib/user-location.ts";
import { formatDistance } from "#core/format.ts";
import { NEAR_RADII_M } from "#core/geo.ts";
import { type SearchPageParams, searchHref } from "#core/search-url.ts";

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

/** The "Cerca mío" select's choice that takes the person's location back. */
const LOCATION_OFF = "sin-ubicacion";

const control = "h-11 w-full min-w-0 rounded-lg border border-line bg-surface px-3 md:h-10";
const chipBase =
  "inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-full border px-3 text-sm md:min-h-10";
const chip = cn(
  chipBase,
  "border-line bg-surface hover:bg-surface-muted has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/40",
);
const activeChip = cn(
  chipBase,
  "border-brand-600 bg-brand-50 font-medium text-brand-800 hover:bg-brand-100 dark:bg-brand-900/40 dark:text-blue-100 dark:hover:bg-brand-900/60",
);

export interface SearchFiltersProps {
  params: SearchPageParams;
  categories: { id: number; slug: string; name: string; parentId: number | null }[];
}

/** The active filters besides "Abierto ahora" and the distance, each with the URL without it. */
function activeFilters(params: SearchPageParams, categories: SearchFiltersProps["categories"]) {
  const out: { key: string; label: string; href: string }[] = [];
  if (params.category) {
    const name = categories.find((c) => c.slug === params.category)?.name ?? params.category;
    out.push({ key: "category", label: name, href: searchHref({ ...params, category: null }) });
  }
  if (params.sort !== "relevance") {
    const label = SORTS.find((s) => s.value === params.sort)?.label ?? params.sort;
    out.push({ key: "sort", label: `Orden: ${label}`, href: searchHref({ ...params, sort: "relevance" }) });
  }
  for (const a of AMENITIES)
    if (params[a.name]) out.push({ key: a.name, label: a.label, href: searchHref({ ...params, [a.name]: false }) });
  for (const p of PAYMENTS)
    if (params.pay.includes(p.value))
      out.push({
        key: `pay-${p.value}`,
        label: p.label,
        href: searchHref({ ...params, pay: params.pay.filter((x) => x !== p.value) }),
      });
  return out;
}

export function SearchFilters({ params, categories }: SearchFiltersProps) {
  const navigate = useNavigate();
  const { location, clear } = useUserLocation();
  // The person's location, else the one the URL came with (a reload, or no JavaScript).
  const origin = location
    ? { lat: String(Number(location.lat.toFixed(4))), lng: String(Number(location.lng.toFixed(4))) }
    : params.lat !== null && params.lng !== null
      ? { lat: String(params.lat), lng: String(params.lng) }
      : null;
  // A position the URL brought stays in the form (without JavaScript nothing else could add it back);
  // the person's own goes only where it is needed (apply() keeps that up to date).
  const usesOrigin = !location || params.sort === "distance" || params.radio !== null;
  const active = activeFilters(params, categories);
  const inSheet =
    (params.category ? 1 : 0) +
    (params.sort !== "relevance" ? 1 : 0) +
    params.pay.length +
    AMENITIES.filter((a) => params[a.name]).length;
  const hasFilters = inSheet > 0 || params.open || params.radio !== null;

  function withoutLocation() {
    clear();
    navigate(
      searchHref({
        ...params,
        lat: null,
        lng: null,
        radio: null,
        sort: params.sort === "distance" ? "relevance" : params.sort,
      }),
      { replace: true, preventScrollReset: true },
    );
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    // The text box has its own timing (the unified search dropdown); Enter sends it.
    if (target.name === "q") return;
    if (target.name === "radio" && target.value === LOCATION_OFF) return withoutLocation();
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

  return (
    <Form method="get" action="/search" role="search" id="search-form" onChange={apply}>
      <UnifiedSearch key={params.q} id="page-search" size="hero" defaultValue={params.q} />
      <SearchViewField />
      {params.promoBanco !== null && <input type="hidden" name="promo-banco" value={params.promoBanco} />}
      {origin && (
        <>
          <input type="hidden" name="lat" value={origin.lat} disabled={!usesOrigin} />
          <input type="hidden" name="lng" value={origin.lng} disabled={!usesOrigin} />
        </>
      )}
      {/* min-w-0: a fieldset is as wide as its content by default, and the chips must scroll instead. */}
      <fieldset className="mt-3 flex min-w-0 items-start gap-2">
        <legend className="sr-only">Filtros</legend>
        <FilterSheet count={inSheet} hasFilters={hasFilters} clearHref={searchHref({ q: params.q })}>
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
                  {s.value === "distance" && !origin ? "Distancia (tocá «Cerca mío»)" : s.label}
                </option>
              ))}
            </select>
          </label>
          <ChipGroup title="Servicios">
            {AMENITIES.map((a) => (
              <Check key={a.name} name={a.name} label={a.label} checked={params[a.name]} />
            ))}
          </ChipGroup>
          <ChipGroup title="Medios de pago">
            {PAYMENTS.map((p) => (
              <Check key={p.value} name="pay" value={p.value} label={p.label} checked={params.pay.includes(p.value)} />
            ))}
          </ChipGroup>
        </FilterSheet>
        {/* One row: it scrolls sideways on a phone rather than growing downwards. */}
        <div className="-mr-4 flex min-w-0 flex-1 gap-2 overflow-x-auto pr-4 pb-1 [scrollbar-width:none] sm:mr-0 sm:flex-wrap sm:overflow-visible sm:pr-0">
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
          <NearControl origin={origin} radius={params.radio} />
          {active.map((f) => (
            <Link
              key={f.key}
              to={f.href}
              replace
              preventScrollReset
              className={activeChip}
              aria-label={`${f.label}: sacar este filtro`}
            >
              {f.label}
              <X className="size-4" aria-hidden />
            </Link>
          ))}
        </div>
      </fieldset>
      <LocationError />
    </Form>
  );
}

/**
 * "Filtros": a <details> so it opens without JavaScript too. On a phone its panel is a sheet from the
 * bottom over a dimmed page (a tap outside or "Ver resultados" closes it); from 768px a panel under
 * the button.
 */
function FilterSheet({
  count,
  hasFilters,
  clearHref,
  children,
}: {
  count: number;
  hasFilters: boolean;
  clearHref: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  return (
    <details ref={ref} className="group relative shrink-0" data-filter-sheet>
      <summary
        className={cn(
          chipBase,
          "list-none font-medium [&::-webkit-details-marker]:hidden",
          count > 0
            ? "border-brand-600 bg-brand-50 dark:bg-brand-900/40"
            : "border-line bg-surface hover:bg-surface-muted",
        )}
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        Filtros
        {count > 0 && (
          <span className="grid size-5 place-items-center rounded-full bg-brand-600 font-semibold text-white text-xs">
            {count}
            <span className="sr-only"> activos</span>
          </span>
        )}
      </summary>
      {hydrated && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the dimmed page behind the sheet; the sheet's own buttons close it for keyboards.
        // biome-ignore lint/a11y/useKeyWithClickEvents: same.
        <div className="fixed inset-0 z-40 bg-black/40 md:hidden" onClick={close} data-sheet-backdrop />
      )}
      <div
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl border border-line bg-surface p-4 pb-6 shadow-2xl",
          "md:absolute md:inset-x-auto md:bottom-auto md:left-0 md:top-full md:mt-2 md:w-[28rem] md:rounded-2xl md:pb-4",
        )}
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 className="font-bold text-lg">Filtros</h2>
          {hydrated && (
            <button
              type="button"
              onClick={close}
              className="grid size-11 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted md:size-9"
            >
              <X className="size-5" aria-hidden />
              <span className="sr-only">Cerrar los filtros</span>
            </button>
          )}
        </div>
        <div className="grid gap-4">{children}</div>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-line border-t pt-4">
          <FilterActions autoApply hasFilters={hasFilters} clearHref={clearHref} />
          {hydrated && (
            <button
              type="button"
              onClick={close}
              className="h-11 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700 md:h-10"
            >
              Ver resultados
            </button>
          )}
        </div>
      </div>
    </details>
  );
}

function ChipGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-fg-muted text-sm">{title}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/**
 * "Cerca mío", the one place /search asks for or drops the person's location: without one, a chip
 * that asks for it (nothing is asked before it is pressed); with one, the radius ("Cualquier
 * distancia", "A menos de 1 km"…) and "Quitar mi ubicación" in the same select. Without JavaScript
 * only a location the URL brought can be used.
 */
function NearControl({ origin, radius }: { origin: { lat: string; lng: string } | null; radius: number | null }) {
  const hydrated = useHydrated();
  const { location, busy, request } = useUserLocation();
  if (origin) {
    return (
      <label className={cn(radius ? activeChip : chip, "pr-1")}>
        <LocateFixed className="size-4 shrink-0" aria-hidden />
        <span className="sr-only">Cerca mío</span>
        <select
          name="radio"
          defaultValue={radius ?? ""}
          key={radius ?? ""}
          className="h-9 cursor-pointer rounded-full bg-transparent pr-1 font-medium"
        >
          <option value="">Cerca mío: cualquier distancia</option>
          {NEAR_RADII_M.map((m) => (
            <option key={m} value={m}>
              A menos de {formatDistance(m)}
            </option>
          ))}
          {location && <option value={LOCATION_OFF}>Quitar mi ubicación</option>}
        </select>
      </label>
    );
  }
  if (!hydrated) return null;
  return (
    <button type="button" onClick={() => void request()} disabled={busy} className={cn(chip, "disabled:opacity-60")}>
      <LocateFixed className="size-4" aria-hidden />
      {busy ? "Buscando tu ubicación..." : "Cerca mío"}
    </button>
  );
}

function LocationError() {
  const { error } = useUserLocation();
  return (
    <p role="alert" className="mt-1 text-red-700 text-sm empty:hidden dark:text-red-300">
      {error}
    </p>
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
