/**
 * The /ofertas controls: tabs, bank chips and the filter forms. Everything is a link or a GET form,
 * so it works without JavaScript; with it, a change submits at once and the page keeps its scroll.
 */

import { useEffect, useId, useRef, useState } from "react";
import { Link, useSubmit } from "react-router";
import { BadgePercent, CreditCard, SearchX } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { CARD_TYPE_LABELS, CARD_TYPES, DAY_SLUGS, dayLabel, WEEK_ORDER } from "#core/bank-promotions.ts";
import { formatCount } from "#core/format.ts";
import { type OffersParams, offersHref } from "#core/offers-url.ts";
import type { BankOption, OfferCategoryOption } from "#server/promotions/get-offers-page.ts";
import { FilterActions } from "../filter-actions.tsx";

const TABS = [
  { tab: "comercios", label: "Ofertas de comercios", icon: BadgePercent },
  { tab: "bancos", label: "Promociones bancarias", icon: CreditCard },
] as const;

export function OffersTabs({ params }: { params: OffersParams }) {
  return (
    <nav
      aria-label="Tipo de promoción"
      className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 sm:self-start"
    >
      {TABS.map(({ tab, label, icon: Icon }) => {
        const current = params.tab === tab;
        return (
          <Link
            key={tab}
            to={offersHref({ tab })}
            preventScrollReset
            aria-current={current ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 py-2 text-center font-semibold text-sm transition sm:px-5",
              current ? "bg-surface text-brand-700 shadow-sm dark:text-blue-300" : "text-fg-muted hover:text-fg",
            )}
          >
            <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Local state that follows the URL: a navigation (back, "Borrar filtros") resets it, focus stays. */
function useParamState<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState(value);
  useEffect(() => setState(value), [value]);
  return [state, setState];
}

const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
  event.currentTarget.form?.requestSubmit();

/**
 * With JavaScript, a filter form navigates without a reload, keeps the scroll position and leaves
 * empty fields out of the URL ("?tab=bancos&card=credito", not "?tab=bancos&day=&card=credito").
 * Without it, the browser submits the GET form as is (the server reads empty fields as "no filter").
 */
function useFilterSubmit() {
  const submit = useSubmit();
  return (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value !== "") query.append(key, value);
    }
    submit(query, { method: "get", action: "/ofertas", preventScrollReset: true });
  };
}

function SelectField({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-fg-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          submitOnChange(event);
        }}
        className="h-10 max-w-full rounded-lg border border-line bg-surface px-3 text-fg"
      >
        {children}
      </select>
    </div>
  );
}

function EndingSoonCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex h-10 items-center gap-2 text-sm">
      <input
        type="checkbox"
        name="ending"
        value="1"
        checked={checked}
        onChange={(event) => {
          onChange(event.currentTarget.checked);
          submitOnChange(event);
        }}
        className="size-4 accent-brand-600"
      />
      Terminan pronto
    </label>
  );
}

export function BusinessOffersFilters({
  params,
  categories,
}: {
  params: OffersParams;
  categories: OfferCategoryOption[];
}) {
  const [category, setCategory] = useParamState(params.category ?? "");
  const [ending, setEnding] = useParamState(params.ending);
  const onSubmit = useFilterSubmit();
  return (
    <form method="get" action="/ofertas" onSubmit={onSubmit} aria-label="Filtrar ofertas de comercios">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Filtros</legend>
        <SelectField label="Categoría" name="category" value={category} onChange={setCategory}>
          <option value="">Todas</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.isChild ? `— ${c.name}` : c.name} ({formatCount(c.count)})
            </option>
          ))}
        </SelectField>
        <EndingSoonCheckbox checked={ending} onChange={setEnding} />
        <FilterActions clearHref="/ofertas" hasFilters={Boolean(params.category) || params.ending} />
      </fieldset>
    </form>
  );
}

export function BankOffersFilters({ params, weekday }: { params: OffersParams; weekday: number }) {
  const [day, setDay] = useParamState(params.day === null ? "" : (DAY_SLUGS[params.day] ?? ""));
  const [card, setCard] = useParamState<string>(params.card ?? "");
  const [ending, setEnding] = useParamState(params.ending);
  const clearHref = offersHref(params, { day: null, card: null, ending: false, page: 1 });
  const onSubmit = useFilterSubmit();
  return (
    <form method="get" action="/ofertas" onSubmit={onSubmit} aria-label="Filtrar promociones bancarias">
      <input type="hidden" name="tab" value="bancos" />
      {params.bank && <input type="hidden" name="bank" value={params.bank} />}
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Filtros</legend>
        <SelectField label="Día" name="day" value={day} onChange={setDay}>
          <option value="">Cualquier día</option>
          {WEEK_ORDER.map((d) => (
            <option key={d} value={DAY_SLUGS[d]}>
              {dayLabel(d)}
              {d === weekday ? " (hoy)" : ""}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tarjeta" name="card" value={card} onChange={setCard}>
          <option value="">Todas</option>
          {CARD_TYPES.map((c) => (
            <option key={c} value={c}>
              {CARD_TYPE_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <EndingSoonCheckbox checked={ending} onChange={setEnding} />
        <FilterActions
          clearHref={clearHref}
          hasFilters={params.day !== null || Boolean(params.card) || params.ending}
        />
      </fieldset>
    </form>
  );
}

/**
 * One link per bank (with a valid promotion today, or the one selected), plus "Todos" (current unless
 * a bank is chosen or the URL named one that doesn't exist). The row scrolls sideways on phones and
 * brings the current chip into view.
 */
export function BankChips({
  params,
  banks,
  unknownBank = false,
}: {
  params: OffersParams;
  banks: BankOption[];
  unknownBank?: boolean;
}) {
  const shown = banks.filter((b) => b.activeCount > 0 || b.slug === params.bank);
  const row = useRef<HTMLElement>(null);
  const selected = params.bank ?? "";
  useEffect(() => {
    const nav = row.current;
    const current = nav?.querySelector<HTMLElement>(`[data-chip="${CSS.escape(selected)}"]`);
    if (!nav || !current) return;
    const left = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    nav.scrollLeft = Math.max(0, left);
  }, [selected]);
  const chip =
    "inline-flex h-10 shrink-0 items-center gap-2 rounded-full border px-3 font-medium text-sm transition whitespace-nowrap";
  return (
    <nav ref={row} aria-label="Bancos y billeteras" className="relative -mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        <li className="shrink-0">
          <Link
            to={offersHref(params, { bank: null, page: 1 })}
            preventScrollReset
            data-chip=""
            aria-current={params.bank === null && !unknownBank ? "true" : undefined}
            className={cn(
              chip,
              params.bank === null && !unknownBank
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-line bg-surface hover:bg-surface-muted",
            )}
          >
            Todos
          </Link>
        </li>
        {shown.map((b) => {
          const current = b.slug === params.bank;
          return (
            <li key={b.slug} className="shrink-0">
              <Link
                to={offersHref(params, { bank: b.slug, page: 1 })}
                preventScrollReset
                data-chip={b.slug}
                aria-current={current ? "true" : undefined}
                className={cn(
                  chip,
                  current
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-line bg-surface hover:bg-surface-muted",
                )}
              >
                <img
                  src={b.logoUrl ?? "/media/demo/bank/banco.svg"}
                  alt=""
                  width={24}
                  height={24}
                  className="size-6 rounded-md bg-surface-muted"
                />
                {b.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function EmptyState({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface px-6 py-16 text-center">
      <SearchX className="size-10 text-fg-muted" aria-hidden />
      <h2 className="font-bold text-xl">{title}</h2>
      <p className="max-w-md text-fg-muted">{text}</p>
      <Link to={link.to} className="font-medium text-brand-700 hover:underline dark:text-blue-300">
        {link.label}
      </Link>
    </div>
  );
}
