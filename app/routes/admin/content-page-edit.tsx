/**
 * /admin/content/pages/{id} (and /admin/content/pages/nueva): a content page's editor — title,
 * address (chosen once, when it is made), Markdown with the public renderer's preview, published
 * or not — and its history. Saving shows the page publicly at once (the caches are dropped) and
 * counts as the admin's review. Terms and privacy also open by their address
 * (/admin/content/pages/terminos-y-condiciones, …/privacidad: the launch checklist links there) and
 * stay published.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { buttonClass, CheckboxRow, idParam, StatePill } from "#app/components/content-admin/bits.tsx";
import { MarkdownEditor } from "#app/components/content-admin/markdown-editor.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { ExternalLink } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { CONTENT_BODY_MAX, contentPageFormSchema, contentPagePath, isLegalPageSlug } from "#core/content-page-form.ts";
import { AppError } from "#core/errors.ts";
import { formatDateTime } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { getEditableContentPage } from "#server/content/get-editable-content-page.ts";
import { legalPageId } from "#server/content/legal-pages.ts";
import { renderMarkdown } from "#server/content/markdown.ts";
import { saveContentPage } from "#server/content/save-content-page.ts";
import { setContentPagePublished } from "#server/content/set-content-page-published.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { replyFieldErrors } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/content-page-edit";
import { PREVIEW_MAX_BYTES } from "./markdown-preview.ts";

const NEW = "nueva";

/** null for "nueva"; terms and privacy by their address; a missing or hostile id is a 404. */
async function pageIdOr404(raw: string | undefined): Promise<number | null> {
  if (raw === NEW) return null;
  if (raw && isLegalPageSlug(raw)) return legalPageId(raw);
  const id = idParam(raw);
  if (id === null) throw new AppError("not_found");
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = await pageIdOr404(params.pageId);
  if (id === null) return { page: null, previewHtml: null, timeline: [] };
  const page = await getEditableContentPage(id);
  if (!page) throw new AppError("not_found");
  return {
    page: { ...page, path: contentPagePath(page.slug), legal: isLegalPageSlug(page.slug) },
    previewHtml: renderMarkdown(page.body).html,
    timeline: await entityTimeline({ type: "content_page", id }),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const id = await pageIdOr404(params.pageId);
  const form = await readForm(request, { maxBytes: PREVIEW_MAX_BYTES });
  const actor = auditActor(admin, request);
  const intent = form.get("intent");
  if (id !== null && (intent === "publish" || intent === "unpublish")) {
    const page = await setContentPagePublished(id, intent === "publish", actor);
    if (!page) throw new AppError("not_found");
    if ("refused" in page) {
      return redirectWithToast(`/admin/content/pages/${id}`, {
        type: "error",
        title: "No se puede despublicar",
        description: page.refused,
      });
    }
    return redirectWithToast(`/admin/content/pages/${id}`, {
      type: "success",
      title: intent === "publish" ? "Página publicada" : "Página despublicada",
      description:
        intent === "publish"
          ? `${page.title} ya se ve en ${contentPagePath(page.slug)}.`
          : `${page.title} ya no se ve en el sitio.`,
    });
  }
  const submission = parseSubmission(form, contentPageFormSchema);
  if (intent === "preview") {
    const body = String(form.get("body") ?? "").slice(0, CONTENT_BODY_MAX);
    return data({ result: submission.reply(), previewHtml: renderMarkdown(body).html });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), previewHtml: null }, { status: 400 });
  }
  const outcome = await saveContentPage(id, submission.value, actor);
  if (!outcome.ok) {
    const { code, status } = outcome.problem;
    if (code === "not_found") throw new AppError("not_found");
    return data(
      { result: submission.reply({ fieldErrors: replyFieldErrors(outcome.problem) }), previewHtml: null },
      { status },
    );
  }
  const path = contentPagePath(outcome.value.slug);
  return redirectWithToast(`/admin/content/pages/${outcome.value.id}`, {
    type: "success",
    title: id === null ? "Página creada" : "Página guardada",
    description:
      submission.value.isPublished === "on"
        ? `Ya se ve así en ${path}.`
        : "Guardada sin publicar: no se ve en el sitio.",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.page ? `Editar ${loaderData.page.title}` : "Nueva página"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

export default function AdminContentPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page, timeline } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { fields, formProps } = useSchemaForm(contentPageFormSchema, {
    id: "content-page",
    lastResult: actionData?.result ?? null,
    defaultValue: page
      ? { title: page.title, slug: page.slug, body: page.body, isPublished: page.isPublished ? "on" : undefined }
      : { isPublished: "on" },
  });
  const previewHtml = actionData?.previewHtml ?? loaderData.previewHtml;
  const title = page ? `Editar ${page.title}` : "Nueva página";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Páginas", href: "/admin/content/pages" },
          { label: page?.title ?? "Nueva página" },
        ]}
        description={
          page ? (
            <span className="flex flex-wrap items-center gap-2">
              {page.isPublished ? (
                <StatePill tone="ok">Publicada</StatePill>
              ) : (
                <StatePill tone="muted">Sin publicar</StatePill>
              )}
              {page.isPublished && (
                <Link
                  to={page.path}
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-blue-300"
                >
                  Ver en el sitio ({page.path})
                  <ExternalLink className="size-3.5" aria-hidden />
                </Link>
              )}
            </span>
          ) : (
            "La página tendrá su dirección en /paginas/… y se puede enlazar desde el menú o un banner."
          )
        }
        actions={
          page &&
          !page.legal && (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value={page.isPublished ? "unpublish" : "publish"}
                className={buttonClass}
              >
                {page.isPublished ? "Despublicar" : "Publicar"}
              </button>
            </Form>
          )
        }
      />
      {page?.legal && <LegalReview reviewedAt={page.reviewedAt} />}
      <Form method="post" {...formProps} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...fieldProps(fields.title)} label="Título" maxLength={120} />
          {page ? (
            <div className="flex flex-col gap-1 text-sm">
              <span className="font-semibold">Dirección</span>
              <span className="break-all rounded-lg border border-line bg-surface-muted px-3 py-2.5 font-mono">
                {page.path}
              </span>
              <span className="text-fg-muted">Fija: los enlaces que ya existen siguen andando.</span>
            </div>
          ) : (
            <TextField
              {...fieldProps(fields.slug)}
              label="Dirección (opcional)"
              hint="Se arma sola desde el título: como-funciona → /paginas/como-funciona"
              maxLength={80}
            />
          )}
        </div>
        <MarkdownEditor
          {...fieldProps(fields.body)}
          label="Texto"
          maxLength={CONTENT_BODY_MAX}
          previewHtml={previewHtml}
        />
        {page?.legal ? (
          <p className="text-fg-muted text-sm">
            <input type="hidden" name="isPublished" value="on" />
            Siempre publicada: el pie de todas las páginas y el registro de cuentas la enlazan.
            {fields.isPublished.errors?.[0] && (
              <span className="mt-1 block font-semibold text-red-700 dark:text-red-300">
                {fields.isPublished.errors[0]}
              </span>
            )}
          </p>
        ) : (
          <CheckboxRow
            name="isPublished"
            label="Publicada (se ve en el sitio)"
            defaultChecked={page?.isPublished ?? true}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={busy} busyLabel="Guardando...">
              {page ? "Guardar cambios" : "Crear página"}
            </SubmitButton>
          </div>
          <button type="submit" name="intent" value="preview" className={buttonClass} formNoValidate>
            Vista previa
          </button>
          <Link to="/admin/content/pages" className={buttonClass}>
            Volver a Páginas
          </Link>
        </div>
      </Form>
      {page && <AuditTimeline entries={timeline} />}
    </div>
  );
}

/**
 * Terms and privacy start as Vilma's default text, which nobody at this site has read: saving the
 * page (even unchanged) records that an admin reviewed it, and the dashboard's launch checklist
 * counts it.
 */
function LegalReview({ reviewedAt }: { reviewedAt: string | null }) {
  if (reviewedAt) {
    return (
      <p className="rounded-2xl border border-line bg-surface p-4 text-sm" data-legal-review="done">
        Revisada por la administración: último guardado el{" "}
        <time dateTime={reviewedAt}>{formatDateTime(reviewedAt)}</time>.
      </p>
    );
  }
  return (
    <div
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950/30"
      data-legal-review="pending"
    >
      <p className="font-semibold">Nadie de la administración revisó todavía este texto.</p>
      <p className="mt-1">
        Es el texto que trae Vilma, no asesoramiento legal. Leelo, completá quién es el responsable del sitio (nombre o
        razón social, CUIT y domicilio) y guardalo: así queda registrado como revisado.
      </p>
    </div>
  );
}
