import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { DateField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { PromotionCard } from "#app/components/promotion-card.tsx";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_PRESETS } from "#core/image-rules.ts";
import {
  PROMOTION_BENEFIT_MAX,
  PROMOTION_COUPON_MAX,
  PROMOTION_DESCRIPTION_MAX,
  PROMOTION_TITLE_MAX,
  promotionFormSchema,
} from "#core/promotion-form.ts";
import { addDaysToDateKey, toDateKey, toInstant } from "#core/time-zone.ts";
import type { ManagedBusiness } from "#server/owner/managed-business.ts";
import type { PromotionCardData } from "#server/promotions/list-active-promotions.ts";
import type { OwnerPromotion } from "#server/promotions/owner-promotions.ts";

export interface PromotionFormProps {
  business: Pick<ManagedBusiness, "uuid" | "name" | "slug" | "logoUrl" | "categoryName">;
  /** The promotion being edited; absent for a new one. */
  promotion?: OwnerPromotion | null;
  /** May this person mark it "destacada" (an admin, or a plan that includes it). */
  canFeature: boolean;
  /** Today in Buenos Aires ("yyyy-MM-dd"): the earliest end date and the default start. */
  today: string;
  /** The action's answer to the last post (its errors and what was typed). */
  lastResult?: SubmissionResult<string[]>;
  cancelHref: string;
}

interface Draft {
  title: string;
  discountBenefit: string;
  couponCode: string;
  startDate: string;
  endDate: string;
  isFeatured: boolean;
  removeImage: boolean;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The promotion form, for a new promotion and an edited one: one schema (core/promotion-form.ts)
 * on both sides. A multipart POST that works without JavaScript; with it, a live preview beside the
 * form draws the real public card (PromotionCard) from what is typed, picture included.
 */
export function PromotionForm({ business, promotion, canFeature, today, lastResult, cancelHref }: PromotionFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const editing = Boolean(promotion);
  const defaults = {
    title: promotion?.title ?? "",
    discountBenefit: promotion?.discountBenefit ?? "",
    description: promotion?.description ?? "",
    couponCode: promotion?.couponCode ?? "",
    startDate: (promotion && toDateKey(promotion.startDate)) || today,
    // A new promotion runs a month unless the owner says otherwise.
    endDate: (promotion && toDateKey(promotion.endDate)) || addDaysToDateKey(today, 30),
    isFeatured: promotion?.isFeatured ? "on" : "",
  };
  const { form, fields, formProps } = useSchemaForm(promotionFormSchema({ today, canFeature }), {
    id: "promotion",
    lastResult,
    defaultValue: defaults,
  });
  // The summary speaks for a post that came back refused (not for each keystroke of a live check).
  const refused = lastResult?.status === "error" && !form.valid;

  const initial = (name: keyof typeof defaults) => {
    const value = fields[name]?.initialValue;
    return typeof value === "string" ? value : defaults[name];
  };
  const [draft, setDraft] = useState<Draft>(() => ({
    title: initial("title"),
    discountBenefit: initial("discountBenefit"),
    couponCode: initial("couponCode"),
    startDate: initial("startDate"),
    endDate: initial("endDate"),
    isFeatured: initial("isFeatured") === "on",
    removeImage: false,
  }));
  const [pickedImage, setPickedImage] = useState<string | null>(null);
  useEffect(() => {
    if (!pickedImage) return;
    return () => URL.revokeObjectURL(pickedImage);
  }, [pickedImage]);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    setDraft({
      title: text(data, "title"),
      discountBenefit: text(data, "discountBenefit"),
      couponCode: text(data, "couponCode"),
      startDate: text(data, "startDate"),
      endDate: text(data, "endDate"),
      isFeatured: data.get("isFeatured") === "on",
      removeImage: data.get("removeImage") === "on",
    });
    const file = data.get("image");
    if (file instanceof File && file.size > 0 && file.size <= IMAGE_MAX_BYTES) {
      if (!pickedImage || (event.target as HTMLElement).getAttribute("name") === "image") {
        setPickedImage(URL.createObjectURL(file));
      }
    } else if (pickedImage) {
      setPickedImage(null);
    }
  };

  const savedImage = draft.removeImage ? null : (promotion?.imageUrl ?? null);
  const preview: PromotionCardData = {
    id: promotion?.id ?? "vista-previa",
    title: draft.title.trim() || "Título de tu promoción",
    description: null,
    discountBenefit: draft.discountBenefit.trim() || null,
    imageUrl: pickedImage ?? savedImage,
    couponCode: draft.couponCode.trim().toUpperCase() || null,
    startDate: (toInstant(draft.startDate || today, "start") ?? new Date()).toISOString(),
    endDate: (toInstant(draft.endDate || draft.startDate || today, "end") ?? new Date()).toISOString(),
    isFeatured: canFeature && draft.isFeatured,
    viewsCount: promotion?.viewsCount ?? 0,
    clicksCount: promotion?.clicksCount ?? 0,
    couponCopiesCount: promotion?.couponCopiesCount ?? 0,
    createdAt: promotion?.createdAt ?? new Date().toISOString(),
    business: {
      uuid: business.uuid,
      name: business.name,
      slug: business.slug,
      logoUrl: business.logoUrl,
      category: business.categoryName,
    },
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
        {...formProps}
        onInput={onInput}
      >
        {refused && <FormAlert tone="error" title="Revisá los datos marcados y probá de nuevo." />}
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
        <ImageUploadField
          id={fields.image.id}
          name={fields.image.name}
          label={promotion?.imageUrl ? "Cambiar la imagen (opcional)" : "Imagen (opcional)"}
          accept={IMAGE_ACCEPT}
          maxBytes={IMAGE_MAX_BYTES}
          minSize={IMAGE_PRESETS.promotion.min}
          error={fields.image.errors?.[0]}
        />
        {promotion?.imageUrl && (
          <label className="-mt-2 flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              name={fields.removeImage.name}
              className="size-4 accent-brand-600"
              aria-describedby="promotion-remove-image-hint"
            />
            <span>
              Quitar la imagen actual
              <span id="promotion-remove-image-hint" className="block text-fg-muted text-xs">
                Sin imagen, la tarjeta muestra el beneficio y el logo de tu comercio.
              </span>
            </span>
          </label>
        )}
        {canFeature && (
          <label className="flex items-start gap-3 rounded-lg border border-line bg-surface-muted p-3 text-sm">
            <input
              type="checkbox"
              name={fields.isFeatured.name}
              defaultChecked={initial("isFeatured") === "on"}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="font-medium">Destacar esta promoción</span>
              <span className="block text-fg-muted">Aparece primero en Ofertas y en el inicio.</span>
            </span>
          </label>
        )}
        <div className="flex flex-wrap items-center gap-3 pt-1 [&>button]:w-auto">
          <SubmitButton busy={busy} busyLabel={editing ? "Guardando..." : "Publicando..."}>
            {editing ? "Guardar cambios" : "Publicar promoción"}
          </SubmitButton>
          <Link to={cancelHref} className="rounded-lg px-3 py-2 font-medium text-fg-muted hover:bg-surface-muted">
            Cancelar
          </Link>
        </div>
      </Form>
      <aside aria-labelledby="promotion-preview-title" className="lg:sticky lg:top-20 lg:self-start">
        <h2 id="promotion-preview-title" className="mb-2 font-semibold text-fg-muted text-sm">
          Vista previa: así la ven tus clientes
        </h2>
        {/* A picture of the card, not a second copy of its links and buttons. */}
        <div inert className="select-none">
          <PromotionCard promotion={preview} now={new Date(`${today}T12:00:00-03:00`)} preview />
        </div>
      </aside>
    </div>
  );
}
