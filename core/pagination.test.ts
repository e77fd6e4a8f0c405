import { describe, expect, it } from "vitest";
import { pageWindow, withPage } from "./pagination.ts";

describe("pageWindow", () => {
  it("centres on the current page, clamped at both ends", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it("shows every page when there are few", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("withPage", () => {
  it("keeps the other parameters and leaves page 1 out", () => {
    expect(withPage("q=pizza&open=1", 3)).toBe("?q=pizza&open=1&page=3");
    expect(withPage("q=pizza&page=3", 1)).toBe("?q=pizza");
    expect(withPage("", 1)).toBe("");
  });
});
