/**
 * A Vite plugin that fails the client build when code from `server/` ends up in a browser chunk.
 * Route modules may import server code for their loaders and actions (React Router removes those
 * from the client build), so only modules that still render code into a client chunk count: a
 * value a component pulls from `server/` — and everything that module drags along (the database
 * driver, secrets in its config) — would otherwise ship to every phone.
 */
import path from "node:path";
import type { Plugin } from "vite";

export interface ServerCodeLeak {
  chunk: string;
  module: string;
}

/** Which server modules render code into which client chunks. */
export function findServerCode(
  bundle: Record<string, { type: string; fileName: string; modules?: Record<string, { renderedLength: number }> }>,
  serverDir: string,
): ServerCodeLeak[] {
  const prefix = serverDir.endsWith(path.sep) ? serverDir : serverDir + path.sep;
  const leaks: ServerCodeLeak[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk" || !output.modules) continue;
    for (const [id, info] of Object.entries(output.modules)) {
      const file = id.replace(/^\0/, "").split("?")[0] ?? "";
      if (file.startsWith(prefix) && info.renderedLength > 0) {
        leaks.push({ chunk: output.fileName, module: path.relative(path.dirname(serverDir), file) });
      }
    }
  }
  return leaks;
}

export function serverCodeGuard(options: { serverDir: string }): Plugin {
  return {
    name: "vilma:server-code-guard",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle(_options, bundle) {
      const leaks = findServerCode(bundle as never, options.serverDir);
      if (leaks.length === 0) return;
      const lines = leaks.map((leak) => `  ${leak.module} → ${leak.chunk}`).join("\n");
      this.error(
        `Server code reached the browser bundle:\n${lines}\n` +
          "Move what the browser needs to core/ (or import only types from server/).",
      );
    },
  };
}
