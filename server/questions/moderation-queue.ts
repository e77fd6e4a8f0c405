/**
 * /admin/preguntas: every question and answer with its author, its business and its open reports
 * (with reasons); filters by reported, hidden or visible, question or answer; search by business;
 * newest or most reported first. The same shape as the reviews' queue.
 */
import { eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { ListPage } from "#core/list-params.ts";
import { QUESTIONS_QUEUE, type QuestionsQueueParams } from "#core/question-moderation.ts";
import { type QueueReport, withOpenReports } from "../moderation/queue-reports.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businesses, businessQuestions, users } from "../platform/db/schema.ts";
import { QUESTION_KIND } from "./question-kind.ts";

export interface QuestionQueueRow {
  id: number;
  /** The question an answer belongs to (null: this row is a question). */
  questionId: number | null;
  body: string;
  byBusiness: boolean;
  authorId: string;
  authorName: string;
  businessName: string;
  businessSlug: string;
  openReports: number;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
  reports: QueueReport[];
}

const questionQueue = listQuery(QUESTIONS_QUEUE, {
  search: [businesses.name],
  sorts: {
    created: [businessQuestions.createdAt],
    reports: [businessQuestions.openReportsCount, businessQuestions.createdAt],
  },
  filters: {
    reported: () => gt(businessQuestions.openReportsCount, 0),
    visibility: ([visibility]) =>
      visibility === "hidden" ? isNotNull(businessQuestions.hiddenAt) : isNull(businessQuestions.hiddenAt),
    kind: ([kind]) =>
      kind === "question" ? isNull(businessQuestions.questionId) : isNotNull(businessQuestions.questionId),
  },
  tiebreak: businessQuestions.id,
});

export async function listQuestionQueue(params: QuestionsQueueParams): Promise<ListPage<QuestionQueueRow>> {
  const db = await getDb();
  const { where, orderBy } = questionQueue.query(params);
  const page = await paginate(params, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(businessQuestions)
        .innerJoin(businesses, eq(businesses.uuid, businessQuestions.businessUuid))
        .where(where);
      return Number(row?.n ?? 0);
    },
    rows: ({ limit, offset }) =>
      db
        .select({
          id: businessQuestions.id,
          questionId: businessQuestions.questionId,
          body: businessQuestions.body,
          byBusiness: businessQuestions.byBusiness,
          authorId: users.id,
          authorName: users.name,
          businessName: businesses.name,
          businessSlug: businesses.slug,
          openReports: businessQuestions.openReportsCount,
          hiddenAt: businessQuestions.hiddenAt,
          hiddenReason: businessQuestions.hiddenReason,
          createdAt: businessQuestions.createdAt,
        })
        .from(businessQuestions)
        .innerJoin(businesses, eq(businesses.uuid, businessQuestions.businessUuid))
        .innerJoin(users, eq(users.id, businessQuestions.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return withOpenReports(db, QUESTION_KIND, page);
}
