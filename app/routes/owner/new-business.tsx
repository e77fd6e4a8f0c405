/**
 * /mi-comercio/nuevo: "Sumá tu comercio". One form in four parts (the business, where it is, how to
 * reach it, its hours); without JavaScript it is one long form and works the same. Where it is: the
 * address, looked up (GEOCODER_URL) as the owner leaves the field, and a pin on a map they drag to
 * the door; nobody types coordinates (they wait in "Escribir las coordenadas"). A form that arrives
 * without a pin (no JavaScript) is located by its address on the server, or asked for the pin. What is sent
 * waits for an admin: it is not public until approved. /pricing sends people without a business here,
 * so the page also points to claiming one that is already listed.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { CoordinatesPin } from "#app/components/admin/coordinates-pin.tsx";
import { UseMyLocationButton } from "#app/components/claims/use-my-location.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TimeField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { ContactFields } from "#app/components/owner/listing/contact-fields.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import {
  BUSINESS_TYPE_OPTIONS,
  REGISTRATION_LIMITS,
  registrationFormSchema,
  WEEK_DAYS,
} from "#core/business-registration-form.ts";
import { CITY_OPTIONS } from "#core/cities.ts";
import { parseSubmission } from "#core/forms.ts";
import { listCategories } from "#server/categories/list-categories.ts";
import { registerBusiness } from "#server/claims/register-business.ts";
import { placeRegistration } from "#server/claims/registration-place.ts";
import { appGeocoder } from "#server/geocoding/geocoder.ts";
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/new-business";

/** Active categories as one list: children read "Gastronomía › Pizzerías". */
async function categoryOptions() {
  const rows = await listCategories();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return rows
    .map((r) => ({
      value: String(r.id),
      label: r.parentId != null && names.has(r.parentId) ? `${names.get(r.parentId)} › ${r.name}` : r.name,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, "es"));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request);
  return { categories: await categoryOptions(), geocoder: appGeocoder().configured };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  const categories = await categoryOptions();
  const submission = parseSubmission(form, registrationFormSchema(categories.map((c) => Number(c.value))));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const place = await placeRegistration(submission.value, appGeocoder());
  if (!place.ok) {
    return data({ result: submission.reply({ fieldErrors: { [place.field]: [place.message] } }) }, { status: 400 });
  }
  const result = await registerBusiness(user, place.input, request.headers.get(CLIENT_IP_HEADER));
  if (!result.ok) {
    const { status, message, fieldErrors } = result.problem;
    if (fieldErrors?.categoryId) {
      return data({ result: submission.reply({ fieldErrors: { categoryId: [message] } }) }, { status });
    }
    return data({ result: submission.reply({ formErrors: [message] }) }, { status });
  }
  return redirectWithToast("/mi-comercio", {
    type: "success",
    title: "Recibimos tu comercio",
    description: `Vamos a revisar ${result.value.name} y te avisamos apenas esté publicado.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Sumá tu comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

const STEPS = [
  { id: "paso-comercio", label: "El comercio" },
  { id: "paso-ubicacion", label: "Dónde está" },
  { id: "paso-contacto", label: "Contacto" },
  { id: "paso-horarios", label: "Horarios" },
];

function Step({
  index,
  id,
  title,
  hint,
  children,
}: {
  index: number;
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold text-lg">
        <span
          aria-hidden
          className="grid size-7 place-items-center rounded-full bg-brand-600 font-bold text-sm text-white"
        >
          {index}
        </span>
        {title}
      </h2>
      {hint && <p className="mt-1 text-fg-muted text-sm">{hint}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}

export default function NewBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, geocoder } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const schema = registrationFormSchema(categories.map((c) => Number(c.value)));
  const { form, fields, formProps } = useSchemaForm(schema, {
    id: "registration",
    lastResult: actionData?.result,
    defaultValue: {
      city: "Villa María",
      businessType: "commerce",
      ...Object.fromEntries(WEEK_DAYS.map(({ day }) => [`closed${day}`, day === 0 ? "on" : undefined])),
      ...Object.fromEntries(
        WEEK_DAYS.filter(({ day }) => day !== 0).flatMap(({ day }) => [
          [`open${day}`, "09:00"],
          [`close${day}`, "18:00"],
        ]),
      ),
    },
  });
  const anyFields = fields as unknown as Record<string, Parameters<typeof fieldProps>[0]>;
  const formError = form.errors?.[0];
  return (
    <main id="contenido" className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Sumá tu comercio"
        breadcrumb={[{ label: "Mi comercio", href: "/mi-comercio" }, { label: "Sumá tu comercio" }]}
        description="Cargá los datos de tu comercio. Lo revisamos y, cuando lo aprobemos, aparece en Vilma y queda a tu nombre."
      />
      <p className="mt-4 rounded-xl border border-line bg-surface p-3 text-sm">
        ¿Tu comercio ya está en Vilma? No lo cargues de nuevo:{" "}
        <Link to="/search" className="font-medium text-brand-700 underline dark:text-blue-300">
          buscalo
        </Link>{" "}
        y tocá «¿Es tu comercio?» en su página para que quede a tu nombre.
      </p>
      <nav aria-label="Partes del formulario" className="mt-4">
        <ol className="flex flex-wrap gap-2 text-sm">
          {STEPS.map((step, i) => (
            <li key={step.id}>
              <a
                href={`#${step.id}`}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 font-medium hover:bg-surface-muted"
              >
                <span className="font-bold text-brand-700 dark:text-blue-300">{i + 1}</span> {step.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Form method="post" className="mt-6 flex flex-col gap-6" {...formProps}>
        {formError ? (
          <FormAlert tone="error" title={formError} />
        ) : (
          actionData?.result?.status === "error" &&
          !form.valid && <FormAlert tone="error" title="Revisá los datos marcados y probá de nuevo." />
        )}
        <Step index={1} id="paso-comercio" title="El comercio">
          <TextField
            {...fieldProps(fields.name)}
            label="Nombre del comercio"
            maxLength={REGISTRATION_LIMITS.nameMax}
            autoComplete="organization"
            placeholder="Ej.: Panadería La Espiga"
          />
          <SelectField {...fieldProps(fields.categoryId)} label="Categoría" placeholder options={categories} />
          <SelectField {...fieldProps(fields.businessType)} label="Tipo" options={BUSINESS_TYPE_OPTIONS} />
          <TextareaField
            {...fieldProps(fields.description)}
            label="Descripción (opcional)"
            maxLength={REGISTRATION_LIMITS.descriptionMax}
            placeholder="Qué ofrecés, qué te distingue."
          />
        </Step>
        <Step
          index={2}
          id="paso-ubicacion"
          title="Dónde está"
          hint="Con la dirección ubicamos tu comercio en el mapa; revisá el pin y, si hace falta, arrastralo hasta la puerta."
        >
          <TextField
            {...fieldProps(fields.address)}
            label="Dirección"
            maxLength={REGISTRATION_LIMITS.addressMax}
            autoComplete="street-address"
            placeholder="Ej.: Bv. España 245"
            hint="Calle y número."
          />
          <SelectField {...fieldProps(fields.city)} label="Ciudad" options={CITY_OPTIONS} />
          <CoordinatesPin
            latitudeId={fields.latitude.id}
            longitudeId={fields.longitude.id}
            name="tu comercio"
            search={{ addressName: fields.address.name, cityName: fields.city.name, auto: true, configured: geocoder }}
          />
          <UseMyLocationButton latitudeId={fields.latitude.id} longitudeId={fields.longitude.id} />
          <details
            className="rounded-xl border border-line p-3 text-sm"
            open={Boolean(fields.latitude.errors?.length || fields.longitude.errors?.length)}
          >
            <summary className="cursor-pointer font-medium">Escribir las coordenadas (opcional)</summary>
            <p className="mt-2 text-fg-muted">
              Las llena el pin. Si preferís escribirlas: en Google Maps, mantené apretado el punto de tu comercio y
              copiá los dos números.
            </p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <TextField {...fieldProps(fields.latitude)} label="Latitud" inputMode="decimal" placeholder="-32,4075" />
              <TextField
                {...fieldProps(fields.longitude)}
                label="Longitud"
                inputMode="decimal"
                placeholder="-63,2436"
              />
            </div>
          </details>
        </Step>
        <Step
          index={3}
          id="paso-contacto"
          title="Contacto"
          hint="Todo opcional: lo que completes se muestra en tu página."
        >
          <ContactFields fields={fields} />
        </Step>
        <Step
          index={4}
          id="paso-horarios"
          title="Horarios"
          hint="Un horario por día, en formato 24 h. Si cerrás después de medianoche, poné la hora de cierre del día siguiente (ej.: 20:00 a 02:00). Después vas a poder cargar horarios cortados y feriados."
        >
          <ul className="flex flex-col gap-3">
            {WEEK_DAYS.map(({ day, label }) => {
              const closed = anyFields[`closed${day}`];
              const open = anyFields[`open${day}`];
              const close = anyFields[`close${day}`];
              if (!closed || !open || !close) return null;
              return (
                <li key={day} className="rounded-xl border border-line p-3">
                  <fieldset>
                    <legend className="font-semibold">{label}</legend>
                    <label className="mt-2 flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={closed.name}
                        defaultChecked={closed.initialValue === "on"}
                        className="size-4 accent-brand-600"
                      />
                      Cerrado
                    </label>
                    <div className="mt-2 grid grid-cols-2 gap-3">
                      <TimeField {...fieldProps(open)} label="Abre" />
                      <TimeField {...fieldProps(close)} label="Cierra" />
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </Step>
        <div className="flex flex-wrap items-center gap-3 [&>button]:w-auto">
          <SubmitButton busy={busy} busyLabel="Enviando...">
            Enviar para revisión
          </SubmitButton>
          <Link to="/mi-comercio" className="rounded-lg px-3 py-2 font-medium text-fg-muted hover:bg-surface-muted">
            Cancelar
          </Link>
        </div>
      </Form>
    </main>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
