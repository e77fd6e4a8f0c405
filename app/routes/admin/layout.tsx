/**
 * The admin area's layout. Its middleware admits only administrators (signed-out visitors go to
 * /auth?redirectTo=…, anyone else gets the 403 page, never the content) before ANY loader or action
 * under /admin runs: React Router runs a layout's and its children's loaders in parallel, so a guard
 * in the layout's loader alone would not stop a child's loader. Child routes still guard themselves.
 */
import { Outlet } from "react-router";
import { requireAdmin } from "../../../server/auth/guards.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
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
