import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { MODERATION_REASON_MAX, reportReasonLabel } from "#core/review-moderation.ts";

export interface ModeratedQueueRow {
  id: number;
  hidden: boolean;
  openReports: number;
  reports: { reason: string; details: string | null; at: string }[];
}

const button =
  "inline-flex min-h-10 items-center justify-center rounded-lg px-3 font-semibold text-sm disabled:opacity-60";
export const quietButton = `${button} border border-line bg-surface hover:bg-surface-muted`;
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800`;

/** A queue row's open reports with their reasons (reviews and questions alike). */
export function QueueReports({ r }: { r: ModeratedQueueRow }) {
  if (r.reports.length === 0) return <span className="text-fg-muted text-sm">Sin reportes</span>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {r.reports.map((p) => (
        <li key={`${p.at}-${p.reason}`} className="break-words">
          <span className="font-semibold">{reportReasonLabel(p.reason)}</span>
          {p.details && <span className="text-fg-muted">: {p.details}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * One row's decisions in a moderation queue: "Mostrar otra vez", "Descartar reportes", and behind
 * "Ocultar o borrar" the reason the author reads with "Ocultar" and "Borrar" (confirmed). `idName`
 * is the field the queue's action reads ("reviewId", "questionId"); `deleteTitle` names the row.
 */
export function ModerationRowActions({
  r,
  error,
  idName,
  deleteTitle,
}: {
  r: ModeratedQueueRow;
  error: string | undefined;
  idName: string;
  deleteTitle: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-col gap-2">
      {error && (
        <p role="alert" className="font-semibold text-red-700 text-sm dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {r.hidden && (
          <Form method="post">
            <input type="hidden" name={idName} value={r.id} />
            <button type="submit" name="intent" value="restore" disabled={busy} className={quietButton}>
              Mostrar otra vez
            </button>
          </Form>
        )}
        {r.openReports > 0 && (
          <Form method="post">
            <input type="hidden" name={idName} value={r.id} />
            <button type="submit" name="intent" value="dismiss" disabled={busy} className={quietButton}>
              Descartar reportes
            </button>
          </Form>
        )}
      </div>
      <details open={Boolean(error)} className="rounded-lg border border-line p-2">
        <summary className="cursor-pointer font-semibold text-sm">Ocultar o borrar</summary>
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name={idName} value={r.id} />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Motivo (lo ve el autor)</span>
            <textarea
              name="reason"
              rows={2}
              maxLength={MODERATION_REASON_MAX}
              aria-invalid={error ? true : undefined}
              className="w-full rounded-lg border border-line bg-surface p-2 text-fg"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            {!r.hidden && (
              <button type="submit" name="intent" value="hide" disabled={busy} className={quietButton}>
                Ocultar
              </button>
            )}
            <ConfirmDialog
              title={deleteTitle}
              description="Se borra para siempre; le mandamos el motivo al autor."
              confirmLabel="Borrar"
              tone="danger"
              trigger={(props) => (
                <button {...props} name="intent" value="delete" disabled={busy} className={dangerButton}>
                  Borrar
                </button>
              )}
            />
          </div>
        </Form>
      </details>
    </div>
  );
}
