/**
 * What an owner does with their business's plan: see it (current plan, state, end date, history),
 * ask for one (Mercado Pago when configured, bank transfer always), and cancel it. The business
 * uuid always comes from the URL, already checked by requireManagedBusiness; a subscription id from
 * a form is only used together with that business.
 */
import { addMonths } from "date-fns";
import { and, asc, desc, eq, inArray, max } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { type ActivePlan, getActivePlan } from "../plans/active-plan.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businessSubscriptions, type PaymentMethod, plans, type SubscriptionStatus } from "../platform/db/schema.ts";
import { createPreapproval, isMercadoPagoEnabled, MercadoPagoError, setPreapprovalStatus } from "./mercadopago.ts";
import { refundedArsSql } from "./refunds.ts";
import { applyTransition } from "./transitions.ts";

export interface SubscriptionView {
  id: number;
  planName: string | null;
  planSlug: string | null;
  status: SubscriptionStatus;
  isActive: boolean;
  paymentMethod: PaymentMethod;
  amountArs: number;
  startDate: string;
  endDate: string;
  createdAt: string;
  cancelledAt: string | null;
  revocationCode: string | null;
  checkoutUrl: string | null;
  /** Given back so far for a revocation (server/billing/refunds.ts), in whole pesos. */
  refundedArs: number;
  /** A transfer's receipt uploaded and waiting for an admin (its file name and when). */
  receipt: { name: string; uploadedAt: string } | null;
  /** The last receipt an admin refused, and why. */
  receiptRejected: { at: string; reason: string } | null;
}

export interface BusinessBilling {
  activePlan: Omit<ActivePlan, "endDate"> & { endDate: string | null };
  /** The subscription that grants the active plan, when it is a paid one. */
  current: SubscriptionView | null;
  /** A request waiting: a transfer to confirm, or a Mercado Pago checkout not finished. */
  pending: SubscriptionView | null;
  /** A Mercado Pago subscription that renews by itself (one at a time). */
  renewing: SubscriptionView | null;
  history: SubscriptionView[];
}

const VIEW = {
  id: businessSubscriptions.id,
  planName: plans.name,
  planSlug: plans.slug,
  status: businessSubscriptions.status,
  isActive: businessSubscriptions.isActive,
  paymentMethod: businessSubscriptions.paymentMethod,
  amountArs: businessSubscriptions.amountArs,
  startDate: businessSubscriptions.startDate,
  endDate: businessSubscriptions.endDate,
  createdAt: businessSubscriptions.createdAt,
  cancelledAt: businessSubscriptions.cancelledAt,
  revocationCode: businessSubscriptions.revocationCode,
  checkoutUrl: businessSubscriptions.checkoutUrl,
  refundedArs: refundedArsSql,
  receiptFile: businessSubscriptions.receipt,
  receiptUploadedAt: businessSubscriptions.receiptUploadedAt,
  receiptRejectedAt: businessSubscriptions.receiptRejectedAt,
  receiptRejectReason: businessSubscriptions.receiptRejectReason,
};

interface ViewRow {
  id: number;
  planName: string | null;
  planSlug: string | null;
  status: string;
  isActive: boolean;
  paymentMethod: string;
  amountArs: number;
  startDate: Date;
  endDate: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  revocationCode: string | null;
  checkoutUrl: string | null;
  refundedArs: number;
  receiptFile?: { name: string } | null;
  receiptUploadedAt?: Date | null;
  receiptRejectedAt?: Date | null;
  receiptRejectReason?: string | null;
}

export function toView({
  receiptFile,
  receiptUploadedAt,
  receiptRejectedAt,
  receiptRejectReason,
  ...row
}: ViewRow): SubscriptionView {
  return {
    ...row,
    receipt:
      receiptFile && receiptUploadedAt ? { name: receiptFile.name, uploadedAt: receiptUploadedAt.toISOString() } : null,
    receiptRejected:
      receiptRejectedAt && receiptRejectReason
        ? { at: receiptRejectedAt.toISOString(), reason: receiptRejectReason }
        : null,
    status: row.status as SubscriptionStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refundedArs: Number(row.refundedArs),
  };
}

export async function getBusinessBilling(businessUuid: string, now: Date): Promise<BusinessBilling> {
  const db = await getDb();
  const [activePlan, rows] = await Promise.all([
    getActivePlan(db, businessUuid, now),
    db
      .select(VIEW)
      .from(businessSubscriptions)
      .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
      .where(eq(businessSubscriptions.businessUuid, businessUuid))
      .orderBy(desc(businessSubscriptions.createdAt), desc(businessSubscriptions.id))
      .limit(50),
  ]);
  const history = rows.map(toView);
  return {
    activePlan: { ...activePlan, endDate: activePlan.endDate?.toISOString() ?? null },
    current: history.find((s) => s.id === activePlan.subscriptionId) ?? null,
    pending: history.find((s) => s.status === "pending") ?? null,
    renewing: history.find((s) => s.paymentMethod === "mercadopago" && s.status === "authorized") ?? null,
    history,
  };
}

/** A request by transfer waits on this page; one by Mercado Pago goes on to its checkout. */
export type RequestedSubscription =
  | { method: "transfer"; subscriptionId: number }
  | { method: "mercadopago"; subscriptionId: number; checkoutUrl: string };

export interface SubscriptionRequest {
  businessUuid: string;
  businessName: string;
  planSlug: string;
  method: PaymentMethod;
  user: { id: string; email: string };
  /** The site's origin, for Mercado Pago's way back. */
  origin: string;
  ip?: string | null;
  now?: Date;
}

/** A pending subscription: a transfer for an admin to confirm, or a Mercado Pago checkout. */
interface Created {
  id: number;
  plan: typeof plans.$inferSelect;
  months: number;
}

export async function requestSubscription(input: SubscriptionRequest): Promise<Result<RequestedSubscription>> {
  const now = input.now ?? new Date();
  if (input.method === "mercadopago" && !isMercadoPagoEnabled()) {
    return fail("unavailable", "El pago con Mercado Pago no está disponible; elegí transferencia bancaria.");
  }
  const db = await getDb();
  const created = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [plan] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.slug, input.planSlug), eq(plans.isActive, true)))
      .limit(1);
    if (!plan || plan.priceArs <= 0) return fail<Created>("validation", "Elegí uno de los planes pagos.");
    // One request at a time per business; locks the business's subscriptions while deciding.
    const open = await tx
      .select({ status: businessSubscriptions.status, paymentMethod: businessSubscriptions.paymentMethod })
      .from(businessSubscriptions)
      .where(
        and(
          eq(businessSubscriptions.businessUuid, input.businessUuid),
          inArray(businessSubscriptions.status, ["pending", "authorized"]),
        ),
      )
      .for("update");
    if (open.some((s) => s.status === "pending")) {
      return fail<Created>(
        "conflict",
        "Ya hay un pedido de plan esperando. Cancelalo o esperá a que se confirme antes de pedir otro.",
      );
    }
    if (open.some((s) => s.status === "authorized" && s.paymentMethod === "mercadopago")) {
      return fail<Created>(
        "conflict",
        "Tu plan se renueva solo con Mercado Pago. Cancelá la renovación para cambiar de plan.",
      );
    }
    // A transfer renewal starts when the period already paid ends.
    const [paid] = await tx
      .select({ end: max(businessSubscriptions.endDate) })
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.businessUuid, input.businessUuid), eq(businessSubscriptions.isActive, true)));
    if (input.method === "mercadopago" && paid?.end && paid.end.getTime() > now.getTime()) {
      return fail<Created>(
        "conflict",
        "Ya tenés un plan pagado por transferencia. Renovalo por transferencia, o pasate a Mercado Pago cuando venza.",
      );
    }
    const start = paid?.end && paid.end.getTime() > now.getTime() ? paid.end : now;
    const months = plan.period === "yearly" ? 12 : 1;
    const [row] = await tx
      .insert(businessSubscriptions)
      .values({
        businessUuid: input.businessUuid,
        planId: plan.id,
        status: "pending",
        isActive: false,
        paymentMethod: input.method,
        requestedBy: input.user.id,
        amountArs: plan.priceArs,
        startDate: start,
        endDate: addMonths(start, months),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: businessSubscriptions.id });
    const id = row!.id;
    await recordAudit(tx, {
      actor: { id: input.user.id, ip: input.ip },
      action: "subscription.request",
      entity: { type: "subscription", id },
      after: { businessUuid: input.businessUuid, plan: plan.slug, method: input.method, amountArs: plan.priceArs },
    });
    return ok<Created>({ id, plan, months });
  });
  if (!created.ok) return created;
  const request = created.value;
  if (input.method === "transfer") return ok({ method: "transfer", subscriptionId: request.id });

  try {
    const preapproval = await createPreapproval({
      reason: `Vilma — Plan ${request.plan.name} para ${input.businessName}`,
      externalReference: `vilma-suscripcion-${request.id}`,
      payerEmail: input.user.email,
      amountArs: request.plan.priceArs,
      frequencyMonths: request.months,
      backUrl: `${input.origin}/mi-comercio/${input.businessUuid}/plan?pago=mercadopago`,
    });
    if (!preapproval.init_point) throw new MercadoPagoError("Mercado Pago no dio un enlace de pago", null);
    await db
      .update(businessSubscriptions)
      .set({ providerId: preapproval.id, checkoutUrl: preapproval.init_point, updatedAt: now })
      .where(eq(businessSubscriptions.id, request.id));
    return ok({ method: "mercadopago", subscriptionId: request.id, checkoutUrl: preapproval.init_point });
  } catch (error) {
    if (!(error instanceof MercadoPagoError)) throw error;
    await applyTransition(
      request.id,
      { kind: "cancel" },
      { actor: { id: null }, now, reason: "Mercado Pago no pudo crear la suscripción" },
    );
    return fail(
      "unavailable",
      "Mercado Pago no está respondiendo. Probá de nuevo en unos minutos o pagá por transferencia.",
    );
  }
}

const NOT_CANCELLABLE = "Esa suscripción ya no se puede cancelar.";
const MERCADOPAGO_CANCEL_UNAVAILABLE =
  "Mercado Pago no está respondiendo; no cancelamos nada. Probá de nuevo en unos minutos.";

/**
 * "Cancelar suscripción": the renewals stop, premium stays until the end of the period paid (the
 * value: until when, or null when it ends now). Mercado Pago not answering is "unavailable" and
 * cancels nothing; a subscription past cancelling, a "conflict".
 */
export async function cancelBusinessSubscription(input: {
  businessUuid: string;
  subscriptionId: number;
  actor: { id: string; ip?: string | null };
  immediate?: boolean;
  now?: Date;
}): Promise<Result<string | null>> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const [sub] = await db
    .select({
      status: businessSubscriptions.status,
      providerId: businessSubscriptions.providerId,
    })
    .from(businessSubscriptions)
    .where(
      and(
        eq(businessSubscriptions.id, input.subscriptionId),
        eq(businessSubscriptions.businessUuid, input.businessUuid),
      ),
    )
    .limit(1);
  if (!sub || !["pending", "authorized", "paused"].includes(sub.status)) return fail("conflict", NOT_CANCELLABLE);
  if (sub.providerId && isMercadoPagoEnabled()) {
    try {
      await setPreapprovalStatus(sub.providerId, "cancelled");
    } catch (error) {
      if (!(error instanceof MercadoPagoError)) throw error;
      return fail("unavailable", MERCADOPAGO_CANCEL_UNAVAILABLE);
    }
  }
  const result = await applyTransition(
    input.subscriptionId,
    { kind: "cancel", immediate: input.immediate },
    { actor: input.actor, now },
  );
  if (!result.ok) return fail("conflict", NOT_CANCELLABLE);
  return ok(result.subscription.isActive ? result.subscription.endDate.toISOString() : null);
}

/** The paid plans an owner can choose, by position. */
export async function listPaidPlans() {
  const db = await getDb();
  return db
    .select({
      id: plans.id,
      slug: plans.slug,
      name: plans.name,
      description: plans.description,
      priceArs: plans.priceArs,
      period: plans.period,
      features: plans.features,
      isHighlighted: plans.isHighlighted,
    })
    .from(plans)
    .where(and(eq(plans.isActive, true)))
    .orderBy(asc(plans.position), asc(plans.id))
    .then((rows) => rows.filter((p) => p.priceArs > 0));
}
