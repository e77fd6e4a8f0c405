/**
 * /mi-comercio/{businessId}/horarios: the week, special days and the coming holidays. The preview
 * says "Abierto/Cerrado ahora" through the public page's rule. Every post is checked against the
 * business in the URL; nothing in a form names a business.
 */

import { HoursEditor } from "#app/components/owner/listing/hours-editor.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { answerHoursAction, loadHoursEditor } from "#server/listing/hours-editor.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/business-hours";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  return {
    business: { uuid: business.uuid, name: business.name },
    ...(await loadHoursEditor(business.uuid, new URL(request.url), requestTime(context))),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request);
  const answer = await answerHoursAction(
    auditActor(user, request),
    business.uuid,
    form,
    `/mi-comercio/${business.uuid}/horarios`,
    requestTime(context),
  );
  if (answer) return answerPage(answer);
  throw new AppError("bad_request");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Horarios de ${loaderData.business.name} | Mi comercio | Vilma` : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function BusinessHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Horarios"
        description="Tus horarios de siempre, los días especiales y los feriados que vienen."
      />
      <HoursEditor {...loaderData} actionData={actionData} />
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
