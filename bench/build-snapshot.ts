/**
 * A private copy of the production build for the bench's servers. `build/` is shared with everyone
 * working in the tree, and a concurrent `react-router build` empties it mid-run; so the bench copies
 * it once (checking the copy is complete) to bench/results/app/build and starts `node server.ts`
 * with that folder as its working directory (server.ts serves `path.resolve("build")`). The copy
 * stays inside the repository so the bundle's `import "react"`… still resolve to node_modules.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface BuildSnapshot {
  /** Working directory for the server process. */
  cwd: string;
  /** When the copied build was made. */
  builtAt: Date;
  remove(): void;
}

/** Every /assets/… file the server bundle references exists in the client folder. */
function missingAssets(buildDir: string): string[] {
  const serverEntry = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(serverEntry)) return ["server/index.js"];
  // The server bundle is split into chunks once the app has lazy modules: the client manifest may be
  // in any of them.
  const serverFiles = fs
    .readdirSync(path.join(buildDir, "server"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"));
  const source = serverFiles.map((file) => fs.readFileSync(path.join(buildDir, "server", file), "utf8")).join("\n");
  const referenced = new Set([...source.matchAll(/["'](\/assets\/[^"'?#\s]+)["']/g)].map((m) => m[1] as string));
  if (referenced.size === 0) return ["(el bundle del servidor no referencia /assets)"];
  return [...referenced].filter((asset) => !fs.existsSync(path.join(buildDir, "client", asset)));
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

export async function snapshotBuild(root: string, targetRoot: string): Promise<BuildSnapshot> {
  const source = path.join(root, "build");
  const target = path.join(targetRoot, "build");
  let builtBySelf = false;
  let lastProblem = "";
  for (let attempt = 0; attempt < 30; attempt++) {
    if (!fs.existsSync(path.join(source, "server/index.js"))) {
      // Someone may be building right now: give it a minute before building ourselves.
      if (attempt >= 12 && !builtBySelf) {
        console.log("No hay build de producción: corriendo `npx react-router build`…");
        const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
        if (result.status !== 0) throw new Error(`react-router build falló (código ${result.status})`);
        builtBySelf = true;
      } else {
        if (attempt === 0) console.log("Esperando build/ (¿hay un build en curso?)…");
        await sleep(5000);
      }
      continue;
    }
    const before = fs.statSync(path.join(source, "server/index.js"));
    fs.rmSync(targetRoot, { recursive: true, force: true });
    fs.mkdirSync(targetRoot, { recursive: true });
    try {
      fs.cpSync(source, target, { recursive: true });
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
      await sleep(5000);
      continue;
    }
    const missing = missingAssets(target);
    const changed = fs.existsSync(path.join(source, "server/index.js"))
      ? fs.statSync(path.join(source, "server/index.js")).mtimeMs !== before.mtimeMs
      : true;
    if (missing.length === 0 && !changed) {
      return {
        cwd: targetRoot,
        builtAt: before.mtime,
        remove: () => fs.rmSync(targetRoot, { recursive: true, force: true }),
      };
    }
    lastProblem = changed ? "build/ cambió durante la copia" : `faltan ${missing.slice(0, 3).join(", ")}`;
    await sleep(5000);
  }
  throw new Error(`no se pudo copiar un build completo de build/: ${lastProblem}`);
}
