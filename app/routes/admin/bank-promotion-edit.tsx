/**
 * /admin/promotions/bancarias/{id} (and /nueva): one bank promotion, every field of
 * `bank_promotions`; delete with a confirmation. Saved, it shows in Ofertas at once.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { BusinessListField } from "#app/components/form/business-list-field.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { CheckboxGroupField } from "#app/components/form/checkbox-group-field.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { DateField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { bankPromotionDeleteSchema, bankPromotionFormSchema } from "#core/bank-promotion-form.ts";
import { BANK_PROMOTION_SCOPE_LABELS, BANK_PROMOTION_SCOPES } from "#core/bank-promotion-scope.ts";
import { CARD_TYPE_LABELS, CARD_TYPES, dayLabel, WEEK_ORDER } from "#core/bank-promotions.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission } from "#core/forms.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { listBrandChoices } from "#server/brands/list-brand-choices.ts";
import { listCategoryTreeForAdmin } from "#server/categories/list-category-tree-for-admin.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { replyFieldErrors } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { deleteBankPromotion } from "#server/promotions/delete-bank-promotion.ts";
import { findBankPromotion } from "#server/promotions/find-bank-promotion.ts";
import { listBanksForAdmin } from "#server/promotions/list-banks-for-admin.ts";
import { saveBankPromotion } from "#server/promotions/save-bank-promotion.ts";
import type { Route } from "./+types/bank-promotion-edit";

const LIST = "/admin/promotions/bancarias";

/** "nueva" is a new one; otherwise a positive id, or 404. */
function idParam(value: string | undefined): number | null {
  if (value === "nueva") return null;
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (n > 0) return n;
  throw new AppError("not_found");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = idParam(params.bankPromotionId);
  const promotion = id === null ? null : await findBankPromotion(id);
  if (id !== null && !promotion) throw new AppError("not_found");
  const tree = await listCategoryTreeForAdmin();
  return {
    promotion,
    banks: (await listBanksForAdmin()).map((b) => ({ id: b.id, name: b.name })),
    brands: await listBrandChoices(),
    categories: tree
      .flatMap((r) => [r, ...r.children])
      .map((c) => ({ id: c.id, name: c.parentId ? `— ${c.name}` : c.name })),
    today: buenosAiresDateKey(requestTime(context)),
    timeline: id === null ? [] : await entityTimeline({ type: "bank_promotion", id }),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const id = idParam(params.bankPromotionId);
  const form = await readForm(request);
  const actor = auditActor(admin, request);
  if (form.get("intent") === "delete") {
    const submission = parseSubmission(form, bankPromotionDeleteSchema);
    if (submission.status !== "success" || submission.value.bankPromotionId !== id) throw new AppError("not_found");
    const outcome = await deleteBankPromotion(submission.value.bankPromotionId, actor);
    if (!outcome.ok) throw new AppError("not_found");
    return redirectWithToast(LIST, { type: "success", title: "Promoción eliminada", description: outcome.value.name });
  }
  const submission = parseSubmission(form, bankPromotionFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await saveBankPromotion(id, submission.value, actor);
  if (!outcome.ok) {
    const { code, status } = outcome.problem;
    if (code === "not_found") throw new AppError("not_found");
    return data({ result: submission.reply({ fieldErrors: replyFieldErrors(outcome.problem) }) }, { status });
  }
  return redirectWithToast(LIST, {
    type: "success",
    title: id === null ? "Promoción bancaria creada" : "Promoción bancaria guardada",
    description: `“${outcome.value.name}” ya se ve en Ofertas en sus días de vigencia.`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.promotion?.title ?? "Nueva promoción bancaria"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

export default function BankPromotionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, banks, brands, categories, today, timeline } = loaderData;
  const navigation = useNavigation();
  const { form, fields, formProps } = useSchemaForm(bankPromotionFormSchema, {
    id: "bank-promotion",
    lastResult: actionData?.result ?? null,
    defaultValue: promotion
      ? {
          bankId: String(promotion.bankId),
          title: promotion.title,
          discountText: promotion.discountText,
          discountPercent: promotion.discountPercent?.toString() ?? "",
          capArs: promotion.capArs?.toString() ?? "",
          validFrom: promotion.validFrom,
          validTo: promotion.validTo,
          conditions: promotion.conditions ?? "",
          termsUrl: promotion.termsUrl ?? "",
          scope: promotion.scope,
          categoryId: promotion.categoryId?.toString() ?? "",
          brandId: promotion.brandId?.toString() ?? "",
        }
      : { validFrom: today, validTo: addDaysToDateKey(today, 30), scope: "todos" },
  });
  const title = promotion ? promotion.title : "Nueva promoción bancaria";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={promotion ? "Editar promoción bancaria" : "Nueva promoción bancaria"}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Promociones bancarias", href: LIST },
          { label: title },
        ]}
      />
      <section aria-label="Datos de la promoción" className="rounded-2xl border border-line bg-surface p-5">
        {form.errors?.[0] && <FormAlert tone="error" title="No pudimos guardar" description={form.errors[0]} />}
        <Form method="post" {...formProps} className="grid gap-4 md:grid-cols-2">
          <SelectField
            {...fieldProps(fields.bankId)}
            label="Banco"
            placeholder
            options={banks.map((b) => ({ value: String(b.id), label: b.name }))}
          />
          <TextField {...fieldProps(fields.title)} label="Título" maxLength={120} />
          <TextField
            {...fieldProps(fields.discountText)}
            label="Beneficio"
            hint="Como se lee en la tarjeta: 25% de reintegro, 6 cuotas sin interés"
            maxLength={60}
          />
          <TextField
            {...fieldProps(fields.discountPercent)}
            label="Porcentaje (opcional)"
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
          />
          <DateField {...fieldProps(fields.validFrom)} label="Desde" />
          <DateField {...fieldProps(fields.validTo)} label="Hasta" />
          <CheckboxGroupField
            id={fields.daysOfWeek.id}
            name={fields.daysOfWeek.name}
            error={fields.daysOfWeek.errors?.[0]}
            label="Días"
            hint="Ninguno marcado: todos los días"
            options={WEEK_ORDER.map((d) => ({ value: String(d), label: dayLabel(d) }))}
            defaultValue={promotion?.daysOfWeek.map(String) ?? []}
          />
          <CheckboxGroupField
            id={fields.cardTypes.id}
            name={fields.cardTypes.name}
            error={fields.cardTypes.errors?.[0]}
            label="Tarjetas"
            hint="Ninguna marcada: cualquier medio del banco"
            options={CARD_TYPES.map((c) => ({ value: c, label: CARD_TYPE_LABELS[c] }))}
            defaultValue={promotion?.cardTypes ?? []}
          />
          <TextField
            {...fieldProps(fields.capArs)}
            label="Tope de reintegro en pesos (opcional)"
            type="number"
            min={1}
            inputMode="numeric"
          />
          <fieldset className="grid gap-4 rounded-xl border border-line p-4 md:col-span-2 md:grid-cols-2">
            <legend className="px-1 font-semibold text-sm">Dónde vale</legend>
            <SelectField
              {...fieldProps(fields.scope)}
              label="Vale en"
              options={BANK_PROMOTION_SCOPES.map((s) => ({ value: s, label: BANK_PROMOTION_SCOPE_LABELS[s] }))}
            />
            <SelectField
              {...fieldProps(fields.categoryId)}
              label="Categoría"
              hint="Si vale en los comercios de una categoría (una principal incluye sus subcategorías)"
              placeholder="Elegí una categoría"
              options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            />
            <SelectField
              {...fieldProps(fields.brandId)}
              label="Marca"
              hint="Si vale en las sucursales de una marca"
              placeholder="Elegí una marca"
              options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
            />
            <BusinessListField
              {...fieldProps(fields.businessSlugs)}
              label="Comercios"
              hint="Si vale en una lista de comercios"
              defaultValue={promotion?.businesses ?? []}
            />
          </fieldset>
          <TextField
            {...fieldProps(fields.termsUrl)}
            label="Bases y condiciones (dirección)"
            type="url"
            inputMode="url"
          />
          <label className="flex min-h-10 items-center gap-2 self-end text-sm">
            <input
              type="checkbox"
              name="isFeatured"
              defaultChecked={promotion?.isFeatured ?? false}
              className="size-4"
            />
            Destacada en Ofertas
          </label>
          <div className="md:col-span-2">
            <TextareaField {...fieldProps(fields.conditions)} label="Condiciones" maxLength={1000} rows={4} />
          </div>
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <div className="w-full sm:w-auto">
              <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
                {promotion ? "Guardar cambios" : "Crear promoción"}
              </SubmitButton>
            </div>
            <Link to={LIST} className="font-medium text-sm underline">
              Cancelar
            </Link>
          </div>
        </Form>
      </section>
      {promotion && (
        <Form method="post">
          <input type="hidden" name="bankPromotionId" value={promotion.id} />
          <ConfirmDialog
            title={`¿Eliminar “${promotion.title}”?`}
            description="Deja de verse en Ofertas. No se puede deshacer."
            confirmLabel="Eliminar"
            tone="danger"
            name="intent"
            value="delete"
          >
            Eliminar promoción
          </ConfirmDialog>
        </Form>
      )}
      {promotion && <AuditTimeline entries={timeline} />}
    </div>
  );
}
