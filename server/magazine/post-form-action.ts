/**
 * The action behind the magazine editor (/admin/magazine/new, /admin/magazine/posts/{id}/edit): the
 * guard has passed; this reads the multipart body within the cover's limit and answers a preview,
 * a delete, or a save (400 with the field errors and what was typed; a redirect with a toast).
 */
import { data } from "react-router";
import { CONTENT_BODY_MAX } from "#core/content-page-form.ts";
import { AppError } from "#core/errors.ts";
import { formatDateTime } from "#core/format.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#core/image-rules.ts";
import { magazinePostFormSchema } from "#core/magazine-post-form.ts";
import { auditActor } from "../audit/actor.ts";
import type { SessionUser } from "../auth/session.ts";
import { renderMarkdown } from "../content/markdown.ts";
import { readUploadForm } from "../http/answers.ts";
import { redirectWithToast } from "../http/flash.ts";
import { deletePost, savePost } from "./admin-posts.ts";

export const POST_FORM_MAX_BYTES = IMAGE_MAX_BYTES + CONTENT_BODY_MAX * 4 + 64 * 1024;

export async function handlePostForm(request: Request, admin: SessionUser, id: number | null) {
  const form = await readUploadForm(request, POST_FORM_MAX_BYTES);
  if (!form) {
    return data(
      {
        result: { status: "error", error: { cover: [IMAGE_MESSAGES.tooLarge] } } as SubmissionResult<string[]>,
        previewHtml: null,
      },
      { status: 413 },
    );
  }
  const actor = auditActor(admin, request);
  const intent = form.get("intent");
  if (intent === "delete" && id !== null) {
    const gone = await deletePost(id, actor);
    if (!gone) throw new AppError("not_found");
    return redirectWithToast("/admin/magazine", {
      type: "success",
      title: "Artículo eliminado",
      description: gone.title,
    });
  }
  const submission = parseSubmission(form, magazinePostFormSchema);
  if (intent === "preview") {
    const body = String(form.get("body") ?? "").slice(0, CONTENT_BODY_MAX);
    return data({ result: submission.reply(), previewHtml: renderMarkdown(body).html });
  }
  if (submission.status !== "success") return data({ result: submission.reply(), previewHtml: null }, { status: 400 });
  const outcome = await savePost(id, submission.value, { id: admin.id, name: admin.name }, actor);
  if (!outcome.ok) {
    if ("missing" in outcome) throw new AppError("not_found");
    return data(
      { result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }), previewHtml: null },
      { status: outcome.field === "slug" ? 409 : 400 },
    );
  }
  const description =
    outcome.state === "published"
      ? `Ya se ve en /magazine/${outcome.slug}.`
      : outcome.state === "scheduled"
        ? `Se publica solo el ${formatDateTime(outcome.publishedAt as string)}.`
        : "Guardado como borrador: no se ve en el Magazine.";
  return redirectWithToast(`/admin/magazine/posts/${outcome.id}/edit`, {
    type: "success",
    title: id === null ? "Artículo creado" : "Artículo guardado",
    description,
  });
}
