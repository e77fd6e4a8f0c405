/** Small pieces the owner's and the admin's plan screens share. */

import { cn } from "#app/lib/cn.ts";
import { PAYMENT_METHOD_LABELS, SUBSCRIPTION_STATUS_LABELS } from "#core/billing-form.ts";
import { formatArs, formatDate } from "#core/format.ts";

type Status = keyof typeof SUBSCRIPTION_STATUS_LABELS;

const STATUS_CLASS: Record<Status, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100",
  authorized: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100",
  paused: "bg-sky-100 text-sky-900 dark:bg-sky-950/60 dark:text-sky-100",
  cancelled: "bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
  expired: "bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
};

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const known = (status in SUBSCRIPTION_STATUS_LABELS ? status : "expired") as Status;
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 font-semibold text-xs", STATUS_CLASS[known])}>
      {SUBSCRIPTION_STATUS_LABELS[known]}
    </span>
  );
}

export function methodLabel(method: string): string {
  return method === "mercadopago" || method === "transfer" ? PAYMENT_METHOD_LABELS[method] : method;
}

export function periodLabel(period: string): { short: string; long: string } {
  return period === "yearly" ? { short: "/año", long: "por año" } : { short: "/mes", long: "por mes" };
}

export function Period({ start, end }: { start: string; end: string }) {
  return (
    <>
      <time dateTime={start}>{formatDate(start)}</time> al <time dateTime={end}>{formatDate(end)}</time>
    </>
  );
}

export function Price({ amount, period }: { amount: number; period?: string }) {
  const per = period ? periodLabel(period) : null;
  return (
    <>
      {formatArs(amount)}
      {per && (
        <>
          <span aria-hidden>{per.short}</span>
          <span className="sr-only"> {per.long}</span>
        </>
      )}
    </>
  );
}
