import { describe, expect, it } from "vitest";
import { normalizeTimeText, TIME_TEXT_PATTERN } from "./time-text.ts";

describe("normalizeTimeText", () => {
  it.each([
    ["9:30", "09:30"],
    ["09:30", "09:30"],
    ["930", "09:30"],
    ["0930", "09:30"],
    ["2130", "21:30"],
    ["9.30", "09:30"],
    ["9,30", "09:30"],
    ["9h30", "09:30"],
    ["9", "09:00"],
    ["0", "00:00"],
    [" 23:59 ", "23:59"],
    ["09:30:00", "09:30"],
  ])("%s is %s", (typed, time) => {
    expect(normalizeTimeText(typed)).toBe(time);
  });

  it.each(["", "24:00", "9:60", "12345", "9:3", "nueve", "9 30", "-1", "9:30 pm"])("refuses %j", (typed) => {
    expect(normalizeTimeText(typed)).toBeNull();
  });

  it("the field's pattern admits every form the rule reads", () => {
    const pattern = new RegExp(`^(?:${TIME_TEXT_PATTERN})$`);
    for (const typed of ["9:30", "930", "9.30", "9,30", "9h30", "9", "09:30:00"])
      expect(pattern.test(typed)).toBe(true);
    expect(pattern.test("9:30 pm")).toBe(false);
  });
});
