import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { auditLog, domainEvents } from "#server/platform/db/schema.ts";
import { publishEvent } from "#server/platform/events/publish.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as listAction, loader as listLoader } from "./event-bus.tsx";
import { action as detailAction, loader as detailLoader } from "./event-detail.tsx";

// The retry kicks the dispatcher; here the test looks at the row the retry leaves, not at a run.
vi.mock("#server/platform/events/publish.ts", async (original) => ({
  ...(await original<typeof import("#server/platform/events/publish.ts")>()),
  kickEventDispatcher: vi.fn(),
}));

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true });
const NEIGHBOUR = testUser("demo-vecino");

async function run(fn: () => Promise<unknown>) {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}
const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } }).init?.status ?? 200);
const dataOf = (outcome: unknown) => (outcome as { data?: { error?: string } }).data;

function call(
  fn: (args: never) => Promise<unknown>,
  path: string,
  user: SessionUser | null,
  entries?: [string, string][],
  params: Record<string, string> = {},
) {
  return run(() =>
    fn({
      request: new Request(`${ORIGIN}${path}`, {
        method: entries ? "POST" : "GET",
        headers: entries ? { "content-type": "application/x-www-form-urlencoded" } : {},
        body: entries ? new URLSearchParams(entries) : undefined,
      }),
      context: contextWithUser(user),
      params,
    } as never),
  );
}

/** A failed event of our own (the dispatcher never takes failed ones). */
async function failedEvent(aggregateId: string): Promise<number> {
  const { db } = database();
  const id = await publishEvent(db, { type: "test.ev-route", aggregateType: "test", aggregateId, payload: { n: 1 } });
  await db
    .update(domainEvents)
    .set({ status: "failed", attempts: 5, lastError: "Error: connect ECONNREFUSED" })
    .where(eq(domainEvents.id, id));
  return id;
}

const stateOf = async (ids: number[]) =>
  (await database().db.select().from(domainEvents).where(inArray(domainEvents.id, ids))).map((r) => [
    r.status,
    r.attempts,
  ]);

describe("the seeded outbox", () => {
  it("has failed events after 5 tries that a dispatcher run leaves failed, and a pending one not yet due", async () => {
    const { db } = database();
    const seeded = await db
      .select()
      .from(domainEvents)
      .where(inArray(domainEvents.status, ["failed", "pending"]));
    const failed = seeded.filter((e) => e.status === "failed");
    expect(failed.length).toBeGreaterThanOrEqual(2);
    for (const e of failed) expect(e).toMatchObject({ attempts: 5, lastError: expect.stringMatching(/\w/) });
    const realDispatch =
      await vi.importActual<typeof import("#server/events/dispatcher.ts")>("#server/events/dispatcher.ts");
    // At the seed's clock, the pending one waits for its back-off; the failed ones wait for a person.
    expect(await realDispatch.dispatchPendingEvents(db, { now: TEST_NOW })).toEqual({
      processed: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await stateOf(failed.map((e) => e.id))).toEqual(failed.map(() => ["failed", 5]));
  });
});

describe("/admin/event-bus", () => {
  it("lists events with counts per state, filtered and searched", async () => {
    const id = await failedEvent("ruta-busqueda-1");
    const page = (await call(listLoader, "/admin/event-bus?state=failed&q=ruta-busqueda", ADMIN)) as Awaited<
      ReturnType<typeof listLoader>
    >;
    expect(page.list.rows.map((r) => r.id)).toEqual([id]);
    expect(page.list.rows[0]).toMatchObject({
      status: "failed",
      attempts: 5,
      lastError: "Error: connect ECONNREFUSED",
    });
    expect(page.counts.failed).toBeGreaterThanOrEqual(1);
    expect(statusOf(await call(listLoader, "/admin/event-bus", NEIGHBOUR))).toBe(403);
    expect(statusOf(await call(listLoader, "/admin/event-bus", null))).toBe(302);
  });

  it("retries the ticked failed events (audited, attempts reset); a non-admin changes nothing", async () => {
    const ids = [await failedEvent("ruta-bulk-1"), await failedEvent("ruta-bulk-2")];
    const entries: [string, string][] = [
      ["intent", "retry-many"],
      ...ids.map((id): [string, string] => ["ids", String(id)]),
    ];
    expect(statusOf(await call(listAction, "/admin/event-bus", NEIGHBOUR, entries))).toBe(403);
    expect(statusOf(await call(listAction, "/admin/event-bus", null, entries))).toBe(302);
    expect(await stateOf(ids)).toEqual([
      ["failed", 5],
      ["failed", 5],
    ]);

    const done = (await call(listAction, "/admin/event-bus?state=failed", ADMIN, entries)) as Response;
    expect(done.headers.get("location")).toBe("/admin/event-bus?state=failed");
    const cookie = done.headers
      .getSetCookie()
      .find((c) => c.startsWith("vilma_flash="))!
      .split(";")[0]!;
    expect((await readFlash(new Request(ORIGIN, { headers: { cookie } })))?.title).toBe("2 eventos vuelven a la fila");
    expect(await stateOf(ids)).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    const audits = await database()
      .db.select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, ids.map(String)));
    expect(audits.filter((a) => a.action === "event.retry" && a.actorId === "demo-admin")).toHaveLength(2);
  });

  it("answers bad input with a Spanish message and changes nothing", async () => {
    const id = await failedEvent("ruta-mala");
    const none = await call(listAction, "/admin/event-bus", ADMIN, [["intent", "retry-many"]]);
    expect(statusOf(none)).toBe(400);
    expect(dataOf(none)?.error).toBe("Elegí al menos un evento.");
    const hostile = await call(listAction, "/admin/event-bus", ADMIN, [
      ["intent", "retry-many"],
      ["ids", "1 or 1=1"],
    ]);
    expect(statusOf(hostile)).toBe(400);
    expect(dataOf(hostile)?.error).toBe("El evento no es válido.");
    expect(await stateOf([id])).toEqual([["failed", 5]]);
  });
});

describe("/admin/event-bus/:id", () => {
  it("shows the payload, handler and error, retries a failed event, and refuses a non-admin", async () => {
    const id = await failedEvent("ruta-detalle");
    const page = (await call(detailLoader, `/admin/event-bus/${id}`, ADMIN, undefined, { id: String(id) })) as Awaited<
      ReturnType<typeof detailLoader>
    >;
    expect(page.event).toMatchObject({
      id,
      payload: { n: 1 },
      handler: null,
      lastError: "Error: connect ECONNREFUSED",
    });
    expect(statusOf(await call(detailLoader, "/admin/event-bus/abc", ADMIN, undefined, { id: "abc" }))).toBe(404);
    expect(
      statusOf(await call(detailLoader, "/admin/event-bus/999999999", ADMIN, undefined, { id: "999999999" })),
    ).toBe(404);

    const form: [string, string][] = [
      ["intent", "retry"],
      ["id", String(id)],
    ];
    expect(statusOf(await call(detailAction, `/admin/event-bus/${id}`, NEIGHBOUR, form, { id: String(id) }))).toBe(403);
    expect(await stateOf([id])).toEqual([["failed", 5]]);
    const done = (await call(detailAction, `/admin/event-bus/${id}`, ADMIN, form, { id: String(id) })) as Response;
    expect(done.headers.get("location")).toBe(`/admin/event-bus/${id}`);
    expect(await stateOf([id])).toEqual([["pending", 0]]);
    // Not failed any more: a second retry is refused with a message.
    const again = await call(detailAction, `/admin/event-bus/${id}`, ADMIN, form, { id: String(id) });
    expect(statusOf(again)).toBe(409);
    expect(dataOf(again)?.error).toBe("Sólo se reintenta un evento fallido.");
  });
});
