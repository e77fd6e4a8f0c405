/** /mi-comercio/{businessId}/promociones/nueva: publish a promotion for this business. */
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PromotionForm } from "#app/components/owner/promotion-form.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { mayFeaturePromotions } from "#server/plans/active-plan.ts";
import { getDb } from "#server/platform/db/client.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { handlePromotionForm } from "#server/promotions/handle-promotion-form.ts";
import type { Route } from "./+types/promotion-new";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const now = requestTime(context);
  return {
    business,
    canFeature: await mayFeaturePromotions(await getDb(), user, business.uuid, now),
    today: buenosAiresDateKey(now),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  return answerPage(await handlePromotionForm(request, user, business, null));
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Nueva promoción | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { business, canFeature, today } = loaderData;
  const list = `/mi-comercio/${business.uuid}/promociones`;
  return (
    <div>
      <PageHeader
        title="Nueva promoción"
        breadcrumb={[{ label: "Promociones", href: list }, { label: "Nueva promoción" }]}
        description="Se publica en la página de tu comercio y en Ofertas durante las fechas que elijas."
      />
      <div className="mt-6">
        <PromotionForm
          business={business}
          canFeature={canFeature}
          today={today}
          lastResult={actionData?.result}
          cancelHref={list}
        />
      </div>
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
