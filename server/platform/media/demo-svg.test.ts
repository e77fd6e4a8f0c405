import { describe, expect, it } from "vitest";
import { DEMO_BANKS, type DemoSvgKind, initialsFor, renderDemoSvg } from "./demo-svg.ts";

const KINDS: DemoSvgKind[] = ["logo", "banner", "promo", "cover", "bank"];

describe("renderDemoSvg", () => {
  it("renders every kind as a small standalone SVG", () => {
    for (const kind of KINDS) {
      const svg = renderDemoSvg(kind, "farmacia-del-puente");
      expect(svg).not.toBeNull();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<\/svg>$/);
      expect(Buffer.byteLength(svg ?? "", "utf8")).toBeLessThan(2048);
    }
  });

  it("uses the expected canvas sizes", () => {
    expect(renderDemoSvg("logo", "kiosco-el-paso")).toContain('viewBox="0 0 256 256"');
    expect(renderDemoSvg("banner", "kiosco-el-paso")).toContain('viewBox="0 0 1200 400"');
    expect(renderDemoSvg("promo", "kiosco-el-paso")).toContain('viewBox="0 0 800 450"');
    expect(renderDemoSvg("cover", "kiosco-el-paso")).toContain('viewBox="0 0 1200 630"');
  });

  it("is deterministic and varies with the key", () => {
    expect(renderDemoSvg("banner", "pizza-tano")).toBe(renderDemoSvg("banner", "pizza-tano"));
    expect(renderDemoSvg("banner", "pizza-tano")).not.toBe(renderDemoSvg("banner", "pizza-tana"));
    const promo = "0b7c5f3e-9a51-4c1e-8d2a-6f0e4b3a2c11";
    expect(renderDemoSvg("promo", promo)).toBe(renderDemoSvg("promo", promo));
  });

  it("puts the initials of the meaningful words on logos", () => {
    expect(initialsFor("farmacia-del-puente")).toBe("FP");
    expect(initialsFor("estudio-contable-ferreyra-asoc")).toBe("EC");
    expect(initialsFor("kioscos")).toBe("K");
    expect(initialsFor("la-cremeria")).toBe("C");
    expect(renderDemoSvg("logo", "farmacia-del-puente")).toContain(">FP</text>");
    expect(renderDemoSvg("logo", "---")).toContain(">V</text>");
  });

  it("draws known banks in their own colour", () => {
    for (const [slug, bank] of Object.entries(DEMO_BANKS)) {
      const svg = renderDemoSvg("bank", slug) ?? "";
      expect(svg).toContain(`fill="${bank.color}"`);
      expect(svg).toContain(`>${bank.initials}</text>`);
    }
    expect(renderDemoSvg("bank", "banco-desconocido")).toContain(">BD</text>");
  });

  it("rejects invalid kinds and keys", () => {
    expect(renderDemoSvg("avatar" as DemoSvgKind, "abc")).toBeNull();
    for (const key of ["", "Mayúsculas", "a b", "../etc/passwd", "x".repeat(121), "<script>", "a.svg", "a_b"]) {
      expect(renderDemoSvg("logo", key)).toBeNull();
    }
    expect(renderDemoSvg("logo", "x".repeat(120))).not.toBeNull();
  });

  it("never lets anything but letters and digits into the text", () => {
    for (const kind of KINDS) {
      const svg = renderDemoSvg(kind, "a-b-c-1-2-3") ?? "";
      const texts = [...svg.matchAll(/>([^<]*)<\/text>/g)].map((m) => m[1]);
      for (const t of texts) expect(t).toMatch(/^[A-Z0-9%]*$/);
    }
  });
});
