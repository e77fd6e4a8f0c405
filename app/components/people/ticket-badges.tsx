import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from "#core/support.ts";

const STATUS_TONE: Record<TicketStatus, string> = {
  open: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  in_progress: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200",
  closed: "bg-surface-muted text-fg-muted",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 font-semibold text-xs ${STATUS_TONE[status]}`}>
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}

export function TicketPriorityText({ priority }: { priority: TicketPriority }) {
  return (
    <span className={priority === "high" ? "font-semibold text-red-700 dark:text-red-300" : undefined}>
      {TICKET_PRIORITY_LABELS[priority]}
    </span>
  );
}
