import { describe, expect, it } from "vitest";
import { parseReviewsPage, REVIEWS_PAGE_SIZE, reviewsPageCount } from "./reviews.ts";

describe("the business page's pages of reviews", () => {
  it("reads ?resenas=N leniently: a bad value is the first page, a huge one is capped", () => {
    expect(parseReviewsPage("3")).toBe(3);
    expect(parseReviewsPage(" 2 ")).toBe(2);
    for (const bad of [null, undefined, "", "0", "-1", "1.5", "abc", "1e3", "0x10", "99999999"]) {
      expect(parseReviewsPage(bad), String(bad)).toBe(1);
    }
    expect(parseReviewsPage("9999999")).toBe(100_000);
  });

  it("counts pages of ten, at least one", () => {
    expect(REVIEWS_PAGE_SIZE).toBe(10);
    expect([0, 1, 10, 11, 20, 23].map(reviewsPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
