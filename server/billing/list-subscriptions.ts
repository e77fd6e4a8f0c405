/**
 * /admin/subscriptions: every subscription, transfer requests waiting for confirmation first;
 * filters by state and payment method, search by business.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { RefundMethod } from "#core/billing-form.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import {
  businesses,
  businessSubscriptions,
  PAYMENT_METHODS,
  plans,
  SUBSCRIPTION_STATUSES,
  subscriptionRefunds,
  users,
} from "../platform/db/schema.ts";
import { refundedArsSql, revokedAndPaid } from "./refunds.ts";

/** `?devolucion=pendiente`: revoked plans whose money is still owed; `hecha`: settled ones. */
export const REFUND_FILTER_VALUES = ["pendiente", "hecha"] as const;

export const SUBSCRIPTIONS_LIST = defineList({
  sorts: { queue: "desc", created: "desc", end: "asc", business: "asc" },
  defaultSort: "queue",
  filters: {
    status: { values: SUBSCRIPTION_STATUSES },
    method: { values: PAYMENT_METHODS },
    devolucion: { values: REFUND_FILTER_VALUES },
  },
});

export type SubscriptionsParams = ListParams<keyof typeof SUBSCRIPTIONS_LIST.sorts, "status" | "method" | "devolucion">;

/** One refund recorded for a revoked subscription (server/billing/refunds.ts). */
export interface RefundRecord {
  amountArs: number;
  /** "2026-11-21" (Buenos Aires day). */
  paidOn: string;
  method: RefundMethod;
  note: string | null;
}

export interface AdminSubscriptionRow {
  id: number;
  businessUuid: string;
  businessName: string;
  planName: string | null;
  status: string;
  isActive: boolean;
  paymentMethod: string;
  amountArs: number;
  startDate: string;
  endDate: string;
  createdAt: string;
  requestedBy: string | null;
  revocationCode: string | null;
  /** For a revoked (and paid) plan: what was given back and what is still owed, in whole pesos. */
  refundedArs: number;
  owedArs: number;
  refunds: RefundRecord[];
  /** The transfer's receipt the owner uploaded (opened at /admin/subscriptions/{id}/comprobante). */
  receipt: { name: string; kind: "image" | "pdf"; uploadedAt: string } | null;
  /** The last receipt refused, and why (the owner may upload another). */
  receiptRejectReason: string | null;
  /** For a pending transfer: the dates the activation form proposes (Buenos Aires days). */
  proposedStart: string;
  proposedEnd: string;
}

const waiting = sql`(${businessSubscriptions.status} = 'pending' and ${businessSubscriptions.paymentMethod} = 'transfer')`;

const subscriptionList = listQuery(SUBSCRIPTIONS_LIST, {
  search: [businesses.name],
  sorts: {
    // The work first, whatever the direction: transfers waiting for a check, and among them those
    // with a receipt to check; then the newest.
    queue: () => [
      desc(waiting),
      desc(sql`(${businessSubscriptions.receipt} is not null)`),
      desc(businessSubscriptions.createdAt),
    ],
    created: [businessSubscriptions.createdAt],
    end: [businessSubscriptions.endDate],
    business: [businesses.name],
  },
  filters: {
    status: (statuses) => inArray(businessSubscriptions.status, statuses),
    method: (methods) => inArray(businessSubscriptions.paymentMethod, methods),
    devolucion: ([refund]) => {
      const owed = sql`${businessSubscriptions.amountArs} - ${refundedArsSql}`;
      return and(revokedAndPaid, refund === "pendiente" ? sql`${owed} > 0` : sql`${owed} <= 0`);
    },
  },
  tiebreak: desc(businessSubscriptions.id),
});

export async function listSubscriptions(
  params: SubscriptionsParams,
  now = new Date(),
): Promise<ListPage<AdminSubscriptionRow>> {
  const db = await getDb();
  const { where, orderBy } = subscriptionList.query(params);
  const page = await paginate(params, {
    count: () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(businessSubscriptions)
        .innerJoin(businesses, eq(businesses.uuid, businessSubscriptions.businessUuid))
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: businessSubscriptions.id,
          businessUuid: businessSubscriptions.businessUuid,
          businessName: businesses.name,
          planName: plans.name,
          period: plans.period,
          status: businessSubscriptions.status,
          isActive: businessSubscriptions.isActive,
          paymentMethod: businessSubscriptions.paymentMethod,
          amountArs: businessSubscriptions.amountArs,
          startDate: businessSubscriptions.startDate,
          endDate: businessSubscriptions.endDate,
          createdAt: businessSubscriptions.createdAt,
          requestedBy: users.name,
          revocationCode: businessSubscriptions.revocationCode,
          activatedAt: businessSubscriptions.activatedAt,
          refundedArs: refundedArsSql,
          receiptFile: businessSubscriptions.receipt,
          receiptUploadedAt: businessSubscriptions.receiptUploadedAt,
          receiptRejectReason: businessSubscriptions.receiptRejectReason,
        })
        .from(businessSubscriptions)
        .innerJoin(businesses, eq(businesses.uuid, businessSubscriptions.businessUuid))
        .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
        .leftJoin(users, eq(users.id, businessSubscriptions.requestedBy))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  const revoked = page.rows.filter((r) => r.revocationCode).map((r) => r.id);
  const refunds =
    revoked.length === 0
      ? []
      : await db
          .select({
            subscriptionId: subscriptionRefunds.subscriptionId,
            amountArs: subscriptionRefunds.amountArs,
            paidOn: subscriptionRefunds.paidOn,
            method: subscriptionRefunds.method,
            note: subscriptionRefunds.note,
          })
          .from(subscriptionRefunds)
          .where(inArray(subscriptionRefunds.subscriptionId, revoked))
          .orderBy(asc(subscriptionRefunds.paidOn), asc(subscriptionRefunds.id));
  return {
    ...page,
    rows: page.rows.map(({ period, activatedAt, refundedArs, receiptFile, receiptUploadedAt, ...r }) => {
      // An activation today keeps the period the owner asked for, starting no earlier than today.
      const start = r.startDate.getTime() > now.getTime() ? r.startDate : now;
      const months = period === "yearly" ? 12 : 1;
      const end = new Date(start);
      end.setMonth(end.getMonth() + months);
      const refunded = Number(refundedArs);
      return {
        ...r,
        receipt:
          receiptFile && receiptUploadedAt
            ? { name: receiptFile.name, kind: receiptFile.kind, uploadedAt: receiptUploadedAt.toISOString() }
            : null,
        refundedArs: refunded,
        owedArs: r.revocationCode && activatedAt ? Math.max(0, r.amountArs - refunded) : 0,
        refunds: refunds
          .filter((f) => f.subscriptionId === r.id)
          .map(({ subscriptionId: _, method, ...f }) => ({ ...f, method: method as RefundMethod })),
        startDate: r.startDate.toISOString(),
        endDate: r.endDate.toISOString(),
        createdAt: r.createdAt.toISOString(),
        proposedStart: buenosAiresDateKey(start),
        proposedEnd: buenosAiresDateKey(end),
      };
    }),
  };
}
