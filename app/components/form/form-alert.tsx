import type { ReactNode } from "react";
import { AlertCircle, CheckCircle2 } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The action's message printed in the page. With JavaScript a toast says it too; without
 * JavaScript this box is the only way the person learns what happened.
 */
export function FormAlert({
  tone,
  title,
  description,
  children,
}: {
  tone: "error" | "success";
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-4 flex gap-3 rounded-lg border p-3 text-sm",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100"
          : "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{title}</p>
        {description && <p>{description}</p>}
        {children}
      </div>
    </div>
  );
}
