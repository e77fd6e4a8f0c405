import { cn } from "#app/lib/cn.ts";

export const CLAIM_STATUS_LABELS: Record<string, string> = {
  pending: "Pendiente",
  approved: "Aprobado",
  rejected: "Rechazado",
};
/** A registration's state in the queue: the business's own status, named for the decision. */
export const REGISTRATION_STATUS_LABELS: Record<string, string> = {
  pending: "Pendiente",
  active: "Aprobado",
  rejected: "Rechazado",
};

const STYLES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  approved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  rejected: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
};

export function ClaimStatusBadge({ status }: { status: string }) {
  const label = CLAIM_STATUS_LABELS[status] ?? status;
  return (
    <span
      data-status={status}
      className={cn("inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs", STYLES[status] ?? STYLES.pending)}
    >
      {label}
    </span>
  );
}
