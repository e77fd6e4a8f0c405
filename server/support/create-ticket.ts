/**
 * A new support ticket: from the public "Contacto" form (source "contact", rate limited per
 * address) or from an owner's "Escribinos" (source "owner", linked to one of their businesses).
 * The ticket is written, then the person gets an acknowledgement by e-mail (a failed send is
 * logged: the ticket is kept and the staff answers it anyway).
 */
import { AppError } from "#core/errors.ts";
import type { TicketSource } from "#core/support.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../platform/auth/rate-limit.ts";
import { getDb } from "../platform/db/client.ts";
import { supportTickets } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { sendMail } from "../platform/mail/send-mail.ts";
import { supportAckMail } from "../platform/mail/templates.ts";

/** Contact messages per address (hashed) per hour. */
export const CONTACT_LIMIT = { window: 3600, max: 5 };

export interface NewTicket {
  source: TicketSource;
  userId: string | null;
  businessUuid: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function createTicket(
  ticket: NewTicket,
  options: { rateKey?: string; origin: string },
): Promise<{ id: number }> {
  const db = await getDb();
  if (options.rateKey) {
    const limit = await consumeRateLimit(db, `contact:${options.rateKey}`, CONTACT_LIMIT);
    if (!limit.allowed) throw new AppError("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60));
  }
  const [row] = await db.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  if (!row) throw new Error("createTicket: la consulta no se guardó");
  try {
    await sendMail(supportAckMail(ticket.email, ticket.name, { id: row.id, ...ticket }, options.origin));
  } catch (error) {
    logger.error({ err: error, ticketId: row.id }, "no se pudo mandar el acuse de la consulta");
  }
  return row;
}
