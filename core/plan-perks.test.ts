import { describe, expect, it } from "vitest";
import { hasSearchPriority, isInHomeFeatured, planBadge, planPerks, planTier } from "./plan-perks.ts";

describe("plan perks", () => {
  it("maps each premium level to the plan /pricing sells", () => {
    expect([0, 1, 2, 3].map(planTier)).toEqual(["basico", "destacado", "premium", "premium"]);
    expect(planTier(null)).toBe("basico");
    expect(planTier(Number.NaN)).toBe("basico");
    expect(planTier(-1)).toBe("basico");
  });

  it("shows the badge of the plan paid for", () => {
    expect(planBadge(0)).toBeNull();
    expect(planBadge(1)).toBe("Destacado");
    expect(planBadge(2)).toBe("Premium");
    expect(planBadge(3)).toBe("Premium");
  });

  it("keeps 'Comercios Destacados' for Premium, and search priority for any paid plan", () => {
    expect([0, 1, 2, 3].map(isInHomeFeatured)).toEqual([false, false, true, true]);
    expect([0, 1, 2, 3].map(hasSearchPriority)).toEqual([false, true, true, true]);
  });

  it("lists on /pricing only the perks the rule grants", () => {
    expect(planPerks("basico")).toEqual([]);
    expect(planPerks("destacado").join(" ")).toContain("Destacado");
    expect(planPerks("destacado").join(" ")).not.toContain("Comercios Destacados");
    expect(planPerks("premium").join(" ")).toContain("Comercios Destacados");
  });
});
