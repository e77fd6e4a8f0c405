import { describe, expect, it } from "vitest";
import { MESSAGES, signUpSchema } from "./account-validation.ts";
import { constraintsOf, parseSubmission, SECRET_FIELDS } from "./forms.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("parseSubmission", () => {
  it("gives the typed value of a valid form", () => {
    const submission = parseSubmission(
      form({ fullName: " Ana Pérez ", email: "ANA@Example.com", password: "secreta1" }),
      signUpSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toEqual({ fullName: "Ana Pérez", email: "ana@example.com", password: "secreta1" });
    }
  });

  it("answers the spec's message for an empty field (an empty input counts as missing)", () => {
    const submission = parseSubmission(form({ fullName: "", email: "", password: "" }), signUpSchema);
    expect(submission.status).toBe("error");
    const result = submission.reply({ hideFields: SECRET_FIELDS });
    expect(result.error).toMatchObject({
      fullName: [MESSAGES.nameShort],
      email: [MESSAGES.email],
      password: [MESSAGES.passwordShort],
    });
  });

  it("never sends a password back to the page", () => {
    const submission = parseSubmission(
      form({ fullName: "A", email: "ana@example.com", password: "123" }),
      signUpSchema,
    );
    const result = submission.reply({ hideFields: SECRET_FIELDS });
    expect(JSON.stringify(result)).not.toContain("123");
    expect(result.initialValue).toMatchObject({ email: "ana@example.com", fullName: "A" });
  });
});

describe("constraintsOf", () => {
  it("marks the schema's required fields", () => {
    expect(constraintsOf(signUpSchema)).toMatchObject({ email: { required: true }, password: { required: true } });
  });
});
