/**
 * `npm start`: builds the app when there is no build (or the sources changed since it was made),
 * then serves it. Migrations and demo data are applied by the server itself on start.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, "build", ".source-stamp");
// core/ is in the browser and server bundles; tooling/ builds the service worker after the app.
const sourceRoots = [
  "app",
  "core",
  "server",
  "public",
  "tooling",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function sourceStamp(): string {
  const hash = createHash("sha1");
  const visit = (entry: string) => {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const entry of sourceRoots) visit(entry);
  return hash.digest("hex");
}

const stamp = sourceStamp();
const hasBuild = fs.existsSync(path.join(root, "build/server/index.js"));
if (!hasBuild || (fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : "") !== stamp) {
  console.log(hasBuild ? "Las fuentes cambiaron: reconstruyendo…" : "Primera vez: construyendo la app…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, stamp);
}

process.env.NODE_ENV ??= "production";
const { main } = await import("../server.ts");
await main();
