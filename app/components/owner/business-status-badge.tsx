import { cn } from "#app/lib/cn.ts";

/** The spec's six business statuses (§4 "Business visibility"), in Spanish, each with its style. */
export const BUSINESS_STATUS_LABELS = {
  pending: "Pendiente",
  approved: "Aprobado",
  rejected: "Rechazado",
  active: "Activo",
  inactive: "Inactivo",
  suspended: "Suspendido",
} as const;

export type KnownBusinessStatus = keyof typeof BUSINESS_STATUS_LABELS;

/** What each status means for the public (spec §4 "Business visibility"), where an admin picks one. */
export const BUSINESS_STATUS_EFFECTS: Record<KnownBusinessStatus, string> = {
  active: "Se ve en las búsquedas, las categorías y su página.",
  approved: "Se ve sólo su página, con el enlace; no aparece en búsquedas ni listas.",
  pending: "No se ve: espera que lo revisemos.",
  rejected: "No se ve: no cumple las condiciones para publicarse.",
  inactive: "No se ve: dado de baja (cerró o lo pidió su dueño).",
  suspended: "No se ve: suspendido por un problema con el comercio.",
};

const STATUS_STYLES: Record<KnownBusinessStatus, { badge: string; dot: string }> = {
  pending: {
    badge: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
    dot: "bg-amber-500",
  },
  approved: {
    badge: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
    dot: "bg-sky-600",
  },
  rejected: {
    badge: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
    dot: "bg-rose-600",
  },
  active: {
    badge: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
    dot: "bg-emerald-600",
  },
  inactive: {
    badge: "bg-slate-200 text-slate-800 dark:bg-slate-700/60 dark:text-slate-100",
    dot: "bg-slate-500",
  },
  suspended: {
    badge: "bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100",
    dot: "bg-orange-600",
  },
};

export function isKnownBusinessStatus(status: string): status is KnownBusinessStatus {
  return Object.hasOwn(BUSINESS_STATUS_LABELS, status);
}

/** The status colour as a small dot's classes (dashboard cards). */
export function businessStatusDotClass(status: string): string {
  return (isKnownBusinessStatus(status) ? STATUS_STYLES[status] : STATUS_STYLES.inactive).dot;
}

export function businessStatusLabel(status: string): string {
  return isKnownBusinessStatus(status) ? BUSINESS_STATUS_LABELS[status] : status;
}

export function BusinessStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = isKnownBusinessStatus(status) ? STATUS_STYLES[status] : STATUS_STYLES.inactive;
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs",
        style.badge,
        className,
      )}
    >
      <span className={cn("size-1.5 rounded-full", style.dot)} aria-hidden />
      {businessStatusLabel(status)}
    </span>
  );
}
