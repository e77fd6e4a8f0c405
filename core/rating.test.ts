import { describe, expect, it } from "vitest";
import { starFills } from "./rating.ts";

describe("starFills", () => {
  it.each([
    [4.5, ["full", "full", "full", "full", "half"]],
    [4.3, ["full", "full", "full", "full", "half"]],
    [4.24, ["full", "full", "full", "full", "empty"]],
    [4.75, ["full", "full", "full", "full", "full"]],
    [1, ["full", "empty", "empty", "empty", "empty"]],
    [0.5, ["half", "empty", "empty", "empty", "empty"]],
    [0, ["empty", "empty", "empty", "empty", "empty"]],
  ])("%d → %j", (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it("clamps what is out of range or not a number", () => {
    expect(starFills(7)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starFills(-1)).toEqual(starFills(0));
    expect(starFills(Number.NaN)).toEqual(starFills(0));
  });
});
