import { loadBusinessPage } from "../../../server/businesses/business-page.ts";
import { businessMeta } from "../../components/business-page/business-meta.ts";
import { BusinessPage } from "../../components/business-page/business-page.tsx";
import type { Route } from "./+types/business-by-id";

/** /business/{slug | v4 uuid | numeric id}; the canonical URL is always /{slug}. */
export function loader({ params, request }: Route.LoaderArgs) {
  return loadBusinessPage(params.id, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => businessMeta(loaderData, matches);

export default function BusinessById({ loaderData }: Route.ComponentProps) {
  return <BusinessPage business={loaderData.business} now={new Date(loaderData.now)} />;
}
