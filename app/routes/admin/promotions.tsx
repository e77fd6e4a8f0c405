/**
 * /admin/promotions: the "De comercios" tab of Promociones. Every business's promotions (state,
 * featured, one business via `?comercio={uuid}`, search by title; sorted by dates, views or clicks).
 * Per row: edit (its page has the history), feature, pause or resume, delete; the same for the
 * ticked rows from the bulk bar. Back to the same list with one toast saying how many changed.
 */

import { Form, Link } from "react-router";
import { PROMOTION_TABS } from "#app/components/admin/promotion-tabs.ts";
import { BulkAction } from "#app/components/data-table/bulk-action.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { Megaphone, Pause, Pencil, Play, Star, StarOff, Trash2 } from "#app/components/icons/icons.tsx";
import { PromotionStateBadge } from "#app/components/owner/promotion-state-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Tabs } from "#app/components/page/tabs.tsx";
import { ADMIN_PROMOTION_DONE, ADMIN_PROMOTION_STATES, parseAdminPromotionAction } from "#core/admin-promotion-form.ts";
import { formatCount, formatDate, pluralize } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import { isUuid } from "#core/uuid.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { actOnPromotions } from "#server/promotions/act-on-promotions.ts";
import {
  ADMIN_PROMOTIONS_LIST,
  type AdminPromotionRow,
  listPromotionsForAdmin,
} from "#server/promotions/list-promotions-for-admin.ts";
import type { Route } from "./+types/promotions";

const PATH = "/admin/promotions";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, ADMIN_PROMOTIONS_LIST);
  const comercio = search.get("comercio");
  const business = comercio && isUuid(comercio) ? comercio.toLowerCase() : null;
  const list = await listPromotionsForAdmin(params, business, requestTime(context));
  return { params, list, business: business ? { uuid: business, name: list.rows[0]?.businessName ?? null } : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `${PATH}${url.search}`;
  const { size } = parseListParams(url.searchParams, ADMIN_PROMOTIONS_LIST);
  const input = parseAdminPromotionAction(form, size);
  if (!input.ok)
    return redirectWithToast(back, { type: "error", title: "No pudimos hacerlo", description: input.message });
  const { done, failed } = await actOnPromotions(
    auditActor(admin, request),
    input.ids,
    input.intent,
    requestTime(context),
  );
  const [one, many] = ADMIN_PROMOTION_DONE[input.intent];
  const failures =
    failed === 0
      ? undefined
      : `${pluralize(failed, "no cambió", "no cambiaron")}: ya estaba${failed === 1 ? "" : "n"} así o no existe${failed === 1 ? "" : "n"}.`;
  if (done === 0)
    return redirectWithToast(back, { type: "error", title: "No cambió ninguna promoción", description: failures });
  return redirectWithToast(back, { type: "success", title: pluralize(done, one, many), description: failures });
}

export const meta: Route.MetaFunction = () => [
  { title: "Promociones | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";
const iconButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-line hover:bg-surface-muted";
const STATE_LABELS: Record<(typeof ADMIN_PROMOTION_STATES)[number], string> = {
  active: "Activas",
  scheduled: "Programadas",
  paused: "Pausadas",
  ended: "Terminadas",
};

function RowActions({ p }: { p: AdminPromotionRow }) {
  const paused = p.state === "paused";
  const label = (verb: string) => `${verb} ${p.title}`;
  return (
    <div className="flex flex-wrap justify-end gap-1 md:grid md:w-[5.25rem] md:grid-cols-2">
      <Link to={`${PATH}/${p.id}`} className={iconButton} aria-label={label("Editar")} title="Editar">
        <Pencil className="size-4" aria-hidden />
      </Link>
      <Form method="post" className="contents">
        <input type="hidden" name="promotionId" value={p.id} />
        <button
          type="submit"
          name="intent"
          value={p.isFeatured ? "unfeature" : "feature"}
          className={iconButton}
          aria-label={label(p.isFeatured ? "Quitar destacado de" : "Destacar")}
          title={p.isFeatured ? "Quitar destacado" : "Destacar"}
        >
          {p.isFeatured ? <StarOff className="size-4" aria-hidden /> : <Star className="size-4" aria-hidden />}
        </button>
        {p.state !== "ended" && (
          <button
            type="submit"
            name="intent"
            value={paused ? "resume" : "pause"}
            className={iconButton}
            aria-label={label(paused ? "Reanudar" : "Pausar")}
            title={paused ? "Reanudar" : "Pausar"}
          >
            {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </button>
        )}
        <ConfirmDialog
          title={`¿Eliminar “${p.title}”?`}
          description={`Es de ${p.businessName}. Deja de verse en Vilma y no se puede deshacer.`}
          confirmLabel="Eliminar"
          tone="danger"
          trigger={(props) => (
            <button
              {...props}
              name="intent"
              value="delete"
              className={iconButton}
              aria-label={label("Eliminar")}
              title="Eliminar"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )}
        />
      </Form>
    </div>
  );
}

/** Eight columns beside the sidebar at 1280 px: a narrower padding keeps them within the page. */
const COLUMNS_AS_WRITTEN: DataTableColumn<AdminPromotionRow>[] = [
  {
    key: "title",
    header: "Promoción",
    primary: true,
    cell: (p) => (
      <span className="break-words">
        <Link to={`${PATH}/${p.id}`} className={linkClass}>
          {p.title}
        </Link>
        {p.isFeatured && <span className="ml-2 text-fg-muted text-xs">(destacada)</span>}
      </span>
    ),
  },
  {
    key: "business",
    header: "Comercio",
    cell: (p) => (
      <Link to={`?comercio=${p.businessUuid}`} className={linkClass} aria-label={`Sólo las de ${p.businessName}`}>
        {p.businessName}
      </Link>
    ),
  },
  { key: "state", header: "Estado", cell: (p) => <PromotionStateBadge state={p.state} /> },
  {
    key: "start",
    header: "Desde",
    sortable: true,
    hideOnMobile: true,
    cell: (p) => <time dateTime={p.startDate}>{formatDate(p.startDate)}</time>,
  },
  {
    key: "end",
    header: "Hasta",
    sortable: true,
    cell: (p) => <time dateTime={p.endDate}>{formatDate(p.endDate)}</time>,
  },
  { key: "views", header: "Vistas", sortable: true, hideOnMobile: true, cell: (p) => formatCount(p.viewsCount) },
  { key: "clicks", header: "Clics", sortable: true, hideOnMobile: true, cell: (p) => formatCount(p.clicksCount) },
  { key: "actions", header: "Acciones", actions: true, cell: (p) => <RowActions p={p} /> },
];
const COLUMNS = COLUMNS_AS_WRITTEN.map((c) => ({ ...c, className: "md:px-2" }));

export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
  const { params, list, business } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Promociones"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Promociones" }]}
        description="Las promociones de todos los comercios: destacalas, pausalas, editalas o eliminalas."
      />
      <Tabs label="Tipo de promoción" items={PROMOTION_TABS.map((t) => ({ ...t, current: t.href === PATH }))} />
      {business && (
        <p className="text-sm">
          Sólo las de <strong>{business.name ?? "este comercio"}</strong>.{" "}
          <Link to={PATH} className={linkClass}>
            Ver todas
          </Link>
        </p>
      )}
      <DataTable
        label="Promociones de comercios"
        columns={COLUMNS}
        list={list}
        params={params}
        rowId={(p) => p.id}
        rowLabel={(p) => p.title}
        search={{ label: "Buscar por título", placeholder: "Título de la promoción" }}
        filters={[
          {
            name: "estado",
            label: "Estado",
            allLabel: "Todos",
            options: ADMIN_PROMOTION_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
          },
          {
            name: "destacada",
            label: "Destacada",
            allLabel: "Todas",
            options: [
              { value: "si", label: "Destacadas" },
              { value: "no", label: "Sin destacar" },
            ],
          },
        ]}
        bulkActions={
          <>
            <BulkAction
              value="feature"
              label="Destacar"
              question={(n) => `¿Destacar ${pluralize(n, "promoción", "promociones")}?`}
              description="Pasan a verse primero en Ofertas."
            />
            <BulkAction
              value="pause"
              label="Pausar"
              question={(n) => `¿Pausar ${pluralize(n, "promoción", "promociones")}?`}
              description="Dejan de verse en Vilma hasta que sus dueños las reactiven."
            />
            <BulkAction
              value="delete"
              label="Eliminar"
              tone="danger"
              question={(n) => `¿Eliminar ${pluralize(n, "promoción", "promociones")}?`}
              description="Dejan de verse en Vilma y no se puede deshacer."
            />
          </>
        }
        empty={{ icon: Megaphone, title: "No hay promociones", text: "Cuando un comercio publique una, aparece acá." }}
        emptyFiltered={{ title: "Ninguna promoción coincide", text: "Probá con otro título, estado o comercio." }}
      />
    </div>
  );
}
