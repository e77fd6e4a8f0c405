/**
 * What the pages need of "Preguntas y respuestas" (core/questions.ts has the rest): kept apart so
 * the business page's first download carries a label and two numbers, not every message.
 */
export const QUESTION_MIN = 5;
export const QUESTION_MAX = 500;
export const BUSINESS_ANSWER_LABEL = "Respuesta del comercio";
