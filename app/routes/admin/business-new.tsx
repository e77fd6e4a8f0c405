/**
 * /admin/businesses/new: a business loaded by the administration, in any status (pending unless
 * chosen), with every field of the owner's editor and the admin's own. `?name=` fills the name (the
 * search screen's "no results" fix links here). Pictures, hours and owners come after, in its editor.
 */
import { data } from "react-router";
import { AdminBusinessForm } from "#app/components/admin/business-form.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { blankBusinessDefaults, newBusinessSchema } from "#core/admin-business-form.ts";
import { parseSubmission } from "#core/forms.ts";
import { listBrandChoices } from "#server/brands/list-brand-choices.ts";
import { createAdminBusiness } from "#server/businesses/create-admin-business.ts";
import { appGeocoder } from "#server/geocoding/geocoder.ts";
import { categoryIdsOf, listCategoryChoices } from "#server/listing/business-profile.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { replyFieldErrors } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/business-new";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const [categories, brands] = await Promise.all([listCategoryChoices(), listBrandChoices()]);
  const name = new URL(request.url).searchParams.get("name") ?? "";
  return { categories, brands, defaults: blankBusinessDefaults(name), geocoder: appGeocoder().configured };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const [categories, brands] = await Promise.all([listCategoryChoices(), listBrandChoices()]);
  const schema = newBusinessSchema({ categoryIds: categoryIdsOf(categories), brandIds: brands.map((b) => b.id) });
  const submission = parseSubmission(form, schema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const result = await createAdminBusiness(auditActor(admin, request), submission.value);
  if (!result.ok) {
    return data(
      { result: submission.reply({ fieldErrors: replyFieldErrors(result.problem) }) },
      { status: result.problem.status },
    );
  }
  return redirectWithToast(`/admin/businesses/${result.value.uuid}/edit`, {
    type: "success",
    title: `${submission.value.name} creado`,
    description: "Sumale fotos, horarios y dueños desde sus pestañas.",
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Nuevo comercio | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function NewBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, brands, defaults } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Nuevo comercio"
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Comercios", href: "/admin/businesses" },
          { label: "Nuevo" },
        ]}
        description="Cargá sus datos; después vas a poder sumar fotos, horarios y dueños."
      />
      <AdminBusinessForm
        mode="new"
        defaults={defaults}
        categories={categories}
        brands={brands}
        lastResult={actionData?.result}
        geocoder={loaderData.geocoder}
      />
    </div>
  );
}
