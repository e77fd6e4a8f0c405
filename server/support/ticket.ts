/**
 * One support ticket as the admin works it: the thread (the first message, then the messages, staff
 * replies marked), and the changes — reply (kept in the thread as from_staff and sent by e-mail to
 * the ticket's address), assign to an admin (or nobody), status (closing included) and priority.
 * Each change is one transaction with its audit row on the ticket.
 */
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError } from "#core/errors.ts";
import type { TicketAction, TicketPriority, TicketSource, TicketStatus } from "#core/support.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, supportMessages, supportTickets, userRoles, users } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { sendMail } from "../platform/mail/send-mail.ts";
import { supportReplyMail } from "../platform/mail/templates.ts";

export interface TicketMessage {
  id: number;
  body: string;
  fromStaff: boolean;
  authorName: string | null;
  at: string;
}

export interface TicketDetail {
  id: number;
  subject: string;
  name: string;
  email: string;
  status: TicketStatus;
  priority: TicketPriority;
  source: TicketSource;
  userId: string | null;
  business: { name: string; slug: string } | null;
  assignedTo: string | null;
  createdAt: string;
  messages: TicketMessage[];
}

const author = alias(users, "author");

export async function getTicket(id: number): Promise<TicketDetail | null> {
  const db = await getDb();
  const [ticket] = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      name: supportTickets.name,
      email: supportTickets.email,
      message: supportTickets.message,
      status: supportTickets.status,
      priority: supportTickets.priority,
      source: supportTickets.source,
      userId: supportTickets.userId,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      assignedTo: supportTickets.assignedTo,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .leftJoin(businesses, eq(businesses.uuid, supportTickets.businessUuid))
    .where(eq(supportTickets.id, id));
  if (!ticket) return null;
  const messages = await db
    .select({
      id: supportMessages.id,
      body: supportMessages.body,
      fromStaff: supportMessages.fromStaff,
      authorName: author.name,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(author, eq(author.id, supportMessages.authorId))
    .where(eq(supportMessages.ticketId, id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return {
    id: ticket.id,
    subject: ticket.subject,
    name: ticket.name,
    email: ticket.email,
    status: ticket.status as TicketStatus,
    priority: ticket.priority as TicketPriority,
    source: ticket.source as TicketSource,
    userId: ticket.userId,
    business:
      ticket.businessName && ticket.businessSlug ? { name: ticket.businessName, slug: ticket.businessSlug } : null,
    assignedTo: ticket.assignedTo,
    createdAt: ticket.createdAt.toISOString(),
    messages: [
      { id: 0, body: ticket.message, fromStaff: false, authorName: ticket.name, at: ticket.createdAt.toISOString() },
      ...messages.map((m) => ({
        id: m.id,
        body: m.body,
        fromStaff: m.fromStaff,
        authorName: m.authorName,
        at: m.createdAt.toISOString(),
      })),
    ],
  };
}

/** The admins a ticket can be assigned to. */
export async function listAdmins(): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), eq(users.banned, false)))
    .orderBy(asc(users.name), asc(users.id));
}

async function lockTicket(tx: Database, id: number) {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for("update");
  if (!row) throw new AppError("not_found", "Esa consulta ya no está.");
  return row;
}

/** Applies one change; answers false when it changed nothing. */
export async function updateTicket(
  actor: AuditActor,
  id: number,
  change: TicketAction,
  origin: string,
): Promise<boolean> {
  const db = await getDb();
  let mail: Parameters<typeof supportReplyMail> | null = null;
  const changed = await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id);
    const now = new Date();
    const entity = { type: "support_ticket", id };
    switch (change.intent) {
      case "reply": {
        await tx
          .insert(supportMessages)
          .values({ ticketId: id, authorId: actor.id, body: change.body, fromStaff: true });
        const status = ticket.status === "open" ? "in_progress" : ticket.status;
        await tx.update(supportTickets).set({ status, updatedAt: now }).where(eq(supportTickets.id, id));
        await recordAudit(tx, {
          actor,
          action: "support.reply",
          entity,
          before: { status: ticket.status },
          after: { status, reply: change.body },
        });
        mail = [ticket.email, ticket.name, { id, subject: ticket.subject, reply: change.body }, `${origin}/contacto`];
        return true;
      }
      case "assign": {
        const assignedTo = change.assignedTo || null;
        if (assignedTo === ticket.assignedTo) return false;
        if (assignedTo) {
          const admins = await listAdminsIn(tx);
          if (!admins.includes(assignedTo)) {
            throw new AppError("validation", "Sólo se puede asignar a una persona administradora.", {
              assignedTo: "Elegí una persona de la lista.",
            });
          }
        }
        await tx.update(supportTickets).set({ assignedTo, updatedAt: now }).where(eq(supportTickets.id, id));
        await recordAudit(tx, {
          actor,
          action: "support.assign",
          entity,
          before: { assignedTo: ticket.assignedTo },
          after: { assignedTo },
        });
        return true;
      }
      case "status": {
        if (change.status === ticket.status) return false;
        await tx.update(supportTickets).set({ status: change.status, updatedAt: now }).where(eq(supportTickets.id, id));
        await recordAudit(tx, {
          actor,
          action: change.status === "closed" ? "support.close" : "support.status",
          entity,
          before: { status: ticket.status },
          after: { status: change.status },
        });
        return true;
      }
      case "priority": {
        if (change.priority === ticket.priority) return false;
        await tx
          .update(supportTickets)
          .set({ priority: change.priority, updatedAt: now })
          .where(eq(supportTickets.id, id));
        await recordAudit(tx, {
          actor,
          action: "support.priority",
          entity,
          before: { priority: ticket.priority },
          after: { priority: change.priority },
        });
        return true;
      }
    }
  });
  if (mail) {
    try {
      await sendMail(supportReplyMail(...(mail as Parameters<typeof supportReplyMail>)));
    } catch (error) {
      logger.error({ err: error, ticketId: id }, "no se pudo mandar la respuesta de soporte");
    }
  }
  return changed;
}

async function listAdminsIn(tx: Database): Promise<string[]> {
  const rows = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
  return rows.map((r) => r.id);
}
