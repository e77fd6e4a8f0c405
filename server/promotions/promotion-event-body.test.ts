import { describe, expect, it } from "vitest";
import { isUuid, normalizeReferrer, PromotionEventBodySchema, REFERRER_MAX_LENGTH } from "./promotion-event-body.ts";

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

describe("isUuid", () => {
  it("only canonical UUID text", () => {
    expect(isUuid("3f2b8c1e-9d4a-4b7e-8f1a-2c3d4e5f6a7b")).toBe(true);
    expect(isUuid("3F2B8C1E-9D4A-4B7E-8F1A-2C3D4E5F6A7B")).toBe(true);
    for (const id of [
      "",
      "1",
      "not-a-uuid",
      "3f2b8c1e9d4a4b7e8f1a2c3d4e5f6a7b",
      "3f2b8c1e-9d4a-4b7e-8f1a-2c3d4e5f6a7b'--",
    ]) {
      expect(isUuid(id)).toBe(false);
    }
  });
});
