/**
 * The analytics configuration of one request: the ids from the app settings (cached with the other
 * public settings), validated, and the script origin from ANALYTICS_SCRIPT_ORIGIN. The root loader
 * hands it to the browser; the CSP middleware allows exactly these tools' hosts.
 */
import { type AnalyticsConfig, hasAnalytics, parseAnalyticsIds } from "#core/analytics.ts";
import { getConfig } from "../platform/config.ts";
import { getPublicSettings, type PublicSettings } from "./public-settings.ts";

/**
 * Browser tests set ids per browser context with this cookie ("ga=G-…&gtm=GTM-…&fb=123…"), so one
 * test's tools never load in another's pages. Read only with E2E_TEST_HOOKS=true (or NODE_ENV=test).
 */
export const TEST_ANALYTICS_COOKIE = "vilma_test_analytics";

/** The tools this request's page loads, or null when none is configured. */
export async function analyticsFor(cookieHeader: string | null | undefined): Promise<AnalyticsConfig | null> {
  const config = getConfig();
  const settings = testOverride(cookieHeader) ?? (await getPublicSettings());
  const ids = parseAnalyticsIds(settings);
  if (!hasAnalytics(ids)) return null;
  return config.ANALYTICS_SCRIPT_ORIGIN ? { ids, scriptOrigin: config.ANALYTICS_SCRIPT_ORIGIN } : { ids };
}

function testOverride(cookieHeader: string | null | undefined): PublicSettings | null {
  const config = getConfig();
  if (config.E2E_TEST_HOOKS !== "true" && config.NODE_ENV !== "test") return null;
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TEST_ANALYTICS_COOKIE}=`))
    ?.slice(TEST_ANALYTICS_COOKIE.length + 1);
  if (raw === undefined) return null;
  const values = new URLSearchParams(decodeURIComponent(raw));
  return {
    google_analytics_id: values.get("ga") ?? "",
    google_tag_manager_id: values.get("gtm") ?? "",
    facebook_pixel_id: values.get("fb") ?? "",
  };
}
