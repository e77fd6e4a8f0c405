/** /admin/magazine/new: the magazine editor for a new article (see PostEditor). */

import { Link } from "react-router";
import { buttonClass } from "#app/components/content-admin/bits.tsx";
import { PostEditor } from "#app/components/content-admin/post-editor.tsx";
import { Sparkles } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { handlePostForm } from "#server/magazine/handle-post-form.ts";
import { listUsedCategories } from "#server/magazine/list-used-categories.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/magazine-new";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { categories: await listUsedCategories() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  return answerPage(await handlePostForm(request, admin, null));
}

export const meta: Route.MetaFunction = () => [
  { title: "Nuevo artículo | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminMagazineNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Nuevo artículo"
        description="Escribilo en Markdown y mirá cómo queda al lado. Como borrador no se ve en el Magazine."
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Artículos", href: "/admin/magazine" },
          { label: "Nuevo artículo" },
        ]}
        actions={
          <>
            <Link to="/admin/magazine" className={buttonClass}>
              Todos los artículos
            </Link>
            <Link to="/admin/magazine/ai-generator" className={buttonClass}>
              <Sparkles className="size-4" aria-hidden />
              Generar con IA
            </Link>
          </>
        }
      />
      <PostEditor
        post={null}
        categories={loaderData.categories}
        lastResult={actionData?.result ?? null}
        previewHtml={actionData?.previewHtml ?? null}
      />
    </div>
  );
}
