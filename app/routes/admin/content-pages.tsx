/**
 * /admin/content/pages: the content pages (terms, privacy and the ones admins add), searchable and
 * filterable by state; each opens its editor; "Nueva página" makes one with a public address
 * (/paginas/{slug}).
 */

import { Link } from "react-router";
import { adminLinkClass, primaryButtonClass, StatePill } from "#app/components/content-admin/bits.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { FileText, Plus } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { formatDateTime } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import { type AdminContentPageRow, CONTENT_PAGES_LIST, listContentPages } from "#server/content/list-content-pages.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/content-pages";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, CONTENT_PAGES_LIST);
  return { params, pages: await listContentPages(params) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Páginas | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const COLUMNS: DataTableColumn<AdminContentPageRow>[] = [
  {
    key: "title",
    header: "Página",
    sortable: true,
    primary: true,
    cell: (p) => (
      <Link to={`/admin/content/pages/${p.id}`} className={adminLinkClass}>
        {p.title}
      </Link>
    ),
  },
  {
    key: "path",
    header: "Dirección",
    cell: (p) => <span className="break-all font-mono text-xs">{p.path}</span>,
  },
  {
    key: "state",
    header: "Estado",
    cell: (p) =>
      p.isPublished ? <StatePill tone="ok">Publicada</StatePill> : <StatePill tone="muted">Sin publicar</StatePill>,
  },
  {
    key: "updated",
    header: "Última edición",
    sortable: true,
    hideOnMobile: true,
    cell: (p) => <time dateTime={p.updatedAt}>{formatDateTime(p.updatedAt)}</time>,
  },
];

export default function AdminContentPages({ loaderData }: Route.ComponentProps) {
  const { params, pages } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Páginas"
        description="Términos, privacidad y otras páginas de texto del sitio, en Markdown."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Páginas" }]}
        actions={
          <Link to="/admin/content/pages/nueva" className={primaryButtonClass}>
            <Plus className="size-4" aria-hidden />
            Nueva página
          </Link>
        }
      />
      <DataTable
        label="Páginas"
        columns={COLUMNS}
        list={pages}
        params={params}
        rowId={(p) => String(p.id)}
        rowLabel={(p) => p.title}
        search={{ label: "Buscar por título o dirección", placeholder: "Título o dirección" }}
        filters={[
          {
            name: "state",
            label: "Estado",
            allLabel: "Todas",
            options: [
              { value: "published", label: "Publicadas" },
              { value: "draft", label: "Sin publicar" },
            ],
          },
        ]}
        empty={{ icon: FileText, title: "Todavía no hay páginas", text: "Creá la primera con «Nueva página»." }}
        emptyFiltered={{ title: "Ninguna página coincide", text: "Probá con otro título o con otro estado." }}
      />
    </div>
  );
}
