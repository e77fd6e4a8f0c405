import { describe, expect, it } from "vitest";
import { parseSuggestion } from "./suggestion-input.ts";
import { SUGGESTION_MESSAGES } from "./suggestions.ts";

describe("parseSuggestion", () => {
  it("needs a known kind", () => {
    expect(parseSuggestion({ kind: "precio" })).toEqual({
      ok: false,
      field: "kind",
      message: SUGGESTION_MESSAGES.kind,
    });
  });

  it("needs a real phone, an address or the hours as proposed values", () => {
    expect(parseSuggestion({ kind: "phone", proposedValue: "12" })).toMatchObject({
      ok: false,
      message: SUGGESTION_MESSAGES.phoneValue,
    });
    expect(parseSuggestion({ kind: "phone", proposedValue: " 353 412-3456 " })).toEqual({
      ok: true,
      value: { kind: "phone", proposedValue: "353 412-3456", note: null },
    });
    expect(parseSuggestion({ kind: "address", proposedValue: "" })).toMatchObject({
      message: SUGGESTION_MESSAGES.addressValue,
    });
    expect(parseSuggestion({ kind: "hours", proposedValue: "" })).toMatchObject({
      message: SUGGESTION_MESSAGES.hoursValue,
    });
  });

  it("a closure takes no value, only an optional note; limits and control characters are refused", () => {
    expect(parseSuggestion({ kind: "closed", proposedValue: "x", note: " Cerró " })).toEqual({
      ok: true,
      value: { kind: "closed", proposedValue: null, note: "Cerró" },
    });
    expect(parseSuggestion({ kind: "closed", note: "a".repeat(501) })).toMatchObject({
      field: "note",
      message: SUGGESTION_MESSAGES.noteLong,
    });
    expect(parseSuggestion({ kind: "address", proposedValue: "Bv. España\u0000 12" })).toMatchObject({
      message: SUGGESTION_MESSAGES.control,
    });
  });
});
