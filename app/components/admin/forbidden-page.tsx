import { Lock } from "lucide-react";
import { Link } from "react-router";

/**
 * "You may not see this": the 403 page of the admin and owner areas, with the guard's reason.
 * The page is rendered instead of the content, never next to it.
 */
export function ForbiddenPage({ reason, children }: { reason: string | null; children?: React.ReactNode }) {
  return (
    <main
      id="contenido"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-surface-muted text-fg-muted">
        <Lock className="size-7" aria-hidden />
      </span>
      <p className="font-bold text-5xl text-brand-600 dark:text-brand-500">403</p>
      <h1 className="font-semibold text-2xl">No tenés permiso para ver esta página</h1>
      <p className="text-fg-muted">{reason ?? "Tu cuenta no tiene acceso a esta sección."}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
          Volver al inicio
        </Link>
        {children}
      </div>
    </main>
  );
}
