import { Link, useLocation } from "react-router";
import { ChevronDown, ExternalLink, LogOut, Menu, ShieldCheck } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { ThemeToggle } from "../theme-toggle.tsx";
import { AdminNav } from "./admin-nav.tsx";
import { sectionForPath } from "./admin-sections.ts";

export interface AdminShellProps {
  admin: { name: string; email: string };
  children: React.ReactNode;
}

/**
 * The admin area's own chrome: a sidebar on desktop, a top bar with a collapsible menu on phones
 * (a <details>, so it opens without JavaScript too). Not the public header: admins work here.
 */
export function AdminShell({ admin, children }: AdminShellProps) {
  const location = useLocation();
  const current = sectionForPath(location.pathname);
  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-brand-600 focus:px-3 focus:py-2 focus:text-white"
      >
        Saltar al contenido
      </a>

      <header className="sticky top-0 z-30 border-line border-b bg-surface md:hidden">
        <div className="flex h-14 items-center gap-2 px-3">
          <AdminBrand />
          <div className="ml-auto flex shrink-0 items-center">
            <ViewSiteLink compact />
            <SignOutButton compact />
          </div>
        </div>
        {/* Keyed by navigation: following any link (even to this page) closes the menu. */}
        <details key={location.key} className="group border-line border-t">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-medium text-sm [&::-webkit-details-marker]:hidden">
            <Menu className="size-4" aria-hidden />
            <span>Menú</span>
            {current && (
              <span className="ml-1 min-w-0 truncate text-fg-muted">
                <span aria-hidden>· </span>
                {current.label}
              </span>
            )}
            <ChevronDown className="ml-auto size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="max-h-[70dvh] overflow-y-auto border-line border-t px-2 pt-3 pb-4">
            <AdminNav />
            <div className="mt-4 flex items-center justify-between gap-2 border-line border-t px-3 pt-3">
              <p className="min-w-0 truncate text-fg-muted text-sm">{admin.email}</p>
              <ThemeToggle />
            </div>
          </div>
        </details>
      </header>

      <aside className="sticky top-0 hidden h-dvh w-72 shrink-0 flex-col border-line border-r bg-surface md:flex">
        <div className="flex h-16 shrink-0 items-center border-line border-b px-4">
          <AdminBrand />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-2 py-4">
          <AdminNav />
        </div>
        <div className="shrink-0 border-line border-t p-3">
          <p className="truncate px-1 font-medium text-sm" title={admin.email}>
            {admin.name}
          </p>
          <p className="truncate px-1 text-fg-muted text-xs">{admin.email}</p>
          <div className="mt-2 flex items-center gap-1">
            <ViewSiteLink />
            <ThemeToggle />
            <SignOutButton />
          </div>
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <main id="contenido" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

function AdminBrand() {
  return (
    <Link to="/admin/dashboard" className="flex min-w-0 items-center gap-2 font-extrabold text-lg tracking-tight">
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      <span>Vilma</span>
      <span className="rounded-md bg-surface-muted px-1.5 py-0.5 font-semibold text-fg-muted text-xs">Admin</span>
    </Link>
  );
}

function ViewSiteLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 font-medium text-sm hover:bg-surface-muted",
        !compact && "flex-1",
      )}
    >
      <ExternalLink className="size-4" aria-hidden />
      Ver sitio
    </Link>
  );
}

/** A plain form post: signing out works without JavaScript and drops every cached page state. */
function SignOutButton({ compact = false }: { compact?: boolean }) {
  return (
    <form method="post" action="/auth/salir">
      <button
        type="submit"
        className={cn(
          "inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 font-medium text-sm hover:bg-surface-muted",
          compact ? "" : "text-rose-700 dark:text-rose-300",
        )}
      >
        <LogOut className="size-4" aria-hidden />
        Salir
      </button>
    </form>
  );
}
