import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "#server/platform/auth/session.ts";
import {
  auditLog,
  businesses,
  domainEvents,
  favorites,
  notificationBroadcasts,
  userNotifications,
  users,
} from "#server/platform/db/schema.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader as sentLoader } from "./notifications.tsx";
import { loader as composerLoader, action as sendAction } from "./send-notifications.tsx";

// Sending kicks the dispatcher; these tests look at what the send stored, not at its delivery.
vi.mock("#server/platform/events/publish.ts", async (original) => ({
  ...(await original<typeof import("#server/platform/events/publish.ts")>()),
  kickEventDispatcher: vi.fn(),
}));

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true });
const NEIGHBOUR = testUser("demo-vecino");
const TARGET = "nt-route-target";

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } }).init?.status ?? 200);
type Answer = {
  result?: { error?: Record<string, string[]> };
  preview?: { recipients: number; audienceName: string; key: string } | null;
  error?: string | null;
};
const dataOf = (outcome: unknown): Answer => ((outcome as { data?: Answer }).data ?? (outcome as Answer)) as Answer;

function send(user: SessionUser | null, fields: Record<string, string>) {
  return run(() =>
    sendAction({
      request: new Request(`${ORIGIN}/admin/send-notifications`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
      context: contextWithUser(user),
      params: {},
    } as never),
  );
}

const base = {
  title: "Corte de calle en el centro",
  message: "El sábado cortan Buenos Aires al 1000 por la feria.",
  link: "/ofertas",
  type: "other",
  audience: "user",
  email: `${TARGET}@example.com`,
};

const broadcastsTitled = (title: string) =>
  database().db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.title, title));

beforeAll(async () => {
  await database()
    .db.insert(users)
    .values({ id: TARGET, name: "Destino", email: `${TARGET}@example.com` });
});

describe("/admin/send-notifications", () => {
  it("previews with the recipient count, then sends through the event bus (audited)", async () => {
    const composer = (await run(() =>
      composerLoader({
        request: new Request(`${ORIGIN}/admin/send-notifications`),
        context: contextWithUser(ADMIN),
        params: {},
      } as never),
    )) as Awaited<ReturnType<typeof composerLoader>>;
    expect(composer.pickers.businesses.length).toBeGreaterThan(0);
    expect(composer.pickers.categories.length).toBeGreaterThan(0);

    const preview = await send(ADMIN, { ...base, intent: "preview" });
    expect(statusOf(preview)).toBe(200);
    expect(dataOf(preview).preview).toMatchObject({ recipients: 1, audienceName: `Destino (${TARGET}@example.com)` });
    expect(await broadcastsTitled(base.title)).toHaveLength(0);

    const previewed = dataOf(preview).preview!.key;

    // What goes out is what the preview showed: other text, or another count, is sent back to preview.
    const edited = await send(ADMIN, { ...base, title: "Otro título", intent: "send", expected: "1", previewed });
    expect(statusOf(edited)).toBe(409);
    expect(dataOf(edited).error).toBe("Cambiaste algo después de la vista previa: revisala y enviá de nuevo.");
    const stale = await send(ADMIN, { ...base, intent: "send", expected: "7", previewed });
    expect(statusOf(stale)).toBe(409);
    expect(dataOf(stale).error).toBe("Ahora son 1 destinatario: revisá y enviá de nuevo.");
    expect(await broadcastsTitled(base.title)).toHaveLength(0);
    expect(await broadcastsTitled("Otro título")).toHaveLength(0);

    const sent = (await send(ADMIN, { ...base, intent: "send", expected: "1", previewed })) as Response;
    expect(sent.headers.get("location")).toBe("/admin/notifications");
    const [row] = await broadcastsTitled(base.title);
    expect(row).toMatchObject({
      audience: "user",
      audienceRef: TARGET,
      status: "pending",
      sentBy: "demo-admin",
      link: "/ofertas",
    });
    const [event] = await database()
      .db.select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, String(row!.id)));
    expect(event).toMatchObject({
      type: "notification.broadcast",
      status: "pending",
      payload: { broadcastId: row!.id },
    });
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row!.id)));
    expect(audit).toMatchObject({
      action: "notification.broadcast",
      actorId: "demo-admin",
      entityType: "notification_broadcast",
    });

    // The list shows it with its audience.
    const page = (await run(() =>
      sentLoader({
        request: new Request(`${ORIGIN}/admin/notifications?audience=user&q=corte de calle`),
        context: contextWithUser(ADMIN),
        params: {},
      } as never),
    )) as Awaited<ReturnType<typeof sentLoader>>;
    expect(page.list.rows.map((r) => r.title)).toEqual([base.title]);
    expect(page.list.rows[0]?.audienceName).toBe(`Destino (${TARGET}@example.com)`);
    expect(Array.isArray(page.automatic)).toBe(true);
  });

  it("refuses a non-admin (nothing stored) and signed-out visitors", async () => {
    const title = "Aviso de alguien que no es admin";
    expect(statusOf(await send(NEIGHBOUR, { ...base, title, intent: "send", expected: "1" }))).toBe(403);
    expect(statusOf(await send(null, { ...base, title, intent: "send", expected: "1" }))).toBe(302);
    expect(await broadcastsTitled(title)).toHaveLength(0);
    expect(
      statusOf(
        await run(() =>
          sentLoader({
            request: new Request(`${ORIGIN}/admin/notifications`),
            context: contextWithUser(NEIGHBOUR),
            params: {},
          } as never),
        ),
      ),
    ).toBe(403);
  });

  it("answers bad input with Spanish field messages and an empty audience with a message; nothing stored", async () => {
    const bad = await send(ADMIN, {
      intent: "send",
      title: "",
      message: "x",
      link: "https://evil.example/",
      type: "spam",
      audience: "business_favorites",
      businessUuid: "no-es-uuid",
    });
    expect(statusOf(bad)).toBe(400);
    const errors = dataOf(bad).result?.error ?? {};
    expect(errors.title?.[0]).toBe("Escribí un título.");
    expect(errors.message?.[0]).toBe("Escribí el mensaje (al menos 3 caracteres).");
    expect(errors.link?.[0]).toBe("Poné una dirección de Vilma que empiece con /, por ejemplo /ofertas.");
    expect(errors.type?.[0]).toBe("Elegí un tipo.");
    // The audience's own field, once the rest holds.
    const noBusiness = await send(ADMIN, {
      ...base,
      intent: "preview",
      audience: "business_favorites",
      businessUuid: "x",
    });
    expect(statusOf(noBusiness)).toBe(400);
    expect(dataOf(noBusiness).result?.error?.businessUuid?.[0]).toBe("Elegí el comercio.");

    const unknown = await send(ADMIN, { ...base, intent: "preview", email: "nadie@example.com" });
    expect(statusOf(unknown)).toBe(400);
    expect(dataOf(unknown).result?.error?.email?.[0]).toBe("No hay ninguna cuenta con ese e-mail.");

    // A business nobody follows: zero recipients, refused.
    const { db } = database();
    const [lonely] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(sql`not exists (select 1 from ${favorites} f where f.business_uuid = ${businesses.uuid})`)
      .limit(1);
    const empty = await send(ADMIN, {
      ...base,
      title: "Para nadie",
      intent: "send",
      expected: "0",
      audience: "business_favorites",
      businessUuid: lonely!.uuid,
    });
    expect(statusOf(empty)).toBe(400);
    expect(dataOf(empty).error).toBe("Nadie recibiría esta notificación: elegí otro público.");
    expect(await broadcastsTitled("Para nadie")).toHaveLength(0);
    expect(await db.select().from(userNotifications).where(like(userNotifications.title, "Para nadie"))).toHaveLength(
      0,
    );
  });
});
