import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronRight } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";

export interface Crumb {
  label: string;
  /** Left out for the page itself (the last crumb). */
  href?: string;
}

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** Buttons or links beside the title ("Nuevo comercio"); they wrap under it on a phone. */
  actions?: ReactNode;
  /** Where the page sits ("Administración › Comercios"); the last crumb is the page itself. */
  breadcrumb?: Crumb[];
  className?: string;
}

/** The top of an owner or admin page: breadcrumb, h1, a line of description and the page's actions. */
export function PageHeader({ title, description, actions, breadcrumb, className }: PageHeaderProps) {
  return (
    <header className={cn("flex flex-col gap-2", className)}>
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label="Ubicación">
          <ol className="flex flex-wrap items-center gap-1 text-fg-muted text-sm">
            {breadcrumb.map((crumb, i) => {
              const last = i === breadcrumb.length - 1;
              return (
                <li key={`${crumb.label}-${crumb.href ?? ""}`} className="flex min-w-0 items-center gap-1">
                  {crumb.href && !last ? (
                    <Link to={crumb.href} className="rounded hover:text-fg hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={last ? "page" : undefined} className={cn(last && "text-fg")}>
                      {crumb.label}
                    </span>
                  )}
                  {!last && <ChevronRight className="size-3.5 shrink-0" aria-hidden />}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-fg-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
