import { describe, expect, it } from "vitest";
import { isArgentinePhone, nationalPhoneDigits } from "./phone.ts";

describe("nationalPhoneDigits", () => {
  it.each([
    ["353 412-3456", "3534123456"],
    ["(0353) 412-3456", "3534123456"],
    ["0353 15 412-3456", "3534123456"],
    ["+54 9 353 412 3456", "3534123456"],
    ["+54 353 4123456", "3534123456"],
    ["5493534123456", "3534123456"],
    ["11 4567-8901", "1145678901"],
    ["0800-555-1234", "8005551234"],
  ])("reads %s", (typed, digits) => {
    expect(nationalPhoneDigits(typed)).toBe(digits);
  });

  it.each(["", "412-3456", "123", "+1 212 555 0100", "353 412 3456 789 12", "llamame", "353-412-345a", "0000000000"])(
    "refuses %j",
    (typed) => {
      expect(isArgentinePhone(typed)).toBe(false);
    },
  );
});
