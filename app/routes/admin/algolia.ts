/**
 * /admin/algolia: the specification's address of the search index screen, kept so bookmarks and
 * the spec's links work. The screen lives at /admin/busqueda (search runs on the server's own index,
 * not on Algolia); GETs move there with their query, posts keep their method and body (308).
 */
import { redirect } from "react-router";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/algolia";

const target = (request: Request) => `/admin/busqueda${new URL(request.url).search}`;

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return redirect(target(request), 301);
}

export function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context, request);
  return redirect(target(request), 308);
}

/** A component makes this a page route: a refused visitor gets the HTML 403 page, not JSON. */
export default function AdminAlgolia() {
  return null;
}
