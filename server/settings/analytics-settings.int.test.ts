import { afterEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getDb } from "../platform/db/client.ts";
import { appSettings } from "../platform/db/schema.ts";
import { analyticsFor, TEST_ANALYTICS_COOKIE } from "./analytics-settings.ts";
import { clearPublicSettingsCache } from "./public-settings.ts";

setupTestDatabase();

async function setSetting(key: string, value: string) {
  const db = await getDb();
  await db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
  clearPublicSettingsCache();
}

afterEach(async () => {
  for (const key of ["google_analytics_id", "google_tag_manager_id", "facebook_pixel_id"]) await setSetting(key, "");
});

describe("analyticsFor", () => {
  it("is null while no id is set (the demo data sets none)", async () => {
    clearPublicSettingsCache();
    expect(await analyticsFor(null)).toBeNull();
  });

  it("hands over the well-formed ids only", async () => {
    await setSetting("google_analytics_id", "G-ABCD1234");
    await setSetting("google_tag_manager_id", '"><script>alert(1)</script>');
    await setSetting("facebook_pixel_id", "1234567890");
    expect(await analyticsFor(null)).toEqual({
      ids: { googleAnalytics: "G-ABCD1234", facebookPixel: "1234567890" },
    });
  });

  it("keeps the settings for 5 minutes: a change shows after the cache is cleared", async () => {
    clearPublicSettingsCache();
    expect(await analyticsFor(null)).toBeNull();
    const db = await getDb();
    await db
      .insert(appSettings)
      .values({ key: "google_tag_manager_id", value: "GTM-ABC123" })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: "GTM-ABC123" } });
    expect(await analyticsFor(null)).toBeNull();
    clearPublicSettingsCache();
    expect((await analyticsFor(null))?.ids).toEqual({ googleTagManager: "GTM-ABC123" });
  });

  it("takes a browser test's ids from its cookie (test hooks only), over the settings", async () => {
    await setSetting("google_analytics_id", "G-ABCD1234");
    const cookie = `other=1; ${TEST_ANALYTICS_COOKIE}=${encodeURIComponent("fb=9876543210")}`;
    expect(await analyticsFor(cookie)).toEqual({ ids: { facebookPixel: "9876543210" } });
  });
});
