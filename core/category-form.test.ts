import { describe, expect, it } from "vitest";
import { categoryFormSchema, contrastWithWhite, isSingleEmoji } from "./category-form.ts";

describe("category form rules", () => {
  it("measures a colour's contrast with the white icon (WCAG)", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 0);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite("#2563eb")).toBeGreaterThan(4.5);
    expect(contrastWithWhite("#facc15")).toBeLessThan(3);
  });

  it("takes one emoji, with its modifiers, and nothing else", () => {
    expect(isSingleEmoji("🍕")).toBe(true);
    expect(isSingleEmoji("👩🏽‍🍳")).toBe(true);
    expect(isSingleEmoji("🇦🇷")).toBe(true);
    expect(isSingleEmoji("🍕🍔")).toBe(false);
    expect(isSingleEmoji("a")).toBe(false);
    expect(isSingleEmoji("")).toBe(false);
  });

  it("refuses a pale colour when chosen, not when a category already had it", () => {
    const form = { name: "Heladerías", slug: "heladerias", iconType: "lucide", icon: "IceCreamCone", color: "#facc15" };
    expect(categoryFormSchema().safeParse(form).success).toBe(false);
    expect(categoryFormSchema({ currentColor: "#FACC15" }).safeParse(form).success).toBe(true);
  });
});
