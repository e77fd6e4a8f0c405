import { type ChangeEvent, useEffect, useId, useRef } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { Search } from "#app/components/icons/icons.tsx";
import { formatCount } from "#core/format.ts";
import type { ListParams } from "#core/list-params.ts";

export interface DataTableFilter {
  /** The URL parameter; one of the list definition's filters. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first option, meaning "no filter". */
  allLabel?: string;
}

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

const SUBMIT_OPTIONS = { replace: true, preventScrollReset: true } as const;

const fieldClass =
  "h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-500/25 sm:h-10 sm:text-sm";

/**
 * The list's search box and filters: a GET form, so without JavaScript it is an ordinary search
 * (Enter or "Buscar"). With JavaScript the search goes by itself a moment after typing stops and a
 * filter as soon as it changes, replacing the history entry instead of piling one per keystroke.
 * Every parameter it does not own (sort, dir, a tab's) rides along as a hidden field; the page goes
 * back to 1 because it is left out.
 */
export function ListControls({
  label,
  params,
  search,
  filters = [],
  pageSizes,
}: {
  label: string;
  params: ListParams;
  search?: { label: string; placeholder?: string };
  filters?: DataTableFilter[];
  pageSizes?: readonly number[];
}) {
  const location = useLocation();
  const submit = useSubmit();
  const searchId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A link elsewhere ("Limpiar filtros", back and forward) changes the URL: the fields follow,
  // except the one being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const q = form.elements.namedItem("q");
    if (q instanceof HTMLInputElement && q !== document.activeElement && q.value !== params.q) q.value = params.q;
    for (const [name, values] of Object.entries(params.filters)) {
      const select = form.elements.namedItem(name);
      if (select instanceof HTMLSelectElement) select.value = values[0] ?? "";
    }
    const size = form.elements.namedItem("size");
    if (size instanceof HTMLSelectElement) size.value = String(params.size);
  }, [params]);

  if (!search && filters.length === 0 && !pageSizes) return null;

  const owned = new Set(["q", "page", ...filters.map((f) => f.name), ...(pageSizes ? ["size"] : [])]);
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => !owned.has(key));

  // With JavaScript the empty fields stay out of the URL ("?q=&city=" says nothing).
  const submitNow = (form: HTMLFormElement | null) => {
    clearTimeout(timer.current);
    if (!form) return;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value !== "") query.append(name, value);
    }
    submit(query, { ...SUBMIT_OPTIONS, method: "get", action: location.pathname });
  };
  const onSearchInput = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submitNow(form), SEARCH_DEBOUNCE_MS);
  };

  return (
    <Form
      ref={formRef}
      method="get"
      replace
      preventScrollReset
      role="search"
      aria-label={`Buscar en ${label.toLowerCase()}`}
      onSubmit={(event) => {
        event.preventDefault();
        submitNow(event.currentTarget);
      }}
      className="flex flex-wrap items-end gap-3"
    >
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      {search && (
        <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1 text-sm">
          <label htmlFor={searchId} className="font-medium text-fg-muted">
            {search.label}
          </label>
          <div className="flex gap-2">
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={params.q}
              placeholder={search.placeholder}
              maxLength={100}
              autoComplete="off"
              onChange={onSearchInput}
              className={fieldClass}
            />
            <button
              type="submit"
              className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-3 font-semibold text-sm text-white hover:bg-brand-700 sm:h-10"
            >
              <Search className="size-4" aria-hidden />
              <span className="max-sm:sr-only">Buscar</span>
            </button>
          </div>
        </div>
      )}
      {filters.map((filter) => (
        <label key={filter.name} className="flex min-w-0 flex-[1_1_10rem] flex-col gap-1 text-sm sm:flex-none">
          <span className="font-medium text-fg-muted">{filter.label}</span>
          <select
            name={filter.name}
            defaultValue={params.filters[filter.name]?.[0] ?? ""}
            onChange={(event) => submitNow(event.currentTarget.form)}
            className={fieldClass}
          >
            <option value="">{filter.allLabel ?? "Todos"}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {pageSizes && (
        <label className="flex min-w-0 flex-[1_1_6rem] flex-col gap-1 text-sm sm:flex-none">
          <span className="font-medium text-fg-muted">Por página</span>
          <select
            name="size"
            defaultValue={String(params.size)}
            onChange={(event) => submitNow(event.currentTarget.form)}
            className={fieldClass}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {formatCount(size)}
              </option>
            ))}
          </select>
        </label>
      )}
      {!search && (
        // Without a search box there is no Enter to press: the filters need a button without JavaScript.
        <noscript>
          <button type="submit" className="h-10 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white">
            Aplicar
          </button>
        </noscript>
      )}
    </Form>
  );
}
