/**
 * THE one way a subscription changes state. Every transition (activation, renewal, pause,
 * cancellation, revocation, expiry) runs here, in one transaction with its audit row, the owners'
 * notification and the business's premium flags (premium-sync.ts), so `is_active`, `status` and
 * businesses.is_premium / premium_level can never disagree. Asking for the state a subscription is
 * already in changes nothing (webhooks and retries arrive more than once).
 *
 *   pending ──activate──▶ authorized ──pause──▶ paused ──activate──▶ authorized
 *      │                     │  ▲ renew            │
 *      └──cancel──▶ cancelled ◀──cancel────────────┘     (cancel keeps the paid period;
 *                        │                                 cancel immediate / revoke end it now)
 *   authorized | paused | cancelled ──expire (end date passed)──▶ expired ──activate──▶ authorized
 */
import { and, eq, inArray } from "drizzle-orm";
import { formatDate } from "#core/format.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses, businessSubscriptions, plans, type SubscriptionStatus, userRoles } from "../platform/db/schema.ts";
import { syncPremium } from "./premium-sync.ts";
import { selectSubscriptionRows } from "./subscription-rows.ts";

export type Transition =
  /** Paid: from pending, paused or expired (a late payment, a resumed subscription), with its period. */
  | { kind: "activate"; startDate: Date; endDate: Date }
  /** Another period paid: the end moves later. */
  | { kind: "renew"; endDate: Date }
  | { kind: "pause" }
  /** Ends the renewals; premium stays until the end date unless `immediate`. */
  | { kind: "cancel"; immediate?: boolean }
  /** Botón de arrepentimiento: ends now, with the confirmation number given to the owner. */
  | { kind: "revoke"; code: string }
  /** The end date passed. */
  | { kind: "expire" };

export interface TransitionActor {
  /** null: the system (a webhook, the schedule). */
  id: string | null;
  ip?: string | null;
}

export interface SubscriptionState {
  id: number;
  businessUuid: string;
  businessName: string;
  planName: string | null;
  status: SubscriptionStatus;
  isActive: boolean;
  paymentMethod: string;
  providerId: string | null;
  startDate: Date;
  endDate: Date;
  revocationCode: string | null;
  activatedAt: Date | null;
}

export type TransitionResult =
  | { ok: true; changed: boolean; subscription: SubscriptionState }
  | { ok: false; reason: "not_found" | "not_allowed"; status?: SubscriptionStatus };

interface Next {
  status: SubscriptionStatus;
  isActive: boolean;
  startDate?: Date;
  endDate?: Date;
  cancelledAt?: Date;
  revocationCode?: string;
  revokedAt?: Date;
  activatedAt?: Date;
}

/** The next state, "same" when there is nothing to do, or null when the transition is not allowed. */
export function nextState(current: SubscriptionState, t: Transition, now: Date): Next | "same" | null {
  const { status } = current;
  switch (t.kind) {
    case "activate":
      if (status === "authorized") {
        return t.endDate.getTime() > current.endDate.getTime()
          ? { status, isActive: true, endDate: t.endDate }
          : "same";
      }
      if (status === "pending" || status === "paused" || status === "expired") {
        return {
          status: "authorized",
          isActive: true,
          startDate: t.startDate,
          endDate: t.endDate,
          ...(current.activatedAt ? {} : { activatedAt: now }),
        };
      }
      return null;
    case "renew":
      if (status !== "authorized") return null;
      return t.endDate.getTime() > current.endDate.getTime() ? { status, isActive: true, endDate: t.endDate } : "same";
    case "pause":
      if (status === "paused") return "same";
      return status === "authorized" ? { status: "paused", isActive: true } : null;
    case "cancel": {
      if (status === "cancelled") {
        return t.immediate && current.isActive
          ? { status, isActive: false, endDate: maxDate(current.startDate, now) }
          : "same";
      }
      if (status === "pending") return { status: "cancelled", isActive: false, cancelledAt: now };
      if (status !== "authorized" && status !== "paused") return null;
      return t.immediate
        ? { status: "cancelled", isActive: false, cancelledAt: now, endDate: maxDate(current.startDate, now) }
        : { status: "cancelled", isActive: true, cancelledAt: now };
    }
    case "revoke":
      if (current.revocationCode) return "same";
      if (status === "expired") return null;
      return {
        status: "cancelled",
        isActive: false,
        cancelledAt: now,
        endDate: maxDate(current.startDate, now),
        revocationCode: t.code,
        revokedAt: now,
      };
    case "expire":
      if (status === "expired") return "same";
      if (!(status === "authorized" || status === "paused" || (status === "cancelled" && current.isActive)))
        return null;
      return current.endDate.getTime() < now.getTime() ? { status: "expired", isActive: false } : null;
  }
}

function maxDate(a: Date, b: Date): Date {
  return a.getTime() > b.getTime() ? a : b;
}

const SELECT_STATE = {
  id: businessSubscriptions.id,
  businessUuid: businessSubscriptions.businessUuid,
  businessName: businesses.name,
  planName: plans.name,
  status: businessSubscriptions.status,
  isActive: businessSubscriptions.isActive,
  paymentMethod: businessSubscriptions.paymentMethod,
  providerId: businessSubscriptions.providerId,
  startDate: businessSubscriptions.startDate,
  endDate: businessSubscriptions.endDate,
  revocationCode: businessSubscriptions.revocationCode,
  activatedAt: businessSubscriptions.activatedAt,
};

async function lockSubscription(tx: Database, id: number): Promise<SubscriptionState | null> {
  const [row] = await selectSubscriptionRows(tx, SELECT_STATE)
    .where(eq(businessSubscriptions.id, id))
    .for("update", { of: businessSubscriptions });
  return row ? { ...row, status: row.status as SubscriptionStatus } : null;
}

/** The people told about a business's plan: its owners. */
async function ownerIds(tx: Database, businessUuid: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.businessUuid, businessUuid), inArray(userRoles.role, ["business_owner"])));
  return [...new Set(rows.map((r) => r.userId))];
}

function message(kind: Transition["kind"], s: SubscriptionState): { title: string; message: string } {
  const plan = s.planName ?? "tu plan";
  const until = formatDate(s.endDate);
  switch (kind) {
    case "activate":
      return { title: `Tu plan ${plan} está activo`, message: `${s.businessName}: vigente hasta el ${until}.` };
    case "renew":
      return { title: `Renovamos tu plan ${plan}`, message: `${s.businessName}: vigente hasta el ${until}.` };
    case "pause":
      return {
        title: `Tu plan ${plan} está en pausa`,
        message: `${s.businessName} sigue con ${plan} hasta el ${until}; sin pagos no se renueva.`,
      };
    case "cancel":
      return s.isActive
        ? {
            title: `Cancelaste la renovación de ${plan}`,
            message: `${s.businessName} sigue con ${plan} hasta el ${until}; después vuelve al plan Básico sin perder datos.`,
          }
        : { title: `Se canceló tu plan ${plan}`, message: `${s.businessName} está en el plan Básico.` };
    case "revoke":
      return {
        title: `Revocaste la contratación de ${plan}`,
        message: `Número de trámite ${s.revocationCode}. Te devolvemos lo que pagaste por ${s.businessName}.`,
      };
    case "expire":
      return {
        title: `Tu plan ${plan} venció`,
        message: `${s.businessName} volvió al plan Básico sin perder ningún dato. Podés volver a contratar cuando quieras.`,
      };
  }
}

const snapshot = (s: SubscriptionState) => ({
  status: s.status,
  isActive: s.isActive,
  startDate: s.startDate.toISOString(),
  endDate: s.endDate.toISOString(),
});

/** Runs one transition inside `tx` (the caller's transaction). */
export async function applyTransitionIn(
  tx: Database,
  subscriptionId: number,
  transition: Transition,
  options: { actor: TransitionActor; now?: Date; reason?: string | null },
): Promise<TransitionResult> {
  const now = options.now ?? new Date();
  const current = await lockSubscription(tx, subscriptionId);
  if (!current) return { ok: false, reason: "not_found" };
  const next = nextState(current, transition, now);
  if (next === null) return { ok: false, reason: "not_allowed", status: current.status };
  if (next === "same") return { ok: true, changed: false, subscription: current };
  await tx
    .update(businessSubscriptions)
    .set({ ...next, updatedAt: now })
    .where(eq(businessSubscriptions.id, subscriptionId));
  const after: SubscriptionState = { ...current, ...next };
  await recordAudit(tx, {
    actor: options.actor,
    action: `subscription.${transition.kind}`,
    entity: { type: "subscription", id: subscriptionId },
    before: snapshot(current),
    after: snapshot(after),
    reason: options.reason,
  });
  const text = message(transition.kind, after);
  const link = `/mi-comercio/${after.businessUuid}/plan`;
  const users = await ownerIds(tx, after.businessUuid);
  await createNotifications(
    tx,
    users.map((userId) => ({
      userId,
      type: "subscription" as const,
      ...text,
      link,
      key: `subscription:${subscriptionId}:${transition.kind}:${after.status}:${after.endDate.toISOString()}:${userId}`,
    })),
  );
  await syncPremium(tx, now, after.businessUuid);
  return { ok: true, changed: true, subscription: after };
}

/** One transition in its own transaction; visitors see the premium change at once. */
export async function applyTransition(
  subscriptionId: number,
  transition: Transition,
  options: { actor: TransitionActor; now?: Date; reason?: string | null },
): Promise<TransitionResult> {
  const db = await getDb();
  const result = await db.transaction((tx) =>
    applyTransitionIn(tx as unknown as Database, subscriptionId, transition, options),
  );
  if (result.ok && result.changed) await clearPublicCaches();
  return result;
}
