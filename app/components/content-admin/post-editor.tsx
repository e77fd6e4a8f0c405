import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { CONTENT_BODY_MAX } from "#core/content-page-form.ts";
import type { SubmissionResult } from "#core/forms.ts";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_PRESETS } from "#core/image-rules.ts";
import { magazinePostFormSchema, toDateTimeLocal } from "#core/magazine-post-form.ts";
import type { EditablePost } from "#server/magazine/get-editable-post.ts";
import { buttonClass } from "./bits.tsx";
import { MarkdownEditor } from "./markdown-editor.tsx";

/**
 * The magazine editor's form, for a new post and an existing one: title, address, cover, excerpt,
 * Markdown body with its preview, category (suggestions from the ones in use), tags, draft or
 * published and the publication date (a future one publishes by itself).
 */
export function PostEditor({
  post,
  categories,
  lastResult,
  previewHtml,
}: {
  post: EditablePost | null;
  categories: string[];
  lastResult: SubmissionResult<string[]> | null;
  previewHtml: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "preview";
  const { fields, formProps } = useSchemaForm(magazinePostFormSchema, {
    id: "post",
    lastResult,
    defaultValue: post
      ? {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt ?? "",
          body: post.body,
          category: post.category ?? "",
          tags: post.tags.join(", "),
          status: post.status,
          publishAt: toDateTimeLocal(post.publishedAt),
        }
      : { status: "draft" },
  });
  return (
    <div className="flex flex-col gap-4">
      <Form method="post" encType="multipart/form-data" {...formProps} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField {...fieldProps(fields.title)} label="Título" maxLength={140} />
          <TextField
            {...fieldProps(fields.slug)}
            label="Dirección (opcional)"
            hint="Se arma sola desde el título: /magazine/…"
            maxLength={80}
          />
          <div className="md:col-span-2">
            <TextareaField {...fieldProps(fields.excerpt)} label="Bajada (opcional)" rows={2} maxLength={300} />
          </div>
        </div>
        <MarkdownEditor
          {...fieldProps(fields.body)}
          label="Texto del artículo"
          maxLength={CONTENT_BODY_MAX}
          previewHtml={previewHtml}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <TextField {...fieldProps(fields.category)} label="Categoría" list="post-categories" maxLength={40} />
            <datalist id="post-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </div>
          <TextField {...fieldProps(fields.tags)} label="Etiquetas (separadas por comas)" maxLength={400} />
          <SelectField
            {...fieldProps(fields.status)}
            label="Estado"
            options={[
              { value: "draft", label: "Borrador (no se ve)" },
              { value: "published", label: "Publicado" },
            ]}
          />
          <TextField
            {...fieldProps(fields.publishAt)}
            type="datetime-local"
            label="Fecha de publicación (opcional)"
            hint="Hora de Buenos Aires. Vacía al publicar: ahora. Una fecha futura lo publica sola."
            className="dark:scheme-dark"
          />
          <div className="md:col-span-2">
            <ImageUploadField
              {...fieldProps(fields.cover)}
              required={false}
              label={post?.coverUrl ? "Cambiar la portada (opcional)" : "Portada (opcional)"}
              accept={IMAGE_ACCEPT}
              maxBytes={IMAGE_MAX_BYTES}
              minSize={IMAGE_PRESETS.cover.min}
              currentUrl={post?.coverUrl}
              currentAlt={post ? `Portada de ${post.title}` : undefined}
              shape="wide"
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={busy} busyLabel="Guardando...">
              {post ? "Guardar artículo" : "Crear artículo"}
            </SubmitButton>
          </div>
          <button type="submit" name="intent" value="preview" className={buttonClass} formNoValidate>
            Vista previa
          </button>
          <Link to="/admin/magazine" className={buttonClass}>
            Todos los artículos
          </Link>
        </div>
      </Form>
      {post && (
        <Form method="post" className="self-start">
          <ConfirmDialog
            title={`¿Eliminar «${post.title}»?`}
            description="Se borra del Magazine para siempre, con su portada."
            confirmLabel="Eliminar"
            tone="danger"
            name="intent"
            value="delete"
          >
            Eliminar artículo
          </ConfirmDialog>
        </Form>
      )}
    </div>
  );
}
