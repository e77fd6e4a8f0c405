import { ContentPageView, contentPageMeta } from "#app/components/content/content-page.tsx";
import { AppError } from "#core/errors.ts";
import { getContentPageCached } from "#server/content/get-content-page.ts";
import type { Route } from "./+types/privacy";

export async function loader() {
  const page = await getContentPageCached("privacidad");
  if (!page) throw new AppError("not_found");
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  contentPageMeta(loaderData, matches, "/privacidad");

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
