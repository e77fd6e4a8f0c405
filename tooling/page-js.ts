/**
 * The JavaScript a phone downloads to show a page (the home page unless told otherwise): every same-origin `<script src>`,
 * `<link rel="modulepreload">` and module imported by an inline `<script type="module">`, plus the
 * static imports of those modules (followed transitively, in case one was not preloaded). Dynamic
 * `import()` is not followed: lazily loaded code is not part of the first load. Sizes are gzip -9.
 */
import { gzipSync } from "node:zlib";

/** The goal for every public page (tests/http/page-js-budget.int.test.ts holds each page's ceiling). */
export const HOME_JS_BUDGET_KB = 120;

export interface ScriptAsset {
  url: string;
  /** How the page asks for it. */
  via: "script" | "modulepreload" | "inline-import" | "static-import";
  bytes: number;
  gzipBytes: number;
}

export interface HomeJsResult {
  assets: ScriptAsset[];
  totalBytes: number;
  totalGzipBytes: number;
  budgetKb: number;
  withinBudget: boolean;
  /** Modules reached only through static imports (not preloaded by the HTML): a waterfall risk. */
  notPreloaded: string[];
  /** Cross-origin scripts, listed but not counted. */
  crossOrigin: string[];
}

function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** Static import/export-from specifiers in a module (minified or not); `import(` is skipped. */
export function staticImports(source: string): string[] {
  const found = new Set<string>();
  const re = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\s]+)["']/g;
  for (const match of source.matchAll(re)) if (match[1]) found.add(match[1]);
  return [...found];
}

export async function measureHomeJs(
  baseUrl: string,
  options: { path?: string; userAgent?: string } = {},
): Promise<HomeJsResult> {
  const origin = new URL(baseUrl).origin;
  const pageUrl = new URL(options.path ?? "/", baseUrl);
  const headers = options.userAgent ? { "user-agent": options.userAgent } : undefined;
  const res = await fetch(pageUrl, { headers });
  if (res.status !== 200) throw new Error(`GET ${pageUrl.pathname} respondió ${res.status}`);
  const html = await res.text();

  const wanted = new Map<string, ScriptAsset["via"]>();
  const crossOrigin: string[] = [];
  const add = (raw: string, base: URL, via: ScriptAsset["via"]) => {
    const url = new URL(decodeEntities(raw), base);
    if (url.origin !== origin) {
      if (!crossOrigin.includes(url.href)) crossOrigin.push(url.href);
      return;
    }
    url.hash = "";
    if (!wanted.has(url.href)) wanted.set(url.href, via);
  };

  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (href && rel.includes("modulepreload")) add(href, pageUrl, "modulepreload");
  }

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    const src = attr(attrs, "src");
    if (src) add(src, pageUrl, "script");
    else if ((attr(attrs, "type") ?? "").toLowerCase() === "module") {
      for (const spec of staticImports(match[2] ?? "")) add(spec, pageUrl, "inline-import");
      // React Router's hydration script also uses `import("…")` for the entry: that is part of the first load.
      for (const dyn of (match[2] ?? "").matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
        if (dyn[1]) add(dyn[1], pageUrl, "inline-import");
      }
    }
  }
  const assets: ScriptAsset[] = [];
  const notPreloaded: string[] = [];
  const done = new Set<string>();
  const queue = [...wanted.keys()];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (done.has(url)) continue;
    done.add(url);
    const r = await fetch(url, { headers });
    if (r.status !== 200) throw new Error(`GET ${url} respondió ${r.status}`);
    const body = Buffer.from(await r.arrayBuffer());
    const via = wanted.get(url) ?? "static-import";
    if (via === "static-import") notPreloaded.push(url);
    assets.push({ url, via, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    for (const spec of staticImports(body.toString("utf8"))) {
      // Only relative/absolute JS modules: bare specifiers cannot be fetched by a browser.
      if (!/^(\.{0,2}\/|https?:)/.test(spec) || !/\.m?js(\?|$)/.test(spec)) continue;
      const next = new URL(spec, url);
      if (next.origin !== origin) continue;
      next.hash = "";
      if (!wanted.has(next.href)) {
        wanted.set(next.href, "static-import");
        queue.push(next.href);
      }
    }
  }

  const totalBytes = assets.reduce((sum, a) => sum + a.bytes, 0);
  const totalGzipBytes = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  return {
    assets,
    totalBytes,
    totalGzipBytes,
    budgetKb: HOME_JS_BUDGET_KB,
    withinBudget: totalGzipBytes / 1024 <= HOME_JS_BUDGET_KB,
    notPreloaded,
    crossOrigin,
  };
}
