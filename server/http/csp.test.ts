import { describe, expect, it } from "vitest";
import { cspDirectives, mapTileOrigin } from "./csp.ts";

describe("mapTileOrigin", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["http://127.0.0.1:3228/{z}/{x}/{y}.png", "http://127.0.0.1:3228"],
    ["https://{s}.tile.example.com/{z}/{x}/{y}{r}.png?key=1", "https://*.tile.example.com"],
    ["HTTPS://Tiles.Example.com/{z}/{x}/{y}.png", "https://tiles.example.com"],
  ])("%s → %s", (template, origin) => {
    expect(mapTileOrigin(template)).toBe(origin);
  });

  it.each(["ftp://tiles.example.com/{z}/{x}/{y}.png", "/tiles/{z}/{x}/{y}.png", "https://a{s}b.example.com/{z}"])(
    "refuses %s",
    (template) => {
      expect(mapTileOrigin(template)).toBeNull();
    },
  );

  it("lets the tiles' origin into img-src only", () => {
    const directives = cspDirectives({ mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" });
    // A directive's sources are strings or functions of the response (the nonce, the analytics hosts).
    const sources = (name: string) =>
      (directives[name] ?? [])
        .map((d) => (typeof d === "string" ? d : d({}, { locals: {} })))
        .join(" ")
        .split(" ");
    expect(sources("img-src")).toContain("https://tile.openstreetmap.org");
    expect(sources("connect-src")).not.toContain("https://tile.openstreetmap.org");
  });
});
