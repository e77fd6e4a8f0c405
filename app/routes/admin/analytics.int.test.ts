import { describe, expect, it } from "vitest";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader } from "./analytics.tsx";
import { loader as csvLoader } from "./analytics-csv.ts";

setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true, email: "admin@vilma.test" });
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
const call = (fn: (args: never) => Promise<unknown>, path: string, user: SessionUser | null) =>
  run(() =>
    fn({
      request: new Request(`${ORIGIN}${path}`),
      context: contextWithUser(user, { now: TEST_NOW }),
      params: {},
    } as never),
  );

describe("/admin/analytics", () => {
  it("shows the demo week to an admin, and nothing to anyone else", async () => {
    const page = (await call(loader, "/admin/analytics?dias=7", ADMIN)) as Awaited<ReturnType<typeof loader>>;
    expect(page.days).toHaveLength(7);
    expect(page.perBusiness.rows.length).toBeGreaterThan(0);
    expect(page.perCategory.length).toBeGreaterThan(0);
    expect(statusOf(await call(loader, "/admin/analytics", NEIGHBOUR))).toBe(403);
    expect([302, 303, 401]).toContain(statusOf(await call(loader, "/admin/analytics", null)));
  });

  it("downloads each table as a well-formed CSV, for admins only", async () => {
    for (const table of ["dias", "comercios", "categorias"]) {
      const response = (await call(csvLoader, `/admin/analytics.csv?tabla=${table}&dias=30`, ADMIN)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(
        new RegExp(`attachment; filename="analitica-${table}-`),
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      // A UTF-8 byte order mark first (Excel reads the accents right).
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
      const columns = lines[0]!.split(";").length;
      // Every row has the header's number of cells (no cell here holds a `;` or a quote).
      for (const line of lines) expect(line.split(";").length).toBe(columns);
      if (table === "dias") expect(lines).toHaveLength(31);
    }
    expect(statusOf(await call(csvLoader, "/admin/analytics.csv?tabla=otra", ADMIN))).toBe(400);
    expect(statusOf(await call(csvLoader, "/admin/analytics.csv?tabla=dias", NEIGHBOUR))).toBe(403);
    expect([302, 303, 401]).toContain(statusOf(await call(csvLoader, "/admin/analytics.csv?tabla=dias", null)));
  });
});
