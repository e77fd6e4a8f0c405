/**
 * /admin/magazine/ai-generator: a topic → an article drafted from the directory's own data by an
 * OpenAI-compatible API (server/magazine/ai-generator.ts). The draft opens in the editor and is
 * never published without a person. Not configured → the page says so and how; a failure → a
 * Spanish message and nothing saved.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { buttonClass } from "#app/components/content-admin/bits.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { Info, Sparkles } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { parseSubmission } from "#core/forms.ts";
import { aiTopicSchema } from "#core/magazine-post-form.ts";
import { aiApiFromConfig, generateArticleDraft } from "#server/magazine/ai-generator.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/magazine-ai";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const api = aiApiFromConfig();
  return { configured: api !== null, model: api?.model ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const submission = parseSubmission(form, aiTopicSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const outcome = await generateArticleDraft(
    submission.value.topic,
    { id: admin.id, name: admin.name },
    auditActor(admin, request),
  );
  if (!outcome.ok) {
    const status = outcome.reason === "failed" ? 502 : outcome.reason === "no_data" ? 422 : 503;
    return data({ result: submission.reply(), error: outcome.message }, { status });
  }
  return redirectWithToast(`/admin/magazine/posts/${outcome.id}/edit`, {
    type: "success",
    title: "Borrador generado",
    description: `Con ${outcome.businesses} comercios de Vilma. Revisalo antes de publicarlo.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Generador de artículos | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminMagazineAi({ loaderData, actionData }: Route.ComponentProps) {
  const { configured, model } = loaderData;
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(aiTopicSchema, { id: "ai", lastResult: actionData?.result ?? null });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Generador de artículos"
        description="Escribí un tema y armamos un borrador con los datos de Vilma: comercios, categorías, horarios, calificaciones y promociones vigentes."
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Artículos", href: "/admin/magazine" },
          { label: "Generador de artículos" },
        ]}
        actions={
          <Link to="/admin/magazine" className={buttonClass}>
            Todos los artículos
          </Link>
        }
      />
      {!configured ? (
        <section
          aria-labelledby="ai-off-title"
          className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="flex flex-col gap-2 text-sm">
            <h2 id="ai-off-title" className="font-bold text-base">
              El generador no está configurado
            </h2>
            <p>
              Para usarlo, definí en el entorno del servidor <code className="font-mono">AI_API_URL</code> (una API
              compatible con OpenAI, por ejemplo <code className="font-mono">https://api.openai.com/v1</code>) y{" "}
              <code className="font-mono">AI_API_KEY</code>; opcionalmente <code className="font-mono">AI_MODEL</code>.
              Después reiniciá el servidor.
            </p>
            <p>Mientras tanto podés escribir un artículo a mano en «Nuevo artículo».</p>
          </div>
        </section>
      ) : (
        <section aria-labelledby="ai-form-title" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="ai-form-title" className="font-bold text-lg">
            ¿Sobre qué escribimos?
          </h2>
          <p className="mt-1 text-fg-muted text-sm">
            El artículo sólo nombra comercios de Vilma y queda como borrador para que lo revises. Modelo: {model}.
          </p>
          {actionData?.error && (
            <div className="mt-4">
              <FormAlert tone="error" title="No se generó el artículo" description={actionData.error} />
            </div>
          )}
          <Form method="post" {...formProps} className="mt-4 flex flex-col gap-4">
            <TextField
              {...fieldProps(fields.topic)}
              label="Tema"
              placeholder="Las mejores heladerías abiertas los domingos"
              maxLength={200}
            />
            <div className="w-full sm:w-auto sm:self-start">
              <SubmitButton busy={navigation.state === "submitting"} busyLabel="Escribiendo el borrador...">
                <Sparkles className="size-4" aria-hidden />
                Generar borrador
              </SubmitButton>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}
