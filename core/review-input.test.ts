import { describe, expect, it } from "vitest";
import { firstErrors } from "./account-validation.ts";
import { reviewInputSchema, saveReviewSchema } from "./review-input.ts";
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, starsLabel } from "./reviews.ts";

const uuid = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";
const errorsOf = (input: unknown) => {
  const result = reviewInputSchema.safeParse(input);
  return result.success ? {} : firstErrors(result.error);
};

describe("review input", () => {
  it("accepts a rating from a form field and trims the comment", () => {
    expect(
      saveReviewSchema.parse({
        intent: "save",
        businessUuid: ` ${uuid.toUpperCase()} `,
        rating: "4",
        comment: "  Muy buena atención.  ",
      }),
    ).toEqual({
      intent: "save",
      businessUuid: uuid,
      rating: 4,
      comment: "Muy buena atención.",
    });
  });

  it.each([
    ["1", 1],
    ["5", 5],
    [3, 3],
    [" 2 ", 2],
  ])("accepts rating %j", (rating, expected) => {
    expect(saveReviewSchema.parse({ intent: "save", businessUuid: uuid, rating }).rating).toBe(expected);
  });

  it.each([["0"], ["6"], ["x"], [""], ["3.5"], [null], [undefined], [-1], ["1e1"], [[4]]])(
    "refuses rating %j with the form's message",
    (rating) => {
      expect(errorsOf({ intent: "save", businessUuid: uuid, rating })).toEqual({ rating: REVIEW_MESSAGES.rating });
    },
  );

  it("an empty or missing comment is no comment; line endings are normalised", () => {
    expect(
      saveReviewSchema.parse({ intent: "save", businessUuid: uuid, rating: 5, comment: "   " }).comment,
    ).toBeNull();
    expect(saveReviewSchema.parse({ intent: "save", businessUuid: uuid, rating: 5 }).comment).toBeNull();
    expect(
      saveReviewSchema.parse({ intent: "save", businessUuid: uuid, rating: 5, comment: "a\r\nb\rc" }).comment,
    ).toBe("a\nb\nc");
  });

  it("allows exactly 1000 characters and refuses 1001", () => {
    const ok = "á".repeat(REVIEW_COMMENT_MAX);
    expect(saveReviewSchema.parse({ intent: "save", businessUuid: uuid, rating: 5, comment: ok }).comment).toBe(ok);
    expect(errorsOf({ intent: "save", businessUuid: uuid, rating: 5, comment: `${ok}x` })).toEqual({
      comment: "El comentario no puede tener más de 1000 caracteres",
    });
  });

  it("keeps markup as plain text and refuses control characters", () => {
    const html = '<script>alert("hola")</script> <b>rico</b>';
    expect(saveReviewSchema.parse({ intent: "save", businessUuid: uuid, rating: 5, comment: html }).comment).toBe(html);
    expect(saveReviewSchema.parse({ intent: "save", businessUuid: uuid, rating: 5, comment: "a\tb\nc" }).comment).toBe(
      "a\tb\nc",
    );
    for (const bad of ["a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb", "a\u0085b"]) {
      expect(errorsOf({ intent: "save", businessUuid: uuid, rating: 5, comment: bad })).toEqual({
        comment: REVIEW_MESSAGES.commentControl,
      });
    }
  });

  it("needs a business UUID for both intents", () => {
    expect(errorsOf({ intent: "save", rating: 5 })).toHaveProperty("businessUuid");
    expect(errorsOf({ intent: "delete", businessUuid: "pizzeria-don-jose" })).toHaveProperty("businessUuid");
    expect(reviewInputSchema.parse({ intent: "delete", businessUuid: uuid })).toEqual({
      intent: "delete",
      businessUuid: uuid,
    });
  });

  it("refuses an unknown intent", () => {
    expect(errorsOf({ intent: "destroy", businessUuid: uuid })).toEqual({ intent: REVIEW_MESSAGES.intent });
    expect(errorsOf({ businessUuid: uuid })).toEqual({ intent: REVIEW_MESSAGES.intent });
  });

  it("labels the stars in Spanish", () => {
    expect([1, 2, 5].map(starsLabel)).toEqual(["1 estrella", "2 estrellas", "5 estrellas"]);
  });
});
