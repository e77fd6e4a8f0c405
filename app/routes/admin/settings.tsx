/**
 * /admin/settings: the site's settings — social links (footer), analytics ids (GA4, Tag Manager,
 * Facebook Pixel), the site's contact (footer) and the bank account owners pay plans to by
 * transfer. One form, validated field by field; saving is one audited `settings.update`.
 */
import { data, Form, useNavigation } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { parseSubmission } from "#core/forms.ts";
import { type SettingField, settingsFormSchema } from "#core/settings-form.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { getSiteSettings, saveSiteSettings } from "#server/settings/site-settings.ts";
import type { Route } from "./+types/settings";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const [settings, timeline] = await Promise.all([
    getSiteSettings(),
    entityTimeline({ type: "settings", id: "site" }, 10),
  ]);
  return { settings, timeline };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const submission = parseSubmission(form, settingsFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const changed = await saveSiteSettings(submission.value, auditActor(admin, request));
  return redirectWithToast("/admin/settings", {
    type: "success",
    title: changed.length === 0 ? "No había cambios" : "Configuración guardada",
    description: changed.length === 0 ? undefined : "Ya se ve en el sitio.",
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Configuración | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

function Group({
  id,
  title,
  description,
  children,
}: {
  /** The dashboard's launch checklist links to a group by this anchor. */
  id?: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset id={id} className="grid scroll-mt-20 gap-4 rounded-2xl border border-line bg-surface p-5 md:grid-cols-2">
      <legend className="px-1 font-bold text-lg">{title}</legend>
      <p className="-mt-2 text-fg-muted text-sm md:col-span-2">{description}</p>
      {children}
    </fieldset>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, timeline } = loaderData;
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(settingsFormSchema, {
    id: "settings",
    lastResult: actionData?.result ?? null,
    defaultValue: settings,
  });
  const f = (name: SettingField) => fieldProps(fields[name] as Parameters<typeof fieldProps>[0]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Configuración"
        description="Redes, herramientas de analítica, contacto del sitio y la cuenta para pagos por transferencia. Un campo vacío queda sin configurar."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Configuración" }]}
      />
      <Form method="post" {...formProps} className="flex flex-col gap-6">
        <Group title="Redes sociales" description="Aparecen en el pie de todas las páginas.">
          <TextField {...f("socialFacebook")} label="Facebook" type="url" placeholder="https://www.facebook.com/…" />
          <TextField {...f("socialInstagram")} label="Instagram" type="url" placeholder="https://www.instagram.com/…" />
          <TextField {...f("socialTwitter")} label="X (Twitter)" type="url" placeholder="https://x.com/…" />
        </Group>
        <Group title="Analítica" description="Cada herramienta se carga sólo con un id válido; vacío, no se carga.">
          <TextField {...f("googleAnalyticsId")} label="Google Analytics 4" placeholder="G-XXXXXXXXXX" />
          <TextField {...f("googleTagManagerId")} label="Google Tag Manager" placeholder="GTM-XXXXXXX" />
          <TextField
            {...f("facebookPixelId")}
            label="Facebook Pixel"
            inputMode="numeric"
            placeholder="123456789012345"
          />
        </Group>
        <Group
          id="contacto"
          title="Contacto del sitio"
          description="El pie de página muestra el e-mail, el teléfono y la dirección que cargues, y nada si están vacíos."
        >
          <TextField {...f("contactEmail")} label="E-mail" type="email" />
          <TextField {...f("contactPhone")} label="Teléfono" type="tel" />
          <TextField {...f("contactWhatsapp")} label="WhatsApp" type="tel" />
          <TextField {...f("contactAddress")} label="Dirección" maxLength={160} />
        </Group>
        <Group
          id="transferencia"
          title="Transferencia bancaria"
          description="Los comercios ven estos datos al elegir pagar su plan por transferencia."
        >
          <TextField {...f("bankName")} label="Banco" maxLength={80} />
          <TextField {...f("bankHolder")} label="Titular" maxLength={120} />
          <TextField {...f("bankCbu")} label="CBU o CVU" inputMode="numeric" hint="22 números" />
          <TextField {...f("bankAlias")} label="Alias" hint="De 6 a 20 letras, números o puntos" />
          <TextField {...f("bankCuit")} label="CUIT" inputMode="numeric" placeholder="30-12345678-9" />
          <TextField {...f("billingEmail")} label="E-mail para comprobantes" type="email" />
        </Group>
        <div className="w-full sm:w-auto sm:self-start">
          <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
            Guardar configuración
          </SubmitButton>
        </div>
      </Form>
      <AuditTimeline entries={timeline} title="Últimos cambios" />
    </div>
  );
}
