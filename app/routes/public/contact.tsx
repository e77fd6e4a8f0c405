/**
 * /contacto: the footer's "Contacto". Name, e-mail, subject and message (a signed-in person finds
 * their name and e-mail filled in); a hidden honeypot field; at most a few messages per address an
 * hour. It becomes a support ticket (source "contact") and the person gets an acknowledgement by
 * e-mail.
 */

import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useLazySchemaForm } from "#app/components/form/use-lazy-schema-form.ts";
import { Mail } from "#app/components/icons/icons.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "#core/contact-limits.ts";
import { AppError } from "#core/errors.ts";
import { constraintsOf, parseSubmission } from "#core/forms.ts";
import { contactFormSchema } from "#core/support.ts";
import type { z } from "#core/zod.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { clientHash } from "#server/platform/http/visitor-id.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import { createTicket } from "#server/support/create-ticket.ts";
import type { Route } from "./+types/contact";

const PATH = "/contacto";
const SENT = {
  type: "success" as const,
  title: "¡Gracias! Recibimos tu mensaje",
  description: "Te mandamos un email de confirmación y te respondemos a esa dirección.",
};

export async function loader({ context }: Route.LoaderArgs) {
  const user = getOptionalUser(context);
  return {
    prefill: user ? { name: user.name, email: user.email } : null,
    constraint: constraintsOf(contactFormSchema),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = getOptionalUser(context);
  const form = await readForm(request);
  const submission = parseSubmission(form, contactFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { [HONEYPOT_FIELD]: trap, ...input } = submission.value;
  // A bot filled the field people never see: the same answer, nothing kept, nothing sent.
  if (trap) return redirectWithToast(PATH, SENT);
  try {
    await createTicket(
      { source: "contact", userId: user?.id ?? null, businessUuid: null, ...input },
      { rateKey: clientHash(request), origin: siteOrigin(request) },
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
  }
  return redirectWithToast(PATH, SENT);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Contacto",
    description:
      "Escribinos: dudas, sugerencias o problemas con Vilma, la guía de comercios de Villa María y Villa Nueva.",
    path: PATH,
    origin: originFrom(matches),
  });

/** The browser's check of the form: the same schema and parser as the action, loaded on first focus. */
async function loadContactValidation() {
  const [{ parseSubmission }, { contactFormSchema }] = await Promise.all([
    import("#core/forms.ts"),
    import("#core/support.ts"),
  ]);
  return (formData: FormData) => parseSubmission(formData, contactFormSchema);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { prefill, constraint } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps } = useLazySchemaForm<z.input<typeof contactFormSchema>>(loadContactValidation, {
    id: "contacto",
    constraint,
    lastResult: actionData?.result,
    defaultValue: prefill ?? undefined,
  });
  const formError = form.errors?.[0];
  return (
    <main id="contenido" className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="flex items-center gap-3 font-extrabold text-3xl tracking-tight">
        <Mail className="size-8 text-brand-600" aria-hidden />
        Contacto
      </h1>
      <p className="mt-3 text-fg-muted text-lg">
        ¿Una duda, una sugerencia o algo que no anda? Escribinos y te respondemos por email.
      </p>
      <Form method="post" className="mt-8 flex flex-col gap-4" {...formProps}>
        {formError && <FormAlert tone="error" title={formError} />}
        <TextField {...fieldProps(fields.name)} label="Nombre" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <TextField {...fieldProps(fields.email)} type="email" label="Email" autoComplete="email" />
        <TextField {...fieldProps(fields.subject)} label="Asunto" maxLength={CONTACT_LIMITS.subject} />
        <TextareaField {...fieldProps(fields.message)} label="Mensaje" rows={6} maxLength={CONTACT_LIMITS.message} />
        {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
        <div className="hidden" aria-hidden="true">
          <label htmlFor="contacto-sitio-web">No completes este campo</label>
          <input id="contacto-sitio-web" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <SubmitButton busy={busy} busyLabel="Enviando…">
            Enviar mensaje
          </SubmitButton>
        </div>
      </Form>
    </main>
  );
}
