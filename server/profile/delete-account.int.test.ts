/**
 * Deleting one's own account (decision 25): confirmed by the password (or, without one, a sign-in
 * a moment ago), refused for the last administrator and while Mercado Pago cannot stop a charge;
 * then reviews go (ratings follow), businesses stay without this owner, running subscriptions are
 * cancelled first, pending registrations withdrawn, audit rows kept without the person's data,
 * files removed, and an e-mail confirms it. A refusal changes nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_DELETION_MESSAGES } from "#core/account-deletion-form.ts";
import { createConfirmedUser } from "#tests/setup/auth-client.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { WRONG_CURRENT_PASSWORD } from "../platform/auth/auth-errors.ts";
import {
  accounts,
  auditLog,
  businesses,
  businessReviews,
  businessSubscriptions,
  claims,
  favorites,
  plans,
  profiles,
  rateLimits,
  reviewReports,
  sessions,
  supportTickets,
  userNotifications,
  userRoles,
  users,
} from "../platform/db/schema.ts";
import { readStoredMail } from "../platform/mail/send-mail.ts";
import { getPrivateStorage } from "../platform/storage/private-storage.ts";
import { getStorage, uploadsDirectory } from "../platform/storage/storage.ts";
import { getPublicBusiness } from "../public-business/get-public-business.ts";
import {
  DELETED_ACCOUNT_LABEL,
  deleteAccount,
  MERCADOPAGO_DOWN_DELETION,
  previewAccountDeletion,
  WITHDRAWN_REGISTRATION_NOTE,
} from "./delete-account.ts";

// Mercado Pago "configured" but nobody answers there: a subscription of theirs cannot be stopped.
vi.hoisted(() => {
  process.env.MERCADOPAGO_ACCESS_TOKEN = "TEST-vilma-nadie-responde";
  process.env.MERCADOPAGO_WEBHOOK_SECRET = "vilma-nadie-responde";
  process.env.MERCADOPAGO_API_URL = "http://127.0.0.1:9";
});

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const DAY = 86_400_000;
let made = 0;
const tag = () => `${++made}-${Date.now().toString(36)}`;

async function newBusiness(name: string, status = "active") {
  const t = tag();
  const [row] = await database()
    .db.insert(businesses)
    .values({ name: `${name} ${t}`, slug: `borrar-${t}`, status })
    .returning({ uuid: businesses.uuid, name: businesses.name, slug: businesses.slug });
  return row!;
}

async function reviewer(id: string) {
  await database()
    .db.insert(users)
    .values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
  return id;
}

async function sessionOf(userId: string) {
  const [row] = await database().db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return row!.id;
}

async function subscription(businessUuid: string, values: Partial<typeof businessSubscriptions.$inferInsert> = {}) {
  const [plan] = await database().db.select({ id: plans.id }).from(plans).where(eq(plans.slug, "destacado"));
  const start = new Date(TEST_NOW.getTime() - 5 * DAY);
  const [row] = await database()
    .db.insert(businessSubscriptions)
    .values({
      businessUuid,
      planId: plan!.id,
      status: "authorized",
      isActive: true,
      paymentMethod: "transfer",
      amountArs: 18_000,
      startDate: start,
      endDate: new Date(start.getTime() + 30 * DAY),
      activatedAt: start,
      ...values,
    })
    .returning({ id: businessSubscriptions.id });
  return row!.id;
}

describe("deleting one's own account", () => {
  it("asks for the password; a wrong one changes nothing", async () => {
    const email = `equivocada-${tag()}@example.com`;
    const { userId } = await createConfirmedUser(email, "Persona Dudosa", "secreta123");
    const user = testUser(userId, { sessionId: await sessionOf(userId) });
    const wrong = await deleteAccount({ user, proof: { kind: "password", password: "otra-cosa" }, origin: ORIGIN });
    expect(wrong).toMatchObject({
      ok: false,
      problem: { message: WRONG_CURRENT_PASSWORD, fieldErrors: { password: WRONG_CURRENT_PASSWORD } },
    });
    const none = await deleteAccount({ user, proof: { kind: "recent-sign-in" }, origin: ORIGIN });
    expect(none).toMatchObject({
      ok: false,
      problem: {
        message: ACCOUNT_DELETION_MESSAGES.password,
        fieldErrors: { password: ACCOUNT_DELETION_MESSAGES.password },
      },
    });
    const [still] = await database().db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    expect(still?.id).toBe(userId);
  });

  it("limits password guesses per account", async () => {
    const email = `adivina-${tag()}@example.com`;
    const { userId } = await createConfirmedUser(email, "Persona Adivina", "secreta123");
    const user = testUser(userId, { sessionId: await sessionOf(userId) });
    const outcomes = [];
    for (let i = 0; i < 11; i++) {
      outcomes.push(await deleteAccount({ user, proof: { kind: "password", password: `mal-${i}` }, origin: ORIGIN }));
    }
    expect(outcomes.slice(0, 10).every((o) => !o.ok && o.problem.message === WRONG_CURRENT_PASSWORD)).toBe(true);
    expect(outcomes[10]).toMatchObject({
      ok: false,
      problem: {
        message: expect.stringMatching(/^Demasiados intentos/),
        fieldErrors: { password: expect.stringMatching(/^Demasiados intentos/) },
      },
    });
    // Even the right password waits now.
    const right = await deleteAccount({ user, proof: { kind: "password", password: "secreta123" }, origin: ORIGIN });
    expect(right.ok).toBe(false);
  });

  it("does to each thing what decision 25 says, and confirms by e-mail", async () => {
    const { db } = database();
    const email = `se-va-${tag()}@example.com`;
    const { userId } = await createConfirmedUser(email, "Ana Se Va", "secreta123");
    const user = testUser(userId, { sessionId: await sessionOf(userId) });

    // A review on a business that has another one: the rating follows.
    const reviewed = await newBusiness("Reseñado");
    const other = await reviewer(`otra-${tag()}`);
    await db.insert(businessReviews).values([
      { businessUuid: reviewed.uuid, userId, rating: 1, comment: "Mala" },
      { businessUuid: reviewed.uuid, userId: other, rating: 5, comment: "Buena" },
    ]);
    expect((await getPublicBusiness(reviewed.slug, { now: TEST_NOW }))?.rating).toEqual({ average: 3, count: 2 });
    // Their open report on someone else's review.
    const [othersReview] = await db
      .select({ id: businessReviews.id })
      .from(businessReviews)
      .where(eq(businessReviews.userId, other));
    await db.insert(reviewReports).values({ reviewId: othersReview!.id, userId, reason: "spam" });
    await db.update(businessReviews).set({ openReportsCount: 1 }).where(eq(businessReviews.id, othersReview!.id));
    await db.insert(favorites).values({ userId, businessUuid: reviewed.uuid });
    await db.insert(userNotifications).values({ userId, title: "Hola", message: "Una notificación" });

    // Sole owner (a running transfer plan), co-owner, and a registration still waiting.
    const sole = await newBusiness("Propio");
    const shared = await newBusiness("Compartido");
    const partner = await reviewer(`socia-${tag()}`);
    await db.insert(userRoles).values([
      { userId, role: "business_owner", businessUuid: sole.uuid },
      { userId, role: "business_owner", businessUuid: shared.uuid },
      { userId: partner, role: "business_owner", businessUuid: shared.uuid },
    ]);
    const soleSub = await subscription(sole.uuid);
    const sharedSub = await subscription(shared.uuid, { requestedBy: partner });
    const pending = await newBusiness("Pedido", "pending");
    await db.update(businesses).set({ submittedBy: userId }).where(eq(businesses.uuid, pending.uuid));

    // A claim with a proof file, a photo, a support ticket, an audit row naming them, a sign-in counter.
    const proofKey = `claims/${userId}/prueba.pdf`;
    await getPrivateStorage().put(proofKey, new TextEncoder().encode("%PDF-1.4 %%EOF"), "application/pdf");
    await db.insert(claims).values({
      businessUuid: shared.uuid,
      userId,
      proof: [{ key: proofKey, kind: "pdf", name: "prueba.pdf", bytes: 14 }],
    });
    const avatar = await getStorage().put(`avatars/${userId}-prueba.webp`, new Uint8Array([1, 2, 3]), "image/webp");
    // The profile row appears on the first page the person opens (session.ts); this test opened none.
    await db
      .insert(profiles)
      .values({ id: userId, email, fullName: "Ana Se Va", avatarUrl: avatar.url })
      .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl: avatar.url } });
    const avatarFile = path.join(uploadsDirectory(), avatar.key);
    expect(fs.existsSync(avatarFile)).toBe(true);
    await db
      .insert(supportTickets)
      .values({ name: "Ana", email: email.toUpperCase(), subject: "Hola", message: "Consulta" });
    await recordAudit(db, {
      actor: { id: "demo-admin", ip: "203.0.113.1" },
      action: "business.owner.add",
      entity: { type: "business", id: sole.uuid },
      after: { ownerId: userId, ownerName: "Ana Se Va", ownerEmail: email },
    });
    await recordAudit(db, {
      actor: { id: userId, ip: "203.0.113.2" },
      action: "business.update",
      entity: { type: "business", id: sole.uuid },
      before: { name: "Antes" },
      after: { name: "Después" },
    });
    await db
      .insert(rateLimits)
      .values({ id: `rl-${tag()}`, key: `signin-known:${email}:203.0.113.2`, count: 1, lastRequest: Date.now() });

    const preview = await previewAccountDeletion(userId);
    expect(preview).toMatchObject({
      reviews: 1,
      favorites: 1,
      notifications: expect.any(Number),
      businesses: expect.arrayContaining([
        { uuid: sole.uuid, name: sole.name, othersRemain: false },
        { uuid: shared.uuid, name: shared.name, othersRemain: true },
      ]),
      pendingClaims: 1,
      pendingRegistrations: [{ uuid: pending.uuid, name: pending.name }],
      supportTickets: 1,
      isLastAdmin: false,
    });
    // Only the plan of the business nobody else owns is cancelled.
    expect(preview.subscriptions.map((s) => s.id)).toEqual([soleSub]);

    const done = await deleteAccount({
      user,
      proof: { kind: "password", password: "secreta123" },
      ip: "203.0.113.9",
      origin: ORIGIN,
      now: TEST_NOW,
    });
    expect(done.ok).toBe(true);

    // The account and everything hanging from it.
    for (const table of [users, profiles] as const) {
      expect(await db.select().from(table).where(eq(table.id, userId))).toEqual([]);
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, userId))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, userId))).toEqual([]);
    expect(await db.select().from(userNotifications).where(eq(userNotifications.userId, userId))).toEqual([]);
    expect(await db.select().from(claims).where(eq(claims.userId, userId))).toEqual([]);
    expect(await db.select().from(supportTickets).where(sql`lower(${supportTickets.email}) = ${email}`)).toEqual([]);
    expect(await db.select().from(rateLimits).where(sql`strpos(${rateLimits.key}, ${email}) > 0`)).toEqual([]);
    expect(fs.existsSync(avatarFile)).toBe(false);
    expect(await getPrivateStorage().read(proofKey)).toBeNull();

    // Reviews removed, the rating recomputed; the report they made no longer counts.
    expect(await db.select().from(businessReviews).where(eq(businessReviews.userId, userId))).toEqual([]);
    expect((await getPublicBusiness(reviewed.slug, { now: TEST_NOW }))?.rating).toEqual({ average: 5, count: 1 });
    const [reported] = await db.select().from(businessReviews).where(eq(businessReviews.id, othersReview!.id));
    expect(reported?.openReportsCount).toBe(0);

    // Businesses stay (without this owner), the partner keeps theirs; the sole plan was cancelled first.
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, userId))).toEqual([]);
    expect((await db.select().from(businesses).where(eq(businesses.uuid, sole.uuid)))[0]?.status).toBe("active");
    expect(await db.select().from(userRoles).where(eq(userRoles.businessUuid, shared.uuid))).toHaveLength(1);
    const [cancelled] = await db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, soleSub));
    expect(cancelled).toMatchObject({ status: "cancelled", isActive: true });
    const [kept] = await db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, sharedSub));
    expect(kept?.status).toBe("authorized");
    const [withdrawn] = await db.select().from(businesses).where(eq(businesses.uuid, pending.uuid));
    expect(withdrawn).toMatchObject({ status: "rejected", reviewNote: WITHDRAWN_REGISTRATION_NOTE, submittedBy: null });

    // Audit rows kept, anonymised; the deletion itself is one more, with no personal data.
    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, sole.uuid));
    const ownerAdd = trail.find((r) => r.action === "business.owner.add");
    expect(ownerAdd?.details).toMatchObject({
      after: { ownerId: userId, ownerName: DELETED_ACCOUNT_LABEL, ownerEmail: DELETED_ACCOUNT_LABEL },
    });
    const theirs = trail.find((r) => r.action === "business.update");
    expect(theirs).toMatchObject({ actorId: null, ipAddress: null });
    const cancellation = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "subscription"), eq(auditLog.entityId, String(soleSub))));
    expect(cancellation.map((r) => [r.action, r.actorId, r.ipAddress])).toEqual([["subscription.cancel", null, null]]);
    const [deletion] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.delete"), eq(auditLog.entityId, userId)));
    expect(deletion?.actorId).toBeNull();
    expect(JSON.stringify(deletion?.details)).not.toContain(email);
    const everything = await db.select({ details: auditLog.details }).from(auditLog);
    expect(everything.some((r) => JSON.stringify(r.details).includes(email))).toBe(false);

    // The confirmation, with what was done.
    const [mail] = await readStoredMail(email);
    expect(mail?.subject).toBe("Eliminamos tu cuenta de Vilma");
    expect(mail?.text).toContain("Borramos tu reseña");
    expect(mail?.text).toContain(`Dejaste de administrar ${sole.name}; la ficha sigue publicada en Vilma, sin dueño.`);
    expect(mail?.text).toContain(`Cancelamos la renovación del plan Destacado de ${sole.name}`);
    expect(mail?.text).toContain(`Retiramos el pedido de alta de ${pending.name}.`);
  });

  it("refuses the last administrator; with another admin, an admin may go", async () => {
    const { db } = database();
    const email = `admina-${tag()}@example.com`;
    const { userId } = await createConfirmedUser(email, "Admina", "secreta123");
    const user = testUser(userId, { sessionId: await sessionOf(userId) });
    await db.insert(userRoles).values({ userId, role: "admin" });
    // The demo admin is banned for a moment: this one is the only admin who can sign in.
    await db.update(users).set({ banned: true }).where(eq(users.id, "demo-admin"));
    try {
      expect((await previewAccountDeletion(userId)).isLastAdmin).toBe(true);
      const refused = await deleteAccount({
        user,
        proof: { kind: "password", password: "secreta123" },
        origin: ORIGIN,
      });
      expect(refused).toMatchObject({
        ok: false,
        problem: { code: "conflict", message: ACCOUNT_DELETION_MESSAGES.lastAdmin },
      });
      expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
    } finally {
      await db.update(users).set({ banned: false }).where(eq(users.id, "demo-admin"));
    }
    const done = await deleteAccount({ user, proof: { kind: "password", password: "secreta123" }, origin: ORIGIN });
    expect(done.ok).toBe(true);
  });

  it("an account without a password (Google) confirms with a sign-in of the last 10 minutes", async () => {
    const { db } = database();
    const t = tag();
    const userId = `google-${t}`;
    await db.insert(users).values({ id: userId, name: "Gugle", email: `gugle-${t}@example.com`, emailVerified: true });
    await db.insert(accounts).values({ id: `acc-${t}`, accountId: `sub-${t}`, providerId: "google", userId });
    const now = TEST_NOW;
    const session = async (id: string, minutesAgo: number) => {
      const createdAt = new Date(now.getTime() - minutesAgo * 60_000);
      await db.insert(sessions).values({
        id,
        token: `token-${id}`,
        userId,
        expiresAt: new Date(now.getTime() + DAY),
        createdAt,
        updatedAt: now,
      });
      return testUser(userId, { sessionId: id });
    };
    const old = await session(`vieja-${t}`, 11);
    const refused = await deleteAccount({ user: old, proof: { kind: "recent-sign-in" }, origin: ORIGIN, now });
    expect(refused).toMatchObject({ ok: false, problem: { message: ACCOUNT_DELETION_MESSAGES.signInAgain } });
    if (!refused.ok) expect(refused.problem.fieldErrors).toBeUndefined();
    // A password typed into the form does not stand in for the sign-in (the account has none).
    const typed = await deleteAccount({ user: old, proof: { kind: "password", password: "x" }, origin: ORIGIN, now });
    expect(typed.ok).toBe(false);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);

    const fresh = await session(`nueva-${t}`, 2);
    expect((await deleteAccount({ user: fresh, proof: { kind: "recent-sign-in" }, origin: ORIGIN, now })).ok).toBe(
      true,
    );
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toEqual([]);
  });

  it("a Mercado Pago subscription that cannot be stopped keeps the account (nothing deleted)", async () => {
    const { db } = database();
    const email = `mp-${tag()}@example.com`;
    const { userId } = await createConfirmedUser(email, "Paga con MP", "secreta123");
    const user = testUser(userId, { sessionId: await sessionOf(userId) });
    const business = await newBusiness("Con Mercado Pago");
    await db.insert(userRoles).values({ userId, role: "business_owner", businessUuid: business.uuid });
    const sub = await subscription(business.uuid, {
      paymentMethod: "mercadopago",
      providerId: `pre-${tag()}`,
      requestedBy: userId,
    });
    const outcome = await deleteAccount({ user, proof: { kind: "password", password: "secreta123" }, origin: ORIGIN });
    expect(outcome).toMatchObject({ ok: false, problem: { code: "unavailable", message: MERCADOPAGO_DOWN_DELETION } });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
    const [row] = await db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, sub));
    expect(row?.status).toBe("authorized");
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, userId))).toHaveLength(1);
  });
});
