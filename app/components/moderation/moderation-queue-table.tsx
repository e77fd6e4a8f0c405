/**
 * A moderation queue's table (/admin/reviews, /admin/preguntas): the text column the kind draws, the
 * business, the open reports and the row's actions; search by business, "Con reportes abiertos" and
 * visible/hidden filters, plus the kind's own. The page keeps its header, its loader and its action.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn, type DataTableProps } from "#app/components/data-table/data-table.tsx";
import { MessageSquareWarning } from "#app/components/icons/icons.tsx";
import { formatDate } from "#core/format.ts";
import { type ModeratedQueueRow, ModerationRowActions, QueueReports } from "./moderation-row-actions.tsx";

export interface QueueTableRow extends ModeratedQueueRow {
  authorId: string;
  authorName: string;
  businessName: string;
  businessSlug: string;
  hiddenReason: string | null;
  createdAt: string;
}

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

/** The lines every queue's text cell ends with: the author and the day, the reason it is hidden. */
export function QueueRowByline({ r }: { r: QueueTableRow }) {
  return (
    <>
      <span className="text-fg-muted text-xs">
        {/* Inside a line of text: underlined, so it reads as a link without colour (WCAG 1.4.1). */}
        <Link to={`/admin/users/${encodeURIComponent(r.authorId)}`} className={`${linkClass} underline`}>
          {r.authorName}
        </Link>{" "}
        · {formatDate(r.createdAt)}
      </span>
      {r.hidden && r.hiddenReason && <span className="text-fg-muted text-xs">Motivo: {r.hiddenReason}</span>}
    </>
  );
}

export function ModerationQueueTable<Row extends QueueTableRow>({
  label,
  textHeader,
  text,
  section,
  idName,
  noun,
  errorFor,
  filters = [],
  ...table
}: {
  label: string;
  /** The text column's header ("Reseña", "Texto") and its cell. */
  textHeader: string;
  text: (r: Row) => ReactNode;
  /** The business page's section the business link opens ("resenas"). */
  section: string;
  /** The field the row's forms post the id in. */
  idName: string;
  /** "esta reseña": what the row's confirmations name. */
  noun: (r: Row) => string;
  /** The message of a refused action on this row. */
  errorFor: (id: number) => string | undefined;
  filters?: DataTableProps<Row>["filters"];
} & Pick<DataTableProps<Row>, "list" | "params" | "bulkActions" | "emptyFiltered"> & {
    empty: { title: string; text: string };
  }) {
  const columns: DataTableColumn<Row>[] = [
    { key: "created", header: textHeader, sortable: true, primary: true, cell: text },
    {
      key: "business",
      header: "Comercio",
      cell: (r) => (
        <Link to={`/${r.businessSlug}#${section}`} className={linkClass}>
          {r.businessName}
        </Link>
      ),
    },
    { key: "reports", header: "Reportes", sortable: true, cell: (r) => <QueueReports r={r} /> },
    {
      key: "actions",
      header: "Acciones",
      actions: true,
      cell: (r) => <ModerationRowActions r={r} error={errorFor(r.id)} idName={idName} noun={noun(r)} />,
    },
  ];
  return (
    <DataTable
      {...table}
      label={label}
      columns={columns}
      rowId={(r) => String(r.id)}
      rowLabel={(r) => `${r.authorName} en ${r.businessName}`}
      search={{ label: "Buscar por comercio", placeholder: "Nombre del comercio" }}
      filters={[
        {
          name: "reported",
          label: "Reportes",
          allLabel: "Todas",
          options: [{ value: "yes", label: "Con reportes abiertos" }],
        },
        {
          name: "visibility",
          label: "Visibilidad",
          allLabel: "Todas",
          options: [
            { value: "visible", label: "Visibles" },
            { value: "hidden", label: "Ocultas" },
          ],
        },
        ...filters,
      ]}
      empty={{ icon: MessageSquareWarning, ...table.empty }}
    />
  );
}
