import { type FetcherWithComponents, Link } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { Pencil, Trash2 } from "#app/components/icons/icons.tsx";
import { formatDate } from "#core/format.ts";
import { starsLabel } from "#core/reviews.ts";
import type { OwnReview as OwnReviewData } from "#server/reviews/get-user-review.ts";
import type { ReviewResponse } from "#server/reviews/review-request.ts";
import { secondaryButton } from "./review-form.tsx";
import { Stars } from "./stars.tsx";

/**
 * The signed-in person's review, first in the list, with "Editar" and "Eliminar". Deleting asks
 * for confirmation (with JavaScript; without it the button posts straight away).
 */
export function OwnReview({
  review,
  businessUuid,
  fetcher,
  redirectTo,
  edit,
}: {
  review: OwnReviewData;
  businessUuid: string;
  fetcher: FetcherWithComponents<ReviewResponse>;
  redirectTo: string;
  edit: { href: string; onClick: () => void };
}) {
  const busy = fetcher.state !== "idle";
  return (
    <article
      id="tu-resena"
      aria-labelledby="tu-resena-titulo"
      className="scroll-mt-20 rounded-xl border border-brand-100 bg-brand-50/60 p-4 dark:border-brand-900 dark:bg-brand-900/20"
    >
      <h3
        id="tu-resena-titulo"
        className="font-semibold text-brand-700 text-xs uppercase tracking-wide dark:text-blue-300"
      >
        Tu reseña
      </h3>
      <div className="mt-1 flex items-center justify-between gap-2">
        <span className="font-medium text-sm">{review.authorName}</span>
        <span className="text-fg-muted text-xs">{formatDate(review.createdAt)}</span>
      </div>
      <div className="mt-0.5">
        <Stars value={review.rating} />
        <span className="sr-only">{starsLabel(review.rating)} de 5</span>
      </div>
      {review.comment && <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{review.comment}</p>}
      {review.hidden && (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          <span className="font-semibold">Ocultamos tu reseña:</span>{" "}
          {review.hiddenReason ?? "no cumple las reglas de Vilma."} Sólo vos la ves.
        </p>
      )}
      <fetcher.Form
        method="post"
        action="/api/reviews"
        preventScrollReset
        className="mt-3 flex flex-wrap items-center gap-2"
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="businessUuid" value={businessUuid} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Link
          to={edit.href}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            edit.onClick();
          }}
          className={`${secondaryButton} gap-1.5`}
        >
          <Pencil className="size-4" aria-hidden />
          Editar
        </Link>
        <ConfirmDialog
          title="¿Seguro que querés eliminar tu reseña?"
          description="Se borran tus estrellas y tu comentario de este comercio."
          confirmLabel="Sí, eliminar"
          tone="danger"
          trigger={(props) => (
            <button
              {...props}
              disabled={busy}
              className={`${secondaryButton} gap-1.5 text-rose-700 dark:text-rose-300`}
            >
              <Trash2 className="size-4" aria-hidden />
              {busy ? "Eliminando…" : "Eliminar"}
            </button>
          )}
        />
      </fetcher.Form>
    </article>
  );
}
