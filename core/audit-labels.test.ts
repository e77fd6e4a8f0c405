import { describe, expect, it } from "vitest";
import { auditActionLabel, auditFieldLabel, auditValueText } from "./audit-labels.ts";

describe("audit labels", () => {
  it("names known actions and fields in Spanish and shows unknown ones as written", () => {
    expect(auditActionLabel("business.activate")).toBe("Publicó el comercio");
    expect(auditActionLabel("algo.nuevo")).toBe("algo.nuevo");
    expect(auditFieldLabel("phoneNumber")).toBe("Teléfono");
    expect(auditFieldLabel("otro")).toBe("otro");
  });

  it("prints a value as one short line", () => {
    expect(auditValueText(null)).toBe("—");
    expect(auditValueText("")).toBe("—");
    expect(auditValueText(true)).toBe("Sí");
    expect(auditValueText(false)).toBe("No");
    expect(auditValueText(3)).toBe("3");
    expect(auditValueText(["a", "b"])).toBe('["a","b"]');
    expect(auditValueText("x".repeat(100))).toHaveLength(80);
  });
});
