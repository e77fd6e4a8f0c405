import {
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import { CreditCard, Loader2, Search, Store, Tag, X } from "#app/components/icons/icons.tsx";
import { withSearchReferral } from "#core/business-leads.ts";
import {
  isSearchableQuery,
  MOBILE_BREAKPOINT,
  normalizeSearchQuery,
  SEARCH_ALL_RESULTS_THRESHOLD,
  SEARCH_QUERY_MAX_LENGTH,
} from "#core/search-constants.ts";
import { searchHref } from "#core/search-url.ts";
import type { BankPromotionHit, BusinessHit, BusinessPromotionHit, UnifiedSearchResult } from "#server/search/types.ts";
import { cn } from "../lib/cn.ts";
import { useAnchoredPosition } from "./unified-search/use-anchored-position.ts";
import { SEARCH_RECORD_IDLE_MS, useSearchResults } from "./unified-search/use-search-results.ts";

export interface UnifiedSearchProps {
  /** Base for the element ids (input, listbox, options). Defaults to a generated id. */
  id?: string;
  defaultValue?: string;
  placeholder?: string;
  /** "hero": tall, for the home and /search heroes; "compact": the top bar. */
  size?: "hero" | "compact";
  autoFocus?: boolean;
}

type Option =
  | { kind: "business"; id: string; href: string; hit: BusinessHit }
  | { kind: "business_promotion"; id: string; href: string; hit: BusinessPromotionHit }
  | { kind: "bank_promotion"; id: string; href: string; hit: BankPromotionHit }
  | { kind: "all"; id: string; href: string; total: number };

export function allResultsHref(query: string): string {
  return searchHref({ q: query });
}

function buildOptions(result: UnifiedSearchResult, baseId: string): Option[] {
  const options: Option[] = [
    ...result.businesses.map(
      (hit, i): Option => ({
        kind: "business",
        id: `${baseId}-b-${i}`,
        href: withSearchReferral(`/${hit.slug}`, result.query),
        hit,
      }),
    ),
    ...result.businessPromotions.map(
      (hit, i): Option => ({
        kind: "business_promotion",
        id: `${baseId}-p-${i}`,
        href: withSearchReferral(`/${hit.businessSlug}`, result.query),
        hit,
      }),
    ),
    ...result.bankPromotions.map(
      (hit, i): Option => ({
        kind: "bank_promotion",
        id: `${baseId}-k-${i}`,
        href: `/ofertas?${new URLSearchParams({ tab: "bancos", bank: hit.bank })}`,
        hit,
      }),
    ),
  ];
  if (result.total > SEARCH_ALL_RESULTS_THRESHOLD) {
    options.push({ kind: "all", id: `${baseId}-all`, href: allResultsHref(result.query), total: result.total });
  }
  return options;
}

/**
 * The unified search box with its dropdown (spec "Unified search dropdown"), an ARIA combobox:
 * the input keeps focus, arrows move the active option (aria-activedescendant), Enter opens it or,
 * with none active, submits the surrounding GET form (/search?q=…), Escape closes. Without
 * JavaScript the input (name="q") still submits the form it sits in.
 */
export function UnifiedSearch({
  id,
  defaultValue = "",
  // Short enough to show whole in the 390 px hero (the field is ~230 px wide there).
  placeholder = "Buscá comercios y ofertas",
  size = "compact",
  autoFocus = false,
}: UnifiedSearchProps) {
  const generatedId = useId();
  const baseId = id ?? `search-${generatedId.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const listboxId = `${baseId}-listbox`;
  const navigate = useNavigate();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  // The dropdown lives in a portal (see useAnchoredPosition), which exists only in the browser.
  const [mounted, setMounted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { status, result, search, reset, record } = useSearchResults();

  const query = normalizeSearchQuery(value);
  const searchable = isSearchableQuery(query);
  const options = useMemo(() => (result ? buildOptions(result, baseId) : []), [result, baseId]);
  const expanded = open && searchable && (result !== null || status === "error");
  const active = expanded ? options[activeIndex] : undefined;
  const popupStyle = useAnchoredPosition(fieldRef, expanded);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration.
  useEffect(() => {
    setMounted(true);
    // Text typed before hydration is in the input but not in our state: take it over.
    const input = inputRef.current;
    if (input && input.value !== defaultValue) {
      setValue(input.value);
      if (document.activeElement === input) {
        setOpen(true);
        search(input.value);
      }
    }
  }, []);

  // Clicking (or tapping) outside closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!wrapperRef.current?.contains(target) && !popupRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // A query left on screen for a while is a search someone made: record it once (trending).
  useEffect(() => {
    if (!expanded || status !== "done" || !result?.query) return;
    const settled = result.query;
    const timer = setTimeout(() => record(settled), SEARCH_RECORD_IDLE_MS);
    return () => clearTimeout(timer);
  }, [expanded, status, result, record]);

  // Keep the active option in view while moving with the keyboard.
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setValue(next);
    setActiveIndex(-1);
    setOpen(true);
    search(next);
  };

  const clear = () => {
    setValue("");
    setOpen(false);
    setActiveIndex(-1);
    reset();
    inputRef.current?.focus();
  };

  const go = (option: Option) => {
    if (option.kind !== "all" && result) record(result.query);
    setOpen(false);
    setActiveIndex(-1);
    navigate(option.href);
  };

  /** Enter without an active option: the surrounding form's GET submission, done client-side. */
  const submit = () => {
    setOpen(false);
    setActiveIndex(-1);
    const form = inputRef.current?.form;
    if (!form || (form.getAttribute("method") ?? "get").toLowerCase() !== "get") {
      navigate(allResultsHref(query));
      return;
    }
    const params = new URLSearchParams();
    for (const [key, entry] of new FormData(form)) {
      if (typeof entry === "string") params.append(key, key === "q" ? query : entry);
    }
    const action = new URL(form.getAttribute("action") || "/search", window.location.href);
    navigate(`${action.pathname}?${params}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!searchable) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          if (!result && status === "idle") search(value);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActiveIndex((current) => {
          if (current === -1) return step === 1 ? 0 : options.length - 1;
          const next = current + step;
          return next < 0 || next >= options.length ? -1 : next;
        });
        return;
      }
      case "Home":
      case "End":
        if (!expanded || activeIndex === -1 || options.length === 0) return;
        event.preventDefault();
        setActiveIndex(event.key === "Home" ? 0 : options.length - 1);
        return;
      case "Enter":
        event.preventDefault();
        if (active) go(active);
        else submit();
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (value) {
          event.preventDefault();
          clear();
        }
        return;
      case "Tab":
        setOpen(false);
        setActiveIndex(-1);
        return;
    }
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, option: Option) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(option);
  };

  const hero = size === "hero";
  const loading = status === "loading";
  const optionIndex = new Map(options.map((option, index) => [option.id, index]));

  const renderOption = (option: Option, children: ReactNode) => {
    const index = optionIndex.get(option.id) ?? -1;
    const isActive = index === activeIndex;
    return (
      <a
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={isActive}
        href={option.href}
        tabIndex={-1}
        onClick={(event) => onOptionClick(event, option)}
        onMouseMove={() => {
          if (activeIndex !== index) setActiveIndex(index);
        }}
        className={cn(
          "flex items-center gap-3 px-3 py-2 text-left text-fg no-underline outline-none",
          isActive ? "bg-surface-muted" : "hover:bg-surface-muted",
        )}
      >
        {children}
      </a>
    );
  };

  const businesses = options.filter((o): o is Extract<Option, { kind: "business" }> => o.kind === "business");
  const promotions = options.filter(
    (o): o is Extract<Option, { kind: "business_promotion" }> => o.kind === "business_promotion",
  );
  const bankPromotions = options.filter(
    (o): o is Extract<Option, { kind: "bank_promotion" }> => o.kind === "bank_promotion",
  );
  const all = options.find((o): o is Extract<Option, { kind: "all" }> => o.kind === "all");

  const announcement = !expanded
    ? ""
    : status === "error"
      ? "No se pudo completar la búsqueda."
      : result && result.total === 0
        ? `Sin resultados para "${result.query}"`
        : result
          ? `${result.total} ${result.total === 1 ? "resultado" : "resultados"}`
          : "";

  return (
    <div ref={wrapperRef} className="relative w-full">
      <div ref={fieldRef} className="relative scroll-mt-20">
        <Search
          aria-hidden
          className={cn(
            "pointer-events-none absolute top-1/2 -translate-y-1/2 text-fg-muted",
            hero ? "left-4 size-5" : "left-3 size-4",
          )}
        />
        <input
          ref={inputRef}
          id={baseId}
          name="q"
          type="search"
          role="combobox"
          aria-label="Buscar comercios, ofertas y promociones bancarias"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active?.id}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: only where the page asks for it (the /search hero).
          autoFocus={autoFocus}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={value}
          placeholder={placeholder}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (result) setOpen(true);
            // On a phone the keyboard takes half the screen: bring the box to the top so the
            // results below it have room. The top bar's own box is already there.
            if (hero && window.innerWidth < MOBILE_BREAKPOINT) fieldRef.current?.scrollIntoView({ block: "start" });
          }}
          onBlur={(event) => {
            // Focus leaving the widget (Tab, a click elsewhere) closes it; the clear button does not.
            const next = event.relatedTarget as Node | null;
            if (!wrapperRef.current?.contains(next) && !popupRef.current?.contains(next)) {
              setOpen(false);
              setActiveIndex(-1);
            }
          }}
          className={cn(
            "w-full appearance-none border border-line bg-surface text-fg shadow-sm outline-none transition",
            "placeholder:text-fg-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30",
            "[&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none",
            hero ? "h-14 rounded-xl pr-20 pl-12 text-base sm:text-lg" : "h-10 rounded-lg pr-16 pl-9 text-sm",
          )}
        />
        <div className={cn("absolute inset-y-0 flex items-center gap-1", hero ? "right-3" : "right-2")}>
          {loading && <Loader2 aria-hidden className={cn("animate-spin text-brand-600", hero ? "size-5" : "size-4")} />}
          {value !== "" && (
            <button
              type="button"
              aria-label="Borrar búsqueda"
              onClick={clear}
              className={cn(
                "grid place-items-center rounded-full text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-500",
                hero ? "size-8" : "size-7",
              )}
            >
              <X aria-hidden className={hero ? "size-5" : "size-4"} />
            </button>
          )}
        </div>
      </div>

      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>

      {mounted &&
        createPortal(
          <div
            ref={popupRef}
            style={popupStyle}
            className={cn(
              "z-50 flex flex-col overflow-hidden rounded-xl border border-line bg-surface text-left text-fg shadow-xl",
              !expanded && "hidden",
            )}
          >
            {expanded && status === "error" && (
              <p className="px-4 py-3 text-fg-muted text-sm">No se pudo completar la búsqueda. Probá de nuevo.</p>
            )}
            {expanded && status !== "error" && result && result.total === 0 && (
              <p className="px-4 py-3 text-fg-muted text-sm">No se encontraron resultados para "{result.query}"</p>
            )}
            <div
              id={listboxId}
              role="listbox"
              aria-label="Resultados de la búsqueda"
              hidden={!expanded || status === "error" || options.length === 0}
              // Keep focus in the input while clicking inside the list.
              onMouseDown={(event) => event.preventDefault()}
              // Only the groups scroll: the "Ver todos" footer stays in sight at the panel's bottom,
              // however short the screen left by a phone's keyboard is.
              className="flex min-h-0 flex-1 flex-col"
            >
              {expanded && status !== "error" && (
                <>
                  <div role="presentation" className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-1">
                    <Group id={`${baseId}-g-businesses`} title="Comercios" hidden={businesses.length === 0}>
                      {businesses.map((option) =>
                        renderOption(
                          option,
                          <OptionBody
                            logoUrl={option.hit.logoUrl}
                            icon={<Store aria-hidden className="size-4" />}
                            title={option.hit.name}
                            detail={option.hit.category ?? "Sin categoría"}
                          />,
                        ),
                      )}
                    </Group>
                    <Group id={`${baseId}-g-promotions`} title="Ofertas de Comercios" hidden={promotions.length === 0}>
                      {promotions.map((option) =>
                        renderOption(
                          option,
                          <OptionBody
                            logoUrl={option.hit.logoUrl}
                            icon={<Tag aria-hidden className="size-4" />}
                            title={option.hit.title}
                            detail={
                              <>
                                {option.hit.discountBenefit ? (
                                  <span className="font-semibold text-orange-700 dark:text-orange-400">
                                    {option.hit.discountBenefit}
                                  </span>
                                ) : null}
                                {option.hit.discountBenefit ? " · " : null}
                                {option.hit.businessName}
                              </>
                            }
                          />,
                        ),
                      )}
                    </Group>
                    <Group id={`${baseId}-g-banks`} title="Promociones Bancarias" hidden={bankPromotions.length === 0}>
                      {bankPromotions.map((option) =>
                        renderOption(
                          option,
                          <OptionBody
                            logoUrl={option.hit.logoUrl}
                            icon={<CreditCard aria-hidden className="size-4" />}
                            title={option.hit.bankName}
                            detail={
                              <>
                                <span className="font-semibold text-brand-700 dark:text-brand-100">
                                  {option.hit.discountText}
                                </span>
                                {option.hit.title ? ` · ${option.hit.title}` : null}
                              </>
                            }
                          />,
                        ),
                      )}
                    </Group>
                  </div>
                  {all && result && (
                    <a
                      id={all.id}
                      role="option"
                      aria-selected={activeIndex === optionIndex.get(all.id)}
                      href={all.href}
                      tabIndex={-1}
                      onClick={(event) => onOptionClick(event, all)}
                      onMouseMove={() => setActiveIndex(optionIndex.get(all.id) ?? -1)}
                      className={cn(
                        "block shrink-0 border-line border-t px-4 py-3 text-center font-semibold text-brand-700 text-sm outline-none dark:text-brand-100",
                        activeIndex === optionIndex.get(all.id) ? "bg-surface-muted" : "hover:bg-surface-muted",
                      )}
                    >
                      Ver todos los resultados ({all.total})
                      <span id={`${all.id}-counts`} className="block font-normal text-fg-muted text-xs">
                        Comercios: {result.counts.businesses} · Ofertas: {result.counts.businessPromotions} · Bancos:{" "}
                        {result.counts.bankPromotions}
                      </span>
                    </a>
                  )}
                </>
              )}
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}

function Group({ id, title, hidden, children }: { id: string; title: string; hidden: boolean; children: ReactNode }) {
  if (hidden) return null;
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <div
        role="presentation"
        id={`${id}-label`}
        className="px-3 pt-2 pb-1 font-semibold text-fg-muted text-xs uppercase tracking-wide"
      >
        {title}
      </div>
      {children}
    </div>
  );
}

/** One result's row: its logo (or the kind's icon), its name and a line of detail. */
function OptionBody({
  logoUrl,
  icon,
  title,
  detail,
}: {
  logoUrl: string | null;
  icon: ReactNode;
  title: ReactNode;
  detail: ReactNode;
}) {
  return (
    <>
      <Thumb src={logoUrl} icon={icon} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-sm">{title}</span>
        <span className="block truncate text-fg-muted text-xs">{detail}</span>
      </span>
    </>
  );
}

function Thumb({ src, icon }: { src: string | null; icon: ReactNode }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={36}
      height={36}
      className="size-9 shrink-0 rounded-lg border border-line bg-surface object-cover"
    />
  ) : (
    <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-muted text-fg-muted">{icon}</span>
  );
}
