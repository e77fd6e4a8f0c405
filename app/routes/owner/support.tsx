/**
 * /mi-comercio/ayuda: an owner writes to Vilma about one of their businesses ("Escribinos"). It
 * becomes a support ticket (source "owner", linked to the business) answered to the account's
 * e-mail, with an acknowledgement sent at once.
 */

import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { LifeBuoy } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { CONTACT_LIMITS } from "#core/contact-limits.ts";
import { parseSubmission } from "#core/forms.ts";
import { ownerSupportSchema } from "#core/support.ts";
import { requireBusinessOwner } from "#server/platform/auth/guards.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import { getDb } from "#server/platform/db/client.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import { createTicket } from "#server/support/create-ticket.ts";
import type { Route } from "./+types/support";

async function ownedBusinesses(userId: string) {
  const owned = await getUserBusinesses(await getDb(), userId);
  return owned.map((b) => ({ value: b.uuid, label: b.name }));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireBusinessOwner(context, request);
  return { businesses: await ownedBusinesses(user.id), email: user.email };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireBusinessOwner(context, request);
  const form = await readForm(request);
  const submission = parseSubmission(form, ownerSupportSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { businessUuid, subject, message } = submission.value;
  const mine = await ownedBusinesses(user.id);
  if (!mine.some((b) => b.value === businessUuid)) {
    return data(
      { result: submission.reply({ fieldErrors: { businessUuid: ["Elegí uno de tus comercios."] } }) },
      { status: 400 },
    );
  }
  await createTicket(
    { source: "owner", userId: user.id, businessUuid, name: user.name, email: user.email, subject, message },
    { origin: siteOrigin(request) },
  );
  return redirectWithToast("/mi-comercio", {
    type: "success",
    title: "Recibimos tu consulta",
    description: `Te respondemos a ${user.email}.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Ayuda | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function OwnerSupport({ loaderData, actionData }: Route.ComponentProps) {
  const { businesses, email } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps } = useSchemaForm(ownerSupportSchema, {
    id: "ayuda",
    lastResult: actionData?.result,
    defaultValue: businesses.length === 1 ? { businessUuid: businesses[0]!.value } : undefined,
  });
  return (
    <main id="contenido" className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Escribinos"
        breadcrumb={[{ label: "Mi comercio", href: "/mi-comercio" }, { label: "Ayuda" }]}
        description={`¿Algo no anda o tenés una duda sobre tu comercio? Te respondemos a ${email}.`}
      />
      <Form method="post" className="mt-6 flex flex-col gap-4" {...formProps}>
        {form.errors?.[0] && <FormAlert tone="error" title={form.errors[0]} />}
        <SelectField {...fieldProps(fields.businessUuid)} label="Comercio" placeholder options={businesses} />
        <TextField {...fieldProps(fields.subject)} label="Asunto" maxLength={CONTACT_LIMITS.subject} />
        <TextareaField {...fieldProps(fields.message)} label="Mensaje" rows={6} maxLength={CONTACT_LIMITS.message} />
        <div>
          <SubmitButton busy={busy} busyLabel="Enviando…">
            <LifeBuoy className="size-4" aria-hidden /> Enviar consulta
          </SubmitButton>
        </div>
      </Form>
    </main>
  );
}
