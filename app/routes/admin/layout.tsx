/**
 * The admin area's layout. Its middleware admits only administrators (signed-out visitors go to
 * /auth?redirectTo=…, anyone else gets the 403 page, never the content) before ANY loader or action
 * under /admin runs: React Router runs a layout's and its children's loaders in parallel, so a guard
 * in the layout's loader alone would not stop a child's loader. Child routes still guard themselves.
 */
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { ForbiddenPage } from "#app/components/admin/forbidden-page.tsx";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { requireAdmin } from "#server/auth/guards.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => {
    requireAdmin(context, request);
  },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  return { admin: { name: admin.name, email: admin.email } };
}

export const meta: Route.MetaFunction = () => [
  { title: "Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * Someone who isn't an admin gets the 403 page without the admin chrome (nothing of the area shows).
 * Any other failure says so here: rethrowing from a boundary makes the server render twice.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ForbiddenPage reason={typeof error.data?.message === "string" ? error.data.message : null} />;
  }
  return (
    <main
      id="contenido"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="font-semibold text-2xl">Algo salió mal</h1>
      <p className="text-fg-muted">Tuvimos un problema para mostrar esta página. Probá de nuevo en unos minutos.</p>
      <a
        href="/admin/dashboard"
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        Volver al panel
      </a>
    </main>
  );
}
