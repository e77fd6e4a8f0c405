/**
 * /admin/categories/bulk-import: categories from a CSV (name, slug, parent, icon, colour, featured, active, position) (upload, mapping, dry run, import with
 * progress, rows left out, history). The work is in server/import/; the page is ImportScreen.
 */
import { ImportScreen, type ImportScreenProps } from "#app/components/admin-import/import-screen.tsx";
import { importPageAction, importPageData } from "#server/import/import-screen.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/category-import";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return importPageData("categories", request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return answerPage(await importPageAction("categories", auditActor(admin, request), request));
}

export const meta: Route.MetaFunction = () => [
  { title: "Importar categorías | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function CategoryImport({ loaderData, actionData }: Route.ComponentProps) {
  const props = loaderData as unknown as Omit<ImportScreenProps, "actionData">;
  return <ImportScreen {...props} actionData={actionData as ImportScreenProps["actionData"]} />;
}
