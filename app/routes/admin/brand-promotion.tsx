/**
 * /admin/brands/{id}/promocion: "Publicar promoción en todas las sucursales". The owner's promotion
 * form and rules (core/promotion-form.ts); the same promotion is created for every active branch
 * in one transaction (server/brands/publish-brand-promotion.ts), the toast says for how many.
 */
import { data } from "react-router";
import type { SubmissionResult } from "#app/components/form/use-schema-form.ts";
import { PromotionForm } from "#app/components/owner/promotion-form.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { parseSubmission } from "#core/forms.ts";
import { IMAGE_MESSAGES } from "#core/image-rules.ts";
import { promotionFormSchemaAt } from "#core/promotion-form.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { findBrand } from "#server/brands/find-brand.ts";
import { publishBrandPromotion } from "#server/brands/publish-brand-promotion.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readUploadForm } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { PROMOTION_FORM_MAX_BYTES } from "#server/promotions/handle-promotion-form.ts";
import type { Route } from "./+types/brand-promotion";

async function brandOf(value: string | undefined) {
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  const found = n > 0 ? await findBrand(n) : null;
  if (!found) throw new AppError("not_found");
  return found;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const { brand, branches } = await brandOf(params.brandId);
  return {
    brand: { id: brand.id, name: brand.name, slug: brand.slug, logoUrl: brand.logoUrl },
    active: branches.filter((b) => b.status === "active").map((b) => b.name),
    today: buenosAiresDateKey(requestTime(context)),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const { brand } = await brandOf(params.brandId);
  const form = await readUploadForm(request, PROMOTION_FORM_MAX_BYTES);
  if (!form) {
    return data(
      { result: { status: "error", error: { image: [IMAGE_MESSAGES.tooLarge] } } as SubmissionResult<string[]> },
      { status: 413 },
    );
  }
  const now = requestTime(context);
  const submission = parseSubmission(form, promotionFormSchemaAt(now, true));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await publishBrandPromotion(brand.id, submission.value, auditActor(admin, request), now);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply(
          outcome.field ? { fieldErrors: { image: [outcome.message] } } : { formErrors: [outcome.message] },
        ),
      },
      { status: outcome.field ? 400 : 409 },
    );
  }
  return redirectWithToast(`/admin/brands/${brand.id}`, {
    type: "success",
    title:
      outcome.count === 1 ? "Promoción publicada en 1 sucursal" : `Promoción publicada en ${outcome.count} sucursales`,
    description: `“${submission.value.title}” de ${brand.name}.`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Promoción para ${loaderData?.brand.name ?? "la marca"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

export default function BrandPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, active, today } = loaderData;
  const back = `/admin/brands/${brand.id}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Publicar promoción en todas las sucursales"
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Marcas", href: "/admin/brands" },
          { label: brand.name, href: back },
          { label: "Promoción" },
        ]}
        description={
          active.length === 0
            ? `${brand.name} no tiene sucursales activas.`
            : `La misma promoción para ${active.length === 1 ? "su sucursal activa" : `sus ${active.length} sucursales activas`}: ${active.join(", ")}.`
        }
      />
      {actionData?.result && "error" in actionData.result && actionData.result.error?.[""] && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {actionData.result.error[""]?.[0]}
        </p>
      )}
      <PromotionForm
        business={{
          uuid: String(brand.id),
          name: brand.name,
          slug: brand.slug,
          logoUrl: brand.logoUrl,
          categoryName: null,
        }}
        canFeature
        today={today}
        lastResult={actionData?.result}
        cancelHref={back}
      />
    </div>
  );
}
