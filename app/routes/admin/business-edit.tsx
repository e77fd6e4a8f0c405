/**
 * /admin/businesses/{uuid}/edit ("Datos"): every field of the business, and its status with a
 * reason (its own small form: the owners are told, the public caches follow at once). Hours,
 * pictures, owners and the history are the other tabs. A bad id is a 404.
 */
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { BusinessEditHeader } from "#app/components/admin/business-edit-header.tsx";
import { AdminBusinessForm } from "#app/components/admin/business-form.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { BUSINESS_STATUS_LABELS } from "#app/components/owner/business-status-badge.tsx";
import {
  ADMIN_BUSINESS_STATUSES,
  adminBusinessSchema,
  adminFormDefaults,
  needsReason,
  STATUS_REASON_MAX,
  statusChangeSchema,
} from "#core/admin-business-form.ts";
import { profileFormDefaults } from "#core/business-profile-form.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission } from "#core/forms.ts";
import { listBrandChoices } from "#server/brands/list-brand-choices.ts";
import { changeBusinessStatus } from "#server/businesses/change-status.ts";
import { loadAdminBusiness } from "#server/businesses/load-admin-business.ts";
import { requireAdminBusiness } from "#server/businesses/require-admin-business.ts";
import { updateAdminBusiness } from "#server/businesses/update-admin-business.ts";
import { appGeocoder } from "#server/geocoding/geocoder.ts";
import { categoryIdsOf, listCategoryChoices } from "#server/listing/business-profile.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { replyFieldErrors } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/business-edit";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireAdminBusiness(context, request, params.businessId);
  const [full, categories, brands] = await Promise.all([
    loadAdminBusiness(business.uuid),
    listCategoryChoices(),
    listBrandChoices(),
  ]);
  if (!full) throw new AppError("not_found");
  return {
    business,
    reviewNote: full.reviewNote,
    categories,
    brands,
    geocoder: appGeocoder().configured,
    defaults: {
      ...profileFormDefaults({ ...full.values, hourlyRate: full.values.hourlyRate }),
      ...adminFormDefaults(full.values),
    },
  };
}

type ActionData = { intent: "business" | "status"; result: SubmissionResult<string[]> };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { admin, business } = await requireAdminBusiness(context, request, params.businessId);
  const form = await readForm(request);
  const actor = auditActor(admin, request);
  const here = `/admin/businesses/${business.uuid}/edit`;
  const intent = form.get("intent");
  if (intent === "status") {
    // The business is the one in the URL, never a form field.
    form.set("ids", business.uuid);
    const submission = parseSubmission(form, statusChangeSchema(1));
    if (submission.status !== "success") {
      return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    const { status, reason } = submission.value;
    const outcome = await changeBusinessStatus(actor, [business.uuid], status, reason);
    return redirectWithToast(here, {
      type: outcome.changed.length > 0 ? "success" : "info",
      title:
        outcome.changed.length > 0
          ? `Estado: ${BUSINESS_STATUS_LABELS[status].toLowerCase()}`
          : `Ya estaba en estado ${BUSINESS_STATUS_LABELS[status].toLowerCase()}`,
      description: outcome.changed.length > 0 ? "Los dueños ya tienen el aviso." : undefined,
    });
  }
  if (intent === "business") {
    const [categories, brands] = await Promise.all([listCategoryChoices(), listBrandChoices()]);
    const schema = adminBusinessSchema({ categoryIds: categoryIdsOf(categories), brandIds: brands.map((b) => b.id) });
    const submission = parseSubmission(form, schema);
    if (submission.status !== "success") {
      return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    const result = await updateAdminBusiness(actor, business.uuid, submission.value);
    if (!result.ok) {
      return data<ActionData>(
        { intent, result: submission.reply({ fieldErrors: replyFieldErrors(result.problem) }) },
        { status: result.problem.status },
      );
    }
    return redirectWithToast(here, {
      type: "success",
      title: result.value.changed.length > 0 ? "Cambios guardados" : "No había cambios para guardar",
    });
  }
  throw new AppError("bad_request");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.business.name ?? "Comercio"} | Comercios | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

function StatusForm({
  uuid,
  status,
  reviewNote,
  lastResult,
}: {
  uuid: string;
  status: string;
  reviewNote: string | null;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  const { form, fields, formProps } = useSchemaForm(statusChangeSchema(1), {
    id: "status",
    lastResult,
    defaultValue: { status, reason: "" },
  });
  const [chosen, setChosen] = useState(status);
  return (
    <section
      aria-labelledby="estado-comercio"
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="estado-comercio" className="font-bold text-lg">
        Estado
      </h2>
      {reviewNote && <p className="text-fg-muted text-sm">Último motivo: {reviewNote}</p>}
      <Form
        method="post"
        className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end"
        {...formProps}
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="ids" value={uuid} />
        {lastResult?.status === "error" && !form.valid && (
          <div className="sm:col-span-3">
            <FormAlert tone="error" title="Revisá los datos marcados y probá de nuevo." />
          </div>
        )}
        <SelectField
          {...fieldProps(fields.status)}
          label="Nuevo estado"
          options={ADMIN_BUSINESS_STATUSES.map((s) => ({ value: s, label: BUSINESS_STATUS_LABELS[s] }))}
          onChange={(e) => setChosen(e.currentTarget.value)}
        />
        <TextField
          {...fieldProps(fields.reason)}
          label={needsReason(chosen) ? "Motivo (lo leen los dueños)" : "Motivo (opcional)"}
          maxLength={STATUS_REASON_MAX}
        />
        <SubmitButton busy={busy} busyLabel="Cambiando...">
          Cambiar estado
        </SubmitButton>
      </Form>
    </section>
  );
}

export default function EditBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { business, reviewNote, categories, brands, defaults } = loaderData;
  const businessResult = actionData?.intent === "business" ? actionData.result : null;
  const statusResult = actionData?.intent === "status" ? actionData.result : null;
  return (
    <div className="flex flex-col gap-6">
      <BusinessEditHeader business={business} title={business.name} />
      <StatusForm
        key={business.status}
        uuid={business.uuid}
        status={business.status}
        reviewNote={reviewNote}
        lastResult={statusResult}
      />
      <AdminBusinessForm
        key={JSON.stringify(defaults)}
        mode="edit"
        defaults={defaults}
        categories={categories}
        brands={brands}
        lastResult={businessResult}
        geocoder={loaderData.geocoder}
      />
    </div>
  );
}
