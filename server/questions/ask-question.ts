/**
 * Asking a question on a business page and answering one. Asking: a signed-in person, not an owner
 * of the business, on a public business, a few an hour (ASK_LIMIT, like reports); the owners are
 * told. Answering: any signed-in person but the asker; an owner of the business (or an admin from
 * the owner's screen) answers as the business ("Respuesta del comercio"); the asker is told.
 */
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import {
  ANSWER_LIMIT,
  ASK_LIMIT,
  normalizeQuestionText,
  QUESTION_MESSAGES,
  questionTextProblem,
} from "#core/questions.ts";
import { isPubliclyVisible } from "../businesses/visible-business.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { ownersOfBusinesses } from "../owner/business-owners.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../platform/auth/rate-limit.ts";
import { ownsBusiness } from "../platform/auth/roles.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessQuestions } from "../platform/db/schema.ts";

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function cleanText(raw: string, kind: "question" | "answer"): string {
  const text = normalizeQuestionText(raw);
  const problem = questionTextProblem(text, kind);
  if (problem) throw new AppError("validation", problem);
  return text;
}

export async function askQuestion(
  userId: string,
  businessUuid: string,
  raw: string,
  now: Date,
): Promise<{ id: number }> {
  const body = cleanText(raw, "question");
  if (!(await isPubliclyVisible(businessUuid))) throw new AppError("not_found", QUESTION_MESSAGES.business);
  const db = await getDb();
  if (await ownsBusiness(db, userId, businessUuid)) throw new AppError("forbidden", QUESTION_MESSAGES.ownBusinessAsk);
  const limit = await consumeRateLimit(db, `question-ask:${userId}`, ASK_LIMIT, now.getTime());
  if (!limit.allowed) throw new AppError("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessQuestions)
      .values({ businessUuid, userId, body, createdAt: now })
      .returning({ id: businessQuestions.id });
    if (!row) throw new Error("askQuestion: la base no devolvió la pregunta");
    const owners = (await ownersOfBusinesses(tx, [businessUuid])).get(businessUuid) ?? [];
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid));
    await createNotifications(
      tx,
      owners
        .filter((ownerId) => ownerId !== userId)
        .map((ownerId) => ({
          userId: ownerId,
          type: "new_question" as const,
          title: `Nueva pregunta en ${business?.name ?? "tu comercio"}`,
          message: excerpt(body),
          link: `/mi-comercio/${businessUuid}/preguntas`,
          key: `question.asked:${row.id}:${ownerId}`,
        })),
    );
    return row.id;
  });
  await clearPublicCaches();
  return { id };
}

export async function answerQuestion(
  user: { id: string; isAdmin: boolean },
  questionId: number,
  raw: string,
  now: Date,
  /** asBusiness: from the owner's screen (an admin there answers as the business); businessUuid: the
   * screen's business (a question of another business is "not found" there). */
  options: { asBusiness?: boolean; businessUuid?: string } = {},
): Promise<{ id: number; byBusiness: boolean; businessUuid: string }> {
  const body = cleanText(raw, "answer");
  const db = await getDb();
  const [question] = await db
    .select({
      id: businessQuestions.id,
      userId: businessQuestions.userId,
      businessUuid: businessQuestions.businessUuid,
      businessName: businesses.name,
      businessSlug: businesses.slug,
    })
    .from(businessQuestions)
    .innerJoin(businesses, eq(businesses.uuid, businessQuestions.businessUuid))
    .where(
      and(
        eq(businessQuestions.id, questionId),
        isNull(businessQuestions.questionId),
        isNull(businessQuestions.hiddenAt),
      ),
    );
  if (!question || (options.businessUuid && question.businessUuid !== options.businessUuid)) {
    throw new AppError("not_found", QUESTION_MESSAGES.notFound);
  }
  if (question.userId === user.id) throw new AppError("forbidden", QUESTION_MESSAGES.ownQuestion);
  const owner = await ownsBusiness(db, user.id, question.businessUuid);
  if (!owner && !(await isPubliclyVisible(question.businessUuid))) {
    throw new AppError("not_found", QUESTION_MESSAGES.business);
  }
  const byBusiness = owner || (options.asBusiness === true && user.isAdmin);
  const limit = await consumeRateLimit(db, `question-answer:${user.id}`, ANSWER_LIMIT, now.getTime());
  if (!limit.allowed) throw new AppError("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessQuestions)
      .values({ businessUuid: question.businessUuid, questionId, userId: user.id, body, byBusiness, createdAt: now })
      .returning({ id: businessQuestions.id });
    if (!row) throw new Error("answerQuestion: la base no devolvió la respuesta");
    await createNotifications(tx, [
      {
        userId: question.userId,
        type: "question_answer",
        title: byBusiness
          ? `${question.businessName} respondió tu pregunta`
          : `Respondieron tu pregunta en ${question.businessName}`,
        message: excerpt(body),
        link: `/${question.businessSlug}#preguntas`,
        key: `question.answered:${row.id}`,
      },
    ]);
    return row.id;
  });
  await clearPublicCaches();
  return { id, byBusiness, businessUuid: question.businessUuid };
}
