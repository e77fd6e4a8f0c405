/**
 * The client files only the signed-in areas need (/admin and /mi-comercio): read from the route
 * manifest React Router writes into the server build, they are every file of an admin or owner
 * route (its module, static imports and CSS) that no public route and not the entry also loads.
 * The service worker leaves them out of its precache: a neighbour's phone never stores forty admin
 * screens it will not open (decision: the offline app is the public directory).
 */
import fs from "node:fs";
import path from "node:path";

/** Route ids whose files are not precached. */
const AREA_ROUTE = /^routes\/(admin|owner)\//;

function listOf(block: string, key: string): string[] {
  const match = new RegExp(`"${key}":\\s*\\[([^\\]]*)\\]`).exec(block);
  return match ? [...match[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : [];
}

function filesOf(block: string): string[] {
  const module = /"module":\s*"([^"]+)"/.exec(block)?.[1];
  return [...(module ? [module] : []), ...listOf(block, "imports"), ...listOf(block, "css")];
}

/** From the server build's text: the client paths ("/assets/x.js") only area routes load. */
export function areaOnlyAssets(serverBuild: string): string[] {
  const entry = /"entry":\s*\{([\s\S]*?)\}/.exec(serverBuild)?.[1];
  if (!entry) throw new Error("No encontré el manifiesto de rutas en el build del servidor");
  const shared = new Set(filesOf(entry));
  const area = new Set<string>();
  for (const match of serverBuild.matchAll(/\{\s*"id":\s*"([^"]+)",[\s\S]*?"hydrateFallbackModule"/g)) {
    const files = filesOf(match[0]);
    if (AREA_ROUTE.test(match[1]!)) for (const file of files) area.add(file);
    else for (const file of files) shared.add(file);
  }
  return [...area].filter((file) => !shared.has(file)).sort();
}

/** The same, for the build folder on disk (the file that holds the manifest is found by its content). */
export function areaOnlyAssetsOfBuild(serverDir: string): string[] {
  const files = fs
    .readdirSync(serverDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(serverDir, name));
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    if (text.includes('"entry": {') && text.includes('"hydrateFallbackModule"')) return areaOnlyAssets(text);
  }
  throw new Error(`No encontré el manifiesto de rutas en ${serverDir}`);
}
