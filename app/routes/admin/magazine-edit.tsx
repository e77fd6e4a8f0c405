/** /admin/magazine/posts/{id}/edit: the magazine editor for one article, with its state and history. */

import { Link } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { idParam, StatePill } from "#app/components/content-admin/bits.tsx";
import { PostEditor } from "#app/components/content-admin/post-editor.tsx";
import { ExternalLink } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { formatDateTime } from "#core/format.ts";
import { renderMarkdown } from "#server/content/markdown.ts";
import { getEditablePost } from "#server/magazine/get-editable-post.ts";
import { handlePostForm } from "#server/magazine/handle-post-form.ts";
import { listUsedCategories } from "#server/magazine/list-used-categories.ts";
import { postState } from "#server/magazine/post-state.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/magazine-edit";

function postIdOr404(raw: string | undefined): number {
  const id = idParam(raw);
  if (id === null) throw new AppError("not_found");
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = postIdOr404(params.postId);
  const post = await getEditablePost(id);
  if (!post) throw new AppError("not_found");
  const [categories, timeline] = await Promise.all([
    listUsedCategories(),
    entityTimeline({ type: "magazine_post", id }),
  ]);
  const state = postState(post.status, post.publishedAt ? new Date(post.publishedAt) : null, requestTime(context));
  return { post, state, categories, timeline, previewHtml: renderMarkdown(post.body).html };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return answerPage(await handlePostForm(request, admin, postIdOr404(params.postId)));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Editar ${loaderData?.post.title ?? "artículo"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

export default function AdminMagazineEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { post, state, categories, timeline } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Editar artículo"
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Artículos", href: "/admin/magazine" },
          { label: post.title },
        ]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {state === "published" ? (
              <StatePill tone="ok">Publicado</StatePill>
            ) : state === "scheduled" ? (
              <StatePill tone="info">Programado: {formatDateTime(post.publishedAt as string)}</StatePill>
            ) : (
              <StatePill tone="muted">Borrador</StatePill>
            )}
            {state === "published" && (
              <Link
                to={`/magazine/${post.slug}`}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-blue-300"
              >
                Ver en el Magazine
                <ExternalLink className="size-3.5" aria-hidden />
              </Link>
            )}
          </span>
        }
      />
      <PostEditor
        key={post.updatedAt}
        post={post}
        categories={categories}
        lastResult={actionData?.result ?? null}
        previewHtml={actionData?.previewHtml ?? loaderData.previewHtml}
      />
      <AuditTimeline entries={timeline} />
    </div>
  );
}
