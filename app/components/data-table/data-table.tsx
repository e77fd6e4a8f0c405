/**
 * The list of an owner or admin screen: search, filters, sortable columns, pages, row selection
 * with bulk actions, an empty state and a loading state, all driven by the URL (core/list-params.ts)
 * and answered by the server a page at a time (server/platform/db/paginate.ts). Without JavaScript every part
 * still works: headers and pages are links, the search is a GET form, the bulk form posts the ticked
 * boxes. On a phone each row is a card.
 */
import {
  type ColumnDef,
  getCoreRowModel,
  type RowSelectionState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import { type ReactNode, useId, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { ArrowDown, ArrowUp, ArrowUpDown, SearchX } from "#app/components/icons/icons.tsx";
import { EmptyState, type EmptyStateProps } from "#app/components/page/empty-state.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import { formatCount } from "#core/format.ts";
import {
  clearListFiltersHref,
  isListFiltered,
  type ListPage,
  type ListParams,
  listHref,
  pageRange,
} from "#core/list-params.ts";
import { BulkCountContext } from "./bulk-action.tsx";
import { BulkBar } from "./bulk-bar.tsx";
import { type DataTableFilter, ListControls } from "./list-controls.tsx";

export type { DataTableFilter };

export interface DataTableColumn<Row> {
  /** Unique. For a sortable column, the sort key its list definition allows (`?sort=<key>`). */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The header is a link that sorts by `key` (and flips the direction when it already does). */
  sortable?: boolean;
  /** The card's title on a phone; give it to one column, the row's name. */
  primary?: boolean;
  /** Left out of the phone card (the table from 768 px up still shows it). */
  hideOnMobile?: boolean;
  /** The row's buttons: a header only screen readers hear, right-aligned; no label on the card. */
  actions?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  /** The table's accessible name ("Comercios pendientes"). */
  label: string;
  columns: DataTableColumn<Row>[];
  /** The page the loader read (paginate's answer). */
  list: ListPage<Row>;
  /** The list state the loader parsed (parseListParams). */
  params: ListParams;
  /** The id posted for a selected row (repeated `ids` fields). */
  rowId: (row: Row) => string;
  /** What a row is called, for its checkbox ("Seleccionar Panadería Sol"). */
  rowLabel: (row: Row) => string;
  /** A search box over the list (`q`); left out when not given. */
  search?: { label: string; placeholder?: string };
  filters?: DataTableFilter[];
  /** Offer a "Por página" choice among these sizes (they must be the definition's sizes). */
  pageSizes?: readonly number[];
  /**
   * Submit buttons of the bulk form (`<button name="intent" value="…">`). Given, rows get checkboxes
   * and the bar with these buttons shows once a row is ticked; the form posts the ids as `ids`.
   */
  bulkActions?: ReactNode;
  /** Where the bulk form posts; the current URL (the route's action) when left out. */
  bulkAction?: string;
  /** What the empty list shows when nothing narrows it. */
  empty: Pick<EmptyStateProps, "title" | "icon" | "action"> & { text?: ReactNode };
  /** What it shows when a search or a filter left nothing (a "Limpiar filtros" link is added). */
  emptyFiltered?: { title: string; text?: ReactNode };
  /** The empty state's heading level: 3 when the table sits under its own h2. */
  emptyLevel?: 2 | 3;
}

/** `data-state` of the wrapper while the next URL of this list loads. */
function useListBusy(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, list, params, rowId, rowLabel, bulkActions } = props;
  const location = useLocation();
  const hydrated = useHydrated();
  const busy = useListBusy();
  const bulkFormId = useId();
  const selectable = bulkActions !== undefined;

  // The selection belongs to the rows on screen: another page, order or search starts empty.
  const rowsKey = list.rows.map(rowId).join(" ");
  const [selection, setSelection] = useState<{ of: string; ids: RowSelectionState }>({ of: rowsKey, ids: {} });
  const rowSelection = selection.of === rowsKey ? selection.ids : {};
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    setSelection({ of: rowsKey, ids: typeof updater === "function" ? updater(rowSelection) : updater });

  const columnDefs: ColumnDef<Row>[] = columns.map((column) => ({
    id: column.key,
    header: column.header,
    enableSorting: Boolean(column.sortable),
  }));
  const table = useReactTable({
    data: list.rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: list.pageCount,
    rowCount: list.total,
    enableRowSelection: selectable,
    enableMultiRowSelection: true,
    onRowSelectionChange,
    state: {
      rowSelection,
      sorting: [{ id: params.sort, desc: params.dir === "desc" }],
      pagination: { pageIndex: list.page - 1, pageSize: list.size },
    },
  });

  const rows = table.getRowModel().rows;
  const selectedIds = rows.filter((row) => row.getIsSelected()).map((row) => row.id);
  const filtered = isListFiltered(params);
  const here = (query: string) => `${location.pathname}${query}`;
  const range = pageRange({ page: list.page, size: list.size, total: list.total, rowCount: list.rows.length });

  return (
    <div className="group/list flex flex-col gap-4" data-data-table>
      <ListControls
        label={label}
        params={params}
        search={props.search}
        filters={props.filters}
        pageSizes={props.pageSizes}
      />

      {list.total > 0 && (
        <p className="text-fg-muted text-sm" role="status" data-results>
          Mostrando {formatCount(range.from)}–{formatCount(range.to)} de {formatCount(list.total)}
        </p>
      )}

      {rows.length === 0 ? (
        <div aria-busy={busy || undefined} className={cn("transition-opacity", busy && "opacity-50")}>
          {filtered ? (
            <EmptyState
              level={props.emptyLevel}
              icon={SearchX}
              title={props.emptyFiltered?.title ?? "No hay resultados con estos filtros"}
              action={
                <Link
                  to={here(clearListFiltersHref(location.search, params))}
                  preventScrollReset
                  className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 font-medium text-sm hover:bg-surface-muted"
                >
                  Limpiar filtros
                </Link>
              }
            >
              {props.emptyFiltered?.text ?? "Probá con otras palabras o sacá algún filtro."}
            </EmptyState>
          ) : (
            <EmptyState
              level={props.emptyLevel}
              icon={props.empty.icon}
              title={props.empty.title}
              action={props.empty.action}
            >
              {props.empty.text}
            </EmptyState>
          )}
        </div>
      ) : (
        <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-line md:bg-surface">
          <table aria-label={label} aria-busy={busy || undefined} className="w-full text-sm max-md:block">
            <thead className="max-md:block">
              <tr className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-2 md:border-line md:border-b md:bg-surface-muted/60">
                {selectable && (
                  <th scope="col" className="w-12 px-3 py-2 text-left max-md:w-auto max-md:p-0">
                    <SelectAll
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      disabled={!hydrated}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {columns.map((column) => {
                  const sorted = column.sortable && params.sort === column.key ? params.dir : null;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={cn(
                        "whitespace-nowrap px-3 py-2 text-left font-semibold text-fg-muted max-md:p-0",
                        column.actions && "text-right",
                        !column.sortable && "max-md:hidden",
                      )}
                    >
                      {column.sortable ? (
                        <SortLink
                          header={column.header}
                          sorted={sorted}
                          href={here(
                            // Flip the current order; a new column starts the way its list definition says.
                            sorted
                              ? listHref(location.search, { sort: column.key, dir: sorted === "asc" ? "desc" : "asc" })
                              : listHref(location.search, { sort: column.key, dir: null }),
                          )}
                        />
                      ) : column.actions ? (
                        <span className="sr-only">{column.header}</span>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody
              className={cn(
                "transition-opacity max-md:mt-3 max-md:flex max-md:flex-col max-md:gap-3 md:divide-y md:divide-line",
                busy && "opacity-50",
              )}
            >
              {rows.map((row) => {
                const selected = row.getIsSelected();
                return (
                  <tr
                    key={row.id}
                    data-row-id={row.id}
                    data-selected={selected || undefined}
                    className={cn(
                      "max-md:relative max-md:block max-md:rounded-2xl max-md:border max-md:p-4",
                      selected
                        ? "bg-brand-50/70 max-md:border-brand-500 dark:bg-brand-900/30"
                        : "max-md:border-line max-md:bg-surface",
                    )}
                  >
                    {selectable && (
                      <td className="px-3 py-3 align-middle max-md:absolute max-md:top-2 max-md:right-2 max-md:p-0">
                        <label className="-m-2.5 grid size-11 cursor-pointer place-items-center max-md:m-0">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-600"
                            aria-label={`Seleccionar ${rowLabel(row.original)}`}
                            checked={selected}
                            onChange={row.getToggleSelectedHandler()}
                            // Before JavaScript runs, the ticked boxes themselves go with the bulk form.
                            {...(hydrated ? {} : { name: "ids", value: row.id, form: bulkFormId })}
                          />
                        </label>
                      </td>
                    )}
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cn(
                          "px-3 py-3 align-middle max-md:block max-md:p-0",
                          column.primary
                            ? "font-semibold max-md:text-base"
                            : "max-md:mt-1 max-md:flex max-md:gap-1.5 max-md:text-sm",
                          column.primary && selectable && "max-md:pr-10",
                          column.actions && "text-right max-md:mt-3 max-md:border-line max-md:border-t max-md:pt-3",
                          column.hideOnMobile && "max-md:hidden",
                          column.className,
                        )}
                      >
                        {!column.primary && !column.actions && (
                          <span className="shrink-0 text-fg-muted md:hidden">{column.header}:</span>
                        )}
                        {column.cell(row.original)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {selectable && (
        <BulkBar
          formId={bulkFormId}
          action={props.bulkAction}
          selectedIds={selectedIds}
          hydrated={hydrated}
          onClear={() => table.resetRowSelection()}
        >
          <BulkCountContext value={selectedIds.length}>{bulkActions}</BulkCountContext>
        </BulkBar>
      )}

      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        href={(page) => here(listHref(location.search, { page }))}
      />
    </div>
  );
}

function SortLink({ header, sorted, href }: { header: string; sorted: "asc" | "desc" | null; href: string }) {
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <Link
      to={href}
      preventScrollReset
      className={cn(
        "inline-flex items-center gap-1 rounded-md hover:text-fg",
        "max-md:min-h-11 max-md:rounded-full max-md:border max-md:border-line max-md:bg-surface max-md:px-3",
        sorted && "text-fg max-md:border-brand-500",
      )}
    >
      {header}
      <Icon className={cn("size-3.5 shrink-0", !sorted && "opacity-50")} aria-hidden />
      <span className="sr-only">
        {sorted === "asc"
          ? " (orden ascendente; invertir)"
          : sorted === "desc"
            ? " (orden descendente; invertir)"
            : " (ordenar por esta columna)"}
      </span>
    </Link>
  );
}

function SelectAll({
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (event: unknown) => void;
}) {
  return (
    <label className="-m-2.5 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 max-md:m-0 max-md:rounded-full max-md:border max-md:border-line max-md:bg-surface max-md:px-3 max-md:font-medium max-md:text-fg">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        aria-label="Seleccionar todos en esta página"
        checked={checked}
        disabled={disabled}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate && !checked;
        }}
        onChange={onChange}
      />
      <span className="md:hidden" aria-hidden>
        Todos
      </span>
    </label>
  );
}
