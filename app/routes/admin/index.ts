/** /admin → /admin/dashboard (spec: the admin index redirects to the dashboard). */
import { redirect } from "react-router";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/index";

export function loader({ context, request }: Route.LoaderArgs) {
  // The layout's middleware already refused anyone else; this is the belt to its braces.
  requireAdmin(context, request);
  return redirect("/admin/dashboard");
}

/**
 * Never rendered (the loader always redirects), but having a component makes this a page route:
 * a refused visitor then gets the HTML 403 page from the error boundary instead of a resource
 * route's bare JSON.
 */
export default function AdminIndex() {
  return null;
}
