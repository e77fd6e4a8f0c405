import { inArray } from "drizzle-orm";
import { registerPublicCache } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { appSettings } from "../platform/db/schema.ts";

export const PUBLIC_SETTING_KEYS = [
  "social_facebook",
  "social_instagram",
  "social_twitter",
  "google_analytics_id",
  "google_tag_manager_id",
  "facebook_pixel_id",
  // The footer's contact (set in /admin/settings; the footer shows only what is set).
  "contact_email",
  "contact_phone",
  "contact_address",
] as const;
export type PublicSettings = Partial<Record<(typeof PUBLIC_SETTING_KEYS)[number], string>>;

/** The spec caches analytics settings for 5 minutes; the same cache serves the footer's social links. */
export const SETTINGS_CACHE_MS = 5 * 60 * 1000;
let cache: { value: PublicSettings; expires: number } | undefined;
// Emptied with the other public caches, on every instance, when the admin saves the settings.
registerPublicCache({ clear: () => clearPublicSettingsCache() });

export async function getPublicSettings(now = Date.now()): Promise<PublicSettings> {
  if (cache && cache.expires > now) return cache.value;
  const db = await getDb();
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...PUBLIC_SETTING_KEYS]));
  const value: PublicSettings = {};
  for (const row of rows) {
    // An empty value means "not configured": the footer hides that link.
    if (row.value?.trim()) value[row.key as keyof PublicSettings] = row.value.trim();
  }
  cache = { value, expires: now + SETTINGS_CACHE_MS };
  return value;
}

export function clearPublicSettingsCache(): void {
  cache = undefined;
}
