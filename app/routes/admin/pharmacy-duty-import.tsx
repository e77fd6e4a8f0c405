/**
 * /admin/farmacias-de-turno/importar: the rota from a CSV (date, pharmacy, city; address and hours
 * optional) with the import framework's upload, mapping, dry run, run and history. The rows' rules
 * are server/import/duty-import.ts; the page is ImportScreen.
 */
import { ImportScreen, type ImportScreenProps } from "#app/components/admin-import/import-screen.tsx";
import { importPageAction, importPageData } from "#server/import/import-screen.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/pharmacy-duty-import";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return importPageData("duties", request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return answerPage(await importPageAction("duties", auditActor(admin, request), request));
}

export const meta: Route.MetaFunction = () => [
  { title: "Importar turnos de farmacias | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function PharmacyDutyImport({ loaderData, actionData }: Route.ComponentProps) {
  const props = loaderData as unknown as Omit<ImportScreenProps, "actionData">;
  return <ImportScreen {...props} actionData={actionData as ImportScreenProps["actionData"]} />;
}
