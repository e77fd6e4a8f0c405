import { isbot } from "isbot";
import { data } from "react-router";
import { recordBusinessView } from "../analytics/record-business-view.ts";
import { logger } from "../logger.ts";
import { getPublicBusiness } from "./get-public-business.ts";

/** The loader behind /{slug} and /business/{id}: 404 when not public, one counted view per human visit. */
export async function loadBusinessPage(identifier: string, request: Request, options: { slugOnly?: boolean } = {}) {
  const now = new Date();
  const business = await getPublicBusiness(identifier, { now, slugOnly: options.slugOnly });
  if (!business) throw data(null, { status: 404 });
  if (!isbot(request.headers.get("user-agent") ?? "")) {
    // A failed counter must never cost the visitor the page.
    await recordBusinessView(business.uuid, now).catch((error) =>
      logger.error({ err: error, business: business.uuid }, "no se pudo registrar la visita"),
    );
  }
  return { business, now: now.toISOString() };
}
