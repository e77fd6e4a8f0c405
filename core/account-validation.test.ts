import { describe, expect, it } from "vitest";
import {
  firstErrors,
  fullNameSchema,
  MESSAGES,
  normalizeName,
  signInSchema,
  signUpSchema,
} from "./account-validation.ts";

const errorsOf = (schema: typeof signUpSchema | typeof signInSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrors(result.error);
};

describe("account validation", () => {
  it("accepts a valid sign-up and normalises the e-mail", () => {
    const result = signUpSchema.parse({ fullName: "  Ana Pérez ", email: " Ana@Example.COM ", password: "secreta" });
    expect(result).toEqual({ fullName: "Ana Pérez", email: "ana@example.com", password: "secreta" });
  });

  it.each([
    ["email", { email: "ana@", password: "secreta" }, MESSAGES.email],
    ["email", { email: "", password: "secreta" }, MESSAGES.email],
    ["email", { email: `${"a".repeat(250)}@x.com`, password: "secreta" }, MESSAGES.email],
    ["password", { email: "ana@example.com", password: "12345" }, MESSAGES.passwordShort],
    ["password", { email: "ana@example.com", password: "x".repeat(200) }, MESSAGES.passwordLong],
  ])("sign-in refuses a bad %s with the spec's message", (field, input, message) => {
    expect(errorsOf(signInSchema, input)).toEqual({ [field]: message });
  });

  it("sign-in does not validate the name", () => {
    expect(signInSchema.safeParse({ email: "ana@example.com", password: "secreta", fullName: "" }).success).toBe(true);
  });

  it.each([
    [" a ", MESSAGES.nameShort],
    ["x".repeat(10_000), MESSAGES.nameLong],
    ["<script>alert(1)</script>", MESSAGES.nameMarkup],
  ])("sign-up refuses the name %j", (fullName, message) => {
    expect(errorsOf(signUpSchema, { fullName, email: "ana@example.com", password: "secreta" })).toEqual({
      fullName: message,
    });
  });

  it("reports only the first failing message per field, for every failing field", () => {
    expect(errorsOf(signUpSchema, { fullName: "", email: "no", password: "" })).toEqual({
      fullName: MESSAGES.nameShort,
      email: MESSAGES.email,
      password: MESSAGES.passwordShort,
    });
  });

  it("keeps a name on one line: control characters and runs of spaces become one space", () => {
    expect(normalizeName("  Ana\r\nBcc: x@evil.example\t Sosa ")).toBe("Ana Bcc: x@evil.example Sosa");
    expect(normalizeName("Juan\u0000\u2028Pérez")).toBe("Juan Pérez");
    expect(fullNameSchema.parse(" María  José\n")).toBe("María José");
    expect(fullNameSchema.safeParse("a\u0000").success).toBe(false);
  });
});
