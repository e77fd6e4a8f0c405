/**
 * /mi-comercio/{businessId}/resenas: what customers wrote about the business, newest first, all or
 * only those still without a reply. The business replies publicly once per review (and may edit or
 * delete its reply); the reply shows under the review on the business page and the reviewer is told.
 * Plain form posts: it works without JavaScript.
 */

import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { MessageSquare, MessageSquareReply, Pencil, Trash2 } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Tabs } from "#app/components/page/tabs.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { OwnerReply } from "#app/components/reviews/owner-reply.tsx";
import { Stars } from "#app/components/reviews/stars.tsx";
import { formatDate, pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { listHref, parseListParams } from "#core/list-params.ts";
import { REVIEW_REPLY_MAX, reviewReplySchema } from "#core/review-reply-form.ts";
import { starsLabel } from "#core/reviews.ts";
import { forbidden } from "#server/auth/guards.ts";
import { pageError } from "#server/http/answers.ts";
import { readForm } from "#server/http/body.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { listOwnerReviews, OWNER_REVIEWS_LIST, type OwnerReview } from "#server/reviews/owner-reviews.ts";
import { saveReviewReply } from "#server/reviews/review-reply.ts";
import type { Route } from "./+types/reviews";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const list = parseListParams(new URL(request.url).searchParams, OWNER_REVIEWS_LIST);
  return { business, params: list, reviews: await listOwnerReviews(business.uuid, list) };
}

/** A reply is text: a few kilobytes at most, whatever the client sends. */
const MAX_BODY_BYTES = 16 * 1024;

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request, { maxBytes: MAX_BODY_BYTES }).catch(pageError);
  const submission = parseSubmission(form, reviewReplySchema);
  if (submission.status !== "success") {
    const reviewId = Number(form.get("reviewId"));
    return data(
      { result: submission.reply(), reviewId: Number.isInteger(reviewId) ? reviewId : null },
      { status: 400 },
    );
  }
  const input = submission.value;
  const result = await saveReviewReply(
    user,
    business.uuid,
    input.reviewId,
    input.intent === "reply" ? input.reply : null,
  );
  if (!result.ok) {
    if (result.reason === "forbidden") throw forbidden("Este comercio no está a tu nombre.");
    throw data(null, { status: 404 });
  }
  const back = `/mi-comercio/${business.uuid}/resenas${new URL(request.url).search}`;
  const title =
    result.outcome === "created"
      ? "Respuesta publicada"
      : result.outcome === "updated"
        ? "Respuesta actualizada"
        : "Respuesta eliminada";
  return redirectWithToast(back, {
    type: "success",
    title,
    description:
      result.outcome === "created" ? "Se ve debajo de la reseña y le avisamos a quien la escribió." : undefined,
  });
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Reseñas | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

function ReplyForm({
  review,
  businessName,
  lastResult,
  onCancel,
}: {
  review: OwnerReview;
  businessName: string;
  lastResult?: SubmissionResult<string[]>;
  onCancel?: () => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reviewId") === String(review.id);
  const { fields, formProps } = useSchemaForm(reviewReplySchema, {
    id: `reply-${review.id}`,
    lastResult,
    defaultValue: { intent: "reply", reviewId: String(review.id), reply: review.ownerReply ?? "" },
  });
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3" {...formProps}>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={review.id} />
      <TextareaField
        {...fieldProps(fields.reply)}
        label={review.ownerReply ? "Editá tu respuesta" : "Tu respuesta pública"}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        hint={`Se publica como “Respuesta de ${businessName}”. La ve cualquiera que visite tu página.`}
      />
      <div className="flex flex-wrap gap-2 [&>button]:w-auto">
        <SubmitButton busy={busy} busyLabel="Publicando...">
          {review.ownerReply ? "Guardar respuesta" : "Publicar respuesta"}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-3 py-2 font-medium text-fg-muted text-sm hover:bg-surface-muted"
          >
            Cancelar
          </button>
        )}
      </div>
    </Form>
  );
}

function ReviewItem({
  review,
  businessName,
  lastResult,
}: {
  review: OwnerReview;
  businessName: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  // A refused post for this review opens its form again with what was typed.
  const [editing, setEditing] = useState(Boolean(lastResult));
  const hasReply = review.ownerReply !== null;
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5" data-review-id={review.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{review.authorName}</h3>
        <span className="text-fg-muted text-xs">{formatDate(review.createdAt)}</span>
      </div>
      <div className="mt-0.5 flex items-center gap-2">
        <Stars value={review.rating} />
        <span className="sr-only">{starsLabel(review.rating)} de 5</span>
        {review.hidden && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-900 text-xs dark:bg-red-950 dark:text-red-200">
            Oculta por moderación
          </span>
        )}
        {!hasReply && !review.hidden && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900/50 dark:text-amber-100">
            Sin responder
          </span>
        )}
      </div>
      {review.comment ? (
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed">{review.comment}</p>
      ) : (
        <p className="mt-2 text-fg-muted text-sm italic">Sin comentario: sólo la calificación.</p>
      )}
      {review.hidden && (
        <p className="mt-2 text-fg-muted text-sm">
          No se muestra en tu página ni cuenta en tu calificación. Motivo: {review.hiddenReason ?? "—"}
        </p>
      )}
      {hasReply && !editing && (
        <>
          <OwnerReply businessName={businessName} reply={review.ownerReply ?? ""} repliedAt={review.ownerReplyAt} />
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setEditing(true)}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 font-medium text-sm hover:bg-surface-muted"
            >
              <Pencil className="size-4" aria-hidden />
              Editar respuesta
            </button>
            <Form method="post">
              <input type="hidden" name="reviewId" value={review.id} />
              <ConfirmDialog
                title="¿Eliminar tu respuesta?"
                description="Deja de verse debajo de la reseña. Después podés escribir otra."
                confirmLabel="Eliminar"
                tone="danger"
                trigger={(props) => (
                  <button
                    {...props}
                    name="intent"
                    value="delete-reply"
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 font-medium text-rose-700 text-sm hover:bg-surface-muted dark:text-rose-300"
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Eliminar respuesta
                  </button>
                )}
              />
            </Form>
          </div>
        </>
      )}
      {(!hasReply || editing) && (
        <ReplyForm
          review={review}
          businessName={businessName}
          lastResult={lastResult}
          onCancel={hasReply ? () => setEditing(false) : undefined}
        />
      )}
    </li>
  );
}

export default function OwnerReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { business, params, reviews } = loaderData;
  const base = `/mi-comercio/${business.uuid}/resenas`;
  const onlyUnanswered = params.filters.estado.includes("sin-responder");
  const pageHref = (page: number) =>
    `${base}${listHref(new URLSearchParams(onlyUnanswered ? "estado=sin-responder" : ""), { page })}`;
  return (
    <div>
      <PageHeader
        title="Reseñas"
        description={
          reviews.unanswered > 0
            ? `${pluralize(reviews.unanswered, "reseña espera", "reseñas esperan")} tu respuesta. Responder muestra que tu comercio escucha.`
            : "Respondé públicamente a lo que escriben tus clientes: tu respuesta se ve debajo de cada reseña."
        }
      />
      <Tabs
        className="mt-4"
        label="Qué reseñas ver"
        items={[
          {
            label: "Sin responder",
            href: `${base}?estado=sin-responder`,
            count: reviews.unanswered,
            current: onlyUnanswered,
          },
          { label: "Todas", href: base, current: !onlyUnanswered },
        ]}
      />
      {reviews.rows.length === 0 ? (
        <EmptyState
          icon={onlyUnanswered ? MessageSquareReply : MessageSquare}
          title={onlyUnanswered ? "Respondiste todas las reseñas" : "Todavía no hay reseñas"}
          className="mt-6"
          action={
            onlyUnanswered && reviews.total === 0 ? (
              <Link to={base} className="font-semibold text-brand-700 hover:underline dark:text-blue-300">
                Ver todas las reseñas
              </Link>
            ) : undefined
          }
        >
          {onlyUnanswered
            ? "Cuando alguien escriba una reseña nueva te avisamos y aparece acá."
            : "Cuando tus clientes reseñen tu comercio, las vas a ver acá para responderlas."}
        </EmptyState>
      ) : (
        <>
          <p className="mt-4 text-fg-muted text-sm">
            {pluralize(reviews.total, "reseña", "reseñas")}
            {onlyUnanswered ? " sin responder" : ""}, de la más nueva a la más vieja.
          </p>
          <ul className="mt-3 flex flex-col gap-4" aria-label="Reseñas">
            {reviews.rows.map((review) => (
              <ReviewItem
                key={`${review.id}-${review.ownerReplyAt ?? ""}`}
                review={review}
                businessName={business.name}
                lastResult={actionData?.reviewId === review.id ? actionData.result : undefined}
              />
            ))}
          </ul>
          <Pagination page={reviews.page} pageCount={reviews.pageCount} href={pageHref} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
