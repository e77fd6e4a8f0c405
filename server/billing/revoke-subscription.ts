/**
 * "Botón de arrepentimiento" (Resolución 424/2020): within 10 days of contracting, an owner revokes
 * a plan. It ends at once, Mercado Pago stops charging, the owner gets a confirmation number in the
 * page, by notification and by e-mail, and the refund is asked for in the audit log. The money owed
 * shows in /admin/subscriptions ("Devoluciones pendientes") until an admin records it (refunds.ts).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { REVOCATION_DAYS } from "#core/billing-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { formatArs } from "#core/format.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessSubscriptions, plans, userRoles } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { sendMail } from "../platform/mail/send-mail.ts";
import { revocationMail } from "../platform/mail/templates.ts";
import { isMercadoPagoEnabled, MercadoPagoError, setPreapprovalStatus } from "./mercadopago.ts";
import { selectSubscriptionRows } from "./subscription-rows.ts";
import { applyTransition } from "./transitions.ts";

const DAY = 86_400_000;

export interface RevocableSubscription {
  id: number;
  businessUuid: string;
  businessName: string;
  planName: string | null;
  status: string;
  amountArs: number;
  paymentMethod: string;
  createdAt: string;
}

/** The person's subscriptions (of businesses they own) contracted in the last 10 days, not ended. */
export async function listRevocable(userId: string, now: Date): Promise<RevocableSubscription[]> {
  const db = await getDb();
  const owned = db
    .select({ uuid: userRoles.businessUuid })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "business_owner")));
  const rows = await selectSubscriptionRows(db, {
    businessName: businesses.name,
    planName: plans.name,
    status: businessSubscriptions.status,
    amountArs: businessSubscriptions.amountArs,
    paymentMethod: businessSubscriptions.paymentMethod,
    createdAt: businessSubscriptions.createdAt,
  })
    .where(
      and(
        inArray(businessSubscriptions.businessUuid, owned),
        gte(businessSubscriptions.createdAt, new Date(now.getTime() - REVOCATION_DAYS * DAY)),
        // Paid and still running (a cancelled renewal keeps its period): a pending request is just cancelled.
        isNotNull(businessSubscriptions.activatedAt),
        eq(businessSubscriptions.isActive, true),
        isNull(businessSubscriptions.revocationCode),
      ),
    )
    .orderBy(desc(businessSubscriptions.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export interface Revocation {
  code: string;
  planName: string | null;
  businessName: string;
  businessUuid: string;
}

function confirmationCode(now: Date, id: number): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `ARR-${day}-${id}-${randomBytes(3).toString("hex").toUpperCase()}`;
}

export async function revokeSubscription(input: {
  user: { id: string; email: string; name: string };
  subscriptionId: number;
  origin: string;
  ip?: string | null;
  now?: Date;
}): Promise<Result<Revocation>> {
  const now = input.now ?? new Date();
  const eligible = (await listRevocable(input.user.id, now)).find((s) => s.id === input.subscriptionId);
  if (!eligible) {
    return fail("conflict", "Esa contratación no es tuya o ya pasaron los 10 días para revocarla.");
  }
  const db = await getDb();
  const [sub] = await db
    .select({ providerId: businessSubscriptions.providerId })
    .from(businessSubscriptions)
    .where(eq(businessSubscriptions.id, input.subscriptionId));
  if (sub?.providerId && isMercadoPagoEnabled() && eligible.status !== "cancelled") {
    try {
      await setPreapprovalStatus(sub.providerId, "cancelled");
    } catch (error) {
      if (!(error instanceof MercadoPagoError)) throw error;
      return fail(
        "unavailable",
        "Mercado Pago no está respondiendo; no revocamos nada. Probá de nuevo en unos minutos.",
      );
    }
  }
  const code = confirmationCode(now, input.subscriptionId);
  const result = await applyTransition(
    input.subscriptionId,
    { kind: "revoke", code },
    {
      actor: { id: input.user.id, ip: input.ip },
      now,
      reason: `Botón de arrepentimiento: pide la devolución de ${formatArs(eligible.amountArs)}`,
    },
  );
  if (!result.ok) return fail("conflict", "Esa contratación ya no se puede revocar.");
  const finalCode = result.subscription.revocationCode ?? code;
  try {
    await sendMail(
      revocationMail(input.user.email, input.user.name, {
        code: finalCode,
        planName: eligible.planName ?? "tu plan",
        businessName: eligible.businessName,
        amount: formatArs(eligible.amountArs),
        url: `${input.origin}/mi-comercio/${eligible.businessUuid}/plan`,
      }),
    );
  } catch (error) {
    // The revocation stands; the number is on the page and in the notification.
    logger.error({ err: error }, "no se pudo enviar el correo de arrepentimiento");
  }
  return ok({
    code: finalCode,
    planName: eligible.planName,
    businessName: eligible.businessName,
    businessUuid: eligible.businessUuid,
  });
}
