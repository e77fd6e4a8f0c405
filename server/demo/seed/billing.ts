/**
 * Plans and payments as an owner and an admin meet them: the bank account for transfers, a few
 * months of paid periods behind the live subscriptions (so revenue per month shows), the demo
 * owner's premium business with a Mercado Pago plan whose renewal was cancelled and that ends in 5
 * days (the other business stays on the free plan), and two more owners: one whose transfer request
 * waits in the admin queue, one on the free plan. Premium flags are then computed from the
 * subscriptions, as the app always does (server/billing/premium-sync.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import { syncPremium } from "#server/billing/premium-sync.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import type { SeedBusiness } from "./businesses.ts";
import { PLANS } from "./plans.ts";
import type { Rng } from "./random.ts";
import { addDays, DAY } from "./time.ts";

export const BANK_TRANSFER_SETTINGS: Record<string, string> = {
  bank_transfer_holder: "Vilma Guía Local S.A.S.",
  bank_transfer_cuit: "30-71845219-4",
  bank_transfer_bank: "Banco de la Provincia de Córdoba",
  bank_transfer_cbu: "0200302111000034567890",
  bank_transfer_alias: "VILMA.GUIA.PLANES",
  billing_email: "planes@vilma.com.ar",
};

/** The extra owners (password vilma1234, like the demo accounts). */
export const BILLING_OWNERS = [
  { id: "demo-comercio-transferencia", email: "sofia.peralta@vilma.test", name: "Sofía Peralta" },
  { id: "demo-comercio-basico", email: "diego.ferreyra@vilma.test", name: "Diego Ferreyra" },
] as const;

export async function seedBilling(db: Database, rng: Rng, now: Date, businesses: SeedBusiness[]): Promise<number> {
  await db
    .insert(schema.appSettings)
    .values(Object.entries(BANK_TRANSFER_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now })));

  const planRows = await db.select().from(schema.plans);
  const planBySlug = new Map(planRows.map((p) => [p.slug, p]));
  let rows = 0;

  // Earlier paid months behind each live subscription.
  const live = await db
    .select()
    .from(schema.businessSubscriptions)
    .where(eq(schema.businessSubscriptions.status, "authorized"));
  const history: (typeof schema.businessSubscriptions.$inferInsert)[] = [];
  for (const sub of live) {
    const months = rng.int(0, 4);
    let end = sub.startDate;
    for (let i = 0; i < months; i++) {
      const start = new Date(end.getTime() - 30 * DAY);
      history.push({
        businessUuid: sub.businessUuid,
        planId: sub.planId,
        isActive: false,
        status: "expired",
        paymentMethod: sub.paymentMethod,
        amountArs: PLANS.find((p) => p.slug === planRows.find((r) => r.id === sub.planId)?.slug)?.priceArs ?? 0,
        startDate: start,
        endDate: end,
        paymentReference: `MP-${rng.digits(11)}`,
        activatedAt: start,
        createdAt: start,
        updatedAt: end,
      });
      end = start;
    }
  }
  if (history.length > 0) rows += (await db.insert(schema.businessSubscriptions).values(history).returning()).length;

  // The demo owner's premium business: cancelled renewal, 5 days left.
  const owned = await db
    .select({ uuid: schema.userRoles.businessUuid })
    .from(schema.userRoles)
    .where(and(eq(schema.userRoles.userId, "demo-comercio"), eq(schema.userRoles.role, "business_owner")));
  const ownedUuids = owned.map((o) => o.uuid).filter((u): u is string => Boolean(u));
  const premiumPlan = planBySlug.get("destacado")!;
  if (ownedUuids.length > 0) {
    const [sub] = await db
      .select()
      .from(schema.businessSubscriptions)
      .where(
        and(
          inArray(schema.businessSubscriptions.businessUuid, ownedUuids),
          eq(schema.businessSubscriptions.status, "authorized"),
        ),
      )
      .limit(1);
    if (sub) {
      const start = new Date(now.getTime() - 25 * DAY);
      await db
        .update(schema.businessSubscriptions)
        .set({
          planId: premiumPlan.id,
          amountArs: premiumPlan.priceArs,
          status: "cancelled",
          isActive: true,
          paymentMethod: "mercadopago",
          startDate: start,
          endDate: addDays(now, 5),
          activatedAt: start,
          cancelledAt: addDays(now, -2),
          createdAt: start,
          updatedAt: addDays(now, -2),
        })
        .where(eq(schema.businessSubscriptions.id, sub.id));
    }
  }

  // Two more owners, each with one active business on the free plan.
  const [credential] = await db
    .select({ password: schema.accounts.password })
    .from(schema.accounts)
    .where(eq(schema.accounts.userId, "demo-comercio"));
  const candidates = rng.shuffle(
    businesses.filter(
      (b) => b.row.status === "active" && b.category && !b.subscription && !ownedUuids.includes(b.row.uuid),
    ),
  );
  const createdAt = addDays(now, -60);
  for (const [i, owner] of BILLING_OWNERS.entries()) {
    const business = candidates[i];
    if (!business) break;
    await db.insert(schema.users).values({
      id: owner.id,
      email: owner.email,
      name: owner.name,
      emailVerified: true,
      createdAt,
      updatedAt: createdAt,
    });
    await db.insert(schema.accounts).values({
      id: `${owner.id}-credential`,
      accountId: owner.id,
      providerId: "credential",
      userId: owner.id,
      password: credential?.password ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    await db
      .insert(schema.profiles)
      .values({ id: owner.id, email: owner.email, fullName: owner.name, createdAt, updatedAt: createdAt });
    await db
      .insert(schema.userRoles)
      .values({ userId: owner.id, role: "business_owner", businessUuid: business.row.uuid, createdAt });
    if (i === 0) {
      const requested = addDays(now, -1);
      const plan = planBySlug.get("premium")!;
      await db.insert(schema.businessSubscriptions).values({
        businessUuid: business.row.uuid,
        planId: plan.id,
        isActive: false,
        status: "pending",
        paymentMethod: "transfer",
        requestedBy: owner.id,
        amountArs: plan.priceArs,
        startDate: requested,
        endDate: addDays(requested, 30),
        createdAt: requested,
        updatedAt: requested,
      });
      rows++;
    }
  }

  await syncPremium(db, now);
  return rows;
}
