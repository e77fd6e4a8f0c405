/**
 * Support: the public /contacto form (a ticket and an acknowledgement e-mail; the honeypot keeps
 * nothing; bad input in Spanish), the owner's /mi-comercio/ayuda, and the admin's list and ticket
 * (reply by e-mail kept as a staff message, assign, status, priority), refused to non-admins.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { supportMessages, supportTickets } from "#server/platform/db/schema.ts";
import { mailDirectory } from "#server/platform/mail/send-mail.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as ownerAction } from "../owner/support.tsx";
import { action as contactAction, loader as contactLoader } from "../public/contact.tsx";
import { loader as listLoader } from "./support.tsx";
import { action as ticketAction, loader as ticketLoader } from "./support-ticket.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true, name: "Admin" });
const NEIGHBOUR = testUser("demo-vecino", { email: "vecino@vilma.test", name: "Vecina" });
const OWNER = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (outcome: unknown) =>
  outcome instanceof Response || outcome instanceof AppError
    ? outcome.status
    : ((outcome as { init?: { status?: number } }).init?.status ?? 200);

function post(
  act: (args: never) => Promise<unknown>,
  pathname: string,
  user: SessionUser | null,
  fields: Record<string, string>,
  params: Record<string, string> = {},
  ip = "203.0.113.7",
) {
  return run(() =>
    act({
      request: new Request(`${ORIGIN}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-vilma-client-ip": ip },
        body: new URLSearchParams(fields),
      }),
      context: contextWithUser(user),
      params,
    } as never),
  );
}

async function ticketsAbout(subject: string) {
  return database().db.select().from(supportTickets).where(eq(supportTickets.subject, subject));
}

async function mailsTo(address: string) {
  const dir = mailDirectory();
  const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json"));
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), "utf8"))));
  return mails.filter((m) => m.to === address) as { subject: string; text: string }[];
}

const CONTACT = {
  name: "Ana Paz",
  email: "ana.paz@example.com",
  subject: "Falta un comercio",
  message: "No encuentro la gomería de calle Catamarca.",
};

describe("/contacto", () => {
  it("pre-fills a signed-in person's name and e-mail", async () => {
    expect(await contactLoader({ context: contextWithUser(NEIGHBOUR) } as never)).toMatchObject({
      prefill: { name: "Vecina", email: "vecino@vilma.test" },
    });
    expect(await contactLoader({ context: contextWithUser(null) } as never)).toMatchObject({ prefill: null });
  });

  // The schema loads on the form's first focus: the inputs' limits come with the page.
  it("gives the inputs their HTML constraints from the schema", async () => {
    const { constraint } = await contactLoader({ context: contextWithUser(null) } as never);
    // (The lengths are the page's own maxLength attributes, from core/contact-limits.ts.)
    expect(constraint).toMatchObject({
      name: { required: true },
      email: { required: true },
      subject: { required: true },
      message: { required: true },
    });
  });

  it("keeps the message as a ticket and sends the acknowledgement; bad input and bots keep nothing", async () => {
    const bad = await post(contactAction, "/contacto", null, { ...CONTACT, email: "no-es-un-mail", message: "" });
    expect(statusOf(bad)).toBe(400);
    const errors = JSON.stringify((bad as { data: unknown }).data);
    expect(errors).toContain("Escribí tu mensaje.");
    const bot = await post(contactAction, "/contacto", null, { ...CONTACT, subject: "Bot", sitio_web: "http://spam" });
    expect((bot as Response).headers.get("location")).toBe("/contacto");
    expect(await ticketsAbout("Bot")).toEqual([]);

    const sent = await post(contactAction, "/contacto", null, CONTACT);
    expect((sent as Response).headers.get("location")).toBe("/contacto");
    const [ticket] = await ticketsAbout(CONTACT.subject);
    expect(ticket).toMatchObject({ source: "contact", status: "open", email: "ana.paz@example.com", userId: null });
    const mails = await mailsTo("ana.paz@example.com");
    expect(mails.some((m) => m.subject.includes(`n.º ${ticket!.id}`))).toBe(true);
  });

  it("takes a few messages per address an hour, then answers in Spanish", async () => {
    const ip = "198.51.100.77";
    const outcomes = [];
    for (let i = 0; i < 6; i++)
      outcomes.push(
        statusOf(await post(contactAction, "/contacto", null, { ...CONTACT, subject: `Límite ${i}` }, {}, ip)),
      );
    expect(outcomes).toEqual([302, 302, 302, 302, 302, 429]);
  });
});

describe("/mi-comercio/ayuda", () => {
  it("opens an owner ticket linked to one of their businesses, never someone else's", async () => {
    const { getUserBusinesses } = await import("#server/platform/auth/roles.ts");
    const [mine] = await getUserBusinesses(database().db, "demo-comercio");
    const foreign = await post(ownerAction, "/mi-comercio/ayuda", OWNER, {
      businessUuid: "00000000-0000-4000-8000-000000000000",
      subject: "Ajeno",
      message: "Hola",
    });
    expect(statusOf(foreign)).toBe(400);
    expect(await ticketsAbout("Ajeno")).toEqual([]);
    expect(
      statusOf(
        await post(ownerAction, "/mi-comercio/ayuda", NEIGHBOUR, {
          businessUuid: mine!.uuid,
          subject: "Ajeno",
          message: "Hola",
        }),
      ),
    ).toBe(403);
    await post(ownerAction, "/mi-comercio/ayuda", OWNER, {
      businessUuid: mine!.uuid,
      subject: "Cambio de rubro",
      message: "Quiero cambiar la categoría.",
    });
    const [ticket] = await ticketsAbout("Cambio de rubro");
    expect(ticket).toMatchObject({ source: "owner", businessUuid: mine!.uuid, userId: "demo-comercio" });
  });
});

describe("/admin/support", () => {
  it("lists and filters tickets for admins only", async () => {
    const open = (await listLoader({
      request: new Request(`${ORIGIN}/admin/support?status=open&source=contact`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof listLoader>>;
    expect(open.tickets.rows.length).toBeGreaterThan(0);
    expect(open.tickets.rows.every((t) => t.status === "open" && t.source === "contact")).toBe(true);
    const mine = (await listLoader({
      request: new Request(`${ORIGIN}/admin/support?assigned=me`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof listLoader>>;
    expect(mine.tickets.rows.every((t) => t.assigneeName !== null)).toBe(true);
    for (const user of [NEIGHBOUR, OWNER]) {
      expect(
        statusOf(
          await run(() =>
            listLoader({
              request: new Request(`${ORIGIN}/admin/support`),
              context: contextWithUser(user),
              params: {},
            } as never),
          ),
        ),
      ).toBe(403);
    }
  });

  it("replies by e-mail (kept as a staff message), assigns, changes status and priority; others change nothing", async () => {
    const [ticket] = await ticketsAbout(CONTACT.subject);
    const id = String(ticket!.id);
    const at = `/admin/support/${id}`;
    for (const user of [NEIGHBOUR, OWNER]) {
      expect(statusOf(await post(ticketAction, at, user, { intent: "reply", body: "Hola" }, { ticketId: id }))).toBe(
        403,
      );
    }
    expect(await database().db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket!.id))).toEqual(
      [],
    );

    const empty = await post(ticketAction, at, ADMIN, { intent: "reply", body: "   " }, { ticketId: id });
    expect(statusOf(empty)).toBe(400);
    expect(JSON.stringify((empty as { data: unknown }).data)).toContain("Escribí la respuesta.");

    await post(ticketAction, at, ADMIN, { intent: "reply", body: "¡Gracias! Ya la sumamos." }, { ticketId: id });
    const messages = await database().db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket!.id));
    expect(messages).toMatchObject([{ body: "¡Gracias! Ya la sumamos.", fromStaff: true, authorId: "demo-admin" }]);
    expect((await mailsTo("ana.paz@example.com")).some((m) => m.text.includes("¡Gracias! Ya la sumamos."))).toBe(true);

    const notAdmin = await post(
      ticketAction,
      at,
      ADMIN,
      { intent: "assign", assignedTo: "demo-vecino" },
      { ticketId: id },
    );
    expect(statusOf(notAdmin)).toBe(400);
    await post(ticketAction, at, ADMIN, { intent: "assign", assignedTo: "demo-admin" }, { ticketId: id });
    await post(ticketAction, at, ADMIN, { intent: "priority", priority: "high" }, { ticketId: id });
    await post(ticketAction, at, ADMIN, { intent: "status", status: "closed" }, { ticketId: id });
    const [after] = await ticketsAbout(CONTACT.subject);
    expect(after).toMatchObject({ assignedTo: "demo-admin", priority: "high", status: "closed" });

    const detail = (await ticketLoader({
      request: new Request(`${ORIGIN}${at}`),
      context: contextWithUser(ADMIN),
      params: { ticketId: id },
    } as never)) as Awaited<ReturnType<typeof ticketLoader>>;
    expect(detail.ticket.messages.map((m) => m.fromStaff)).toEqual([false, true]);
    const trail = await auditTrail(database().db, { type: "support_ticket", id: ticket!.id });
    expect(trail.map((e) => e.action)).toEqual([
      "support.close",
      "support.priority",
      "support.assign",
      "support.reply",
    ]);
    expect(
      statusOf(
        await run(() =>
          ticketLoader({
            request: new Request(`${ORIGIN}/admin/support/x`),
            context: contextWithUser(ADMIN),
            params: { ticketId: "1e9" },
          } as never),
        ),
      ),
    ).toBe(404);
  });
});
