/**
 * Questions and answers as a moderated kind (server/moderation/moderation.ts): reported and
 * moderated exactly as reviews are, from /admin/preguntas.
 */
import { eq, isNull } from "drizzle-orm";
import type { ModeratedKindDef } from "../moderation/moderation.ts";
import { businesses, businessQuestions, questionReports } from "../platform/db/schema.ts";

export const QUESTION_REPORT_MESSAGES = {
  notFound: "Esa pregunta o respuesta ya no está.",
  own: "No podés reportar lo que escribiste vos.",
  already: "Ya lo reportaste. Lo estamos revisando.",
} as const;

export const QUESTION_KIND: ModeratedKindDef = {
  entity: "question",
  table: businessQuestions,
  columns: {
    id: businessQuestions.id,
    userId: businessQuestions.userId,
    hiddenAt: businessQuestions.hiddenAt,
    openReportsCount: businessQuestions.openReportsCount,
  },
  reports: {
    table: questionReports,
    target: questionReports.questionId,
    targetKey: "questionId",
    resolvedAt: questionReports.resolvedAt,
    id: questionReports.id,
    reason: questionReports.reason,
    details: questionReports.details,
    createdAt: questionReports.createdAt,
  },
  reportable: isNull(businessQuestions.hiddenAt),
  messages: QUESTION_REPORT_MESSAGES,
  async lock(tx, id) {
    const [row] = await tx
      .select({
        userId: businessQuestions.userId,
        questionId: businessQuestions.questionId,
        body: businessQuestions.body,
        byBusiness: businessQuestions.byBusiness,
        businessName: businesses.name,
        businessSlug: businesses.slug,
        hiddenAt: businessQuestions.hiddenAt,
        hiddenReason: businessQuestions.hiddenReason,
        openReportsCount: businessQuestions.openReportsCount,
      })
      .from(businessQuestions)
      .innerJoin(businesses, eq(businesses.uuid, businessQuestions.businessUuid))
      .where(eq(businessQuestions.id, id))
      .for("update", { of: businessQuestions });
    if (!row) return null;
    const what = row.questionId === null ? "tu pregunta" : "tu respuesta";
    return {
      authorId: row.userId,
      hiddenAt: row.hiddenAt,
      hiddenReason: row.hiddenReason,
      openReportsCount: row.openReportsCount,
      snapshot: {
        kind: row.questionId === null ? "question" : "answer",
        questionId: row.questionId,
        body: row.body,
        byBusiness: row.byBusiness,
        business: row.businessName,
      },
      yours: `${what} en ${row.businessName}`,
      link: `/${row.businessSlug}#preguntas`,
    };
  },
};
