import { describe, expect, it } from "vitest";
import {
  groupSecret,
  normalizeRecoveryCode,
  normalizeTotpCode,
  recoveryCodesText,
  secondStepCodeSchema,
  secondStepRecoverySchema,
  secondStepStanding,
  secretFromTotpUri,
  TWO_FACTOR_MESSAGES,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
} from "./two-factor.ts";

describe("secondStepStanding", () => {
  const person = { enabled: false, isAdmin: false, isBusinessOwner: false, demoInstall: false };

  it("is on for anyone who turned it on, whatever the role or install", () => {
    expect(secondStepStanding({ ...person, enabled: true, isAdmin: true })).toBe("on");
    expect(secondStepStanding({ ...person, enabled: true, demoInstall: true })).toBe("on");
  });

  it("is required of an administrator on a real install", () => {
    expect(secondStepStanding({ ...person, isAdmin: true })).toBe("required");
    expect(secondStepStanding({ ...person, isAdmin: true, isBusinessOwner: true })).toBe("required");
  });

  it("is only offered to an administrator on an install running the demo data", () => {
    expect(secondStepStanding({ ...person, isAdmin: true, demoInstall: true })).toBe("offered");
  });

  it("is suggested to business owners and offered to everyone else", () => {
    expect(secondStepStanding({ ...person, isBusinessOwner: true })).toBe("suggested");
    expect(secondStepStanding({ ...person, isBusinessOwner: true, demoInstall: true })).toBe("suggested");
    expect(secondStepStanding(person)).toBe("offered");
  });
});

describe("typed codes", () => {
  it("reads an authenticator code with the spaces and dashes people copy along", () => {
    expect(normalizeTotpCode(" 123 456 ")).toBe("123456");
    expect(normalizeTotpCode("123-456")).toBe("123456");
    expect(secondStepCodeSchema.parse({ code: "123 456" })).toEqual({ code: "123456" });
  });

  it("refuses anything but six digits, in Spanish", () => {
    for (const code of ["12345", "1234567", "12a456", "", "１２３４５６"]) {
      const parsed = secondStepCodeSchema.safeParse({ code });
      expect(parsed.success, code).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.code);
    }
    expect(secondStepCodeSchema.safeParse({}).error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.code);
  });

  it("reads a recovery code with or without its dash, keeping the letters' case", () => {
    expect(normalizeRecoveryCode(" aB3dE-fG5hJ ")).toBe("aB3dE-fG5hJ");
    expect(normalizeRecoveryCode("aB3dEfG5hJ")).toBe("aB3dE-fG5hJ");
    expect(normalizeRecoveryCode("aB3dE fG5hJ")).toBe("aB3dE-fG5hJ");
    expect(secondStepRecoverySchema.parse({ code: "aB3dEfG5hJ" })).toEqual({ code: "aB3dE-fG5hJ" });
  });

  it("refuses what cannot be a recovery code", () => {
    for (const code of ["aB3dE-fG5h", "aB3dE_fG5hJ", "123456", "aB3dE-fG5hJ-x", "ñB3dE-fG5hJ"]) {
      const parsed = secondStepRecoverySchema.safeParse({ code });
      expect(parsed.success, code).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.recoveryCode);
    }
  });
});

describe("profile forms", () => {
  it("asks for the password to turn it on", () => {
    expect(twoFactorEnableSchema.safeParse({ password: "" }).error?.issues[0]?.message).toBe(
      TWO_FACTOR_MESSAGES.passwordRequired,
    );
    expect(twoFactorEnableSchema.parse({ password: "secreta123" })).toEqual({ password: "secreta123" });
  });

  it("confirms with the app's first code", () => {
    expect(twoFactorConfirmSchema.parse({ code: "000 111", setupToken: "t" })).toEqual({
      code: "000111",
      setupToken: "t",
    });
    expect(twoFactorConfirmSchema.safeParse({ code: "0001" }).success).toBe(false);
  });
});

describe("the secret and the recovery codes as text", () => {
  it("finds the secret in the otpauth URI the QR code carries", () => {
    const uri = "otpauth://totp/Vilma:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Vilma&digits=6&period=30";
    expect(secretFromTotpUri(uri)).toBe("JBSWY3DPEHPK3PXP");
    expect(secretFromTotpUri("https://example.com/?secret=X")).toBeNull();
    expect(secretFromTotpUri("no es una dirección")).toBeNull();
  });

  it("groups the secret in fours to type it by hand", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXPAB")).toBe("JBSW Y3DP EHPK 3PXP AB");
  });

  it("writes the codes one a line under what they are for", () => {
    const text = recoveryCodesText(["aaaaa-bbbbb", "ccccc-ddddd"], "ana@example.com");
    expect(text.split("\n")).toEqual(expect.arrayContaining(["aaaaa-bbbbb", "ccccc-ddddd"]));
    expect(text).toContain("ana@example.com");
    expect(text).toContain("una sola vez");
  });
});
