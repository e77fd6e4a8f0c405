import { describe, expect, it } from "vitest";
import { cspDirectives, mapTileOrigin } from "./csp.ts";

/** A directive's sources for one response: they are strings or functions of it (the nonce, the analytics hosts). */
function sources(directives: ReturnType<typeof cspDirectives>, name: string, locals: Record<string, unknown> = {}) {
  return (directives[name] ?? [])
    .map((d) => (typeof d === "string" ? d : d({}, { locals })))
    .join(" ")
    .split(" ");
}

describe("style-src", () => {
  it("in production: this origin and the response's nonce, never 'unsafe-inline'", () => {
    const styles = sources(cspDirectives(), "style-src", { cspNonce: "abc123" });
    expect(styles).toEqual(["'self'", "'nonce-abc123'"]);
    expect(styles).not.toContain("'unsafe-inline'");
  });

  it("in development: 'unsafe-inline' for Vite's injected styles, without a nonce that would turn it off", () => {
    const styles = sources(cspDirectives({ dev: true }), "style-src", { cspNonce: "abc123" });
    expect(styles).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

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
    expect(sources(directives, "img-src")).toContain("https://tile.openstreetmap.org");
    expect(sources(directives, "connect-src")).not.toContain("https://tile.openstreetmap.org");
  });
});
