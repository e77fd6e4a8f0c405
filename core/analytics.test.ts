import { describe, expect, it } from "vitest";
import {
  analyticsCspSources,
  analyticsScriptUrls,
  createPageViewGate,
  hasAnalytics,
  parseAnalyticsIds,
  parseGoogleAnalyticsId,
  parsePixelId,
  parseTagManagerId,
} from "./analytics.ts";

describe("analytics ids", () => {
  it("accepts the documented shapes", () => {
    expect(parseGoogleAnalyticsId("G-ABC123XYZ")).toBe("G-ABC123XYZ");
    expect(parseGoogleAnalyticsId(" g-abc123xyz ")).toBe("G-ABC123XYZ");
    expect(parseGoogleAnalyticsId("UA-123456-1")).toBe("UA-123456-1");
    expect(parseTagManagerId("GTM-5XK2L9P")).toBe("GTM-5XK2L9P");
    expect(parsePixelId("123456789012345")).toBe("123456789012345");
  });

  it("refuses anything that could add markup, a host or a parameter", () => {
    for (const bad of [
      "",
      "G-",
      "G-ABC",
      'G-ABC123"><script>alert(1)</script>',
      "G-ABC123&l=evil",
      "G-ABC 123",
      "UA-123456",
      "GTM-ABC123/../x",
      "https://evil.example/gtm.js",
    ]) {
      expect(parseGoogleAnalyticsId(bad)).toBeUndefined();
      expect(parseTagManagerId(bad)).toBeUndefined();
    }
    expect(parseTagManagerId("G-ABC1234")).toBeUndefined();
    expect(parsePixelId("12345")).toBeUndefined();
    expect(parsePixelId("123456789a")).toBeUndefined();
    expect(parsePixelId("1234567');alert(1)//")).toBeUndefined();
  });

  it("keeps only the usable settings", () => {
    const ids = parseAnalyticsIds({
      google_analytics_id: "G-ABCD1234",
      google_tag_manager_id: "not-an-id",
      facebook_pixel_id: "1234567890",
    });
    expect(ids).toEqual({ googleAnalytics: "G-ABCD1234", facebookPixel: "1234567890" });
    expect(hasAnalytics(ids)).toBe(true);
    expect(hasAnalytics(parseAnalyticsIds({}))).toBe(false);
  });
});

describe("script URLs and the CSP", () => {
  const ids = { googleAnalytics: "G-ABCD1234", googleTagManager: "GTM-ABCD12", facebookPixel: "1234567890" };

  it("loads from the real hosts unless a stand-in origin is configured", () => {
    expect(analyticsScriptUrls({ ids })).toEqual({
      googleAnalytics: "https://www.googletagmanager.com/gtag/js?id=G-ABCD1234",
      googleTagManager: "https://www.googletagmanager.com/gtm.js?id=GTM-ABCD12",
      facebookPixel: "https://connect.facebook.net/en_US/fbevents.js",
    });
    expect(analyticsScriptUrls({ ids, scriptOrigin: "http://127.0.0.1:3246" }).googleTagManager).toBe(
      "http://127.0.0.1:3246/gtm.js?id=GTM-ABCD12",
    );
  });

  it("adds nothing to the CSP without ids", () => {
    expect(analyticsCspSources({ ids: {} })).toEqual({ script: [], connect: [], img: [] });
    expect(analyticsCspSources({ ids: {}, scriptOrigin: "http://127.0.0.1:3246" })).toEqual({
      script: [],
      connect: [],
      img: [],
    });
  });

  it("adds only the hosts of the configured tools", () => {
    const pixelOnly = analyticsCspSources({ ids: { facebookPixel: "1234567890" } });
    expect(pixelOnly.script).toEqual(["https://connect.facebook.net"]);
    expect(pixelOnly.img).toEqual(["https://www.facebook.com"]);
    expect(pixelOnly.connect.some((s) => s.includes("google"))).toBe(false);
    const googleOnly = analyticsCspSources({ ids: { googleAnalytics: "G-ABCD1234" } });
    expect(googleOnly.script).toEqual(["https://www.googletagmanager.com"]);
    expect(googleOnly.connect.some((s) => s.includes("facebook"))).toBe(false);
    expect(analyticsCspSources({ ids, scriptOrigin: "http://127.0.0.1:3246" })).toEqual({
      script: ["http://127.0.0.1:3246"],
      connect: ["http://127.0.0.1:3246"],
      img: ["http://127.0.0.1:3246"],
    });
  });
});

describe("page views", () => {
  it("counts the first load and each change of path or search, once", () => {
    const gate = createPageViewGate();
    const sent = ["/", "/", "/search?q=pizza", "/search?q=pizza", "/search?q=cafe", "/ofertas", "/"].filter(gate);
    expect(sent).toEqual(["/", "/search?q=pizza", "/search?q=cafe", "/ofertas", "/"]);
  });

  it("keeps each gate's memory to itself", () => {
    const a = createPageViewGate();
    const b = createPageViewGate();
    expect(a("/")).toBe(true);
    expect(b("/")).toBe(true);
    expect(a("/")).toBe(false);
  });
});
