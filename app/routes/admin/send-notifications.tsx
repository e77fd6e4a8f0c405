/**
 * /admin/send-notifications: the composer. Title, message, an internal link, the type and the
 * audience (everyone, the followers of a business or of a category, one person by e-mail). First
 * "Ver vista previa y destinatarios": the server checks everything and counts the recipients, and
 * the page shows the notification as the bell will; then "Enviar a N personas" sends it through the
 * event bus. Without JavaScript it is the same two posts. Sending checks the count still holds.
 */

import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FieldError } from "#app/components/form/field-frame.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { Send } from "#app/components/icons/icons.tsx";
import { NotificationIcon } from "#app/components/notifications/notification-icon.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import {
  BROADCAST_AUDIENCE_LABELS,
  type BROADCAST_AUDIENCES,
  BROADCAST_LINK_MAX,
  BROADCAST_MESSAGE_MAX,
  BROADCAST_TITLE_MAX,
  BROADCAST_TYPE_LABELS,
  BROADCAST_TYPES,
  broadcastSchema,
} from "#core/notification-broadcast-form.ts";
import { broadcastPickers, countRecipients, previewKey, resolveAudience } from "#server/notifications/broadcast.ts";
import { sendBroadcast } from "#server/notifications/send-broadcast.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { getDb } from "#server/platform/db/client.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/send-notifications";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { pickers: await broadcastPickers() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const submission = parseSubmission(form, broadcastSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null, error: null }, { status: 400 });
  }
  const input = submission.value;
  const db = await getDb();
  const audience = await resolveAudience(db, input);
  if (!audience.ok) {
    return data(
      {
        result: submission.reply({ fieldErrors: { [audience.field]: [audience.message] } }),
        preview: null,
        error: null,
      },
      { status: 400 },
    );
  }
  const recipients = await countRecipients(db, audience.target);
  const preview = {
    title: input.title,
    message: input.message,
    link: input.link ?? null,
    type: input.type,
    audienceName: audience.name,
    recipients,
    key: previewKey(input, audience.target),
  };
  if (recipients === 0) {
    return data(
      {
        result: submission.reply(),
        preview,
        error: "Nadie recibiría esta notificación: elegí otro público.",
      },
      { status: 400 },
    );
  }
  if (input.intent === "preview") return { result: submission.reply(), preview, error: null };
  if (input.previewed !== preview.key) {
    return data(
      {
        result: submission.reply(),
        preview,
        error: "Cambiaste algo después de la vista previa: revisala y enviá de nuevo.",
      },
      { status: 409 },
    );
  }
  if (input.expected !== recipients) {
    return data(
      {
        result: submission.reply(),
        preview,
        error: `Ahora son ${pluralize(recipients, "destinatario", "destinatarios")}: revisá y enviá de nuevo.`,
      },
      { status: 409 },
    );
  }
  await sendBroadcast(auditActor(admin, request), input, audience.target, audience.name, recipients);
  return redirectWithToast("/admin/notifications", {
    type: "success",
    title: "Notificación enviada",
    description: `Le llega a ${pluralize(recipients, "persona", "personas")} en unos segundos.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Enviar notificaciones | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

type Preview = NonNullable<NonNullable<Route.ComponentProps["actionData"]>["preview"]>;

/** The notification as the bell shows it (not clickable here). */
function BellPreview({ preview }: { preview: Preview }) {
  return (
    <div className="max-w-sm overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
      <p className="border-line border-b px-3 py-2 font-semibold text-sm">Notificaciones</p>
      <div className="flex items-start gap-3 bg-brand-50 px-3 py-3 dark:bg-brand-900/30">
        <NotificationIcon type={preview.type} />
        <span className="min-w-0 flex-1">
          <span className="block break-words font-semibold text-sm">{preview.title}</span>
          <span className="mt-0.5 block break-words text-fg-muted text-sm">{preview.message}</span>
          <span className="mt-1 block text-fg-muted text-xs">hace un momento</span>
          {preview.link && <span className="mt-1 block break-all text-fg-muted text-xs">Abre {preview.link}</span>}
        </span>
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">Sin leer</span>
        </span>
      </div>
    </div>
  );
}

export default function AdminSendNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { pickers } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const preview = actionData?.preview ?? null;
  const { fields, formProps } = useSchemaForm(broadcastSchema, {
    id: "broadcast",
    lastResult: actionData?.result,
    defaultValue: { type: "other", audience: "all" },
  });
  const audienceError = fields.audience.errors?.[0];
  const chosenAudience = (fields.audience.value ?? fields.audience.initialValue ?? "all") as string;
  const radio = (value: (typeof BROADCAST_AUDIENCES)[number], extra?: React.ReactNode) => (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <label className="flex min-h-10 items-center gap-2 font-semibold text-sm">
        <input
          type="radio"
          name={fields.audience.name}
          value={value}
          defaultChecked={chosenAudience === value}
          className="size-4"
          aria-invalid={audienceError ? true : undefined}
        />
        {BROADCAST_AUDIENCE_LABELS[value]}
      </label>
      {extra}
    </div>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Enviar notificaciones"
        description="Escribí el aviso, elegí a quiénes le llega y mirá cómo se ve y cuántas personas lo reciben antes de enviarlo."
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Notificaciones", href: "/admin/notifications" },
          { label: "Enviar" },
        ]}
      />
      <Form method="post" {...formProps} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <TextField {...fieldProps(fields.title)} label="Título" maxLength={BROADCAST_TITLE_MAX} />
          <TextareaField {...fieldProps(fields.message)} label="Mensaje" maxLength={BROADCAST_MESSAGE_MAX} rows={3} />
          <TextField
            {...fieldProps(fields.link)}
            label="Enlace (opcional)"
            hint="Una página de Vilma, por ejemplo /ofertas o /la-esquina."
            maxLength={BROADCAST_LINK_MAX}
            inputMode="url"
          />
          <SelectField
            {...fieldProps(fields.type)}
            label="Tipo"
            options={BROADCAST_TYPES.map((value) => ({ value, label: BROADCAST_TYPE_LABELS[value] }))}
          />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={audienceError ? `${fields.audience.id}-error` : undefined}
          >
            <legend className="mb-1 font-semibold text-sm">¿A quiénes?</legend>
            {radio("all")}
            {radio(
              "business_favorites",
              <SelectField
                {...fieldProps(fields.businessUuid)}
                required={false}
                label="Comercio"
                placeholder="Elegí un comercio"
                options={pickers.businesses}
              />,
            )}
            {radio(
              "category_favorites",
              <SelectField
                {...fieldProps(fields.categoryId)}
                required={false}
                label="Categoría (incluye sus subcategorías)"
                placeholder="Elegí una categoría"
                options={pickers.categories}
              />,
            )}
            {radio(
              "user",
              <TextField
                {...fieldProps(fields.email)}
                required={false}
                label="E-mail de la persona"
                type="email"
                autoComplete="off"
              />,
            )}
            <FieldError id={fields.audience.id} error={audienceError} />
          </fieldset>
        </div>
        <section aria-labelledby="preview-title" className="flex min-w-0 flex-col gap-3">
          <h2 id="preview-title" className="font-bold text-lg">
            Vista previa
          </h2>
          {actionData?.error && <FormAlert tone="error" title="Todavía no se envió" description={actionData.error} />}
          {preview ? (
            <>
              <BellPreview preview={preview} />
              <p className="text-sm" data-recipients={preview.recipients}>
                {preview.audienceName}: <strong>{pluralize(preview.recipients, "persona", "personas")}</strong>.
              </p>
              <input type="hidden" name="expected" value={preview.recipients} />
              <input type="hidden" name="previewed" value={preview.key} />
            </>
          ) : (
            <p className="text-fg-muted text-sm">
              Tocá «Ver vista previa» para ver cómo queda en la campana y a cuántas personas les llega.
            </p>
          )}
          <SubmitButton name="intent" value="preview" variant="secondary" busy={busy} busyLabel="Calculando…">
            Ver vista previa y destinatarios
          </SubmitButton>
          {preview && preview.recipients > 0 && (
            // It reaches people and cannot be taken back: it asks first, with the count.
            <ConfirmDialog
              title={`¿Enviar a ${pluralize(preview.recipients, "persona", "personas")}?`}
              description={`${preview.audienceName}. Les llega ahora a la campana y no se puede deshacer.`}
              confirmLabel="Enviar"
              trigger={(props) => (
                <SubmitButton confirm={props} name="intent" value="send" busy={busy} busyLabel="Enviando…">
                  <Send className="size-4" aria-hidden />
                  Enviar a {pluralize(preview.recipients, "persona", "personas")}
                </SubmitButton>
              )}
            />
          )}
        </section>
      </Form>
    </div>
  );
}
