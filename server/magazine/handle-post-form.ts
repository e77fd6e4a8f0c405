/**
 * The action behind the magazine editor (/admin/magazine/new, /admin/magazine/posts/{id}/edit): the
 * guard has passed; this reads the multipart body within the cover's limit and answers a preview,
 * a delete, or a save (400 with the field errors and what was typed; a redirect with a toast).
 */
import { CONTENT_BODY_MAX } from "#core/content-page-form.ts";
import { AppError } from "#core/errors.ts";
import { formatDateTime } from "#core/format.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#core/image-rules.ts";
import { magazinePostFormSchema } from "#core/magazine-post-form.ts";
import { renderMarkdown } from "../content/markdown.ts";
import { auditActor } from "../platform/audit/actor.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { type PageAnswer, readUploadForm } from "../platform/http/answers.ts";
import { deletePost } from "./delete-post.ts";
import { savePost } from "./save-post.ts";

export const POST_FORM_MAX_BYTES = IMAGE_MAX_BYTES + CONTENT_BODY_MAX * 4 + 64 * 1024;

export async function handlePostForm(request: Request, admin: SessionUser, id: number | null) {
  const form = await readUploadForm(request, POST_FORM_MAX_BYTES);
  if (!form) {
    return {
      status: 413,
      body: {
        result: { status: "error", error: { cover: [IMAGE_MESSAGES.tooLarge] } } as SubmissionResult<string[]>,
        previewHtml: null,
      },
    } satisfies PageAnswer;
  }
  const actor = auditActor(admin, request);
  const intent = form.get("intent");
  if (intent === "delete" && id !== null) {
    const gone = await deletePost(id, actor);
    if (!gone) throw new AppError("not_found");
    return {
      redirect: "/admin/magazine",
      toast: {
        type: "success",
        title: "Artículo eliminado",
        description: gone.title,
      },
    } satisfies PageAnswer;
  }
  const submission = parseSubmission(form, magazinePostFormSchema);
  if (intent === "preview") {
    const body = String(form.get("body") ?? "").slice(0, CONTENT_BODY_MAX);
    return {
      status: 200,
      body: { result: submission.reply(), previewHtml: renderMarkdown(body).html },
    } satisfies PageAnswer;
  }
  if (submission.status !== "success")
    return { status: 400, body: { result: submission.reply(), previewHtml: null } } satisfies PageAnswer;
  const outcome = await savePost(id, submission.value, { id: admin.id, name: admin.name }, actor);
  if (!outcome.ok) {
    const { code, status, message, fieldErrors = {} } = outcome.problem;
    if (code === "not_found") throw new AppError("not_found");
    const errors = Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, [message]]));
    return {
      status,
      body: { result: submission.reply({ fieldErrors: errors }), previewHtml: null },
    } satisfies PageAnswer;
  }
  const saved = outcome.value;
  const description =
    saved.state === "published"
      ? `Ya se ve en /magazine/${saved.slug}.`
      : saved.state === "scheduled"
        ? `Se publica solo el ${formatDateTime(saved.publishedAt as string)}.`
        : "Guardado como borrador: no se ve en el Magazine.";
  return {
    redirect: `/admin/magazine/posts/${saved.id}/edit`,
    toast: {
      type: "success",
      title: id === null ? "Artículo creado" : "Artículo guardado",
      description,
    },
  } satisfies PageAnswer;
}
