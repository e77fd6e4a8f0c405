import { describe, expect, it } from "vitest";
import { isValidCbu, isValidCuit, settingsFormSchema } from "./settings-form.ts";

describe("bank-transfer checks", () => {
  it("takes a CBU and a CVU with their check digits, spaced or not", () => {
    expect(isValidCbu("2850590940090418135201")).toBe(true);
    expect(isValidCbu("0000003110000123456781")).toBe(true);
    expect(isValidCbu("2850590 9 4009041813520 1")).toBe(true);
  });
  it("refuses a wrong check digit in either block, and the wrong length", () => {
    expect(isValidCbu("2850590840090418135201")).toBe(false);
    expect(isValidCbu("2850590940090418135202")).toBe(false);
    expect(isValidCbu("285059094009041813520")).toBe(false);
  });
  it("checks a CUIT's verifier", () => {
    expect(isValidCuit("20-12345678-6")).toBe(true);
    expect(isValidCuit("30712345671")).toBe(true);
    expect(isValidCuit("20-12345678-5")).toBe(false);
    expect(isValidCuit("2012345678")).toBe(false);
  });
});

describe("settingsFormSchema", () => {
  it("accepts the documented shapes and normalises them", () => {
    const parsed = settingsFormSchema.parse({
      googleAnalyticsId: "g-abc123xyz",
      googleTagManagerId: "GTM-ABC123",
      facebookPixelId: "123456789012",
      socialInstagram: "https://www.instagram.com/vilma/",
      bankCbu: "2850590 940090418135201",
      bankAlias: "vilma.pagos",
    });
    expect(parsed).toMatchObject({
      googleAnalyticsId: "G-ABC123XYZ",
      bankCbu: "2850590940090418135201",
      bankAlias: "VILMA.PAGOS",
    });
  });
  it("gives a Spanish message per bad field", () => {
    const result = settingsFormSchema.safeParse({
      googleAnalyticsId: "UA-1234-1",
      googleTagManagerId: "GTM",
      facebookPixelId: "abc",
      socialFacebook: "https://evil.example/x",
      bankCbu: "123",
      bankCuit: "20-12345678-5",
      contactEmail: "no",
    });
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(Object.keys(fields).sort()).toEqual(
      [
        "bankCbu",
        "bankCuit",
        "contactEmail",
        "facebookPixelId",
        "googleAnalyticsId",
        "googleTagManagerId",
        "socialFacebook",
      ].sort(),
    );
    expect(fields.googleAnalyticsId).toMatch(/GA4/);
    expect(fields.bankCbu).toMatch(/22 números/);
  });
});
