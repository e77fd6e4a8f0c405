/** /paginas/{slug}: a content page the admins made (terms and privacy keep their own addresses). */

import { ContentPageView, contentPageMeta } from "#app/components/content/content-page.tsx";
import { isLegalPageSlug } from "#core/content-page-form.ts";
import { AppError } from "#core/errors.ts";
import { isSlugShaped } from "#core/slug.ts";
import { getContentPageCached } from "#server/content/get-content-page.ts";
import type { Route } from "./+types/content-page";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug;
  // Terms and privacy live at /terminos-y-condiciones and /privacidad; here they would be a duplicate.
  if (!isSlugShaped(slug, 80) || isLegalPageSlug(slug)) throw new AppError("not_found");
  const page = await getContentPageCached(slug);
  if (!page) throw new AppError("not_found");
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  contentPageMeta(loaderData, matches, `/paginas/${params.slug}`);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
