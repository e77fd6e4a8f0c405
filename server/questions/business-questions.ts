/**
 * Reading questions: the business page's (visible questions with their visible answers, the
 * business's answer first, then the neighbours' oldest first) and the owner's screen (every
 * question, those the business has not answered first; hidden ones marked).
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { QUESTIONS_ON_PAGE } from "#core/questions.ts";
import { getDb } from "../platform/db/client.ts";
import { businessQuestions, users } from "../platform/db/schema.ts";

export interface QuestionAnswer {
  id: number;
  body: string;
  authorName: string;
  byBusiness: boolean;
  hidden: boolean;
  createdAt: string;
}

export interface BusinessQuestion {
  id: number;
  body: string;
  authorId: string;
  authorName: string;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
  answers: QuestionAnswer[];
  /** The business has answered it (the owner's screen sorts on it). */
  answeredByBusiness: boolean;
}

/** "María G.": a neighbour's first name and initial, as reviews show people. */
function shortName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? "Vecino");
}

async function readQuestions(businessUuid: string, includeHidden: boolean, limit: number) {
  const db = await getDb();
  const questions = await db
    .select({
      id: businessQuestions.id,
      body: businessQuestions.body,
      authorId: businessQuestions.userId,
      authorName: users.name,
      hiddenAt: businessQuestions.hiddenAt,
      hiddenReason: businessQuestions.hiddenReason,
      createdAt: businessQuestions.createdAt,
    })
    .from(businessQuestions)
    .innerJoin(users, eq(users.id, businessQuestions.userId))
    .where(
      and(
        eq(businessQuestions.businessUuid, businessUuid),
        isNull(businessQuestions.questionId),
        includeHidden ? undefined : isNull(businessQuestions.hiddenAt),
      ),
    )
    .orderBy(desc(businessQuestions.createdAt), desc(businessQuestions.id))
    .limit(limit);
  const ids = questions.map((q) => q.id);
  const answers = ids.length
    ? await db
        .select({
          id: businessQuestions.id,
          questionId: businessQuestions.questionId,
          body: businessQuestions.body,
          authorName: users.name,
          byBusiness: businessQuestions.byBusiness,
          hiddenAt: businessQuestions.hiddenAt,
          createdAt: businessQuestions.createdAt,
        })
        .from(businessQuestions)
        .innerJoin(users, eq(users.id, businessQuestions.userId))
        .where(
          and(
            inArray(businessQuestions.questionId, ids),
            includeHidden ? undefined : isNull(businessQuestions.hiddenAt),
          ),
        )
        .orderBy(desc(businessQuestions.byBusiness), asc(businessQuestions.createdAt), asc(businessQuestions.id))
    : [];
  return questions.map((q): BusinessQuestion => {
    const mine = answers.filter((a) => a.questionId === q.id);
    return {
      id: q.id,
      body: q.body,
      authorId: q.authorId,
      authorName: shortName(q.authorName),
      hidden: q.hiddenAt !== null,
      hiddenReason: q.hiddenReason,
      createdAt: q.createdAt.toISOString(),
      answeredByBusiness: mine.some((a) => a.byBusiness && a.hiddenAt === null),
      answers: mine.map((a) => ({
        id: a.id,
        body: a.body,
        authorName: shortName(a.authorName),
        byBusiness: a.byBusiness,
        hidden: a.hiddenAt !== null,
        createdAt: a.createdAt.toISOString(),
      })),
    };
  });
}

export function publicQuestions(businessUuid: string): Promise<BusinessQuestion[]> {
  return readQuestions(businessUuid, false, QUESTIONS_ON_PAGE);
}

/** The owner's screen: unanswered (by the business) first, then newest first. */
export async function ownerQuestions(businessUuid: string): Promise<BusinessQuestion[]> {
  const all = await readQuestions(businessUuid, true, 200);
  return [...all.filter((q) => !q.answeredByBusiness), ...all.filter((q) => q.answeredByBusiness)];
}

/** The ids of the questions and answers this person wrote on this business's page. */
export async function ownQuestionIds(userId: string, businessUuid: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: businessQuestions.id })
    .from(businessQuestions)
    .where(and(eq(businessQuestions.businessUuid, businessUuid), eq(businessQuestions.userId, userId)));
  return rows.map((r) => r.id);
}
