/**
 * Arrepentimiento refunds. A revoked subscription (revoke-subscription.ts) owes its owner the
 * amount paid; an admin gives the money back outside Vilma (a transfer, Mercado Pago, cash) and
 * records it here: how much, the day, how, with a note. Several records may settle one revocation
 * (two transfers), never more than was paid. The record, its audit row and the owners' in-app
 * notification commit together; the owners' e-mail goes after the commit (a mail failure is logged,
 * the notification is there). Locking the subscription row makes two admins recording at once run
 * one after the other, so the sum can never pass the amount.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { REFUND_METHOD_LABELS, type RefundMethod } from "#core/billing-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { formatArs, formatDate } from "#core/format.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import {
  businesses,
  businessSubscriptions,
  profiles,
  subscriptionRefunds,
  userRoles,
  users,
} from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { sendMail } from "../platform/mail/send-mail.ts";
import { refundMail } from "../platform/mail/templates.ts";

export const REFUND_REFUSALS = {
  notFound: "La suscripción no existe.",
  notRevoked: "Sólo se registran devoluciones de planes revocados con el botón de arrepentimiento.",
  settled: "Esa devolución ya está registrada completa.",
  future: "La fecha no puede ser posterior a hoy.",
  beforeRevocation: "La fecha no puede ser anterior a la revocación.",
} as const;

export const refundTooLarge = (owed: number) => `Falta devolver ${formatArs(owed)}: no se puede registrar más que eso.`;

/** What is still owed on revoked subscriptions: `amount - sum(refunds)`, in SQL. */
export const refundedArsSql = sql<number>`coalesce((select sum(${subscriptionRefunds.amountArs}) from ${subscriptionRefunds} where ${subscriptionRefunds.subscriptionId} = ${businessSubscriptions.id}), 0)::int`;

/** A paid subscription revoked with the botón de arrepentimiento (it owes a refund until settled). */
export const revokedAndPaid = and(
  isNotNull(businessSubscriptions.revocationCode),
  isNotNull(businessSubscriptions.activatedAt),
);

interface Owner {
  userId: string;
  email: string;
  name: string;
}

async function businessOwners(tx: Database, businessUuid: string): Promise<Owner[]> {
  const rows = await tx
    .selectDistinct({
      userId: users.id,
      email: users.email,
      name: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(userRoles.businessUuid, businessUuid), eq(userRoles.role, "business_owner")));
  return rows;
}

export async function recordRefund(input: {
  adminId: string;
  ip?: string | null;
  subscriptionId: number;
  /** Whole pesos. */
  amountArs: number;
  /** The Buenos Aires day the money went out ("2026-11-21"). */
  paidOn: string;
  method: RefundMethod;
  note?: string | null;
  /** The site's origin, for the e-mail's link. */
  origin: string;
  now?: Date;
}): Promise<Result<{ message: string; owedArs: number }>> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const done = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [sub] = await tx
      .select({
        id: businessSubscriptions.id,
        businessUuid: businessSubscriptions.businessUuid,
        businessName: businesses.name,
        amountArs: businessSubscriptions.amountArs,
        revocationCode: businessSubscriptions.revocationCode,
        revokedAt: businessSubscriptions.revokedAt,
        activatedAt: businessSubscriptions.activatedAt,
      })
      .from(businessSubscriptions)
      .innerJoin(businesses, eq(businesses.uuid, businessSubscriptions.businessUuid))
      .where(eq(businessSubscriptions.id, input.subscriptionId))
      .for("update", { of: businessSubscriptions });
    if (!sub) return fail("not_found", REFUND_REFUSALS.notFound);
    if (!sub.revocationCode || !sub.activatedAt) return fail("conflict", REFUND_REFUSALS.notRevoked);
    const [sum] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${subscriptionRefunds.amountArs}), 0)::int` })
      .from(subscriptionRefunds)
      .where(eq(subscriptionRefunds.subscriptionId, sub.id));
    const refunded = Number(sum?.refunded ?? 0);
    const owed = sub.amountArs - refunded;
    if (owed <= 0) return fail("conflict", REFUND_REFUSALS.settled);
    if (input.amountArs > owed) return fail("validation", refundTooLarge(owed));
    if (input.paidOn > buenosAiresDateKey(now)) return fail("validation", REFUND_REFUSALS.future);
    if (sub.revokedAt && input.paidOn < buenosAiresDateKey(sub.revokedAt)) {
      return fail("validation", REFUND_REFUSALS.beforeRevocation);
    }

    const note = input.note?.trim() || null;
    const [refund] = await tx
      .insert(subscriptionRefunds)
      .values({
        subscriptionId: sub.id,
        amountArs: input.amountArs,
        paidOn: input.paidOn,
        method: input.method,
        note,
        recordedBy: input.adminId,
        createdAt: now,
      })
      .returning({ id: subscriptionRefunds.id });
    if (!refund) throw new Error("recordRefund: la devolución no se guardó");
    await recordAudit(tx, {
      actor: { id: input.adminId, ip: input.ip },
      action: "subscription.refund",
      entity: { type: "subscription", id: sub.id },
      before: { refundedArs: refunded, owedArs: owed },
      after: {
        refundedArs: refunded + input.amountArs,
        owedArs: owed - input.amountArs,
        amountArs: input.amountArs,
        paidOn: input.paidOn,
        method: input.method,
      },
      reason: note,
    });
    const owners = await businessOwners(tx, sub.businessUuid);
    const amount = formatArs(input.amountArs);
    const method = REFUND_METHOD_LABELS[input.method];
    const link = `/mi-comercio/${sub.businessUuid}/plan`;
    await createNotifications(
      tx,
      owners.map((owner) => ({
        userId: owner.userId,
        type: "subscription" as const,
        title: `Te devolvimos ${amount}`,
        message: `${sub.businessName}: devolución del trámite ${sub.revocationCode}, hecha el ${formatDate(input.paidOn)} por ${method}.`,
        link,
        key: `subscription-refund:${refund.id}:${owner.userId}`,
      })),
    );
    return ok({
      owedLeft: owed - input.amountArs,
      mail: owners.map((owner) =>
        refundMail(owner.email, owner.name, {
          code: sub.revocationCode as string,
          businessName: sub.businessName,
          amount,
          paidOn: formatDate(input.paidOn),
          method: method.toLowerCase(),
          url: `${input.origin}${link}`,
        }),
      ),
      businessName: sub.businessName,
    });
  });
  if (!done.ok) return done;
  const { mail: mails, owedLeft, businessName } = done.value;
  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      // The refund stands; the owner has the in-app notification.
      logger.error({ err: error, subscriptionId: input.subscriptionId }, "no se pudo enviar el correo de devolución");
    }
  }
  return ok({
    owedArs: owedLeft,
    message:
      owedLeft > 0
        ? `${businessName}: registrada. Falta devolver ${formatArs(owedLeft)}.`
        : `${businessName}: devolución completa.`,
  });
}

export interface PendingRefunds {
  /** Revoked subscriptions whose refunds add up to less than what was paid. */
  count: number;
  /** What is still owed over all of them, in whole pesos. */
  owedArs: number;
}

export async function pendingRefunds(): Promise<PendingRefunds> {
  const db = await getDb();
  const owed = sql<number>`(${businessSubscriptions.amountArs} - ${refundedArsSql})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      owedArs: sql<number>`coalesce(sum(${owed}), 0)::bigint`,
    })
    .from(businessSubscriptions)
    .where(and(revokedAndPaid, sql`${owed} > 0`));
  return { count: Number(row?.count ?? 0), owedArs: Number(row?.owedArs ?? 0) };
}
