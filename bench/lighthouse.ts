/**
 * Lighthouse in the bench: the mobile preset (Lighthouse's default: a mid-range phone, simulated
 * slow 4G and 4× CPU slowdown, so it needs no network of its own) on Debian's Chromium, headless,
 * with the flags the browser tests use. Per page: the four category scores, LCP, TBT, CLS, the
 * JavaScript the page downloaded, and what limits its LCP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tooling/chromium.ts";
import { freePort } from "#tooling/server-process.ts";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthousePage {
  name: string;
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Scripts downloaded during the load (transfer size, i.e. compressed) and their count. */
  jsBytes: number;
  jsRequests: number;
  /** The LCP element (a selector or its text), and the audit with the largest LCP saving. */
  lcpElement: string | null;
  lcpLimit: string | null;
  /**
   * Lighthouse's benchmarkIndex of this machine at that moment: CPU-bound numbers (TBT, the
   * performance score) are only comparable between runs with similar indexes.
   */
  benchmarkIndex: number | null;
  /** Lighthouse's runtime error, when the page could not be measured. */
  error?: string;
}

const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS, "--disable-dev-shm-usage"];

/** Chromium with its DevTools port open; `stop()` kills it by its PID and removes its profile. */
async function startChromium(): Promise<{ pid: number; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-lighthouse-"));
  const executable = CHROMIUM_PATH;
  const child: ChildProcess = spawn(
    executable,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid, "SIGKILL");
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok && child.pid !== undefined) return { pid: child.pid, port, stop };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Chromium (${executable}) no abrió su puerto de DevTools`);
}

// Lighthouse's result, as far as this report reads it.
interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        title?: string;
        score?: number | null;
        numericValue?: number;
        metricSavings?: { LCP?: number };
        details?: { type?: string; items?: unknown[] };
      }
    | undefined
  >;
  runtimeError?: { message?: string };
  environment?: { benchmarkIndex?: number };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** The numbers of one page out of Lighthouse's result (exported for its test). */
export function summarizeLhr(name: string, pagePath: string, lhr: Lhr): LighthousePage {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === "number" ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as NetworkItem[];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  return {
    name,
    path: pagePath,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    lcpElement: lcpElement(lhr),
    lcpLimit: lcpLimit(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lhr.runtimeError?.message && { error: lhr.runtimeError.message }),
  };
}

/**
 * What holds the LCP back: the longest phase of its breakdown (time to first byte, resource load
 * delay and duration, render delay), and the failing audit that would save the most LCP.
 */
function lcpLimit(lhr: Lhr): string | null {
  const phases = findTableItems(lhr.audits["lcp-breakdown-insight"]?.details)
    .filter(
      (i): i is { label: string; duration: number } => typeof i.label === "string" && typeof i.duration === "number",
    )
    .sort((a, b) => b.duration - a.duration);
  const phase = phases[0] ? `${phases[0].label} ${Math.round(phases[0].duration)} ms` : null;
  const savings = Object.values(lhr.audits)
    .filter((a) => (a?.metricSavings?.LCP ?? 0) > 0 && typeof a?.score === "number" && a.score < 0.9)
    .sort((a, b) => (b?.metricSavings?.LCP ?? 0) - (a?.metricSavings?.LCP ?? 0));
  const top = savings[0];
  const saving = top ? `${top.title} (−${Math.round(top.metricSavings?.LCP ?? 0)} ms)` : null;
  return [phase, saving].filter(Boolean).join("; ") || null;
}

function findTableItems(value: unknown): Record<string, unknown>[] {
  if (!value || typeof value !== "object") return [];
  const v = value as Record<string, unknown>;
  if (v.type === "table" && Array.isArray(v.items)) return v.items as Record<string, unknown>[];
  return (Array.isArray(value) ? value : Object.values(v)).flatMap(findTableItems);
}

/** The LCP element as Lighthouse names it: its text, or an image's file name. */
function lcpElement(lhr: Lhr): string | null {
  const found =
    findNode(lhr.audits["lcp-breakdown-insight"]?.details) ??
    findNode(lhr.audits["largest-contentful-paint-element"]?.details);
  if (!found) return null;
  const tag = found.selector?.split(" > ").at(-1) ?? "";
  const src = /\bsrc="([^"]+)"/.exec(found.snippet ?? "")?.[1];
  const label = found.nodeLabel?.replace(/\s+/g, " ").trim();
  const what = src ? src.split("?")[0]?.split("/").slice(-2).join("/") : label && `"${label.slice(0, 40)}"`;
  return [tag, what].filter(Boolean).join(" ");
}

function findNode(value: unknown): { selector?: string; nodeLabel?: string; snippet?: string } | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (v.type === "node" && (typeof v.selector === "string" || typeof v.nodeLabel === "string")) return v;
  for (const child of Array.isArray(value) ? value : Object.values(v)) {
    const found = findNode(child);
    if (found) return found;
  }
  return null;
}

/** Runs Lighthouse on each page, one after the other, in one Chromium. */
export async function runLighthouse(
  baseUrl: string,
  pages: { name: string; path: string }[],
  options: {
    /** Called with the browser once it runs (for cleanup on Ctrl+C); answers how to forget it. */
    onSpawn?: (chromium: { pid: number; stop: () => Promise<void> }) => () => void;
    /** Where each page's full Lighthouse report goes (lighthouse-<n>.json), to read what the table sums up. */
    saveDir?: string;
  } = {},
): Promise<LighthousePage[]> {
  const chromium = await startChromium();
  const unregister = options.onSpawn?.(chromium) ?? (() => {});
  const results: LighthousePage[] = [];
  try {
    for (const page of pages) {
      try {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chromium.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
        if (!result) throw new Error("Lighthouse no devolvió resultado");
        if (options.saveDir) {
          const file = path.join(options.saveDir, `lighthouse-${results.length + 1}.json`);
          fs.writeFileSync(file, JSON.stringify(result.lhr));
        }
        results.push(summarizeLhr(page.name, page.path, result.lhr as unknown as Lhr));
      } catch (error) {
        results.push({
          name: page.name,
          path: page.path,
          scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
          lcpMs: null,
          tbtMs: null,
          cls: null,
          jsBytes: 0,
          jsRequests: 0,
          lcpElement: null,
          lcpLimit: null,
          benchmarkIndex: null,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  } finally {
    unregister();
    await chromium.stop();
  }
  return results;
}

const num = (n: number | null, digits = 0) => (n === null ? "–" : n.toFixed(digits));

/** The table the bench prints (Markdown, like its other tables). */
export function renderLighthouse(pages: LighthousePage[]): string {
  const lines = [
    "Lighthouse (preset móvil, Chromium de Debian, headless; red y CPU simuladas):",
    "",
    "| página | perf | a11y | b.p. | seo | LCP ms | TBT ms | CLS | JS (KB, pedidos) | elemento LCP | qué limita el LCP | índice CPU |",
    "| ------ | ---: | ---: | ---: | --: | -----: | -----: | --: | ---------------: | ------------ | ----------------- | ---------: |",
  ];
  for (const p of pages) {
    const s = p.scores;
    lines.push(
      `| ${p.name} \`${p.path}\` | ${num(s.performance)} | ${num(s.accessibility)} | ${num(s["best-practices"])} | ${num(s.seo)} | ` +
        `${num(p.lcpMs)} | ${num(p.tbtMs)} | ${num(p.cls, 3)} | ${(p.jsBytes / 1024).toFixed(1)} (${p.jsRequests}) | ` +
        `${p.lcpElement ?? "–"} | ${p.error ? `!! ${p.error}` : (p.lcpLimit ?? "nada que ahorrar")} | ${num(p.benchmarkIndex)} |`,
    );
  }
  return lines.join("\n");
}
