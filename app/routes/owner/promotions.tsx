/**
 * /mi-comercio/{businessId}/promociones: the business's promotions in three tabs (activas,
 * programadas, pausadas y terminadas), each row with its dates (Buenos Aires), state, numbers and
 * what the owner can do: edit, pause or resume, end now, delete. Every action is a plain form post
 * (works without JavaScript); deleting asks first — in a dialog with JavaScript, on the page without.
 */

import { Form, Link } from "react-router";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import {
  Eye,
  MousePointerClick,
  Pause,
  Pencil,
  Play,
  Plus,
  Sparkles,
  Square,
  Tag,
  Ticket,
  Trash2,
} from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PromotionStateBadge } from "#app/components/owner/promotion-state-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Tabs } from "#app/components/page/tabs.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { AppError } from "#core/errors.ts";
import { formatCount, formatDate } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { parseListParams } from "#core/list-params.ts";
import { promotionActionSchema } from "#core/promotion-form.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { forbidden } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { NOT_YOURS } from "#server/promotions/handle-promotion-form.ts";
import {
  countPromotionsByTab,
  listOwnerPromotions,
  OWNER_PROMOTIONS_LIST,
  type OwnerPromotion,
  type PromotionTab,
} from "#server/promotions/owner-promotions.ts";
import { changePromotion, type PromotionAction } from "#server/promotions/promotion-lifecycle.ts";
import type { Route } from "./+types/promotions";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const url = new URL(request.url);
  const list = parseListParams(url.searchParams, OWNER_PROMOTIONS_LIST);
  const tab: PromotionTab = (list.filters.estado[0] as PromotionTab | undefined) ?? "activas";
  const now = requestTime(context);
  const [promotions, counts] = await Promise.all([
    listOwnerPromotions(business.uuid, tab, list, now),
    countPromotionsByTab(business.uuid, now),
  ]);
  return { business, params: list, tab, promotions, counts };
}

const DONE: Record<PromotionAction, (title: string) => string> = {
  pause: (t) => `Pausaste “${t}”: ya no se ve en Vilma hasta que la reanudes.`,
  resume: (t) => `“${t}” vuelve a verse en Vilma durante sus fechas.`,
  end: (t) => `Terminaste “${t}”: ya no se ve en Vilma.`,
  delete: (t) => `Eliminaste “${t}”.`,
};
const TITLES: Record<PromotionAction, string> = {
  pause: "Promoción pausada",
  resume: "Promoción reanudada",
  end: "Promoción terminada",
  delete: "Promoción eliminada",
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request, { maxBytes: 4096 });
  const submission = parseSubmission(form, promotionActionSchema);
  if (submission.status !== "success") throw new AppError("bad_request");
  const { intent, promotionId } = submission.value;
  // Without JavaScript there was no dialog: ask on the page before deleting for good.
  if (intent === "delete" && form.get("confirmed") !== "1") {
    return { confirmDelete: promotionId };
  }
  const result = await changePromotion(user, business.uuid, promotionId, intent);
  const back = `/mi-comercio/${business.uuid}/promociones${new URL(request.url).search}`;
  if (!result.ok) {
    if (result.problem.code === "forbidden") throw forbidden(NOT_YOURS);
    if (result.problem.code === "not_found") throw new AppError("not_found");
    return redirectWithToast(back, { type: "info", title: "La promoción ya estaba así" });
  }
  return redirectWithToast(back, {
    type: "success",
    title: TITLES[intent],
    description: DONE[intent](result.value.title),
  });
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Promociones | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

const TAB_LABELS: Record<PromotionTab, string> = {
  activas: "Activas",
  programadas: "Programadas",
  terminadas: "Pausadas y terminadas",
};

const EMPTY: Record<PromotionTab, { title: string; text: string }> = {
  activas: {
    title: "No tenés promociones activas",
    text: "Publicá una y aparece al instante en la página de tu comercio, en Ofertas y en el buscador.",
  },
  programadas: {
    title: "No tenés promociones programadas",
    text: "Una promoción con fecha de inicio futura espera acá hasta que empiece.",
  },
  terminadas: {
    title: "Nada pausado ni terminado",
    text: "Las promociones que pauses o que terminen quedan acá, con sus números.",
  },
};

const actionButton =
  "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 py-1.5 font-medium text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500";

function RowActions({ promotion, editHref }: { promotion: OwnerPromotion; editHref: string }) {
  const hydrated = useHydrated();
  const hidden = <input type="hidden" name="promotionId" value={promotion.id} />;
  const open = promotion.state !== "ended";
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={editHref} className={actionButton} aria-label={`Editar “${promotion.title}”`}>
        <Pencil className="size-4" aria-hidden />
        Editar
      </Link>
      {open && (
        <Form method="post" replace>
          {hidden}
          {promotion.state === "paused" ? (
            <button type="submit" name="intent" value="resume" className={actionButton}>
              <Play className="size-4" aria-hidden />
              Reanudar<span className="sr-only"> “{promotion.title}”</span>
            </button>
          ) : (
            <button type="submit" name="intent" value="pause" className={actionButton}>
              <Pause className="size-4" aria-hidden />
              Pausar<span className="sr-only"> “{promotion.title}”</span>
            </button>
          )}
        </Form>
      )}
      {open && (
        <Form method="post" replace>
          {hidden}
          <ConfirmDialog
            title={`¿Terminar “${promotion.title}” ahora?`}
            description="Deja de verse en Vilma al instante y pasa a Terminadas. Podés volver a publicarla extendiendo la fecha."
            confirmLabel="Terminar ahora"
            trigger={(props) => (
              <button {...props} name="intent" value="end" className={actionButton}>
                <Square className="size-4" aria-hidden />
                Terminar<span className="sr-only"> “{promotion.title}”</span>
              </button>
            )}
          />
        </Form>
      )}
      <Form method="post" replace>
        {hidden}
        {hydrated && <input type="hidden" name="confirmed" value="1" />}
        <ConfirmDialog
          title={`¿Eliminar “${promotion.title}”?`}
          description="Se borra para siempre, con su imagen y sus números. No se puede deshacer."
          confirmLabel="Eliminar"
          tone="danger"
          trigger={(props) => (
            <button
              {...props}
              name="intent"
              value="delete"
              className={`${actionButton} text-rose-700 dark:text-rose-300`}
            >
              <Trash2 className="size-4" aria-hidden />
              Eliminar<span className="sr-only"> “{promotion.title}”</span>
            </button>
          )}
        />
      </Form>
    </div>
  );
}

export default function OwnerPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const { business, params, tab, promotions, counts } = loaderData;
  const base = `/mi-comercio/${business.uuid}/promociones`;
  const confirming = actionData && "confirmDelete" in actionData ? actionData.confirmDelete : null;
  const toConfirm = confirming ? promotions.rows.find((p) => p.id === confirming) : null;
  const newHref = `${base}/nueva`;

  const columns: DataTableColumn<OwnerPromotion>[] = [
    {
      key: "title",
      header: "Promoción",
      primary: true,
      cell: (p) => (
        <div className="flex min-w-0 items-start gap-3">
          {p.imageUrl ? (
            <img
              src={p.imageUrl}
              alt=""
              width={64}
              height={48}
              className="h-12 w-16 shrink-0 rounded-md object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="grid h-12 w-16 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-600 dark:bg-brand-900/40"
            >
              <Tag className="size-5" />
            </span>
          )}
          <span className="min-w-0">
            <Link to={`${base}/${p.id}`} className="font-semibold hover:underline">
              {p.title}
            </Link>
            {p.discountBenefit && (
              <span className="block font-bold text-orange-700 text-sm dark:text-orange-400">{p.discountBenefit}</span>
            )}
            {p.couponCode && (
              <span className="mt-0.5 inline-flex items-center gap-1 font-mono text-fg-muted text-xs">
                <Ticket className="size-3.5" aria-hidden />
                {p.couponCode}
              </span>
            )}
          </span>
        </div>
      ),
    },
    {
      key: "end",
      header: "Vigencia",
      sortable: true,
      cell: (p) => (
        <span className="text-sm">
          {formatDate(p.startDate)} al {formatDate(p.endDate)}
        </span>
      ),
    },
    {
      key: "state",
      header: "Estado",
      cell: (p) => (
        <span className="flex flex-wrap gap-1.5">
          <PromotionStateBadge state={p.state} />
          {p.isFeatured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 font-semibold text-white text-xs">
              <Sparkles className="size-3" aria-hidden />
              Destacada
            </span>
          )}
        </span>
      ),
    },
    {
      key: "numbers",
      header: "Números",
      cell: (p) => (
        <span className="flex flex-wrap gap-3 text-fg-muted text-sm">
          <span className="inline-flex items-center gap-1" data-count="views">
            <Eye className="size-4" aria-hidden />
            {formatCount(p.viewsCount)} <span className="sr-only">vistas</span>
          </span>
          <span className="inline-flex items-center gap-1" data-count="clicks">
            <MousePointerClick className="size-4" aria-hidden />
            {formatCount(p.clicksCount)} <span className="sr-only">clics</span>
          </span>
          {p.couponCode && (
            <span className="inline-flex items-center gap-1" data-count="coupon-copies">
              <Ticket className="size-4" aria-hidden />
              {formatCount(p.couponCopiesCount)} <span className="sr-only">códigos copiados</span>
            </span>
          )}
        </span>
      ),
    },
    {
      key: "actions",
      header: "Acciones",
      actions: true,
      cell: (p) => <RowActions promotion={p} editHref={`${base}/${p.id}`} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title="Promociones"
        description="Lo que publiques se ve en la página de tu comercio, en Ofertas y en el buscador durante sus fechas."
        actions={
          <Link
            to={newHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
          >
            <Plus className="size-4" aria-hidden />
            Nueva promoción
          </Link>
        }
      />
      <Tabs
        className="mt-4"
        label="Estado de las promociones"
        items={(Object.keys(TAB_LABELS) as PromotionTab[]).map((key) => ({
          label: TAB_LABELS[key],
          href: key === "activas" ? base : `${base}?estado=${key}`,
          count: counts[key],
          current: key === tab,
        }))}
      />
      {toConfirm && (
        <div className="mt-4">
          <FormAlert tone="error" title={`¿Eliminar “${toConfirm.title}”?`}>
            <p>Se borra para siempre, con su imagen y sus números. No se puede deshacer.</p>
            <Form method="post" className="mt-3 flex flex-wrap gap-2">
              <input type="hidden" name="promotionId" value={toConfirm.id} />
              <input type="hidden" name="confirmed" value="1" />
              <button
                type="submit"
                name="intent"
                value="delete"
                className="inline-flex min-h-10 items-center rounded-lg bg-rose-600 px-3 py-1.5 font-semibold text-sm text-white hover:bg-rose-700"
              >
                Sí, eliminar
              </button>
              <Link to={`${base}${tab === "activas" ? "" : `?estado=${tab}`}`} className={actionButton}>
                Cancelar
              </Link>
            </Form>
          </FormAlert>
        </div>
      )}
      <div className="mt-4">
        <DataTable
          label={`Promociones ${TAB_LABELS[tab].toLowerCase()}`}
          columns={columns}
          list={promotions}
          params={params}
          rowId={(p) => p.id}
          rowLabel={(p) => p.title}
          empty={{
            icon: Tag,
            title: EMPTY[tab].title,
            text: EMPTY[tab].text,
            action:
              tab === "terminadas" ? undefined : (
                <Link to={newHref} className="font-semibold text-brand-700 hover:underline dark:text-blue-300">
                  Publicar una promoción
                </Link>
              ),
          }}
        />
      </div>
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
