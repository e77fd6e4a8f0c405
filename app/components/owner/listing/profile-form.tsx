import { type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { CheckboxGroupField } from "#app/components/form/checkbox-group-field.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { MoneyField } from "#app/components/form/money-field.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { LocateFixed } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import {
  AMENITY_OPTIONS,
  BUSINESS_TYPE_LABELS,
  businessProfileSchema,
  MAP_BOUNDS,
  PAYMENT_OPTIONS,
  PROFILE_ADDRESS_MAX,
  PROFILE_BUSINESS_TYPES,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_NAME_MAX,
  PROFILE_SERVICE_AREA_MAX,
  type profileFormDefaults,
} from "#core/business-profile-form.ts";
import { CITY_OPTIONS } from "#core/cities.ts";
import type { z } from "#core/zod.ts";
import { type CategoryGroupOption, CategorySelect } from "./category-select.tsx";
import { ContactFields } from "./contact-fields.tsx";

type ProfileSchema = ReturnType<typeof businessProfileSchema>;
export type ProfileFields = ReturnType<typeof useSchemaForm<ProfileSchema>>["fields"];

export interface ProfileFormProps {
  defaults: ReturnType<typeof profileFormDefaults> & Record<string, unknown>;
  categories: CategoryGroupOption[];
  lastResult?: SubmissionResult<string[]> | null;
  /**
   * The admin's form (/admin/businesses/…): a schema over the same fields plus its own, which
   * `extra` draws after "Datos principales"; `pin` goes under the coordinates (a map to place them).
   */
  schema?: z.ZodType;
  formId?: string;
  intent?: string;
  extra?: (fields: ProfileFields) => ReactNode;
  pin?: (ids: { latitude: string; longitude: string }) => ReactNode;
  submitLabel?: string;
}

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="min-w-0 space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      aria-labelledby={id}
    >
      <div>
        <h2 id={id} className="font-bold text-lg">
          {title}
        </h2>
        {description && <p className="text-fg-muted text-sm">{description}</p>}
      </div>
      {children}
    </fieldset>
  );
}

const asList = (value: unknown, fallback: string[]) =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : typeof value === "string"
      ? [value]
      : fallback;

/** Everything an owner may say about their business, saved with one button. A plain POST: works without JavaScript. */
export function ProfileForm({
  defaults,
  categories,
  lastResult,
  schema,
  formId = "profile",
  intent = "profile",
  extra,
  pin,
  submitLabel = "Guardar cambios",
}: ProfileFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const categoryIds = categories.flatMap((g) => g.options.map((o) => o.id));
  const { form, fields, formProps } = useSchemaForm(
    (schema as ProfileSchema) ?? businessProfileSchema({ categoryIds }),
    {
      id: formId,
      lastResult,
      defaultValue: defaults,
    },
  );
  const refused = lastResult?.status === "error" && !form.valid;
  const initialType =
    typeof fields.businessType.initialValue === "string" ? fields.businessType.initialValue : defaults.businessType;
  const [businessType, setBusinessType] = useState(initialType);
  const hydrated = useHydrated();
  const [locating, setLocating] = useState<string | null>(null);
  const submitted = lastResult?.status === "error";
  const initialPayments = submitted ? asList(fields.payments.initialValue, []) : defaults.payments;
  const initialAmenities = submitted ? asList(fields.amenities.initialValue, []) : defaults.amenities;
  const emergency = submitted
    ? fields.acceptsEmergencyCalls.initialValue === "on"
    : defaults.acceptsEmergencyCalls === "on";

  function locate() {
    if (!navigator.geolocation) {
      setLocating("Tu navegador no permite compartir la ubicación.");
      return;
    }
    setLocating("Buscando tu ubicación…");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const inside =
          coords.latitude >= MAP_BOUNDS.minLat &&
          coords.latitude <= MAP_BOUNDS.maxLat &&
          coords.longitude >= MAP_BOUNDS.minLng &&
          coords.longitude <= MAP_BOUNDS.maxLng;
        if (!inside) {
          setLocating("Estás fuera de Villa María y Villa Nueva: cargá la ubicación del comercio a mano.");
          return;
        }
        const set = (id: string, n: number) => {
          const input = document.getElementById(id);
          if (input instanceof HTMLInputElement) input.value = n.toFixed(6).replace(".", ",");
        };
        set(fields.latitude.id, coords.latitude);
        set(fields.longitude.id, coords.longitude);
        setLocating("Listo: cargamos tu ubicación actual. Guardá los cambios para publicarla.");
      },
      () => setLocating("No pudimos obtener tu ubicación. Revisá el permiso del navegador o cargala a mano."),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  const professional = businessType !== "commerce";

  return (
    <Form method="post" className="flex flex-col gap-6" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {refused && <FormAlert tone="error" title="Revisá los datos marcados y probá de nuevo." />}

      <Section id="perfil-datos" title="Datos principales">
        <TextField
          {...fieldProps(fields.name)}
          label="Nombre del comercio"
          maxLength={PROFILE_NAME_MAX}
          autoComplete="organization"
        />
        <TextareaField
          {...fieldProps(fields.description)}
          label="Descripción"
          maxLength={PROFILE_DESCRIPTION_MAX}
          rows={5}
          hint="Qué vendés o qué servicios das: las palabras de acá también sirven para que te encuentren en la búsqueda."
        />
        <CategorySelect {...fieldProps(fields.categoryId)} label="Categoría" groups={categories} />
        <SelectField
          {...fieldProps(fields.businessType)}
          label="Tipo de negocio"
          options={PROFILE_BUSINESS_TYPES.map((t) => ({ value: t, label: BUSINESS_TYPE_LABELS[t] }))}
          onChange={(e) => setBusinessType(e.currentTarget.value as typeof businessType)}
        />
      </Section>

      {extra?.(fields)}

      {(professional || !hydrated) && (
        <Section
          id="perfil-profesional"
          title="Servicio profesional"
          description={hydrated ? undefined : "Sólo para profesionales y servicios: si sos un comercio, dejalo vacío."}
        >
          <TextField
            {...fieldProps(fields.serviceArea)}
            label="Zona de cobertura (opcional)"
            maxLength={PROFILE_SERVICE_AREA_MAX}
            placeholder="Ej.: Villa María, Villa Nueva y zona rural"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...fieldProps(fields.yearsExperience)}
              label="Años de experiencia (opcional)"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={2}
            />
            <MoneyField
              {...fieldProps(fields.hourlyRate)}
              label="Valor por hora, en pesos (opcional)"
              placeholder="15.000"
            />
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              name={fields.acceptsEmergencyCalls.name}
              defaultChecked={emergency}
              className="size-5 accent-brand-600"
            />
            Atiendo urgencias
          </label>
          <TextareaField
            {...fieldProps(fields.certifications)}
            label="Certificaciones y matrículas (opcional)"
            rows={3}
            hint="Una por línea, hasta 10. Ej.: Matrícula de gasista ECOGAS."
          />
        </Section>
      )}
      <Section id="perfil-ubicacion" title="Ubicación">
        <TextField
          {...fieldProps(fields.address)}
          label="Dirección"
          maxLength={PROFILE_ADDRESS_MAX}
          autoComplete="street-address"
          placeholder="Ej.: Bv. España 1234"
        />
        <SelectField {...fieldProps(fields.city)} label="Ciudad" options={CITY_OPTIONS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...fieldProps(fields.latitude)}
            label="Latitud (opcional)"
            inputMode="decimal"
            placeholder="-32,4075"
          />
          <TextField
            {...fieldProps(fields.longitude)}
            label="Longitud (opcional)"
            inputMode="decimal"
            placeholder="-63,2405"
          />
        </div>
        {pin?.({ latitude: fields.latitude.id, longitude: fields.longitude.id })}
        <p className="text-fg-muted text-xs">
          Con la ubicación exacta, el botón “Cómo llegar” lleva a la puerta. La encontrás en Google Maps: tocá y mantené
          sobre tu local y copiá los dos números.
        </p>
        {hydrated && (
          <div className="space-y-2">
            <button
              type="button"
              onClick={locate}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 font-medium text-sm hover:bg-surface-muted"
            >
              <LocateFixed className="size-4" aria-hidden />
              Usar mi ubicación actual
            </button>
            <p role="status" className="text-fg-muted text-sm">
              {locating}
            </p>
          </div>
        )}
      </Section>

      <Section id="perfil-contacto" title="Contacto">
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactFields fields={fields} />
        </div>
      </Section>

      <Section id="perfil-redes" title="Redes sociales" description="Tu usuario (@micomercio) o el enlace a tu perfil.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...fieldProps(fields.instagramUrl)}
            label="Instagram"
            placeholder="@micomercio"
            autoCapitalize="none"
          />
          <TextField
            {...fieldProps(fields.facebookUrl)}
            label="Facebook"
            placeholder="facebook.com/micomercio"
            autoCapitalize="none"
          />
          <TextField {...fieldProps(fields.tiktokUrl)} label="TikTok" placeholder="@micomercio" autoCapitalize="none" />
          <TextField
            {...fieldProps(fields.youtubeUrl)}
            label="YouTube"
            placeholder="@micomercio"
            autoCapitalize="none"
          />
        </div>
      </Section>

      <Section id="perfil-servicios" title="Medios de pago y servicios">
        <CheckboxGroupField
          id={fields.payments.id}
          name={fields.payments.name}
          label="Medios de pago (además de efectivo)"
          options={PAYMENT_OPTIONS}
          defaultValue={initialPayments}
        />
        <CheckboxGroupField
          id={fields.amenities.id}
          name={fields.amenities.name}
          label="Servicios"
          options={AMENITY_OPTIONS}
          defaultValue={initialAmenities}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 border-line border-t bg-bg/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 [&>button]:sm:w-auto">
        <SubmitButton busy={busy} busyLabel="Guardando...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
