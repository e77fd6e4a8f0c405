/**
 * A plain-Spanish name for the device of a session ("Chrome en Android"), from its User-Agent.
 * Deliberately simple: the common browsers and systems, in the order that avoids the usual traps
 * (every Chromium browser also says "Chrome" and "Safari"; iPads may pose as Macs).
 */

export type DeviceKind = "phone" | "tablet" | "desktop";

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  kind: DeviceKind;
  /** "Chrome en Android", "Safari en iPhone", "Navegador desconocido". */
  label: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const kind: DeviceKind =
    os === "iPad" || (os === "Android" && !/\bMobile\b/.test(ua))
      ? "tablet"
      : os === "iPhone" || os === "Android" || /\bMobile\b/.test(ua)
        ? "phone"
        : "desktop";
  const label =
    browser && os ? `${browser} en ${os}` : browser ? browser : os ? `Navegador en ${os}` : "Navegador desconocido";
  return { browser, os, kind, label };
}
