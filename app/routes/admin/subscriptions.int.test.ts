/**
 * /admin/subscriptions and arrepentimiento refunds: the page counts what is still owed and filters
 * it ("Devoluciones pendientes"); an admin records a refund through the form; a neighbour is
 * refused and bad input changes nothing, with a Spanish message.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFUND_MESSAGES } from "#core/billing-form.ts";
import { applyTransition } from "#server/billing/transitions.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, businessSubscriptions, subscriptionRefunds, userRoles } from "#server/platform/db/schema.ts";
import {
  ADMIN,
  load,
  locationOf,
  NEIGHBOUR,
  post as postTo,
  statusOf,
  toastOf,
} from "#tests/setup/catalog-route-helpers.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./subscriptions.tsx";

const database = setupTestDatabase();
/** Far enough in the past that "not after today" holds whatever the machine's clock says. */
const REVOKED_AT = new Date("2021-03-01T15:00:00.000Z");

const post = (user: SessionUser | null, fields: Record<string, string>) =>
  postTo(action, "/admin/subscriptions?devolucion=pendiente", user, Object.entries(fields));

async function page(query = "") {
  return (await load(loader, `/admin/subscriptions${query}`, ADMIN)) as Awaited<ReturnType<typeof loader>>;
}

async function revoked(amountArs: number) {
  const { db } = database();
  const [owned] = await db
    .select({ uuid: businesses.uuid })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .where(and(eq(userRoles.userId, "demo-comercio"), eq(businesses.isPremium, false)));
  const start = new Date(REVOKED_AT.getTime() - 86_400_000);
  const [sub] = await db
    .insert(businessSubscriptions)
    .values({
      businessUuid: owned!.uuid,
      status: "authorized",
      isActive: true,
      paymentMethod: "transfer",
      amountArs,
      startDate: start,
      endDate: new Date(start.getTime() + 30 * 86_400_000),
      activatedAt: start,
    })
    .returning({ id: businessSubscriptions.id });
  await applyTransition(
    sub!.id,
    { kind: "revoke", code: `ARR-RUTA-${sub!.id}` },
    { actor: { id: null }, now: REVOKED_AT },
  );
  return sub!.id;
}

const refundsOf = (id: number) =>
  database().db.select().from(subscriptionRefunds).where(eq(subscriptionRefunds.subscriptionId, id));

describe("/admin/subscriptions: arrepentimiento refunds", () => {
  it("counts what is owed, filters it, and records a refund from the form", async () => {
    const before = (await page()).refunds;
    const id = await revoked(12_000);
    const owed = await page("?devolucion=pendiente");
    expect(owed.refunds).toEqual({ count: before.count + 1, owedArs: before.owedArs + 12_000 });
    expect(owed.list.rows.find((r) => r.id === id)).toMatchObject({ owedArs: 12_000 });
    expect(owed.list.rows.every((r) => r.owedArs > 0)).toBe(true);

    const done = await post(ADMIN, {
      intent: "refund",
      subscriptionId: String(id),
      amount: "12.000",
      paidOn: "2021-03-05",
      method: "other",
      note: "Cheque n.º 55",
    });
    expect(statusOf(done)).toBe(302);
    expect(locationOf(done)).toBe("/admin/subscriptions?devolucion=pendiente");
    expect(await toastOf(done)).toMatchObject({ type: "success", title: "Devolución registrada" });
    expect(await refundsOf(id)).toMatchObject([
      { amountArs: 12_000, paidOn: "2021-03-05", method: "other", note: "Cheque n.º 55", recordedBy: "demo-admin" },
    ]);
    const after = await page();
    expect(after.refunds).toEqual(before);
    expect((await page("?devolucion=hecha")).list.rows.find((r) => r.id === id)).toMatchObject({
      owedArs: 0,
      refunds: [{ amountArs: 12_000, method: "other" }],
    });
  });

  it("refuses a neighbour, and bad input with a Spanish message, changing nothing", async () => {
    const id = await revoked(3_000);
    const fields = {
      intent: "refund",
      subscriptionId: String(id),
      amount: "3.000",
      paidOn: "2021-03-02",
      method: "cash",
    };
    expect(statusOf(await post(NEIGHBOUR, fields))).toBe(403);
    expect(statusOf(await load(loader, "/admin/subscriptions", NEIGHBOUR))).toBe(403);

    const cases: [Record<string, string>, string][] = [
      [{ method: "cheque" }, REFUND_MESSAGES.method],
      [{ method: "other" }, REFUND_MESSAGES.noteForOther],
      [{ amount: "3.000,50" }, REFUND_MESSAGES.wholePesos],
      [{ amount: "abc" }, "Ingresá un monto válido, por ejemplo 1.500,50"],
      [{ paidOn: "ayer" }, "Elegí una fecha."],
      [{ amount: "3.001" }, "Falta devolver"],
    ];
    for (const [change, message] of cases) {
      const refused = await post(ADMIN, { ...fields, ...change });
      expect(statusOf(refused)).toBe(302);
      const toast = await toastOf(refused);
      expect(toast).toMatchObject({ type: "error", title: "No pudimos registrar la devolución" });
      expect(toast?.description).toContain(message);
    }
    expect(await refundsOf(id)).toEqual([]);
  });
});
