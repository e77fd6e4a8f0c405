/**
 * Brings one subscription in step with its Mercado Pago preapproval, read from the API (never from a
 * webhook's body): authorized → active for the period paid (until the next payment date), a later
 * next payment date → renewed, paused → paused, cancelled → cancelled (the paid period is kept).
 * Running it twice changes nothing the second time.
 */
import { addMonths } from "date-fns";
import { eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businessSubscriptions, plans, type SubscriptionStatus } from "../platform/db/schema.ts";
import { getPreapproval, type Preapproval } from "./mercadopago.ts";
import { applyTransition, type Transition, type TransitionResult } from "./transitions.ts";

export interface KnownPreapproval {
  subscriptionId: number;
  status: SubscriptionStatus;
  periodMonths: number;
}

export async function findByPreapproval(preapprovalId: string): Promise<KnownPreapproval | null> {
  const db = await getDb();
  const [row] = await db
    .select({ subscriptionId: businessSubscriptions.id, status: businessSubscriptions.status, period: plans.period })
    .from(businessSubscriptions)
    .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
    .where(eq(businessSubscriptions.providerId, preapprovalId))
    .limit(1);
  if (!row) return null;
  return {
    subscriptionId: row.subscriptionId,
    status: row.status as SubscriptionStatus,
    periodMonths: row.period === "yearly" ? 12 : 1,
  };
}

function paidUntil(preapproval: Preapproval, start: Date, periodMonths: number): Date {
  const next = preapproval.next_payment_date ? new Date(preapproval.next_payment_date) : null;
  if (next && !Number.isNaN(next.getTime()) && next.getTime() > start.getTime()) return next;
  return addMonths(start, periodMonths);
}

/** The transition the preapproval's status asks for, or null when there is nothing to do. */
export function transitionFor(known: KnownPreapproval, preapproval: Preapproval, now: Date): Transition | null {
  switch (preapproval.status) {
    case "pending":
      return null;
    case "authorized":
      if (known.status === "cancelled") return null;
      return { kind: "activate", startDate: now, endDate: paidUntil(preapproval, now, known.periodMonths) };
    case "paused":
      return known.status === "authorized" ? { kind: "pause" } : null;
    case "cancelled":
      return known.status === "expired" ? null : { kind: "cancel" };
  }
}

export type SyncResult = TransitionResult | { ok: true; changed: false; subscription?: undefined };

export async function syncPreapproval(known: KnownPreapproval, preapprovalId: string, now: Date): Promise<SyncResult> {
  const preapproval = await getPreapproval(preapprovalId);
  const transition = transitionFor(known, preapproval, now);
  if (!transition) return { ok: true, changed: false };
  // An authorized subscription already running keeps its start: only its end moves.
  const step: Transition =
    transition.kind === "activate" && known.status === "authorized"
      ? { kind: "renew", endDate: transition.endDate }
      : transition;
  return applyTransition(known.subscriptionId, step, { actor: { id: null }, now, reason: "Mercado Pago" });
}
