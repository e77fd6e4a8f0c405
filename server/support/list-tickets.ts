/** /admin/support: tickets with status, source, who has them; search, filters, sort, pages. */
import { eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ListPage } from "#core/list-params.ts";
import {
  SUPPORT_LIST,
  type SupportListParams,
  type TicketPriority,
  type TicketSource,
  type TicketStatus,
} from "#core/support.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businesses, supportMessages, supportTickets, users } from "../platform/db/schema.ts";

export interface TicketRow {
  id: number;
  subject: string;
  name: string;
  email: string;
  status: TicketStatus;
  priority: TicketPriority;
  source: TicketSource;
  businessName: string | null;
  assigneeName: string | null;
  replies: number;
  createdAt: string;
  updatedAt: string;
}

const assignee = alias(users, "assignee");

const ticketList = listQuery(SUPPORT_LIST, {
  search: [supportTickets.subject, supportTickets.name, supportTickets.email],
  sorts: {
    created: [supportTickets.createdAt],
    updated: [supportTickets.updatedAt],
    subject: [supportTickets.subject],
  },
  filters: {
    status: (statuses) => inArray(supportTickets.status, statuses),
    source: (sources) => inArray(supportTickets.source, sources),
    assigned: ([assigned], adminId: string) =>
      assigned === "me"
        ? eq(supportTickets.assignedTo, adminId)
        : assigned === "anyone"
          ? isNotNull(supportTickets.assignedTo)
          : isNull(supportTickets.assignedTo),
  },
  tiebreak: supportTickets.id,
});

export async function listTickets(params: SupportListParams, adminId: string): Promise<ListPage<TicketRow>> {
  const db = await getDb();
  const { where, orderBy } = ticketList.query(params, adminId);
  const page = await paginate(params, {
    count: () => db.$count(supportTickets, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: supportTickets.id,
          subject: supportTickets.subject,
          name: supportTickets.name,
          email: supportTickets.email,
          status: supportTickets.status,
          priority: supportTickets.priority,
          source: supportTickets.source,
          businessName: businesses.name,
          assigneeName: assignee.name,
          replies: sql<number>`(select count(*)::int from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id} and ${supportMessages.fromStaff})`,
          createdAt: supportTickets.createdAt,
          updatedAt: supportTickets.updatedAt,
        })
        .from(supportTickets)
        .leftJoin(businesses, eq(businesses.uuid, supportTickets.businessUuid))
        .leftJoin(assignee, eq(assignee.id, supportTickets.assignedTo))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map((r) => ({
      ...r,
      status: r.status as TicketStatus,
      priority: r.priority as TicketPriority,
      source: r.source as TicketSource,
      replies: Number(r.replies),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
