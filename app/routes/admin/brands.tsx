/**
 * /admin/brands: chains and franchises with how many branches each has (search, sort, pages);
 * each opens its page (branches, promotion for all of them). `?nueva` opens the new brand form.
 */

import { data, Link } from "react-router";
import { BrandForm } from "#app/components/admin/brand-form.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import type { SubmissionResult } from "#app/components/form/use-schema-form.ts";
import { Building2 } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { brandFormSchema } from "#core/brand-form.ts";
import { pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#core/image-rules.ts";
import { parseListParams } from "#core/list-params.ts";
import { type AdminBrandRow, BRANDS_LIST, listBrandsForAdmin } from "#server/brands/list-brands.ts";
import { saveBrand } from "#server/brands/save-brand.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readUploadForm, replyFieldErrors } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/brands";

const PATH = "/admin/brands";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, BRANDS_LIST);
  return { params, list: await listBrandsForAdmin(params), creating: search.has("nueva") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readUploadForm(request, IMAGE_MAX_BYTES + 64 * 1024);
  if (!form) {
    return data(
      { result: { status: "error", error: { logo: [IMAGE_MESSAGES.tooLarge] } } as SubmissionResult<string[]> },
      { status: 413 },
    );
  }
  const submission = parseSubmission(form, brandFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await saveBrand(null, submission.value, auditActor(admin, request));
  if (!outcome.ok) {
    const { status } = outcome.problem;
    return data({ result: submission.reply({ fieldErrors: replyFieldErrors(outcome.problem) }) }, { status });
  }
  return redirectWithToast(`${PATH}/${outcome.value.id}`, {
    type: "success",
    title: "Marca creada",
    description: `Sumá las sucursales de ${outcome.value.name}.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Marcas | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const COLUMNS: DataTableColumn<AdminBrandRow>[] = [
  {
    key: "name",
    header: "Marca",
    sortable: true,
    primary: true,
    cell: (b) => (
      <span className="flex items-center gap-3">
        {b.logoUrl && (
          <img src={b.logoUrl} alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg object-contain" />
        )}
        <Link to={`${PATH}/${b.id}`} className="font-semibold text-brand-700 hover:underline dark:text-blue-300">
          {b.name}
        </Link>
      </span>
    ),
  },
  {
    key: "branches",
    header: "Sucursales",
    sortable: true,
    cell: (b) => pluralize(b.branches, "sucursal", "sucursales"),
  },
  {
    key: "website",
    header: "Sitio web",
    hideOnMobile: true,
    cell: (b) => <span className="break-all">{b.websiteUrl ?? "—"}</span>,
  },
];

export default function AdminBrands({ loaderData, actionData }: Route.ComponentProps) {
  const { params, list, creating } = loaderData;
  const formOpen = creating || Boolean(actionData?.result);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Marcas"
        description="Cadenas y franquicias con varias sucursales en Vilma."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Marcas" }]}
        actions={
          <Link
            to="?nueva#brand-form"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Nueva marca
          </Link>
        }
      />
      {formOpen && <BrandForm brand={null} lastResult={actionData?.result ?? null} cancelHref={PATH} />}
      <DataTable
        label="Marcas"
        columns={COLUMNS}
        list={list}
        params={params}
        rowId={(b) => String(b.id)}
        rowLabel={(b) => b.name}
        search={{ label: "Buscar por nombre", placeholder: "Nombre de la marca" }}
        empty={{ icon: Building2, title: "Todavía no hay marcas", text: "Creá la primera con «Nueva marca»." }}
        emptyFiltered={{ title: "Ninguna marca coincide", text: "Probá con otro nombre." }}
      />
    </div>
  );
}
