import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, MapPin } from "#app/components/icons/icons.tsx";
import { ThemeToggle } from "../theme-toggle.tsx";

/**
 * The standalone frame of the account pages (/auth, /auth/recuperar, /auth/restablecer): no site
 * header or footer, one centered card that fits a 390px phone and looks calm on a desktop.
 */
export function AuthShell({
  title,
  subtitle,
  back = { to: "/", label: "Volver" },
  footer,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-bg to-bg dark:from-brand-900/40">
      <div className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-4">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 font-medium text-fg-muted text-sm hover:bg-surface-muted hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
        <ThemeToggle />
      </div>
      <main id="contenido" className="flex flex-1 justify-center px-4 pt-4 pb-10 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <div className="mb-6 flex flex-col items-center text-center">
            <span className="mb-3 grid size-12 place-items-center rounded-2xl bg-brand-600 text-white shadow-brand-600/30 shadow-lg">
              <MapPin className="size-7" aria-hidden />
            </span>
            <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-1.5 text-fg-muted">{subtitle}</p>}
          </div>
          <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-7">{children}</div>
          {footer}
        </div>
      </main>
    </div>
  );
}
