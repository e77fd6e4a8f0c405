import { Lock } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { NotFoundPage } from "../not-found-page.tsx";

/**
 * The owner area's error boundary: a refusal (403) or a missing page (404) shows inside the public
 * header and footer, with the guard's reason. Anything else goes up to the root's boundary.
 */
export function OwnerErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  const reason = typeof error.data?.message === "string" ? error.data.message : null;
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
        <Link to="/pricing" className="rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-surface-muted">
          Sumá tu comercio
        </Link>
      </div>
    </main>
  );
}
