/**
 * The admin area's layout. Its middleware admits only administrators (signed-out visitors go to
 * /auth?redirectTo=…, anyone else gets the 403 page, never the content) before ANY loader or action
 * under /admin runs: React Router runs a layout's and its children's loaders in parallel, so a guard
 * in the layout's loader alone would not stop a child's loader. Child routes still guard themselves.
 */
import { Outlet } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { GeneralErrorBoundary } from "#app/components/errors/error-boundary.tsx";
import { requireAdmin } from "#server/platform/auth/guards.ts";
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
 * A refused visitor (403) or a missing page (404) gets the error page without the admin chrome:
 * nothing of the area shows. Anything else offers the way back to the panel.
 */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      actions={{
        unexpected: <PanelLink />,
        unavailable: <PanelLink />,
        "bad-request": <PanelLink />,
      }}
    />
  );
}

function PanelLink() {
  return (
    <a
      href="/admin/dashboard"
      className="inline-flex min-h-11 items-center rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-surface-muted"
    >
      Volver al panel
    </a>
  );
}
