/**
 * "Preguntas y respuestas": a signed-in neighbour asks (not the owner, rate limited, Spanish
 * messages), the owner's answer is "Respuesta del comercio" and another neighbour's is not, the
 * owner is told of a question and the asker of an answer; reports and moderation are the reviews'
 * (once per person, never the author; hide / restore / delete by an admin only, audited, the author
 * told why); a hidden question leaves the business page. A signed-out plain form goes to /auth.
 */
import { and, eq, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ASK_LIMIT, QUESTION_MESSAGES } from "#core/questions.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import {
  businesses,
  businessQuestions,
  questionReports,
  userNotifications,
  users,
} from "#server/platform/db/schema.ts";
import { answerQuestion, askQuestion } from "#server/questions/ask-question.ts";
import { ownerQuestions, publicQuestions } from "#server/questions/business-questions.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as reportApi } from "../api/question-report.ts";
import { action as questionsApi } from "../api/questions.ts";
import { action as ownerAction } from "../owner/questions.tsx";
import { action, loader } from "./questions.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true });
const NEIGHBOUR = testUser("demo-vecino");
const OWNER = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });
const HOUR = 3_600_000;

let owned: string;
let other: string;
let anotherNeighbour: SessionUser;

beforeAll(async () => {
  const { db } = database();
  const mine = (await getUserBusinesses(db, OWNER.id)).map((b) => b.uuid);
  const [a] = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.uuid, mine[0]!), eq(businesses.status, "active")));
  owned = a!.uuid;
  OWNER.businessUuids = mine;
  const [b] = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(notInArray(businesses.uuid, mine), eq(businesses.status, "active")))
    .limit(1);
  other = b!.uuid;
  const [someone] = await db
    .select({ id: users.id })
    .from(users)
    .where(notInArray(users.id, ["demo-admin", "demo-vecino", "demo-comercio"]))
    .limit(1);
  anotherNeighbour = testUser(someone!.id);
});

type Action = (args: never) => Promise<Response>;

const post = async (
  fn: Action,
  user: SessionUser | null,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
  document = false,
) => {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  headers.set("sec-fetch-mode", document ? "navigate" : "cors");
  const response = await fn({
    request: new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) }),
    context: contextWithUser(user, { now: TEST_NOW }),
    params,
  } as never);
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location"), body: text ? JSON.parse(text) : null };
};

describe("asking", () => {
  it("sends a signed-out visitor to sign in and back", async () => {
    const answer = await post(
      questionsApi,
      null,
      "/api/questions",
      { intent: "ask", businessUuid: owned, body: "¿Abren el domingo?", redirectTo: "/la-esquina#preguntas" },
      {},
      true,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/auth\?redirectTo=/);
  });

  it("refuses a short text, the owner, a hidden business, in Spanish; changes nothing", async () => {
    const { db } = database();
    const before = await db.$count(businessQuestions);
    const short = await post(questionsApi, NEIGHBOUR, "/api/questions", {
      intent: "ask",
      businessUuid: owned,
      body: "?",
    });
    expect(short).toMatchObject({ status: 400, body: { ok: false, error: QUESTION_MESSAGES.short } });
    const own = await post(questionsApi, OWNER, "/api/questions", {
      intent: "ask",
      businessUuid: owned,
      body: "¿Me pregunto a mí mismo?",
    });
    expect(own).toMatchObject({ status: 403, body: { error: QUESTION_MESSAGES.ownBusinessAsk } });
    const bad = await post(questionsApi, NEIGHBOUR, "/api/questions", {
      intent: "ask",
      businessUuid: "x",
      body: "Hola hola",
    });
    expect(bad.status).toBe(404);
    expect(await db.$count(businessQuestions)).toBe(before);
  });

  it("publishes, tells the owner, and shows on the page and on the owner's screen unanswered first", async () => {
    const { db } = database();
    const asked = await post(questionsApi, NEIGHBOUR, "/api/questions", {
      intent: "ask",
      businessUuid: owned,
      body: "¿Tienen estacionamiento?",
    });
    expect(asked).toMatchObject({ status: 200, body: { ok: true, message: QUESTION_MESSAGES.asked } });
    const [q] = await db
      .select()
      .from(businessQuestions)
      .where(and(eq(businessQuestions.businessUuid, owned), eq(businessQuestions.body, "¿Tienen estacionamiento?")));
    expect(q).toBeDefined();
    const told = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, OWNER.id), eq(userNotifications.type, "new_question")));
    expect(told.some((n) => n.link === `/mi-comercio/${owned}/preguntas`)).toBe(true);
    expect((await publicQuestions(owned)).map((x) => x.id)).toContain(q!.id);
    expect((await ownerQuestions(owned))[0]?.answeredByBusiness).toBe(false);
  });

  it("is rate limited", async () => {
    const later = new Date(TEST_NOW.getTime() + 10 * HOUR);
    for (let i = 0; i < ASK_LIMIT.max; i++)
      await askQuestion(anotherNeighbour.id, other, `Pregunta número ${i}`, later);
    await expect(askQuestion(anotherNeighbour.id, other, "Una de más", later)).rejects.toMatchObject({
      code: "rate_limited",
    });
  });
});

describe("answering", () => {
  it("the owner's answer is the business's, a neighbour's is not, the asker may not answer; the asker is told", async () => {
    const { db } = database();
    const at = new Date(TEST_NOW.getTime() + 20 * HOUR);
    const { id } = await askQuestion(NEIGHBOUR.id, owned, "¿Hacen envíos a Villa Nueva?", at);
    await expect(answerQuestion(NEIGHBOUR, id, "Me respondo", at)).rejects.toMatchObject({
      message: QUESTION_MESSAGES.ownQuestion,
    });
    await expect(answerQuestion(OWNER, id, "", at)).rejects.toMatchObject({ message: QUESTION_MESSAGES.answerShort });
    const neighbour = await answerQuestion(anotherNeighbour, id, "Creo que sí", at);
    expect(neighbour.byBusiness).toBe(false);

    // Through the owner's screen.
    const form = new URLSearchParams({ questionId: String(id), body: "Sí, sin cargo desde $20.000." });
    const response = (await ownerAction({
      request: new Request(`${ORIGIN}/mi-comercio/${owned}/preguntas`, { method: "POST", body: form }),
      context: contextWithUser(OWNER, { now: at }),
      params: { businessId: owned },
    } as never)) as Response;
    expect(response.status).toBe(302);
    const shown = (await publicQuestions(owned)).find((q) => q.id === id);
    expect(shown?.answers[0]).toMatchObject({ byBusiness: true, body: "Sí, sin cargo desde $20.000." });
    expect(shown?.answeredByBusiness).toBe(true);
    const told = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, NEIGHBOUR.id), eq(userNotifications.type, "question_answer")));
    expect(told.length).toBeGreaterThanOrEqual(2);

    // Another business's question through this business's screen: not found, nothing written.
    const { id: elsewhere } = await askQuestion(NEIGHBOUR.id, other, "¿Aceptan tarjeta?", at);
    const refused = await ownerAction({
      request: new Request(`${ORIGIN}/mi-comercio/${owned}/preguntas`, {
        method: "POST",
        body: new URLSearchParams({ questionId: String(elsewhere), body: "Sí" }),
      }),
      context: contextWithUser(OWNER, { now: at }),
      params: { businessId: owned },
    } as never);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(404);
    expect(await db.$count(businessQuestions, eq(businessQuestions.questionId, elsewhere))).toBe(0);
  });
});

describe("reports and moderation", () => {
  const moderate = (user: SessionUser | null, fields: Record<string, string>) =>
    action({
      request: new Request(`${ORIGIN}/admin/preguntas`, { method: "POST", body: new URLSearchParams(fields) }),
      context: contextWithUser(user, { now: TEST_NOW }),
      params: {},
    } as never).catch((e: unknown) => e);

  it("reports once per person, never the author; an admin hides (author told, audited), restores and deletes", async () => {
    const { db } = database();
    const at = new Date(TEST_NOW.getTime() + 30 * HOUR);
    const { id } = await askQuestion(NEIGHBOUR.id, owned, "¿Esto es una pregunta ofensiva?", at);
    const report = (user: SessionUser) =>
      post(reportApi, user, `/api/questions/${id}/report`, { reason: "offensive" }, { id: String(id) });
    expect((await report(NEIGHBOUR)).status).toBe(403);
    expect((await report(OWNER)).body).toMatchObject({ ok: true });
    expect((await report(OWNER)).status).toBe(409);
    expect(await db.$count(questionReports, eq(questionReports.questionId, id))).toBe(1);

    const queue = await loader({
      request: new Request(`${ORIGIN}/admin/preguntas?reported=yes`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never);
    expect(queue.rows.rows.find((r) => r.id === id)?.reports[0]?.reason).toBe("offensive");

    // Not an admin: refused before anything changes.
    const refused = await moderate(NEIGHBOUR, { intent: "hide", questionId: String(id), reason: "x" });
    expect(
      refused instanceof Response ? refused.status : (refused as { init?: { status?: number } }).init?.status,
    ).toBe(403);
    const noReason = await moderate(ADMIN, { intent: "hide", questionId: String(id) });
    expect((noReason as { data?: { message?: string } }).data?.message).toMatch(/^Escribí el motivo/);

    expect(
      ((await moderate(ADMIN, { intent: "hide", questionId: String(id), reason: "Agresiva" })) as Response).status,
    ).toBe(302);
    expect((await publicQuestions(owned)).map((q) => q.id)).not.toContain(id);
    const notice = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, NEIGHBOUR.id), eq(userNotifications.message, "Motivo: Agresiva")));
    expect(notice[0]?.title).toMatch(/^Ocultamos tu pregunta en /);
    expect(await db.$count(questionReports, and(eq(questionReports.questionId, id)))).toBe(1);

    await moderate(ADMIN, { intent: "restore", questionId: String(id) });
    expect((await publicQuestions(owned)).map((q) => q.id)).toContain(id);
    await moderate(ADMIN, { intent: "delete", questionId: String(id), reason: "Duplicada" });
    expect(await db.$count(businessQuestions, eq(businessQuestions.id, id))).toBe(0);
    const trail = await auditTrail(db, { type: "question", id });
    expect(trail.map((t) => t.action).sort()).toEqual(["question.delete", "question.hide", "question.restore"]);
  });
});
