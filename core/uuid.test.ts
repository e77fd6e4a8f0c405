import { describe, expect, it } from "vitest";
import { isUuid, isUuidV4 } from "./uuid.ts";

describe("isUuid", () => {
  it("takes any version, in either case", () => {
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isUuid("0F8FAD5B-D9CB-169F-A165-70867728950E")).toBe(true);
  });
  it.each([
    ["x"],
    [""],
    [null],
    [42],
    ["0f8fad5b-d9cb-469f-a165-70867728950"],
    ["0f8fad5b-d9cb-469f-a165-70867728950e'"],
  ])("refuses %j", (value) => expect(isUuid(value)).toBe(false));
  it("isUuidV4 refuses other versions", () => {
    expect(isUuidV4("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isUuidV4("0f8fad5b-d9cb-169f-a165-70867728950e")).toBe(false);
  });
});
