/** /mi-comercio/{businessId}/promociones/{promotionId}: edit one of this business's promotions. */

import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PromotionForm } from "#app/components/owner/promotion-form.tsx";
import { PromotionStateBadge } from "#app/components/owner/promotion-state-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { mayFeaturePromotions } from "#server/plans/active-plan.ts";
import { getDb } from "#server/platform/db/client.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { handlePromotionForm } from "#server/promotions/handle-promotion-form.ts";
import { findOwnerPromotion, toOwnerPromotion } from "#server/promotions/owner-promotions.ts";
import type { Route } from "./+types/promotion-edit";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const row = await findOwnerPromotion(business.uuid, params.promotionId);
  if (!row) throw new AppError("not_found");
  const now = requestTime(context);
  return {
    business,
    promotion: toOwnerPromotion(row, now),
    canFeature: await mayFeaturePromotions(await getDb(), user, business.uuid, now),
    today: buenosAiresDateKey(now),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  return answerPage(await handlePromotionForm(request, user, business, params.promotionId));
}

export const meta: Route.MetaFunction = ({ error, loaderData }) => [
  {
    title: error
      ? "Promoción no disponible | Vilma"
      : `${loaderData?.promotion.title ?? "Promoción"} | Mi comercio | Vilma`,
  },
  { name: "robots", content: "noindex" },
];

export default function EditPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { business, promotion, canFeature, today } = loaderData;
  const list = `/mi-comercio/${business.uuid}/promociones`;
  return (
    <div>
      <PageHeader
        title="Editar promoción"
        breadcrumb={[{ label: "Promociones", href: list }, { label: promotion.title }]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <PromotionStateBadge state={promotion.state} />
            Los cambios se ven en Vilma apenas los guardás.
          </span>
        }
      />
      <div className="mt-6">
        <PromotionForm
          key={promotion.id}
          business={business}
          promotion={promotion}
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
