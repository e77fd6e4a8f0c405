import { loadBusinessPage } from "../../../server/businesses/business-page.ts";
import { businessMeta } from "../../components/business-page/business-meta.ts";
import { BusinessPage } from "../../components/business-page/business-page.tsx";
import type { Route } from "./+types/business-by-slug";

export function loader({ params, request }: Route.LoaderArgs) {
  return loadBusinessPage(params.slug, request, { slugOnly: true });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => businessMeta(loaderData, matches);

export default function BusinessBySlug({ loaderData }: Route.ComponentProps) {
  return <BusinessPage business={loaderData.business} now={new Date(loaderData.now)} />;
}
