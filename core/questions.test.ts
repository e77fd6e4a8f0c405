import { describe, expect, it } from "vitest";
import { normalizeQuestionText, QUESTION_MAX, QUESTION_MESSAGES, questionTextProblem } from "./questions.ts";

describe("questionTextProblem", () => {
  it("asks for a few characters in a question and any in an answer", () => {
    expect(questionTextProblem("¿Y?", "question")).toBe(QUESTION_MESSAGES.short);
    expect(questionTextProblem("¿Abren?", "question")).toBeNull();
    expect(questionTextProblem("", "answer")).toBe(QUESTION_MESSAGES.answerShort);
    expect(questionTextProblem("Sí", "answer")).toBeNull();
  });

  it("refuses long texts and control characters, in Spanish", () => {
    expect(questionTextProblem("a".repeat(QUESTION_MAX + 1), "question")).toBe(QUESTION_MESSAGES.long);
    expect(questionTextProblem("a".repeat(QUESTION_MAX + 1), "answer")).toBe(QUESTION_MESSAGES.answerLong);
    expect(questionTextProblem("¿Abren\u0007 el lunes?", "question")).toBe(QUESTION_MESSAGES.control);
    expect(questionTextProblem("¿Abren\nel lunes?", "question")).toBeNull();
  });

  it("trims and makes Windows line endings plain", () => {
    expect(normalizeQuestionText("  hola\r\nchau  ")).toBe("hola\nchau");
  });
});
