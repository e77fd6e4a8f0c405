import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("vilma1234");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: "vilma1234" })).toBe(true);
    expect(await verifyPassword({ hash, password: "vilma12345" })).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("igual")).not.toBe(await hashPassword("igual"));
  });

  it("refuses hashes it does not understand instead of throwing", async () => {
    expect(await verifyPassword({ hash: "texto-plano", password: "texto-plano" })).toBe(false);
    expect(await verifyPassword({ hash: "", password: "" })).toBe(false);
  });

  it("handles long and non-ASCII passwords", async () => {
    const long = "ñ".repeat(128);
    expect(await verifyPassword({ hash: await hashPassword(long), password: long })).toBe(true);
  });
});
