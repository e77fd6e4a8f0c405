/**
 * POST /admin/content/preview: Markdown → the HTML the public pages would show (the editors' live
 * preview). Admins only; nothing is stored.
 */
import { CONTENT_BODY_MAX } from "#core/content-page-form.ts";
import { renderMarkdown } from "#server/content/markdown.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import type { Route } from "./+types/markdown-preview";

/** The body's limit in bytes: the longest text in multi-byte characters, plus the form's framing. */
export const PREVIEW_MAX_BYTES = CONTENT_BODY_MAX * 4 + 4096;

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return methodNotAllowed(["POST"]);
}

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context, request);
  const form = await readForm(request, { maxBytes: PREVIEW_MAX_BYTES });
  const body = String(form.get("body") ?? "").slice(0, CONTENT_BODY_MAX);
  return { html: renderMarkdown(body).html };
}
