/**
 * The third-party analytics tools (Google Analytics 4, Google Tag Manager, Facebook Pixel): which
 * ids are usable, where their scripts come from, what the CSP must allow for them, and when a page
 * view is due. Pure: the server reads the settings and the CSP, the browser loads the scripts.
 */

export interface AnalyticsIds {
  googleAnalytics?: string;
  googleTagManager?: string;
  facebookPixel?: string;
}

/** What the browser needs to load the tools: the ids, and the stand-in's origin in tests. */
export interface AnalyticsConfig {
  ids: AnalyticsIds;
  /** ANALYTICS_SCRIPT_ORIGIN: serves every tool's script (a local stand-in); unset = the real hosts. */
  scriptOrigin?: string;
}

// The ids go into script URLs and the tools' own calls: only their documented shapes pass, so a
// mistyped or hostile setting can never add markup or another host.
const GA_ID = /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const PIXEL_ID = /^\d{6,20}$/;

/** Google Analytics: "G-XXXXXXX" (GA4) or the older "UA-12345-1". Letters are upper-cased. */
export function parseGoogleAnalyticsId(raw: string | undefined): string | undefined {
  const id = raw?.trim().toUpperCase();
  return id && GA_ID.test(id) ? id : undefined;
}

/** Google Tag Manager: "GTM-XXXXXX". */
export function parseTagManagerId(raw: string | undefined): string | undefined {
  const id = raw?.trim().toUpperCase();
  return id && GTM_ID.test(id) ? id : undefined;
}

/** Facebook Pixel: digits only. */
export function parsePixelId(raw: string | undefined): string | undefined {
  const id = raw?.trim();
  return id && PIXEL_ID.test(id) ? id : undefined;
}

/** The usable ids among the settings' values; a malformed one counts as not configured. */
export function parseAnalyticsIds(settings: {
  google_analytics_id?: string;
  google_tag_manager_id?: string;
  facebook_pixel_id?: string;
}): AnalyticsIds {
  const ids: AnalyticsIds = {};
  const ga = parseGoogleAnalyticsId(settings.google_analytics_id);
  const gtm = parseTagManagerId(settings.google_tag_manager_id);
  const pixel = parsePixelId(settings.facebook_pixel_id);
  if (ga) ids.googleAnalytics = ga;
  if (gtm) ids.googleTagManager = gtm;
  if (pixel) ids.facebookPixel = pixel;
  return ids;
}

export function hasAnalytics(ids: AnalyticsIds): boolean {
  return Boolean(ids.googleAnalytics || ids.googleTagManager || ids.facebookPixel);
}

export const GOOGLE_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
export const FACEBOOK_SCRIPT_ORIGIN = "https://connect.facebook.net";

/** The script URL of each configured tool, from the real hosts or from `scriptOrigin`. */
export function analyticsScriptUrls(config: AnalyticsConfig): {
  googleAnalytics?: string;
  googleTagManager?: string;
  facebookPixel?: string;
} {
  const google = config.scriptOrigin ?? GOOGLE_SCRIPT_ORIGIN;
  const facebook = config.scriptOrigin ?? FACEBOOK_SCRIPT_ORIGIN;
  const { ids } = config;
  return {
    ...(ids.googleAnalytics && { googleAnalytics: `${google}/gtag/js?id=${encodeURIComponent(ids.googleAnalytics)}` }),
    ...(ids.googleTagManager && {
      googleTagManager: `${google}/gtm.js?id=${encodeURIComponent(ids.googleTagManager)}`,
    }),
    ...(ids.facebookPixel && { facebookPixel: `${facebook}/en_US/fbevents.js` }),
  };
}

export interface AnalyticsCspSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * What the CSP must add for the configured tools, and nothing when none is: the script hosts, and
 * where the tools send their hits (Google: fetch/sendBeacon and image fallbacks on its analytics
 * hosts; the Pixel: an image or a beacon to www.facebook.com). A stand-in origin replaces them all.
 */
export function analyticsCspSources(config: AnalyticsConfig): AnalyticsCspSources {
  const { ids, scriptOrigin } = config;
  const google = Boolean(ids.googleAnalytics || ids.googleTagManager);
  const facebook = Boolean(ids.facebookPixel);
  if (!google && !facebook) return { script: [], connect: [], img: [] };
  if (scriptOrigin) return { script: [scriptOrigin], connect: [scriptOrigin], img: [scriptOrigin] };
  const googleHits = [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ];
  const facebookHits = ["https://www.facebook.com"];
  return {
    script: [...(google ? [GOOGLE_SCRIPT_ORIGIN] : []), ...(facebook ? [FACEBOOK_SCRIPT_ORIGIN] : [])],
    connect: [...(google ? googleHits : []), ...(facebook ? [...facebookHits, FACEBOOK_SCRIPT_ORIGIN] : [])],
    img: [...(google ? googleHits : []), ...(facebook ? facebookHits : [])],
  };
}

/**
 * One page view per navigation: the page's address (path + search) is counted when it differs from
 * the last one counted. Re-renders, the root loader's revalidation and React's double effects in
 * development present the same address again and are not counted; a change of hash alone is not a
 * navigation.
 */
export function createPageViewGate(): (pathAndSearch: string) => boolean {
  let last: string | undefined;
  return (pathAndSearch) => {
    if (pathAndSearch === last) return false;
    last = pathAndSearch;
    return true;
  };
}
