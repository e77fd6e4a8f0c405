import { Loader2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { cn } from "#app/lib/cn.ts";
import {
  PROMOTION_BENEFIT_MAX,
  PROMOTION_COUPON_MAX,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_TITLE_MAX,
  PROMOTION_TITLE_MIN,
  type PromotionFormField,
  promotionFormSchema,
} from "#core/promotion-form.ts";
import { businessStatusLabel } from "./business-status-badge.tsx";

export interface PromotionFormProps {
  businesses: { uuid: string; name: string; status: string }[];
  selected: string | null;
  canFeature: boolean;
  /** Today in Buenos Aires ("yyyy-MM-dd"): the earliest end date and the default start. */
  today: string;
  /** The action's answer to the last post (its errors and what was typed). */
  lastResult?: SubmissionResult<string[]>;
}

const FIELD_NAMES: PromotionFormField[] = [
  "negocio",
  "title",
  "discountBenefit",
  "description",
  "startDate",
  "endDate",
  "couponCode",
  "isFeatured",
];

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-rose-600";

/** The "Nueva promoción" form. A plain POST: it works before (or without) JavaScript. */
export function PromotionForm({ businesses, selected, canFeature, today, lastResult }: PromotionFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const { form, fields, formProps } = useSchemaForm(promotionFormSchema({ today, canFeature }), {
    id: "promotion",
    lastResult,
  });
  const errors: Partial<Record<PromotionFormField, string>> = {};
  const values: Partial<Record<PromotionFormField, string>> = {};
  for (const name of FIELD_NAMES) {
    const meta = fields[name];
    errors[name] = meta.errors?.[0];
    if (typeof meta.initialValue === "string") values[name] = meta.initialValue;
  }
  // The summary speaks for a post that came back refused (not for each keystroke of a live check).
  const hasErrors = lastResult?.status === "error" && !form.valid;
  const field = (name: PromotionFormField) => ({
    id: name,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  });

  return (
    <Form method="post" className="flex flex-col gap-5" {...formProps}>
      {hasErrors && (
        <div
          id="form-summary"
          role="alert"
          className="rounded-lg border border-rose-300 bg-rose-50 px-4 py-3 text-rose-900 text-sm dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100"
        >
          Revisá los datos marcados y probá de nuevo.
        </div>
      )}

      <div>
        <label htmlFor="negocio" className="font-medium text-sm">
          Comercio
        </label>
        <select
          {...field("negocio")}
          required
          defaultValue={values.negocio ?? selected ?? undefined}
          className={inputClass}
        >
          {businesses.map((b) => (
            <option key={b.uuid} value={b.uuid}>
              {b.status === "active" ? b.name : `${b.name} (${businessStatusLabel(b.status)})`}
            </option>
          ))}
        </select>
        <FieldError name="negocio" errors={errors} />
      </div>

      <div>
        <label htmlFor="title" className="font-medium text-sm">
          Título
        </label>
        <input
          {...field("title")}
          type="text"
          required
          minLength={PROMOTION_TITLE_MIN}
          maxLength={PROMOTION_TITLE_MAX}
          defaultValue={values.title}
          placeholder="Ej.: 2x1 en cafés de especialidad"
          className={inputClass}
        />
        <FieldError name="title" errors={errors} />
      </div>

      <div>
        <label htmlFor="discountBenefit" className="font-medium text-sm">
          Beneficio
        </label>
        <input
          {...field("discountBenefit")}
          type="text"
          required
          maxLength={PROMOTION_BENEFIT_MAX}
          defaultValue={values.discountBenefit}
          placeholder="Ej.: 2x1, 20% OFF, envío gratis"
          className={inputClass}
        />
        <FieldError name="discountBenefit" errors={errors} />
      </div>

      <div>
        <label htmlFor="description" className="font-medium text-sm">
          Descripción <span className="font-normal text-fg-muted">(opcional)</span>
        </label>
        <textarea
          {...field("description")}
          rows={4}
          maxLength={PROMOTION_DESCRIPTION_MAX}
          defaultValue={values.description}
          placeholder="Condiciones, días y horarios, productos incluidos…"
          className={inputClass}
        />
        <FieldError name="description" errors={errors} />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 font-medium text-sm">Vigencia (hora de Buenos Aires)</legend>
        <div>
          <label htmlFor="startDate" className="text-sm">
            Desde
          </label>
          <input
            {...field("startDate")}
            type="date"
            required
            defaultValue={values.startDate ?? today}
            className={inputClass}
          />
          <FieldError name="startDate" errors={errors} />
        </div>
        <div>
          <label htmlFor="endDate" className="text-sm">
            Hasta (inclusive)
          </label>
          <input
            {...field("endDate")}
            type="date"
            required
            min={today}
            defaultValue={values.endDate}
            className={inputClass}
          />
          <FieldError name="endDate" errors={errors} />
        </div>
      </fieldset>

      <div>
        <label htmlFor="couponCode" className="font-medium text-sm">
          Código de cupón <span className="font-normal text-fg-muted">(opcional)</span>
        </label>
        <input
          {...field("couponCode")}
          type="text"
          maxLength={PROMOTION_COUPON_MAX}
          pattern="[A-Za-z0-9\-]*"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.couponCode}
          placeholder="Ej.: VILMA-2X1"
          className={cn(inputClass, "font-mono uppercase")}
          aria-describedby={errors.couponCode ? "couponCode-error" : "couponCode-hint"}
        />
        {errors.couponCode ? (
          <FieldError name="couponCode" errors={errors} />
        ) : (
          <p id="couponCode-hint" className="mt-1 text-fg-muted text-xs">
            Letras, números y guiones. Quien lo muestre en el local recibe el beneficio.
          </p>
        )}
      </div>

      {canFeature && (
        <label className="flex items-start gap-3 rounded-lg border border-line bg-surface-muted p-3 text-sm">
          <input
            type="checkbox"
            name="isFeatured"
            defaultChecked={values.isFeatured === "on"}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            <span className="font-medium">Destacar esta promoción</span>
            <span className="block text-fg-muted">Aparece primero en Ofertas y en el inicio. Sólo administración.</span>
          </span>
        </label>
      )}

      <div className="flex flex-wrap items-center gap-3 pt-1">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {busy ? "Publicando..." : "Publicar promoción"}
        </button>
        <Link to="/mi-comercio" className="rounded-lg px-3 py-2 font-medium text-fg-muted hover:bg-surface-muted">
          Cancelar
        </Link>
      </div>
    </Form>
  );
}

function FieldError({
  name,
  errors,
}: {
  name: PromotionFormField;
  errors: Partial<Record<PromotionFormField, string>>;
}) {
  const message = errors[name];
  if (!message) return null;
  return (
    <p id={`${name}-error`} className="mt-1 font-medium text-rose-700 text-sm dark:text-rose-300">
      {message}
    </p>
  );
}
