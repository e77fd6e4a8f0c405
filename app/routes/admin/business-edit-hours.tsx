/**
 * /admin/businesses/{uuid}/edit/horarios: the owner's hours editor (the week, special days, the
 * coming holidays) for any business, through the same forms and the same server functions.
 */

import { BusinessEditHeader } from "#app/components/admin/business-edit-header.tsx";
import { HoursEditor } from "#app/components/owner/listing/hours-editor.tsx";
import { AppError } from "#core/errors.ts";
import { requireAdminBusiness } from "#server/businesses/require-admin-business.ts";
import { answerHoursAction, loadHoursEditor } from "#server/listing/hours-editor.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/business-edit-hours";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireAdminBusiness(context, request, params.businessId);
  return { business, ...(await loadHoursEditor(business.uuid, new URL(request.url), requestTime(context))) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { admin, business } = await requireAdminBusiness(context, request, params.businessId);
  const form = await readForm(request);
  const here = `/admin/businesses/${business.uuid}/edit/horarios`;
  const answer = await answerHoursAction(auditActor(admin, request), business.uuid, form, here, requestTime(context));
  if (answer) return answerPage(answer);
  throw new AppError("bad_request");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Horarios de ${loaderData?.business.name ?? "un comercio"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

export default function AdminBusinessHours({ loaderData, actionData }: Route.ComponentProps) {
  const { business, ...editor } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <BusinessEditHeader business={business} title={`Horarios de ${business.name}`} />
      <HoursEditor {...editor} actionData={actionData} />
    </div>
  );
}
