/**
 * Arrepentimiento refunds: an admin records what was given back (amount, day, how), never more
 * than was paid, only for revoked plans; each record is audited and tells the owners in the app and
 * by e-mail; the admin list shows what is still owed until the refunds add up.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatArs } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { auditTrail } from "../platform/audit/record-audit.ts";
import {
  businesses,
  businessSubscriptions,
  plans,
  subscriptionRefunds,
  userNotifications,
  userRoles,
} from "../platform/db/schema.ts";
import { readStoredMail } from "../platform/mail/send-mail.ts";
import { listSubscriptions, SUBSCRIPTIONS_LIST } from "./list-subscriptions.ts";
import { getBusinessBilling } from "./owner-billing.ts";
import { pendingRefunds, REFUND_REFUSALS, recordRefund, refundTooLarge } from "./refunds.ts";
import { applyTransition } from "./transitions.ts";

const database = setupTestDatabase();
const DAY = 86_400_000;
const ORIGIN = "http://localhost:3000";

/** A paid plan of one of the demo owner's businesses, revoked `daysAgo` before TEST_NOW. */
async function revokedSubscription(amountArs: number, daysAgo = 2) {
  const { db } = database();
  const [owned] = await db
    .select({ uuid: businesses.uuid, name: businesses.name })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .where(and(eq(userRoles.userId, "demo-comercio"), eq(businesses.isPremium, false)));
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, "destacado"));
  const start = new Date(TEST_NOW.getTime() - (daysAgo + 1) * DAY);
  const [sub] = await db
    .insert(businessSubscriptions)
    .values({
      businessUuid: owned!.uuid,
      planId: plan!.id,
      status: "authorized",
      isActive: true,
      paymentMethod: "transfer",
      amountArs,
      startDate: start,
      endDate: new Date(start.getTime() + 30 * DAY),
      activatedAt: start,
      createdAt: start,
    })
    .returning({ id: businessSubscriptions.id });
  const revokedAt = new Date(TEST_NOW.getTime() - daysAgo * DAY);
  const result = await applyTransition(
    sub!.id,
    { kind: "revoke", code: `ARR-TEST-${sub!.id}` },
    { actor: { id: "demo-comercio" }, now: revokedAt },
  );
  expect(result.ok).toBe(true);
  return { id: sub!.id, business: owned!, code: `ARR-TEST-${sub!.id}` };
}

const refundRows = (subscriptionId: number) =>
  database().db.select().from(subscriptionRefunds).where(eq(subscriptionRefunds.subscriptionId, subscriptionId));

async function listed(devolucion: string) {
  const page = await listSubscriptions(parseListParams({ devolucion, size: "100" }, SUBSCRIPTIONS_LIST), TEST_NOW);
  return page.rows;
}

const base = { adminId: "demo-admin", ip: "203.0.113.9", origin: ORIGIN, now: TEST_NOW };

describe("arrepentimiento refunds", () => {
  it("records a refund in parts until settled; the list and the count show what is still owed", async () => {
    const before = await pendingRefunds();
    const sub = await revokedSubscription(18_000);
    expect(await pendingRefunds()).toEqual({ count: before.count + 1, owedArs: before.owedArs + 18_000 });
    const pending = (await listed("pendiente")).find((r) => r.id === sub.id);
    expect(pending).toMatchObject({ revocationCode: sub.code, owedArs: 18_000, refundedArs: 0, refunds: [] });

    const first = await recordRefund({
      ...base,
      subscriptionId: sub.id,
      amountArs: 10_000,
      paidOn: "2026-11-20",
      method: "transfer",
      note: "CBU terminado en 1234",
    });
    expect(first).toMatchObject({ ok: true, value: { owedArs: 8_000 } });
    expect((await listed("pendiente")).find((r) => r.id === sub.id)).toMatchObject({
      owedArs: 8_000,
      refundedArs: 10_000,
      refunds: [{ amountArs: 10_000, paidOn: "2026-11-20", method: "transfer", note: "CBU terminado en 1234" }],
    });

    const second = await recordRefund({
      ...base,
      subscriptionId: sub.id,
      amountArs: 8_000,
      paidOn: "2026-11-21",
      method: "mercadopago",
    });
    expect(second).toMatchObject({ ok: true, value: { owedArs: 0 } });
    expect((await listed("pendiente")).some((r) => r.id === sub.id)).toBe(false);
    expect((await listed("hecha")).find((r) => r.id === sub.id)).toMatchObject({ owedArs: 0, refundedArs: 18_000 });
    expect(await pendingRefunds()).toEqual(before);
    // The owner's plan page shows what came back.
    const billing = await getBusinessBilling(sub.business.uuid, TEST_NOW);
    expect(billing.history.find((h) => h.id === sub.id)).toMatchObject({
      revocationCode: sub.code,
      refundedArs: 18_000,
    });

    // Settled: nothing more can be recorded.
    const third = await recordRefund({
      ...base,
      subscriptionId: sub.id,
      amountArs: 100,
      paidOn: "2026-11-21",
      method: "cash",
    });
    expect(third).toMatchObject({ ok: false, problem: { message: REFUND_REFUSALS.settled } });
    expect(await refundRows(sub.id)).toHaveLength(2);

    // Audited with the admin, the amounts and the note.
    const trail = await auditTrail(database().db, { type: "subscription", id: sub.id });
    const refunds = trail.filter((e) => e.action === "subscription.refund");
    expect(refunds).toHaveLength(2);
    expect(refunds.map((e) => e.actorId)).toEqual(["demo-admin", "demo-admin"]);
    expect(refunds.find((e) => e.details.reason)?.details).toMatchObject({
      before: { refundedArs: 0, owedArs: 18_000 },
      after: { refundedArs: 10_000, owedArs: 8_000, amountArs: 10_000, paidOn: "2026-11-20", method: "transfer" },
      reason: "CBU terminado en 1234",
    });
  });

  it("tells the owner in the app and by e-mail, once per record", async () => {
    const sub = await revokedSubscription(9_000);
    const outcome = await recordRefund({
      ...base,
      subscriptionId: sub.id,
      amountArs: 9_000,
      paidOn: "2026-11-21",
      method: "cash",
    });
    expect(outcome.ok).toBe(true);
    const notes = await database()
      .db.select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, "demo-comercio"),
          eq(userNotifications.title, `Te devolvimos ${formatArs(9_000)}`),
        ),
      );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "subscription", link: `/mi-comercio/${sub.business.uuid}/plan` });
    expect(notes[0]!.message).toContain(sub.code);
    expect(notes[0]!.message).toContain("21/11/2026 por Efectivo");
    const mails = (await readStoredMail("comercio@vilma.test")).filter((m) => m.subject.includes(sub.code));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Te devolvimos ${formatArs(9_000)} — trámite ${sub.code}`);
    expect(mails[0]!.text).toContain("La hicimos el 21/11/2026 por efectivo.");
    expect(mails[0]!.links).toContain(`${ORIGIN}/mi-comercio/${sub.business.uuid}/plan`);
  });

  it("refuses more than is owed, dates outside the revocation and today, plans not revoked; nothing changes", async () => {
    const sub = await revokedSubscription(5_000, 3);
    const attempt = (fields: Partial<Parameters<typeof recordRefund>[0]>) =>
      recordRefund({
        ...base,
        subscriptionId: sub.id,
        amountArs: 5_000,
        paidOn: "2026-11-21",
        method: "transfer",
        ...fields,
      });
    expect(await attempt({ amountArs: 5_001 })).toMatchObject({
      ok: false,
      problem: { message: refundTooLarge(5_000) },
    });
    expect(await attempt({ paidOn: "2026-11-22" })).toMatchObject({
      ok: false,
      problem: { message: REFUND_REFUSALS.future },
    });
    expect(await attempt({ paidOn: "2026-11-17" })).toMatchObject({
      ok: false,
      problem: { message: REFUND_REFUSALS.beforeRevocation },
    });
    expect(await attempt({ subscriptionId: 999_999 })).toMatchObject({
      ok: false,
      problem: { message: REFUND_REFUSALS.notFound },
    });

    const { db } = database();
    const [running] = await db
      .select({ id: businessSubscriptions.id })
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.status, "authorized"))
      .limit(1);
    expect(await attempt({ subscriptionId: running!.id })).toMatchObject({
      ok: false,
      problem: { message: REFUND_REFUSALS.notRevoked },
    });
    expect(await refundRows(sub.id)).toEqual([]);
    expect(await refundRows(running!.id)).toEqual([]);
    expect((await listed("pendiente")).find((r) => r.id === sub.id)?.owedArs).toBe(5_000);
  });

  it("two admins recording the whole amount at once: one refund, never more than was paid", async () => {
    const sub = await revokedSubscription(7_000);
    const both = await Promise.all([
      recordRefund({ ...base, subscriptionId: sub.id, amountArs: 7_000, paidOn: "2026-11-21", method: "transfer" }),
      recordRefund({ ...base, subscriptionId: sub.id, amountArs: 7_000, paidOn: "2026-11-21", method: "cash" }),
    ]);
    expect(both.filter((o) => o.ok)).toHaveLength(1);
    expect(both.find((o) => !o.ok)).toMatchObject({ ok: false, problem: { message: REFUND_REFUSALS.settled } });
    const rows = await refundRows(sub.id);
    expect(rows.reduce((sum, r) => sum + r.amountArs, 0)).toBe(7_000);
  });
});
