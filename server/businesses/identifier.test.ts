import { describe, expect, it } from "vitest";
import { parseBusinessIdentifier } from "./identifier.ts";

describe("parseBusinessIdentifier", () => {
  it.each([
    ["farmacia-del-puente", { kind: "slug", value: "farmacia-del-puente" }],
    ["42", { kind: "id", value: 42 }],
    ["0b6f1c1e-7f0a-4c4e-9a51-2f1d3c4b5a69", { kind: "uuid", value: "0b6f1c1e-7f0a-4c4e-9a51-2f1d3c4b5a69" }],
    ["0B6F1C1E-7F0A-4C4E-9A51-2F1D3C4B5A69", { kind: "uuid", value: "0b6f1c1e-7f0a-4c4e-9a51-2f1d3c4b5a69" }],
  ])("accepts %s", (raw, expected) => {
    expect(parseBusinessIdentifier(raw)).toEqual(expected);
  });

  it.each([
    "",
    "0",
    "99999999999",
    "0b6f1c1e-7f0a-1c4e-9a51-2f1d3c4b5a69", // version 1, not 4
    "Farmacia Del Puente",
    "<script>",
    "a".repeat(121),
    "'; drop table businesses; --",
  ])("rejects %j", (raw) => {
    expect(parseBusinessIdentifier(raw)).toBeNull();
  });
});
