import { useState } from "react";
import { TextField } from "#app/components/form/fields.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { fieldProps, type SubmissionResult } from "#app/components/form/use-schema-form.ts";
import { BUSINESS_STATUS_EFFECTS, BUSINESS_STATUS_LABELS } from "#app/components/owner/business-status-badge.tsx";
import type { CategoryGroupOption } from "#app/components/owner/listing/category-select.tsx";
import { type ProfileFields, ProfileForm, Section } from "#app/components/owner/listing/profile-form.tsx";
import {
  ADMIN_BUSINESS_STATUSES,
  adminBusinessSchema,
  needsReason,
  newBusinessSchema,
  SLUG_MAX,
  STATUS_REASON_MAX,
} from "#core/admin-business-form.ts";
import { slugify } from "#core/slug.ts";
import { CoordinatesPin } from "./coordinates-pin.tsx";

export interface AdminBusinessFormProps {
  mode: "new" | "edit";
  defaults: Record<string, unknown> & Parameters<typeof ProfileForm>[0]["defaults"];
  categories: CategoryGroupOption[];
  brands: { id: number; name: string }[];
  lastResult?: SubmissionResult<string[]> | null;
  /** Whether GEOCODER_URL is set: "Buscar en el mapa" moves the pin to the address. */
  geocoder: boolean;
}

/**
 * The admin's business form: the owner's editor (every field of the spec's Business) with the
 * admin's own (slug, brand, Google's data and, when creating, the status) and a map pin under the
 * coordinates, with "Buscar en el mapa" (the address through the geocoder, as the owner's form). One POST (intent "business"), with or without JavaScript.
 */
export function AdminBusinessForm({
  mode,
  defaults,
  categories,
  brands,
  lastResult,
  geocoder,
}: AdminBusinessFormProps) {
  const categoryIds = categories.flatMap((g) => g.options.map((o) => o.id));
  const brandIds = brands.map((b) => b.id);
  const schema =
    mode === "new" ? newBusinessSchema({ categoryIds, brandIds }) : adminBusinessSchema({ categoryIds, brandIds });
  return (
    <ProfileForm
      defaults={defaults}
      categories={categories}
      lastResult={lastResult}
      schema={schema}
      formId={mode === "new" ? "business-new" : "business-edit"}
      intent="business"
      submitLabel={mode === "new" ? "Crear comercio" : "Guardar cambios"}
      extra={(fields) => <AdminFields mode={mode} fields={fields} brands={brands} />}
      pin={(ids) => (
        <CoordinatesPin
          latitudeId={ids.latitude}
          longitudeId={ids.longitude}
          name={typeof defaults.name === "string" && defaults.name ? defaults.name : "el comercio"}
          search={{ addressName: "address", cityName: "city", configured: geocoder }}
        />
      )}
    />
  );
}

function AdminFields({
  mode,
  fields,
  brands,
}: {
  mode: "new" | "edit";
  fields: ProfileFields;
  brands: { id: number; name: string }[];
}) {
  const field = (name: string) => fieldProps(fields[name]!);
  const initialStatus = typeof fields.status?.initialValue === "string" ? fields.status.initialValue : "pending";
  const [status, setStatus] = useState(initialStatus);
  const [slugHint, setSlugHint] = useState<string | null>(null);
  return (
    <Section id="admin-datos" title="Administración" description="Lo que sólo la administración puede cambiar.">
      <TextField
        {...field("slug")}
        label={mode === "new" ? "Dirección en Vilma (opcional)" : "Dirección en Vilma"}
        maxLength={SLUG_MAX}
        autoCapitalize="none"
        hint={
          slugHint ??
          (mode === "new"
            ? "Si la dejás vacía, la armamos con el nombre (por ejemplo panaderia-del-centro)."
            : "Cambiarla rompe los enlaces viejos a la página.")
        }
        onFocus={(e) => {
          if (mode !== "new" || e.currentTarget.value) return;
          const name = e.currentTarget.form?.elements.namedItem("name");
          if (name instanceof HTMLInputElement && name.value) setSlugHint(`Sugerencia: ${slugify(name.value)}`);
        }}
      />
      <SelectField
        {...field("brandId")}
        label="Marca (cadena con varias sucursales)"
        placeholder="Sin marca"
        options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
      />
      {mode === "new" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field("status")}
            label="Estado"
            defaultValue={initialStatus}
            options={ADMIN_BUSINESS_STATUSES.map((s) => ({ value: s, label: BUSINESS_STATUS_LABELS[s] }))}
            hint={BUSINESS_STATUS_EFFECTS[status as keyof typeof BUSINESS_STATUS_EFFECTS]}
            onChange={(e) => setStatus(e.currentTarget.value)}
          />
          <TextField
            {...field("reason")}
            label={needsReason(status) ? "Motivo" : "Motivo (opcional)"}
            maxLength={STATUS_REASON_MAX}
          />
        </div>
      )}
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Datos de Google</legend>
        <TextField {...field("googlePlaceId")} label="Place ID" autoCapitalize="none" />
        <TextField {...field("googlePlaceName")} label="Nombre en Google" />
        <TextField {...field("googlePlaceUrl")} label="Enlace de Google Maps" inputMode="url" />
        <div className="grid grid-cols-2 gap-4">
          <TextField {...field("googleRating")} label="Calificación" inputMode="decimal" placeholder="4,5" />
          <TextField {...field("googleReviewsCount")} label="Reseñas" inputMode="numeric" />
        </div>
      </fieldset>
    </Section>
  );
}
