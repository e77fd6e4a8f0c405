import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { Flag } from "#app/components/icons/icons.tsx";
import { toast } from "#app/lib/toast.tsx";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportResponse,
} from "#core/review-moderation.ts";

/**
 * "Reportar" under someone else's review (or, with `action`, a question or an answer): a disclosure
 * with the reason (a short list) and optional details, posted to /api/reviews/{id}/report (or the
 * kind's own endpoint). Works as a plain form without JavaScript.
 */
export function ReportReview({
  reviewId,
  redirectTo,
  action = `/api/reviews/${reviewId}/report`,
}: {
  reviewId: number;
  redirectTo: string;
  action?: string;
}) {
  const fetcher = useFetcher<ReportResponse>();
  const id = useId();
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.error);
  }, [answer]);
  const sent = answer?.ok === true;
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-8 cursor-pointer items-center gap-1 text-fg-muted hover:text-fg">
        <Flag className="size-3.5" aria-hidden />
        Reportar
      </summary>
      {sent ? (
        <p className="mt-2 text-fg-muted">{answer.message}</p>
      ) : (
        <fetcher.Form
          method="post"
          action={action}
          preventScrollReset
          className="mt-2 flex flex-col gap-2 rounded-lg border border-line p-3"
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium">¿Por qué la reportás?</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-8 items-center gap-2">
                <input type="radio" name="reason" value={reason} required />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-details`} className="font-medium">
            Detalles (opcional)
          </label>
          <textarea
            id={`${id}-details`}
            name="details"
            rows={2}
            maxLength={REPORT_DETAILS_MAX}
            className="w-full rounded-lg border border-line bg-surface p-2 text-fg"
          />
          {answer && !answer.ok && (
            <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
              {answer.error}
            </p>
          )}
          <div>
            <button
              type="submit"
              disabled={fetcher.state !== "idle"}
              className="inline-flex min-h-10 items-center rounded-lg border border-line bg-surface px-3 font-semibold hover:bg-surface-muted disabled:opacity-60"
            >
              Mandar reporte
            </button>
          </div>
        </fetcher.Form>
      )}
    </details>
  );
}
