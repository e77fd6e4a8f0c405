/**
 * The history of a business, a user or a promotion (server/platform/audit/timeline.ts): newest first, who
 * did what and when, the reason when there was one, and for each changed field its value before
 * and after. An admin reads it to answer "who changed this, and why?".
 */
import { History } from "#app/components/icons/icons.tsx";
import { auditActionLabel, auditFieldLabel, auditValueText } from "#core/audit-labels.ts";
import { formatDateTime } from "#core/format.ts";
import type { TimelineEntry } from "#server/platform/audit/timeline.ts";
import { EmptyState } from "../page/empty-state.tsx";

/** Fields that change on every write and say nothing to a person. */
const QUIET_FIELDS = new Set(["updatedAt", "createdAt"]);

export function AuditTimeline({ entries, title = "Historial" }: { entries: TimelineEntry[]; title?: string }) {
  return (
    <section aria-labelledby="audit-timeline-title" className="flex flex-col gap-3">
      <h2 id="audit-timeline-title" className="font-semibold text-lg">
        {title}
      </h2>
      {entries.length === 0 ? (
        <EmptyState icon={History} title="Sin cambios registrados" level={3}>
          Cuando alguien lo cambie, va a aparecer acá.
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-3 border-line border-l-2 pl-4">
          {entries.map((entry) => {
            const changed = entry.details.changed.filter((field) => !QUIET_FIELDS.has(field));
            return (
              <li key={entry.id} className="flex flex-col gap-1" data-audit-action={entry.action}>
                <p className="text-sm">
                  <span className="font-semibold">{auditActionLabel(entry.action)}</span>
                  {" · "}
                  <span className="text-fg-muted">
                    {entry.actorName ?? "Sistema"} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </span>
                </p>
                {entry.details.reason && <p className="text-sm">Motivo: {entry.details.reason}</p>}
                {changed.length > 0 && entry.details.before && entry.details.after && (
                  <ul className="flex flex-col gap-0.5 text-fg-muted text-sm">
                    {changed.slice(0, 8).map((field) => (
                      <li key={field} className="break-words">
                        {auditFieldLabel(field)}: {auditValueText(entry.details.before?.[field])} →{" "}
                        {auditValueText(entry.details.after?.[field])}
                      </li>
                    ))}
                    {changed.length > 8 && <li>y {changed.length - 8} campos más</li>}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
