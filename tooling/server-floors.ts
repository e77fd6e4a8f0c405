/**
 * The floors of server/ (docs/ARCHITECTURE.md, decision 35): the folders of server/ and the
 * imports between them, read from the source. `folderLoops` answers the folders that import each
 * other in a loop (none, when every arrow runs down); its test keeps it that way.
 */
import fs from "node:fs";
import path from "node:path";

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

/** The folder a file of server/ belongs to: `server/platform/db/x.ts` → `platform`, `server.ts` → itself. */
function folderOf(serverDir: string, file: string): string {
  return path.relative(serverDir, file).split(path.sep)[0] ?? file;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

/** Folder → the folders its files import (relative paths and `#server/…`; tests left out). */
export function folderImports(serverDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(serverDir)) {
    const from = folderOf(serverDir, file);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (!spec) continue;
      const target = spec.startsWith("#server/")
        ? path.join(serverDir, spec.slice("#server/".length))
        : spec.startsWith(".")
          ? path.resolve(path.dirname(file), spec)
          : null;
      if (!target?.startsWith(serverDir + path.sep)) continue;
      const to = folderOf(serverDir, target);
      if (to !== from) targets.add(to);
    }
  }
  return graph;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components, size > 1). */
export function folderLoops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}
