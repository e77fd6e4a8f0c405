import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { DateField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import {
  PROMOTION_BENEFIT_MAX,
  PROMOTION_COUPON_MAX,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_TITLE_MAX,
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

/** The "Nueva promoción" form. A plain POST: it works before (or without) JavaScript. */
export function PromotionForm({ businesses, selected, canFeature, today, lastResult }: PromotionFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const { form, fields, formProps } = useSchemaForm(promotionFormSchema({ today, canFeature }), {
    id: "promotion",
    lastResult,
    defaultValue: { negocio: selected ?? undefined, startDate: today },
  });
  // The summary speaks for a post that came back refused (not for each keystroke of a live check).
  const refused = lastResult?.status === "error" && !form.valid;
  const options = businesses.map((b) => ({
    value: b.uuid,
    label: b.status === "active" ? b.name : `${b.name} (${businessStatusLabel(b.status)})`,
  }));

  return (
    <Form method="post" className="flex flex-col gap-5" {...formProps}>
      {refused && <FormAlert tone="error" title="Revisá los datos marcados y probá de nuevo." />}
      <SelectField {...fieldProps(fields.negocio)} label="Comercio" options={options} />
      <TextField
        {...fieldProps(fields.title)}
        label="Título"
        maxLength={PROMOTION_TITLE_MAX}
        placeholder="Ej.: 2x1 en cafés de especialidad"
      />
      <TextField
        {...fieldProps(fields.discountBenefit)}
        label="Beneficio"
        maxLength={PROMOTION_BENEFIT_MAX}
        placeholder="Ej.: 2x1, 20% OFF, envío gratis"
      />
      <TextareaField
        {...fieldProps(fields.description)}
        label="Descripción (opcional)"
        maxLength={PROMOTION_DESCRIPTION_MAX}
        placeholder="Condiciones, días y horarios, productos incluidos…"
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 font-medium text-sm">Vigencia (hora de Buenos Aires)</legend>
        <DateField {...fieldProps(fields.startDate)} label="Desde" />
        <DateField {...fieldProps(fields.endDate)} label="Hasta (inclusive)" min={today} />
      </fieldset>
      <TextField
        {...fieldProps(fields.couponCode)}
        label="Código de cupón (opcional)"
        maxLength={PROMOTION_COUPON_MAX}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        placeholder="Ej.: VILMA-2X1"
        className="font-mono uppercase"
        hint="Letras, números y guiones. Quien lo muestre en el local recibe el beneficio."
      />
      {canFeature && (
        <label className="flex items-start gap-3 rounded-lg border border-line bg-surface-muted p-3 text-sm">
          <input
            type="checkbox"
            name={fields.isFeatured.name}
            defaultChecked={fields.isFeatured.initialValue === "on"}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            <span className="font-medium">Destacar esta promoción</span>
            <span className="block text-fg-muted">Aparece primero en Ofertas y en el inicio. Sólo administración.</span>
          </span>
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3 pt-1 [&>button]:w-auto">
        <SubmitButton busy={busy} busyLabel="Publicando...">
          Publicar promoción
        </SubmitButton>
        <Link to="/mi-comercio" className="rounded-lg px-3 py-2 font-medium text-fg-muted hover:bg-surface-muted">
          Cancelar
        </Link>
      </div>
    </Form>
  );
}
