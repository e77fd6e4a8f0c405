import type { ReactNode } from "react";
import type { IconComponent } from "#app/components/icons/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";

export interface EmptyStateProps {
  /** A lucide icon, drawn large and muted above the title. */
  icon?: IconComponent;
  title: string;
  /** One or two sentences: why it is empty and what to do about it. */
  children?: ReactNode;
  /** A link or button that gets out of the empty state ("Limpiar filtros", "Cargar comercio"). */
  action?: ReactNode;
  /** The title's heading level: 2 inside a page, 3 inside a section with its own h2. */
  level?: 2 | 3;
  className?: string;
}

/** What a list, a section or a page shows when it has nothing to show. */
export function EmptyState({ icon: Icon, title, children, action, level = 2, className }: EmptyStateProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      data-empty-state
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface px-6 py-12 text-center",
        className,
      )}
    >
      {Icon && <Icon className="size-10 text-fg-muted" aria-hidden />}
      <Heading className="font-bold text-lg">{title}</Heading>
      {children && <div className="max-w-md text-fg-muted text-sm">{children}</div>}
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}
