import { describe, expect, it } from "vitest";
import { areaOnlyAssets } from "./area-only-assets.ts";

const route = (id: string, module: string, imports: string[], css: string[] = []) => `{
  "id": "${id}",
  "module": "${module}",
  "imports": [${imports.map((i) => `"${i}"`).join(", ")}],
  "css": [${css.map((c) => `"${c}"`).join(", ")}],
  "hydrateFallbackModule": void 0
}`;

const build = `const serverManifest = {
  "entry": { "module": "/assets/entry.js", "imports": ["/assets/react.js"], "css": [] },
  "routes": {
    "root": ${route("root", "/assets/root.js", ["/assets/react.js"], ["/assets/app.css"])},
    "routes/public/home": ${route("routes/public/home", "/assets/home.js", ["/assets/card.js"])},
    "routes/admin/businesses": ${route("routes/admin/businesses", "/assets/businesses.js", ["/assets/card.js", "/assets/data-table.js"])},
    "routes/owner/plan": ${route("routes/owner/plan", "/assets/plan.js", ["/assets/data-table.js", "/assets/react.js"], ["/assets/plan.css"])}
  }
};`;

describe("areaOnlyAssets", () => {
  it("lists what only admin and owner routes load, never what a public route or the entry shares", () => {
    expect(areaOnlyAssets(build)).toEqual([
      "/assets/businesses.js",
      "/assets/data-table.js",
      "/assets/plan.css",
      "/assets/plan.js",
    ]);
  });

  it("fails loudly when the manifest is not there (a React Router upgrade changed its shape)", () => {
    expect(() => areaOnlyAssets("export default {}")).toThrow(/manifiesto/);
  });
});
