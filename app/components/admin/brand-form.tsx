import { Form, Link, useNavigation } from "react-router";
import { AdminFormSection } from "#app/components/admin/admin-form-section.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { brandFormSchema } from "#core/brand-form.ts";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_PRESETS } from "#core/image-rules.ts";

export interface BrandFormBrand {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
}

/** A brand's form in /admin/brands (new) and /admin/brands/{id} (edit): multipart, works without JS. */
export function BrandForm({
  brand,
  lastResult,
  cancelHref,
}: {
  brand: BrandFormBrand | null;
  lastResult: SubmissionResult<string[]> | null;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useSchemaForm(brandFormSchema, {
    id: "brand",
    lastResult,
    defaultValue: brand
      ? {
          name: brand.name,
          slug: brand.slug,
          description: brand.description ?? "",
          websiteUrl: brand.websiteUrl ?? "",
        }
      : {},
  });
  return (
    <AdminFormSection id="brand-form" title={brand ? "Datos de la marca" : "Nueva marca"} error={form.errors?.[0]}>
      <Form method="post" encType="multipart/form-data" {...formProps} className="mt-4 grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        <TextField {...fieldProps(fields.name)} label="Nombre" maxLength={80} />
        <TextField {...fieldProps(fields.slug)} label="Dirección" hint="Minúsculas y guiones" maxLength={80} />
        <TextField {...fieldProps(fields.websiteUrl)} label="Sitio web" type="url" inputMode="url" />
        <div className="md:col-span-2">
          <TextareaField {...fieldProps(fields.description)} label="Descripción" maxLength={500} rows={3} />
        </div>
        <div className="md:col-span-2">
          <ImageUploadField
            id={fields.logo.id}
            name={fields.logo.name}
            error={fields.logo.errors?.[0]}
            label="Logo"
            accept={IMAGE_ACCEPT}
            maxBytes={IMAGE_MAX_BYTES}
            minSize={IMAGE_PRESETS.logo.min}
            currentUrl={brand?.logoUrl}
          />
          {brand?.logoUrl && (
            <label className="mt-2 flex min-h-10 items-center gap-2 text-sm">
              <input type="checkbox" name="removeLogo" className="size-4" />
              Quitar el logo guardado
            </label>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
              {brand ? "Guardar marca" : "Crear marca"}
            </SubmitButton>
          </div>
          <Link to={cancelHref} className="font-medium text-sm underline">
            Cancelar
          </Link>
        </div>
      </Form>
    </AdminFormSection>
  );
}
