import { describe, expect, it } from "vitest";
import { firstErrors } from "./account-validation.ts";
import { parseSubmission } from "./forms.ts";
import { PROMOTION_FORM_MESSAGES as M, promotionFormSchemaAt } from "./promotion-form.ts";

function parsePromotionForm(raw: Record<string, unknown>, { now, canFeature }: { now: Date; canFeature: boolean }) {
  const parsed = promotionFormSchemaAt(now, canFeature).safeParse(raw);
  return parsed.success
    ? { success: true as const, data: parsed.data }
    : { success: false as const, errors: firstErrors(parsed.error) };
}

// 15:00 on Saturday 21 November 2026 in Buenos Aires (UTC-3).
const NOW = new Date("2026-11-21T18:00:00.000Z");
const valid = {
  title: "2x1 en cafés de especialidad",
  discountBenefit: "2x1",
  description: "Todos los días de 8 a 11.",
  startDate: "2026-11-21",
  endDate: "2026-12-31",
  couponCode: "",
};

const parse = (overrides: Record<string, unknown> = {}, canFeature = false) =>
  parsePromotionForm({ ...valid, ...overrides }, { now: NOW, canFeature });

describe("parsePromotionForm", () => {
  it("turns Buenos Aires calendar days into the start of the first day and the end of the last", () => {
    const result = parse();
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.startDate.toISOString()).toBe("2026-11-21T03:00:00.000Z");
    expect(result.data.endDate.toISOString()).toBe("2027-01-01T02:59:59.999Z");
    expect(result.data).toMatchObject({
      title: "2x1 en cafés de especialidad",
      discountBenefit: "2x1",
      description: "Todos los días de 8 a 11.",
      couponCode: null,
      isFeatured: false,
      image: null,
      removeImage: false,
    });
  });

  it("accepts a one-day promotion that ends today", () => {
    const result = parse({ startDate: "2026-11-21", endDate: "2026-11-21" });
    expect(result.success).toBe(true);
  });

  it("accepts a start in the past when the end is still ahead", () => {
    expect(parse({ startDate: "2026-11-01" }).success).toBe(true);
  });

  it("refuses an end before the start", () => {
    expect(parse({ startDate: "2026-12-10", endDate: "2026-12-09" })).toEqual({
      success: false,
      errors: { endDate: M.endBeforeStart },
    });
  });

  it("refuses an end date already gone in Buenos Aires", () => {
    expect(parse({ startDate: "2026-11-01", endDate: "2026-11-20" })).toEqual({
      success: false,
      errors: { endDate: M.endInPast },
    });
    // 01:30 UTC on the 22nd is still the 21st in Buenos Aires: a promotion ending the 21st is fine.
    const lateNight = parsePromotionForm(
      { ...valid, startDate: "2026-11-21", endDate: "2026-11-21" },
      { now: new Date("2026-11-22T01:30:00Z"), canFeature: false },
    );
    expect(lateNight.success).toBe(true);
  });

  it("requires readable dates", () => {
    const result = parse({ startDate: "", endDate: "2026-02-30" });
    expect(result).toEqual({ success: false, errors: { startDate: M.startDate, endDate: M.endDate } });
  });

  it("checks the title and benefit lengths, trimming first", () => {
    expect(parse({ title: "  ab " })).toMatchObject({ success: false, errors: { title: M.titleShort } });
    expect(parse({ title: "x".repeat(121) })).toMatchObject({ success: false, errors: { title: M.titleLong } });
    expect(parse({ discountBenefit: "   " })).toMatchObject({
      success: false,
      errors: { discountBenefit: M.benefitRequired },
    });
    expect(parse({ discountBenefit: "x".repeat(61) })).toMatchObject({
      success: false,
      errors: { discountBenefit: M.benefitLong },
    });
  });

  it("refuses absurd dates: a start years away, a start long gone, a promotion longer than a year", () => {
    expect(parse({ startDate: "2031-01-01", endDate: "2031-01-10" })).toMatchObject({
      success: false,
      errors: { startDate: M.startTooFar },
    });
    expect(parse({ startDate: "2020-01-01" })).toMatchObject({ success: false, errors: { startDate: M.startTooOld } });
    expect(parse({ startDate: "2026-11-21", endDate: "2028-01-01" })).toMatchObject({
      success: false,
      errors: { endDate: M.tooLong },
    });
    expect(parse({ startDate: "2026-11-21", endDate: "2027-11-21" }).success).toBe(true);
  });

  it("keeps a chosen image and the remove flag; an empty file is no image", () => {
    const image = new File([new Uint8Array([1, 2, 3])], "foto.jpg", { type: "image/jpeg" });
    const withImage = parse({ image, removeImage: "on" });
    expect(withImage.success && withImage.data.image).toBe(image);
    expect(withImage.success && withImage.data.removeImage).toBe(true);
    const empty = parse({ image: new File([], "") });
    expect(empty.success && empty.data.image).toBe(null);
    const heavy = new File([new Uint8Array(8 * 1024 * 1024 + 1)], "grande.jpg");
    expect(parse({ image: heavy })).toMatchObject({
      success: false,
      errors: { image: "La imagen no puede pesar más de 8 MB" },
    });
  });

  it("upper-cases coupon codes and allows only A-Z, 0-9 and dashes", () => {
    const ok = parse({ couponCode: " vilma-2x1 " });
    expect(ok.success && ok.data.couponCode).toBe("VILMA-2X1");
    expect(parse({ couponCode: "CAFÉ" })).toMatchObject({ success: false, errors: { couponCode: M.couponFormat } });
    expect(parse({ couponCode: "DOS X UNO" })).toMatchObject({
      success: false,
      errors: { couponCode: M.couponFormat },
    });
    expect(parse({ couponCode: "A".repeat(31) })).toMatchObject({
      success: false,
      errors: { couponCode: M.couponLong },
    });
  });

  it("features a promotion only when this person may (an admin, or a plan with featured promotions)", () => {
    const owner = parse({ isFeatured: "on" }, false);
    const admin = parse({ isFeatured: "on" }, true);
    expect(owner.success && owner.data.isFeatured).toBe(false);
    expect(admin.success && admin.data.isFeatured).toBe(true);
  });

  it("drops control characters and keeps line breaks in the description", () => {
    const result = parse({ title: "Promo\u0000 de verano", description: "Línea 1\r\nLínea 2\u0007" });
    expect(result.success && result.data.title).toBe("Promo de verano");
    expect(result.success && result.data.description).toBe("Línea 1\nLínea 2");
  });

  it("reports every field's first problem at once", () => {
    const result = parse({ title: "", discountBenefit: "", startDate: "2026-12-10", endDate: "2026-12-01" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.title).toBe(M.titleShort);
    expect(result.errors.discountBenefit).toBe(M.benefitRequired);
    expect(result.errors.endDate).toBe(M.endBeforeStart);
  });

  it("ignores non-text values", () => {
    expect(parse({ title: 12345 })).toMatchObject({ success: false, errors: { title: M.titleShort } });
  });

  it("reads a real post through the form parser, where empty inputs arrive as missing", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, description: "", couponCode: "" })) {
      form.set(name, String(value));
    }
    const submission = parseSubmission(form, promotionFormSchemaAt(NOW, false));
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toMatchObject({ description: null, couponCode: null });
    form.set("title", "");
    expect(parseSubmission(form, promotionFormSchemaAt(NOW, false)).reply().error).toEqual({ title: [M.titleShort] });
  });
});
