/**
 * /admin/magazine: every article (published, scheduled, drafts), searchable and filterable by
 * state; each opens the editor. "Nuevo artículo" and "Generar con IA" start one.
 */

import { Link } from "react-router";
import { adminLinkClass, buttonClass, primaryButtonClass, StatePill } from "#app/components/content-admin/bits.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { Newspaper, Plus, Sparkles } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { formatDateTime } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import { type AdminPostRow, listAdminPosts, MAGAZINE_POSTS_LIST } from "#server/magazine/list-posts-for-admin.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/magazine";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, MAGAZINE_POSTS_LIST);
  return { params, posts: await listAdminPosts(params) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Artículos | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const STATE_LABELS = { published: "Publicado", scheduled: "Programado", draft: "Borrador" } as const;

const COLUMNS: DataTableColumn<AdminPostRow>[] = [
  {
    key: "title",
    header: "Artículo",
    sortable: true,
    primary: true,
    cell: (p) => (
      <Link to={`/admin/magazine/posts/${p.id}/edit`} className={`${adminLinkClass} break-words`}>
        {p.title}
      </Link>
    ),
  },
  { key: "category", header: "Categoría", hideOnMobile: true, cell: (p) => p.category ?? "Sin categoría" },
  {
    key: "state",
    header: "Estado",
    cell: (p) => (
      <StatePill tone={p.state === "published" ? "ok" : p.state === "scheduled" ? "info" : "muted"}>
        {STATE_LABELS[p.state]}
      </StatePill>
    ),
  },
  {
    key: "published",
    header: "Publicación",
    sortable: true,
    cell: (p) => (p.publishedAt ? <time dateTime={p.publishedAt}>{formatDateTime(p.publishedAt)}</time> : "—"),
  },
  {
    key: "updated",
    header: "Última edición",
    sortable: true,
    hideOnMobile: true,
    cell: (p) => <time dateTime={p.updatedAt}>{formatDateTime(p.updatedAt)}</time>,
  },
];

export default function AdminMagazine({ loaderData }: Route.ComponentProps) {
  const { params, posts } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Artículos"
        description="Los artículos del Magazine: publicados, programados (se publican solos en su fecha) y borradores."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Artículos" }]}
        actions={
          <>
            <Link to="/admin/magazine/ai-generator" className={buttonClass}>
              <Sparkles className="size-4" aria-hidden />
              Generar con IA
            </Link>
            <Link to="/admin/magazine/new" className={primaryButtonClass}>
              <Plus className="size-4" aria-hidden />
              Nuevo artículo
            </Link>
          </>
        }
      />
      <DataTable
        label="Artículos"
        columns={COLUMNS}
        list={posts}
        params={params}
        rowId={(p) => String(p.id)}
        rowLabel={(p) => p.title}
        search={{ label: "Buscar por título o categoría", placeholder: "Título o categoría" }}
        filters={[
          {
            name: "state",
            label: "Estado",
            allLabel: "Todos",
            options: (["published", "scheduled", "draft"] as const).map((s) => ({ value: s, label: STATE_LABELS[s] })),
          },
        ]}
        empty={{ icon: Newspaper, title: "Todavía no hay artículos", text: "Escribí el primero con «Nuevo artículo»." }}
        emptyFiltered={{ title: "Ningún artículo coincide", text: "Probá con otro título o con otro estado." }}
      />
    </div>
  );
}
