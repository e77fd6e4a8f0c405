/**
 * /mi-comercio/reclamar/{businessId}: "¿Es tu comercio?". A signed-in person says who they are at
 * the business, how to reach them and why it is theirs (text, and up to three pictures or a PDF
 * that only admins can open). The business comes from the URL, never from the form.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { ProofFilesField } from "#app/components/claims/proof-files-field.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { ShieldCheck } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import {
  CLAIM_FORM_MAX_BYTES,
  CLAIM_PROOF_ACCEPT,
  CLAIM_PROOF_MAX_BYTES,
  CLAIM_PROOF_MAX_FILES,
  CLAIM_PROOF_TEXT_MAX,
  CLAIM_ROLE_OPTIONS,
  claimFormSchema,
} from "#core/claim-form.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission } from "#core/forms.ts";
import { IMAGE_PRESETS, imageMinSizeText } from "#core/image-rules.ts";
import { isUuid } from "#core/uuid.ts";
import { claimBlocker, findClaimableBusiness, submitClaim } from "#server/claims/submit-claim.ts";
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/claim-business";

async function claimableOr404(businessId: string | undefined) {
  const business = businessId && isUuid(businessId) ? await findClaimableBusiness(businessId) : null;
  if (!business) throw new AppError("not_found");
  return business;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const business = await claimableOr404(params.businessId);
  return { business, blocker: await claimBlocker(user.id, business.uuid) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const business = await claimableOr404(params.businessId);
  const form = await readForm(request, { maxBytes: CLAIM_FORM_MAX_BYTES });
  const submission = parseSubmission(form, claimFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  const result = await submitClaim(user, business.uuid, submission.value, request.headers.get(CLIENT_IP_HEADER));
  if (!result.ok) {
    const { code, status, message, fieldErrors } = result.problem;
    if (code === "not_found") throw new AppError("not_found");
    if (fieldErrors?.proofFiles) {
      return data({ result: submission.reply({ fieldErrors: { proofFiles: [message] } }) }, { status });
    }
    return data({ result: submission.reply({ formErrors: [message] }) }, { status });
  }
  return redirectWithToast("/mi-comercio", {
    type: "success",
    title: "Recibimos tu pedido",
    description: `Vamos a revisar lo que nos mandaste sobre ${result.value.businessName} y te avisamos por acá y por email.`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `¿Es tu comercio? ${loaderData.business.name} | Vilma` : "¿Es tu comercio? | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function ClaimBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { business, blocker } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { form, fields, formProps } = useSchemaForm(claimFormSchema, { id: "claim", lastResult: actionData?.result });
  const formError = form.errors?.[0];
  return (
    <main id="contenido" className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <PageHeader
        title={`¿Es tu comercio? ${business.name}`}
        breadcrumb={[{ label: business.name, href: `/${business.slug}` }, { label: "¿Es tu comercio?" }]}
        description="Contanos quién sos en el comercio y cómo lo podemos comprobar. Un administrador de Vilma revisa cada pedido antes de dejarte administrarlo."
      />
      {blocker ? (
        <div className="mt-6">
          <FormAlert tone={blocker.reason === "already_owner" ? "success" : "error"} title={blocker.message} />
          <Link
            to="/mi-comercio"
            className="mt-4 inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Ir a Mi comercio
          </Link>
        </div>
      ) : (
        <div className="mt-6 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-5" {...formProps}>
            {formError ? (
              <FormAlert tone="error" title={formError} />
            ) : (
              actionData?.result?.status === "error" &&
              !form.valid && <FormAlert tone="error" title="Revisá los datos marcados y probá de nuevo." />
            )}
            <p className="text-fg-muted text-sm">
              {business.address ? `${business.address}, ` : ""}
              {business.city}
            </p>
            <SelectField
              {...fieldProps(fields.role)}
              label="¿Qué sos en el comercio?"
              placeholder
              options={CLAIM_ROLE_OPTIONS}
            />
            <TextField
              {...fieldProps(fields.contactPhone)}
              label="Teléfono de contacto"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="Ej.: 353 412-3456"
              hint="Te podemos llamar para confirmar. No se publica."
            />
            <TextareaField
              {...fieldProps(fields.proofText)}
              label="¿Cómo lo podemos comprobar?"
              maxLength={CLAIM_PROOF_TEXT_MAX}
              rows={5}
              placeholder="Ej.: Soy la dueña desde 2019; el CUIT del comercio está a mi nombre y el teléfono del local es el 353 452-1234."
            />
            <ProofFilesField
              id="claim-proof"
              name={fields.proofFiles.name}
              label="Comprobantes (opcional)"
              hint={`Hasta ${CLAIM_PROOF_MAX_FILES} archivos: fotos (del local, de una factura, de la habilitación) o un PDF, de hasta 8 MB cada uno. Las fotos, de al menos ${imageMinSizeText(IMAGE_PRESETS.proof.min)}, para que se lean.`}
              accept={CLAIM_PROOF_ACCEPT}
              maxFiles={CLAIM_PROOF_MAX_FILES}
              maxBytes={CLAIM_PROOF_MAX_BYTES}
              error={fields.proofFiles.errors?.[0]}
            />
            <p className="flex gap-2 rounded-lg bg-surface-muted p-3 text-fg-muted text-sm">
              <ShieldCheck className="size-5 shrink-0 text-brand-600" aria-hidden />
              Los comprobantes sólo los ve el equipo de Vilma para decidir tu pedido. Nunca se publican.
            </p>
            <div className="flex flex-wrap items-center gap-3 pt-1 [&>button]:w-auto">
              <SubmitButton busy={busy} busyLabel="Enviando...">
                Enviar pedido
              </SubmitButton>
              <Link
                to={`/${business.slug}`}
                className="rounded-lg px-3 py-2 font-medium text-fg-muted hover:bg-surface-muted"
              >
                Cancelar
              </Link>
            </div>
          </Form>
        </div>
      )}
    </main>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
