/**
 * Builds /sw.js after the client build (react-router.config.ts `buildEnd`): bundles
 * app/pwa/service-worker.ts with Vite into build/client/sw.js, then workbox-build injects the
 * precache list (the built JS and CSS, icons, manifest) into it. `npm run build`, `npm start`, the
 * e2e build and the bench all run `react-router build`, so they all get it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { areaOnlyAssetsOfBuild } from "./area-only-assets.ts";

const PRECACHE_PATTERNS = ["assets/**/*.{js,css}", "icons/*.png", "favicon.svg", "manifest.webmanifest"];

export async function buildServiceWorker(options: {
  root: string;
  clientDir: string;
  serverDir: string;
}): Promise<void> {
  const { build } = await import("vite");
  const { injectManifest } = await import("workbox-build");
  const swDest = path.join(options.clientDir, "sw.js");
  const assets = fs.readdirSync(path.join(options.clientDir, "assets")).sort();
  const buildId = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);
  await build({
    configFile: false,
    root: options.root,
    logLevel: "warn",
    publicDir: false,
    define: { __VILMA_BUILD__: JSON.stringify(buildId), "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: options.clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: {
        entry: path.join(options.root, "app/pwa/service-worker.ts"),
        formats: ["iife"],
        name: "vilmaServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: swDest,
    swDest,
    globDirectory: options.clientDir,
    globPatterns: PRECACHE_PATTERNS,
    // The owner and admin areas (their routes' files, and the charts they load lazily) are used
    // online by a few people: not worth every phone's storage.
    globIgnores: [
      "sw.js",
      "assets/stats-charts-*",
      ...areaOnlyAssetsOfBuild(options.serverDir).map((file) => file.replace(/^\//, "")),
    ],
    // Hashed names need no revision: a new build has new names.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`sw.js: ${warning}`);
  console.log(`sw.js: ${count} archivos precacheados (${Math.round(size / 1024)} KB)`);
}
