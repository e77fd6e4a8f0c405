/**
 * /mi-comercio/promociones/nueva?negocio=<uuid>: an owner publishes a promotion for one of THEIR
 * businesses (an admin, for any). Anyone else's business is a 403, in the page and in the post.
 */
import { data } from "react-router";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PromotionForm } from "#app/components/owner/promotion-form.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { formatDate } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { promotionFormSchemaAt } from "#core/promotion-form.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { isUuid } from "#core/uuid.ts";
import { forbidden, requireBusinessOwner } from "#server/auth/guards.ts";
import { pageError } from "#server/http/answers.ts";
import { readForm } from "#server/http/body.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import { canManageBusiness } from "#server/owner/can-manage-business.ts";
import { listPromotionTargets } from "#server/owner/promotion-targets.ts";
import { createPromotion } from "#server/promotions/create-promotion.ts";
import type { Route } from "./+types/new-promotion";

const NOT_YOURS = "Ese comercio no está asociado a tu cuenta.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireBusinessOwner(context, request);
  const requested = new URL(request.url).searchParams.get("negocio");
  if (requested && !(await canManageBusiness(user, requested))) throw forbidden(NOT_YOURS);
  const businesses = await listPromotionTargets(user, requested);
  return {
    businesses,
    selected: requested?.toLowerCase() ?? businesses[0]?.uuid ?? null,
    canFeature: user.isAdmin,
    today: buenosAiresDateKey(new Date()),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireBusinessOwner(context, request);
  const form = await readForm(request).catch(pageError);
  const now = new Date();
  const submission = parseSubmission(form, promotionFormSchemaAt(now, user.isAdmin));
  // A business that is someone else's is refused outright, whatever else the form says.
  const requested = form.get("negocio");
  if (typeof requested === "string" && isUuid(requested) && !(await canManageBusiness(user, requested))) {
    throw forbidden(NOT_YOURS);
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const promotion = submission.value;
  const result = await createPromotion(user, promotion);
  if (!result.ok) throw forbidden(NOT_YOURS);
  const startsLater = promotion.startDate.getTime() > now.getTime();
  return redirectWithToast("/mi-comercio", {
    type: "success",
    title: "Promoción publicada",
    description: startsLater
      ? `“${promotion.title}” se va a ver en Vilma desde el ${formatDate(promotion.startDate)}.`
      : `“${promotion.title}” ya se ve en la página de tu comercio y en Ofertas.`,
  });
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Nueva promoción | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { businesses, selected, canFeature, today } = loaderData;
  return (
    <main id="contenido" className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Nueva promoción"
        breadcrumb={[{ label: "Mi comercio", href: "/mi-comercio" }, { label: "Nueva promoción" }]}
        description="Se publica al instante en la página del comercio y en Ofertas durante las fechas que elijas."
      />
      {businesses.length === 0 ? (
        <EmptyState title="Todavía no tenés comercios a tu nombre para publicar promociones" className="mt-8" />
      ) : (
        <div className="mt-6 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
          <PromotionForm
            businesses={businesses}
            selected={selected}
            canFeature={canFeature}
            today={today}
            lastResult={actionData?.result}
          />
        </div>
      )}
    </main>
  );
}

/** A refused visitor sees the 403 inside the site's header and footer. */
export const ErrorBoundary = OwnerErrorBoundary;
