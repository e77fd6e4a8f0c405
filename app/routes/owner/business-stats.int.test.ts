import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, userRoles } from "#server/platform/db/schema.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader as statsLoader } from "./business-stats.tsx";
import { loader as csvLoader } from "./business-stats-csv.ts";
import { loader as summaryLoader } from "./business-summary.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const person = testUser;

async function demoOwnerBusinesses(): Promise<string[]> {
  const { db } = database();
  const rows = await db
    .select({ uuid: userRoles.businessUuid })
    .from(userRoles)
    .where(eq(userRoles.userId, "demo-comercio"));
  return rows.map((r) => r.uuid!);
}

type Loader = (args: never) => Promise<unknown>;
async function call(loader: Loader, path: string, businessId: string, who: SessionUser | null) {
  const request = new Request(`${ORIGIN}${path}`);
  try {
    return {
      ok: true as const,
      value: await loader({
        request,
        params: { businessId },
        context: contextWithUser(who, { now: TEST_NOW }),
      } as never),
    };
  } catch (thrown) {
    return { ok: false as const, thrown };
  }
}

function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response || thrown instanceof AppError) return thrown.status;
  return (thrown as { init?: { status?: number } }).init?.status;
}

describe("the statistics screens", () => {
  it("give the owner their business's statistics, summary and CSV", async () => {
    const [uuid] = await demoOwnerBusinesses();
    const owner = person("demo-comercio", {
      role: "business_owner",
      isBusinessOwner: true,
      businessUuids: await demoOwnerBusinesses(),
    });

    const page = await call(statsLoader as Loader, `/mi-comercio/${uuid}/estadisticas?dias=7`, uuid!, owner);
    expect(page.ok).toBe(true);
    const data = page.ok ? (page.value as Awaited<ReturnType<typeof statsLoader>>) : null;
    expect(data?.stats.days).toBe(7);
    expect(data?.stats.daily).toHaveLength(7);
    // The seed gives the demo owner two months of visits.
    expect(data!.stats.totals.pageViews).toBeGreaterThan(0);
    expect(data!.stats.previousTotals.pageViews).toBeGreaterThan(0);
    // A period that is not offered falls back to 30 days.
    const odd = await call(statsLoader as Loader, `/mi-comercio/${uuid}/estadisticas?dias=9999`, uuid!, owner);
    expect(odd.ok && (odd.value as Awaited<ReturnType<typeof statsLoader>>).stats.days).toBe(30);

    const csv = await call(csvLoader as Loader, `/mi-comercio/${uuid}/estadisticas.csv?dias=90`, uuid!, owner);
    expect(csv.ok).toBe(true);
    const response = csv.ok ? (csv.value as Response) : null;
    expect(response?.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response?.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="estadisticas-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response?.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(91);
    expect(lines[0]).toContain("Fecha;Visitas a la página;Llamadas;WhatsApp;Sitio web;E-mail;Cómo llegar;");
    expect(lines[1]!.split(";")).toHaveLength(lines[0]!.split(";").length);

    const summary = await call(summaryLoader as Loader, `/mi-comercio/${uuid}`, uuid!, owner);
    expect(summary.ok && (summary.value as Awaited<ReturnType<typeof summaryLoader>>).summary.uuid).toBe(uuid);
  });

  it("let an admin in", async () => {
    const [uuid] = await demoOwnerBusinesses();
    const admin = person("demo-admin", { role: "admin", isAdmin: true });
    expect((await call(csvLoader as Loader, `/mi-comercio/${uuid}/estadisticas.csv`, uuid!, admin)).ok).toBe(true);
  });

  it("refuse another owner, a plain user and an anonymous visitor", async () => {
    const { db } = database();
    const [uuid] = await demoOwnerBusinesses();
    const [other] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(5);
    const otherOwner = person("otro-duenio", {
      role: "business_owner",
      isBusinessOwner: true,
      businessUuids: [other!.uuid],
    });
    const plain = person("demo-vecino");
    for (const [loader, path] of [
      [csvLoader, `/mi-comercio/${uuid}/estadisticas.csv?dias=30`],
      [statsLoader, `/mi-comercio/${uuid}/estadisticas`],
      [summaryLoader, `/mi-comercio/${uuid}`],
    ] as [Loader, string][]) {
      for (const who of [otherOwner, plain]) {
        const result = await call(loader, path, uuid!, who);
        expect(result.ok, `${path} ${who.id}`).toBe(false);
        expect(statusOf(result.ok ? null : result.thrown)).toBe(403);
      }
      const anonymous = await call(loader, path, uuid!, null);
      expect(anonymous.ok).toBe(false);
      const redirect = anonymous.ok ? null : (anonymous.thrown as Response);
      expect(redirect?.status).toBe(302);
      expect(redirect?.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
      // Not a business id, or no such business: 404.
      for (const id of ["no-es-un-uuid", "00000000-0000-4000-8000-000000000000"]) {
        const missing = await call(loader, path, id, plain);
        expect(statusOf(missing.ok ? null : missing.thrown)).toBe(404);
      }
    }
  });
});
