import { describe, expect, it } from "vitest";
import { isBusinessLeadType, searchReferralKey, withSearchReferral } from "./business-leads.ts";

describe("business leads", () => {
  it("knows the five kinds and nothing else", () => {
    for (const type of ["call", "whatsapp", "website", "email", "directions"])
      expect(isBusinessLeadType(type)).toBe(true);
    for (const bad of ["CALL", "toString", "__proto__", "", null, 1]) expect(isBusinessLeadType(bad)).toBe(false);
  });

  it("keeps a search by its normalised key, skipping empty and very long ones", () => {
    expect(searchReferralKey("  Pizza\u200B   MUZZA ")).toBe("pizza muzza");
    expect(searchReferralKey("Heladería")).toBe("heladería");
    expect(searchReferralKey("a")).toBeNull();
    expect(searchReferralKey("   ")).toBeNull();
    expect(searchReferralKey("x".repeat(60))).toBe("x".repeat(60));
    expect(searchReferralKey("x".repeat(61))).toBeNull();
    expect(searchReferralKey(undefined)).toBeNull();
  });

  it("adds the search to a business link only when it is worth counting", () => {
    expect(withSearchReferral("/la-esquina", "pizza muzza")).toBe("/la-esquina?q=pizza+muzza");
    expect(withSearchReferral("/la-esquina", " café & té ")).toBe("/la-esquina?q=caf%C3%A9+%26+t%C3%A9");
    expect(withSearchReferral("/la-esquina", "")).toBe("/la-esquina");
    expect(withSearchReferral("/la-esquina", undefined)).toBe("/la-esquina");
    expect(withSearchReferral("/la-esquina", "y".repeat(80))).toBe("/la-esquina");
  });
});
