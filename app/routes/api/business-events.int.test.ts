import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "#core/errors.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businessAnalytics, businesses, businessLeadVisits } from "#server/platform/db/schema.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./business-events.ts";

const database = setupTestDatabase();
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const user = (id: string, businessUuids: string[] = []) =>
  testUser(id, {
    role: businessUuids.length ? "business_owner" : "user",
    isBusinessOwner: businessUuids.length > 0,
    businessUuids,
  });

let made = 0;
async function newBusiness(): Promise<string> {
  const { db } = database();
  const [row] = await db
    .insert(businesses)
    .values({ name: "Eventos de prueba", slug: `eventos-${++made}-${Date.now().toString(36)}`, status: "active" })
    .returning({ uuid: businesses.uuid });
  return row!.uuid;
}

function post(
  id: string,
  init: { body?: string; headers?: Record<string, string>; method?: string } = {},
  who: SessionUser | null = null,
  ip = "203.0.113.7",
) {
  const request = new Request(`http://localhost/api/businesses/${id}/events`, {
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json", "User-Agent": BROWSER, "x-vilma-client-ip": ip, ...init.headers },
    body: init.body,
  });
  return action({ request, params: { id }, context: contextWithUser(who) } as never) as Promise<Response>;
}

async function today(uuid: string) {
  const { db } = database();
  const [row] = await db
    .select({ calls: businessAnalytics.calls, whatsapp: businessAnalytics.whatsappClicks })
    .from(businessAnalytics)
    .where(eq(businessAnalytics.businessUuid, uuid));
  return row ?? { calls: 0, whatsapp: 0 };
}

describe("POST /api/businesses/{id}/events", () => {
  it("counts a visitor's click once per hour and kind", async () => {
    const uuid = await newBusiness();
    const first = await post(uuid, { body: JSON.stringify({ type: "call" }) });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: true });
    expect(await (await post(uuid, { body: JSON.stringify({ type: "call" }) })).json()).toEqual({ counted: false });
    // Another address is another anonymous visitor; a signed-in neighbour is counted by their account.
    await post(uuid, { body: JSON.stringify({ type: "call" }) }, null, "203.0.113.8");
    await post(uuid, { body: JSON.stringify({ type: "whatsapp" }) }, user("vecino-eventos"));
    await post(uuid, { body: JSON.stringify({ type: "whatsapp" }) }, user("vecino-eventos"), "198.51.100.1");
    expect(await today(uuid)).toEqual({ calls: 2, whatsapp: 1 });
    const { db } = database();
    const [row] = await db
      .select({ date: businessAnalytics.date })
      .from(businessAnalytics)
      .where(eq(businessAnalytics.businessUuid, uuid));
    expect(row!.date).toBe(buenosAiresDateKey(new Date()));
  });

  it("does not count bots or the business's own owners", async () => {
    const uuid = await newBusiness();
    const bot = await post(uuid, {
      body: JSON.stringify({ type: "call" }),
      headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(await bot.json()).toEqual({ counted: false });
    const owner = await post(uuid, { body: JSON.stringify({ type: "call" }) }, user("duenio-eventos", [uuid]));
    expect(await owner.json()).toEqual({ counted: false });
    // The owner of another business is just a visitor here.
    const other = await post(
      uuid,
      { body: JSON.stringify({ type: "call" }) },
      user("otro-duenio", [await newBusiness()]),
    );
    expect(await other.json()).toEqual({ counted: true });
    expect(await today(uuid)).toEqual({ calls: 1, whatsapp: 0 });
  });

  it("answers hostile requests with a 4xx JSON error and counts nothing", async () => {
    const uuid = await newBusiness();
    const { db } = database();
    const visitsBefore = await db.$count(businessLeadVisits);
    const cases: [string, { body?: string; headers?: Record<string, string>; method?: string }, number][] = [
      [uuid, { body: JSON.stringify({ type: "purchase" }) }, 400],
      [uuid, { body: JSON.stringify({ type: 42 }) }, 400],
      [uuid, { body: JSON.stringify({ type: ["call"] }) }, 400],
      [uuid, { body: JSON.stringify({}) }, 400],
      [uuid, { body: JSON.stringify("call") }, 400],
      [uuid, { body: "{no es json" }, 400],
      [uuid, { body: "" }, 400],
      [uuid, { body: JSON.stringify({ type: "call" }), headers: { "Content-Type": "text/plain" } }, 415],
      [uuid, { body: "type=call", headers: { "Content-Type": "application/x-www-form-urlencoded" } }, 415],
      [uuid, { body: JSON.stringify({ type: "call", pad: "x".repeat(5000) }) }, 413],
      [uuid, { method: "PUT", body: JSON.stringify({ type: "call" }) }, 405],
      ["no-es-un-uuid", { body: JSON.stringify({ type: "call" }) }, 404],
      ["00000000-0000-4000-8000-000000000000", { body: JSON.stringify({ type: "call" }) }, 404],
    ];
    for (const [id, init, status] of cases) {
      const response = await post(id, init);
      expect(response.status, `${init.method ?? "POST"} ${init.body?.slice(0, 30)}`).toBe(status);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.status).toBe(status);
      expect(body.error.message).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);
    }
    expect(await db.$count(businessLeadVisits)).toBe(visitsBefore);
    expect(await today(uuid)).toEqual({ calls: 0, whatsapp: 0 });
  });

  it("answers GET with 405", async () => {
    const response = loader() as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
