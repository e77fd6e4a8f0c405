import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
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
// Destructive but never the loudest button of the row: outlined, red.
export const dangerButton = `${button} border border-red-300 bg-surface text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40`;

/** The reason an author reads when their text is hidden or deleted. */
export const MODERATION_REASON = {
  name: "reason",
  label: "Motivo (lo ve el autor)",
  maxLength: MODERATION_REASON_MAX,
} as const;

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
 * One row's decisions in a moderation queue: "Descartar reportes", "Mostrar otra vez", "Ocultar" and
 * "Borrar", the last two asking in their own dialog for the reason the author reads. Without
 * JavaScript those two sit behind "Ocultar o borrar" with the reason as a field. `idName` is the
 * field the queue's action reads ("reviewId", "questionId"); `noun` names the row ("esta reseña").
 */
export function ModerationRowActions({
  r,
  error,
  idName,
  noun,
}: {
  r: ModeratedQueueRow;
  error: string | undefined;
  idName: string;
  noun: string;
}) {
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-2">
      {error && (
        <p role="alert" className="font-semibold text-red-700 text-sm dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {r.openReports > 0 && (
          <Form method="post">
            <input type="hidden" name={idName} value={r.id} />
            <button type="submit" name="intent" value="dismiss" disabled={busy} className={quietButton}>
              Descartar reportes
            </button>
          </Form>
        )}
        {r.hidden && (
          <Form method="post">
            <input type="hidden" name={idName} value={r.id} />
            <button type="submit" name="intent" value="restore" disabled={busy} className={quietButton}>
              Mostrar otra vez
            </button>
          </Form>
        )}
        {hydrated && (
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name={idName} value={r.id} />
            {!r.hidden && (
              <ConfirmDialog
                title={`¿Ocultar ${noun}?`}
                description="Deja de verse; el autor ve el motivo."
                confirmLabel="Ocultar"
                reason={MODERATION_REASON}
                trigger={(props) => (
                  <button {...props} name="intent" value="hide" disabled={busy} className={quietButton}>
                    Ocultar
                  </button>
                )}
              />
            )}
            <ConfirmDialog
              title={`¿Borrar ${noun}?`}
              description="Se borra para siempre; le mandamos el motivo al autor."
              confirmLabel="Borrar"
              tone="danger"
              reason={MODERATION_REASON}
              trigger={(props) => (
                <button {...props} name="intent" value="delete" disabled={busy} className={dangerButton}>
                  Borrar
                </button>
              )}
            />
          </Form>
        )}
      </div>
      {!hydrated && (
        <details open={Boolean(error)} className="rounded-lg border border-line p-2">
          <summary className="cursor-pointer font-semibold text-sm">Ocultar o borrar</summary>
          <Form method="post" className="mt-2 flex flex-col gap-2">
            <input type="hidden" name={idName} value={r.id} />
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{MODERATION_REASON.label}</span>
              <textarea
                name="reason"
                rows={3}
                maxLength={MODERATION_REASON_MAX}
                className="w-full rounded-lg border border-line bg-surface p-2 text-fg"
              />
            </label>
            <div className="flex flex-wrap gap-2">
              {!r.hidden && (
                <button type="submit" name="intent" value="hide" className={quietButton}>
                  Ocultar
                </button>
              )}
              <button type="submit" name="intent" value="delete" className={dangerButton}>
                Borrar
              </button>
            </div>
          </Form>
        </details>
      )}
    </div>
  );
}
