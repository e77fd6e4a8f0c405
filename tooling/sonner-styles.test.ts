import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withoutInjectedStyles } from "./sonner-styles.ts";

/** The installed sonner's ES build: what the browser build transforms. */
function installedSonner(): string {
  const require = createRequire(import.meta.url);
  const dist = path.dirname(require.resolve("sonner"));
  return fs.readFileSync(path.join(dist, "index.mjs"), "utf8");
}

describe("withoutInjectedStyles", () => {
  it("takes the installed sonner's style injection out, and nothing else", () => {
    const code = installedSonner();
    const stripped = withoutInjectedStyles(code);
    expect(stripped).not.toMatch(/^__insertCSS\(/m);
    expect(stripped).not.toContain("[data-sonner-toaster]{position:fixed");
    // The rest of the module stays: the Toaster and toast() it exports.
    expect(stripped).toContain("export { Toaster, toast");
    expect(code.length - stripped.length).toBeGreaterThan(10_000);
  });

  it("fails when the injection is not there exactly once (a sonner that changed how it injects)", () => {
    expect(() => withoutInjectedStyles("export const toast = () => {};")).toThrow(/__insertCSS/);
    const twice = '__insertCSS("a{}");\n__insertCSS("b{}");\n';
    expect(() => withoutInjectedStyles(twice)).toThrow(/encontré 2/);
  });
});
