import { businessMeta } from "#app/components/business-page/business-meta.ts";
import { BusinessPage } from "#app/components/business-page/business-page.tsx";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { loadBusinessPage } from "#server/public-business/load-business-page.ts";
import type { Route } from "./+types/business-by-id";

/** /business/{slug | v4 uuid | numeric id}; the canonical URL is always /{slug}. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBusinessPage(params.id, request, { user: getOptionalUser(context), now: requestTime(context) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => businessMeta(loaderData, matches);

export default function BusinessById({ loaderData }: Route.ComponentProps) {
  return (
    <BusinessPage
      business={loaderData.business}
      viewer={loaderData.viewer}
      now={new Date(loaderData.now)}
      reviewsPage={loaderData.reviewsPage}
      bankToday={loaderData.bankToday}
      posts={loaderData.posts}
      questions={loaderData.questions}
    />
  );
}
