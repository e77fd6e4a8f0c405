import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FetcherWithComponents, Link } from "react-router";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { saveReviewSchema } from "#core/review-input.ts";
import { REVIEW_COMMENT_MAX } from "#core/reviews.ts";
import type { ReviewResponse } from "#server/reviews/review-request.ts";
import { StarPicker } from "./star-picker.tsx";

export const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-lg border border-line px-4 py-2 font-medium text-sm hover:bg-surface-muted";

/**
 * Write or edit your review: stars and an optional comment. Checked here with the same rules the
 * server applies (messages under the fields), then sent through `fetcher`; without JavaScript it is
 * a plain form post and the server answers with a redirect and a toast.
 */
export function ReviewForm({
  businessUuid,
  initial,
  fetcher,
  redirectTo,
  cancel,
  autoFocus = false,
}: {
  businessUuid: string;
  initial: { rating: number; comment: string | null } | null;
  fetcher: FetcherWithComponents<ReviewResponse>;
  redirectTo: string;
  /** Leaves editing: a link back to the page without JavaScript, a state change with it. */
  cancel?: { href: string; onClick: () => void };
  autoFocus?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const busy = fetcher.state !== "idle";
  // The server may still refuse (it never trusts the browser): its messages go under the fields too,
  // but only answers to this form's own submissions (the fetcher outlives a closed and reopened form).
  const [answerAtMount] = useState(fetcher.data);
  const lastAnswer = fetcher.data !== answerAtMount ? fetcher.data : undefined;
  const { fields, formProps } = useSchemaForm(saveReviewSchema, {
    id: `review-${businessUuid}`,
    lastResult: lastAnswer && !lastAnswer.ok ? lastAnswer.reply : undefined,
  });
  const errors = { rating: fields.rating.errors?.[0], comment: fields.comment.errors?.[0] };

  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLInputElement>("input[type=radio]:checked")?.focus();
  }, [autoFocus]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) {
      // Conform focuses the first bad field; the stars are a radio group, focus the first star.
      if (!new FormData(event.currentTarget).get("rating")) {
        formRef.current?.querySelector<HTMLElement>("input[type=radio]")?.focus();
      }
      return;
    }
    event.preventDefault();
    fetcher.submit(event.currentTarget, { method: "post", action: "/api/reviews", preventScrollReset: true });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/reviews"
      {...formProps}
      onSubmit={onSubmit}
      className="space-y-3"
      aria-label={initial ? "Editar tu reseña" : "Escribir una reseña"}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="businessUuid" value={businessUuid} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <StarPicker
        name="rating"
        value={rating}
        onChange={setRating}
        error={errors.rating}
        errorId={fields.rating.errorId}
      />
      <TextareaField
        id={fields.comment.id}
        name="comment"
        label="Tu comentario (opcional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={REVIEW_COMMENT_MAX}
        placeholder="Contá cómo te fue: la atención, los precios, lo que más te gustó…"
        error={errors.comment}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Guardando…" : initial ? "Guardar cambios" : "Publicar reseña"}
        </button>
        {cancel && (
          <Link
            to={cancel.href}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              cancel.onClick();
            }}
            className={secondaryButton}
          >
            Cancelar
          </Link>
        )}
      </div>
    </form>
  );
}
