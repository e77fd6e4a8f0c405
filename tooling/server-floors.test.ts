import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderImports, folderLoops } from "./server-floors.ts";

const SERVER = path.resolve(import.meta.dirname, "../server");

describe("the floors of server/", () => {
  const graph = folderImports(SERVER);

  it("has no folders that import each other in a loop", () => {
    expect(folderLoops(graph)).toEqual([]);
  });

  it("keeps the platform under every feature", () => {
    expect([...(graph.get("platform") ?? [])]).toEqual([]);
  });

  it("finds a loop when there is one", () => {
    const looped = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(folderLoops(looped)).toEqual([["a", "b", "c"]]);
  });

  it("reads the folders it is meant to read", () => {
    expect(graph.get("public-business")).toContain("reviews");
    expect(graph.get("reviews")).toContain("platform");
  });
});
