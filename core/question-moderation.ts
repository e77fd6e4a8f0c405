/**
 * /admin/preguntas: the moderation queue of questions and answers. The reasons to report, the
 * reasons' rules and the decisions are the reviews' (core/review-moderation.ts); only the row's
 * name differs.
 */
import { parseSubmission } from "./forms.ts";
import { defineList, type ListParams } from "./list-params.ts";
import { DELETE_REASON, HIDE_REASON, moderationReason } from "./review-moderation.ts";
import { z } from "./zod.ts";

export const QUESTIONS_QUEUE = defineList({
  sorts: { created: "desc", reports: "desc" },
  defaultSort: "created",
  filters: {
    reported: { values: ["yes"] },
    visibility: { values: ["visible", "hidden"] },
    kind: { values: ["question", "answer"] },
  },
});
export type QuestionsQueueParams = ListParams<keyof typeof QUESTIONS_QUEUE.sorts, "reported" | "visibility" | "kind">;

const questionId = z.coerce
  .number({ error: "La pregunta no es válida." })
  .int("La pregunta no es válida.")
  .positive("La pregunta no es válida.")
  .max(2_147_483_647, "La pregunta no es válida.");

export const questionModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), questionId, reason: moderationReason(HIDE_REASON) }),
  z.object({ intent: z.literal("restore"), questionId }),
  z.object({ intent: z.literal("delete"), questionId, reason: moderationReason(DELETE_REASON) }),
  z.object({ intent: z.literal("dismiss"), questionId }),
]);

export type QuestionModerationParse =
  | { ok: true; data: z.output<typeof questionModerationSchema> }
  | { ok: false; message: string; id: string };

export function parseQuestionModeration(form: FormData): QuestionModerationParse {
  const submission = parseSubmission(form, questionModerationSchema);
  if (submission.status === "success") return { ok: true, data: submission.value };
  const error = submission.reply().error ?? {};
  const first = error.reason?.[0] ?? error.questionId?.[0] ?? Object.values(error)[0]?.[0];
  return { ok: false, message: first ?? "El pedido no es válido.", id: String(form.get("questionId") ?? "") };
}
