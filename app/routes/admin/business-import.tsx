/**
 * /admin/businesses/bulk-import: businesses from a CSV (upload, mapping, dry run, import with
 * progress, rows left out, history). The work is in server/import/; the page is ImportScreen.
 */
import { ImportScreen, type ImportScreenProps } from "#app/components/admin-import/import-screen.tsx";
import { importPageAction, importPageData } from "#server/import/import-screen.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/business-import";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return importPageData("businesses", request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return answerPage(await importPageAction("businesses", auditActor(admin, request), request));
}

export const meta: Route.MetaFunction = () => [
  { title: "Importar comercios | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function BusinessImport({ loaderData, actionData }: Route.ComponentProps) {
  const props = loaderData as unknown as Omit<ImportScreenProps, "actionData">;
  return <ImportScreen {...props} actionData={actionData as ImportScreenProps["actionData"]} />;
}
