/**
 * "Preguntas y respuestas" on a business page: the limits and messages the page's forms and the
 * server share. No zod here: the business page ships this module to every signed-in visitor.
 */
import { BUSINESS_ANSWER_LABEL, QUESTION_MAX, QUESTION_MIN } from "./question-limits.ts";

export { BUSINESS_ANSWER_LABEL, QUESTION_MAX, QUESTION_MIN };
/** A business page shows the newest questions; more than this waits for a later change. */
export const QUESTIONS_ON_PAGE = 10;
/** Asking is limited like reporting: a few an hour per person. */
export const ASK_LIMIT = { window: 3600, max: 5 };
export const ANSWER_LIMIT = { window: 3600, max: 20 };

export const QUESTION_MESSAGES = {
  short: `Escribí tu pregunta (al menos ${QUESTION_MIN} caracteres).`,
  long: `La pregunta no puede tener más de ${QUESTION_MAX} caracteres.`,
  answerShort: "Escribí la respuesta.",
  answerLong: `La respuesta no puede tener más de ${QUESTION_MAX} caracteres.`,
  control: "El texto tiene caracteres que no se pueden guardar. Revisalo y probá de nuevo.",
  asked: "Publicamos tu pregunta. Te avisamos cuando la respondan.",
  answered: "Publicamos tu respuesta.",
  ownQuestion: "No podés responder tu propia pregunta.",
  ownBusinessAsk: "Es tu comercio: las preguntas las hacen los vecinos.",
  notFound: "Esa pregunta ya no está.",
  business: "Ese comercio no está publicado.",
  failed: "No pudimos guardar el texto. Probá de nuevo.",
} as const;

/** Trimmed, Windows line endings made plain. */
export function normalizeQuestionText(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/** The message for a question or an answer that cannot be saved, or null when it can. */
export function questionTextProblem(text: string, kind: "question" | "answer"): string | null {
  const min = kind === "question" ? QUESTION_MIN : 1;
  if (text.length < min) return kind === "question" ? QUESTION_MESSAGES.short : QUESTION_MESSAGES.answerShort;
  if (text.length > QUESTION_MAX) return kind === "question" ? QUESTION_MESSAGES.long : QUESTION_MESSAGES.answerLong;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text)) return QUESTION_MESSAGES.control;
  return null;
}

/** What POST /api/questions answers to the page's fetcher. */
export type QuestionResponse = { ok: true; message: string } | { ok: false; error: string };
