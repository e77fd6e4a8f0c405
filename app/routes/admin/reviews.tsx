/**
 * /admin/reviews: the moderation queue. Every review with its author, business and open reports;
 * hide (the author sees the reason), restore, delete (the author is told why), "Descartar reportes";
 * the same three in bulk for the ticked rows.
 */

import { data } from "react-router";
import { BulkAction, BulkReasonFallback } from "#app/components/data-table/bulk-action.tsx";
import { ModerationQueueTable, QueueRowByline } from "#app/components/moderation/moderation-queue-table.tsx";
import { MODERATION_REASON } from "#app/components/moderation/moderation-row-actions.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Stars } from "#app/components/reviews/stars.tsx";
import { AppError } from "#core/errors.ts";
import { pluralize } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import { MODERATION_REASON_MAX, parseModeration, REVIEWS_QUEUE } from "#core/review-moderation.ts";
import { starsLabel } from "#core/reviews.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { moderateMany, moderateReview } from "#server/reviews/moderate-review.ts";
import { listModerationQueue, type ModerationRow } from "#server/reviews/moderation-queue.ts";
import type { Route } from "./+types/reviews";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, REVIEWS_QUEUE);
  return { params, reviews: await listModerationQueue(params) };
}

const DONE: Record<string, string> = {
  hide: "Reseña oculta",
  restore: "Reseña visible otra vez",
  delete: "Reseña borrada",
  dismiss: "Reportes descartados",
};

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `/admin/reviews${url.search}`;
  const { size } = parseListParams(url.searchParams, REVIEWS_QUEUE);
  const input = parseModeration(form, size);
  if (!input.ok) {
    if (input.intent.endsWith("-many")) {
      return redirectWithToast(back, { type: "error", title: "No se hizo nada", description: input.message });
    }
    return data({ reviewId: input.reviewId, message: input.message }, { status: 400 });
  }
  const actor = auditActor(admin, request);
  const value = input.data;
  if ("ids" in value) {
    const kind = value.intent === "hide-many" ? "hide" : value.intent === "delete-many" ? "delete" : "restore";
    const reason = "reason" in value ? value.reason : null;
    const { done, failed } = await moderateMany(actor, value.ids, kind, reason);
    const label = { hide: ["oculta", "ocultas"], delete: ["borrada", "borradas"], restore: ["visible", "visibles"] }[
      kind
    ];
    return redirectWithToast(back, {
      type: done ? "success" : "error",
      title: done ? pluralize(done, `reseña ${label[0]}`, `reseñas ${label[1]}`) : "No se cambió ninguna reseña",
      description: failed
        ? `${pluralize(failed, "no cambió", "no cambiaron")}: ya estaban así o ya no están.`
        : undefined,
    });
  }
  try {
    const reason = "reason" in value ? value.reason : null;
    const changed = await moderateReview(actor, value.reviewId, value.intent, reason);
    return redirectWithToast(back, {
      type: changed ? "success" : "info",
      title: changed ? DONE[value.intent]! : "Sin cambios: la reseña ya estaba así",
      description:
        changed && (value.intent === "hide" || value.intent === "delete")
          ? "Le avisamos al autor, con el motivo."
          : undefined,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ reviewId: String(value.reviewId), message: error.message }, { status: error.status });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Reseñas | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

function ReviewCell({ r }: { r: ModerationRow }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <Stars value={r.rating} />
        <span className="sr-only">{starsLabel(r.rating)} de 5</span>
        {r.hidden && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-xs dark:bg-red-950 dark:text-red-200">
            Oculta
          </span>
        )}
      </span>
      {r.comment ? (
        <p className="whitespace-pre-line break-words text-sm">{r.comment}</p>
      ) : (
        <p className="text-fg-muted text-sm italic">Sin comentario</p>
      )}
      <QueueRowByline r={r} />
    </div>
  );
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { params, reviews } = loaderData;
  const errorFor = (id: number) => (actionData && actionData.reviewId === String(id) ? actionData.message : undefined);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Reseñas"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Reseñas" }]}
        description="Las reseñas de los vecinos, con los reportes que recibieron. Una reseña oculta no se ve ni cuenta en la calificación."
      />
      <ModerationQueueTable
        label="Reseñas"
        textHeader="Reseña"
        text={(r) => <ReviewCell r={r} />}
        section="resenas"
        idName="reviewId"
        noun={() => "esta reseña"}
        errorFor={errorFor}
        list={reviews}
        params={params}
        filters={[
          {
            name: "rating",
            label: "Estrellas",
            allLabel: "Todas",
            options: ["1", "2", "3", "4", "5"].map((n) => ({
              value: n,
              label: pluralize(Number(n), "estrella", "estrellas"),
            })),
          },
        ]}
        bulkActions={
          <>
            <BulkReasonFallback label="Motivo (para ocultar o borrar)" maxLength={MODERATION_REASON_MAX} />
            <BulkAction
              value="restore-many"
              label="Mostrar"
              question={(n) => `¿Mostrar otra vez ${pluralize(n, "reseña", "reseñas")}?`}
              description="Vuelven a verse y a contar en la calificación."
            />
            <BulkAction
              value="hide-many"
              label="Ocultar"
              question={(n) => `¿Ocultar ${pluralize(n, "reseña", "reseñas")}?`}
              description="Dejan de verse y de contar en la calificación; cada autor ve el motivo."
              reason={{ label: MODERATION_REASON.label, maxLength: MODERATION_REASON_MAX }}
            />
            <BulkAction
              value="delete-many"
              label="Borrar"
              tone="danger"
              question={(n) => `¿Borrar ${pluralize(n, "reseña", "reseñas")}?`}
              description="Se borran para siempre; le mandamos el motivo a cada autor."
              reason={{ label: MODERATION_REASON.label, maxLength: MODERATION_REASON_MAX }}
            />
          </>
        }
        empty={{
          title: "Todavía no hay reseñas",
          text: "Cuando los vecinos opinen, aparecen acá.",
        }}
        emptyFiltered={{ title: "Ninguna reseña coincide", text: "Probá con otro comercio o sacá algún filtro." }}
      />
    </div>
  );
}
