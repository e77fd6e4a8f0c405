import { isbot } from "isbot";
import { data } from "react-router";
import { countBusinessView } from "../analytics/record-business-view.ts";
import { createTtlCache } from "../cache/ttl-cache.ts";
import { getPublicBusiness } from "./get-public-business.ts";

/** Business pages are read far more than edited: their data is reused for 30 s per instance. */
const businessCache = createTtlCache<Awaited<ReturnType<typeof getPublicBusiness>>>({
  ttlMs: 30_000,
  maxEntries: 2000,
});

/**
 * The loader behind /{slug} and /business/{id}: 404 when not public, one counted view per human visit.
 * Open/closed is computed from the hours with this request's clock, so the cache never makes it stale.
 */
export async function loadBusinessPage(identifier: string, request: Request, options: { slugOnly?: boolean } = {}) {
  const now = new Date();
  const key = `${options.slugOnly ? "slug" : "any"}:${identifier}`;
  const business = await businessCache.get(key, () =>
    getPublicBusiness(identifier, { now, slugOnly: options.slugOnly }),
  );
  if (!business) throw data(null, { status: 404 });
  if (!isbot(request.headers.get("user-agent") ?? "")) countBusinessView(business.uuid, now);
  return { business, now: now.toISOString() };
}
