/** /admin/imports/ejemplo/{comercios|categorias}: the example CSV each import page offers. */
import { AppError } from "#core/errors.ts";
import { csvResponse, exampleFile } from "#server/import/import-files.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/import-example";

const KINDS = { comercios: "businesses", categorias: "categories", turnos: "duties" } as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const kind = KINDS[params.kind as keyof typeof KINDS];
  if (!kind) throw new AppError("not_found");
  return csvResponse(exampleFile(kind), `ejemplo-${params.kind}.csv`);
}
