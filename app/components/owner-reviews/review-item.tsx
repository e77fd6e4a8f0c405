/**
 * One review on the owner's Reseñas screen, with its one reply form. The screen keeps at most one
 * form open: "Responder" (or "Editar respuesta") is a link to `?responder=<id>#resena-<id>`, which
 * opens that review's form when the server draws the page (no JavaScript needed); with JavaScript
 * the click opens it in place and moves the focus into it, and "Cancelar" closes it and gives the
 * focus back to the button.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { MessageSquareReply, Pencil, Trash2 } from "#app/components/icons/icons.tsx";
import { OwnerReply } from "#app/components/reviews/owner-reply.tsx";
import { Stars } from "#app/components/reviews/stars.tsx";
import { formatDate } from "#core/format.ts";
import { REVIEW_REPLY_MAX, reviewReplySchema } from "#core/review-reply-form.ts";
import { starsLabel } from "#core/reviews.ts";
import type { OwnerReview } from "#server/reviews/owner-reviews.ts";

export const reviewAnchor = (id: number) => `resena-${id}`;

const secondaryButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 font-medium text-sm hover:bg-surface-muted";

function ReplyForm({
  review,
  businessName,
  lastResult,
  closeHref,
  onCancel,
}: {
  review: OwnerReview;
  businessName: string;
  lastResult?: SubmissionResult<string[]>;
  closeHref: string;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reviewId") === String(review.id);
  const { fields, formProps } = useSchemaForm(reviewReplySchema, {
    id: `reply-${review.id}`,
    lastResult,
    defaultValue: { intent: "reply", reviewId: String(review.id), reply: review.ownerReply ?? "" },
  });
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3" data-reply-form={review.id} {...formProps}>
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
        <Link
          to={closeHref}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-fg-muted text-sm hover:bg-surface-muted"
        >
          Cancelar
        </Link>
      </div>
    </Form>
  );
}

export function ReviewItem({
  review,
  businessName,
  open,
  lastResult,
  openHref,
  closeHref,
  onOpen,
  onClose,
}: {
  review: OwnerReview;
  businessName: string;
  /** This review's form is the open one. */
  open: boolean;
  lastResult?: SubmissionResult<string[]>;
  openHref: string;
  closeHref: string;
  onOpen: () => void;
  onClose: () => void;
}) {
  const item = useRef<HTMLLIElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // Only a change made here moves the focus; the page as the server drew it keeps the browser's.
    if (open && !wasOpen.current) item.current?.querySelector("textarea")?.focus();
    // Closed by "Cancelar" (the focus fell with the form): back to its button. Closed because
    // another review's form opened: the focus is there already and stays.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!open && wasOpen.current && lost) item.current?.querySelector<HTMLElement>("[data-reply-toggle]")?.focus();
    wasOpen.current = open;
  }, [open]);
  const hasReply = review.ownerReply !== null;
  return (
    <li
      ref={item}
      id={reviewAnchor(review.id)}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
      data-review-id={review.id}
      data-answered={hasReply ? "yes" : "no"}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">{review.authorName}</h3>
        <span className="text-fg-muted text-xs">{formatDate(review.createdAt)}</span>
      </div>
      <div className="mt-0.5 flex flex-wrap items-center gap-2">
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
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed [overflow-wrap:anywhere]">{review.comment}</p>
      ) : (
        <p className="mt-2 text-fg-muted text-sm italic">Sin comentario: sólo la calificación.</p>
      )}
      {review.hidden && (
        <p className="mt-2 text-fg-muted text-sm">
          No se muestra en tu página ni cuenta en tu calificación. Motivo: {review.hiddenReason ?? "—"}
        </p>
      )}
      {hasReply && !open && (
        <OwnerReply businessName={businessName} reply={review.ownerReply ?? ""} repliedAt={review.ownerReplyAt} />
      )}
      {open ? (
        <ReplyForm
          review={review}
          businessName={businessName}
          lastResult={lastResult}
          closeHref={closeHref}
          onCancel={onClose}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={openHref}
            preventScrollReset
            data-reply-toggle
            onClick={(event) => {
              event.preventDefault();
              onOpen();
            }}
            className={
              hasReply
                ? secondaryButton
                : "inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-1.5 font-semibold text-sm text-white hover:bg-brand-700"
            }
          >
            {hasReply ? (
              <Pencil className="size-4" aria-hidden />
            ) : (
              <MessageSquareReply className="size-4" aria-hidden />
            )}
            {hasReply ? "Editar respuesta" : "Responder"}
            <span className="sr-only"> a {review.authorName}</span>
          </Link>
          {hasReply && (
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
                    className={`${secondaryButton} text-rose-700 dark:text-rose-300`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Eliminar respuesta
                  </button>
                )}
              />
            </Form>
          )}
        </div>
      )}
    </li>
  );
}
