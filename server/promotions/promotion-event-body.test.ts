import { describe, expect, it } from "vitest";
import { normalizeReferrer, PromotionEventBodySchema, REFERRER_MAX_LENGTH } from "./promotion-event-body.ts";

describe("PromotionEventBodySchema", () => {
  it("accepts the three types", () => {
    for (const type of ["view", "click", "coupon_copy"]) {
      expect(PromotionEventBodySchema.parse({ type, referrer: "/ofertas" })).toEqual({ type, referrer: "/ofertas" });
    }
    expect(PromotionEventBodySchema.parse({ type: "view" })).toEqual({ type: "view", referrer: null });
  });

  it("rejects anything else", () => {
    for (const body of [{ type: "purchase" }, { type: "VIEW" }, {}, null, "click", { type: ["click"] }]) {
      expect(PromotionEventBodySchema.safeParse(body).success).toBe(false);
    }
  });
});

describe("normalizeReferrer", () => {
  it("cleans and cuts", () => {
    expect(normalizeReferrer("homepage")).toBe("homepage");
    expect(normalizeReferrer("  /ofertas\n\u0000 ")).toBe("/ofertas");
    expect(normalizeReferrer("x".repeat(5000))).toHaveLength(REFERRER_MAX_LENGTH);
    expect(Array.from(normalizeReferrer("😀".repeat(300)) ?? "")).toHaveLength(REFERRER_MAX_LENGTH);
    expect(normalizeReferrer("")).toBeNull();
    expect(normalizeReferrer(42)).toBeNull();
    expect(normalizeReferrer(undefined)).toBeNull();
  });
});
