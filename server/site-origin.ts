import { getConfig } from "./config.ts";

/** The public origin for canonical URLs and sitemaps: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(request: Request): string {
  const configured = getConfig().PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
