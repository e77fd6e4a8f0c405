/** /admin/support: tickets with status, source, who has them; search, filters, sort, pages. */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ListPage } from "#core/list-params.ts";
import type { SupportListParams, TicketPriority, TicketSource, TicketStatus } from "#core/support.ts";
import { getDb } from "../db/client.ts";
import { paginate } from "../db/paginate.ts";
import { businesses, supportMessages, supportTickets, users } from "../db/schema.ts";
import { textMatches } from "../db/sql-text.ts";

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

export async function listTickets(params: SupportListParams, adminId: string): Promise<ListPage<TicketRow>> {
  const db = await getDb();
  const assigned = params.filters.assigned[0];
  const where = and(
    params.filters.status.length ? inArray(supportTickets.status, params.filters.status) : undefined,
    params.filters.source.length ? inArray(supportTickets.source, params.filters.source) : undefined,
    assigned === "me" ? eq(supportTickets.assignedTo, adminId) : undefined,
    assigned === "anyone" ? isNotNull(supportTickets.assignedTo) : undefined,
    assigned === "nobody" ? isNull(supportTickets.assignedTo) : undefined,
    textMatches(params.q, sql`${supportTickets.subject}`, sql`${supportTickets.name}`, sql`${supportTickets.email}`),
  );
  const dir = params.dir === "asc" ? asc : desc;
  const order =
    params.sort === "subject"
      ? supportTickets.subject
      : params.sort === "updated"
        ? supportTickets.updatedAt
        : supportTickets.createdAt;
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
        .orderBy(dir(order), dir(supportTickets.id))
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
