import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { auditLog, categories, jobs, searchCategoryLinks, searchSynonyms } from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { latestRebuild } from "#server/search-index/index-status.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./search-index.tsx";

const database = setupTestDatabase();
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
const bodyOf = (outcome: unknown) =>
  (outcome as { data?: unknown }).data as { result?: { error?: Record<string, string[]> } };

function post(user: SessionUser | null, entries: Record<string, string> | [string, string][]) {
  return run(() =>
    action({
      request: new Request(`${ORIGIN}/admin/busqueda?dias=30`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-vilma-client-ip": "203.0.113.30" },
        body: new URLSearchParams(entries),
      }),
      context: contextWithUser(user),
      params: {},
    } as never),
  );
}

async function toastOf(response: unknown) {
  const cookie = (response as Response).headers
    .getSetCookie()
    .find((c) => c.startsWith("vilma_flash="))!
    .split(";")[0]!;
  return readFlash(new Request(ORIGIN, { headers: { cookie } }));
}

async function synonymRow(term: string) {
  const { db } = database();
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.term, term));
  return row ?? null;
}

describe("/admin/busqueda", () => {
  it("shows the index, the synonyms and the queries to an admin only", async () => {
    const page = (await loader({
      request: new Request(`${ORIGIN}/admin/busqueda?nuevo=Farmacia%20de%20Turno!`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(page.status.documents).toHaveLength(3);
    expect(page.newTerm).toBe("farmacia de turno");
    expect(page.range.preset).toBe(7);
    const refused = await run(() =>
      loader({
        request: new Request(`${ORIGIN}/admin/busqueda`),
        context: contextWithUser(NEIGHBOUR),
        params: {},
      } as never),
    );
    expect(statusOf(refused)).toBe(403);
    const signedOut = await run(() =>
      loader({ request: new Request(`${ORIGIN}/admin/busqueda`), context: contextWithUser(null), params: {} } as never),
    );
    expect([302, 303, 401]).toContain(statusOf(signedOut));
  });

  it("adds, edits and deletes a synonym, audited; refuses a neighbour and bad input", async () => {
    expect(statusOf(await post(NEIGHBOUR, { intent: "save-synonym", term: "carpincho", synonyms: "capibara" }))).toBe(
      403,
    );
    expect(await synonymRow("carpincho")).toBeNull();

    const bad = await post(ADMIN, { intent: "save-synonym", term: "?", synonyms: "" });
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf(bad).result?.error?.term?.[0]).toMatch(/al menos 2 letras/);
    expect(bodyOf(bad).result?.error?.synonyms?.[0]).toBe("Escribí al menos un sinónimo.");

    const saved = await post(ADMIN, {
      intent: "save-synonym",
      term: "Carpincho",
      synonyms: "Capibara, chigüire",
      twoWay: "on",
    });
    expect(statusOf(saved)).toBe(302);
    expect((saved as Response).headers.get("location")).toBe("/admin/busqueda?dias=30");
    expect((await toastOf(saved))?.title).toBe("Sinónimo agregado");
    const row = await synonymRow("carpincho");
    expect(row).toMatchObject({ synonyms: ["capibara", "chiguire"], twoWay: true });

    const duplicate = await post(ADMIN, { intent: "save-synonym", term: "carpincho", synonyms: "otro" });
    expect(statusOf(duplicate)).toBe(409);
    expect(bodyOf(duplicate).result?.error?.term?.[0]).toMatch(/Ya hay una regla/);

    expect(
      statusOf(
        await post(ADMIN, { intent: "save-synonym", id: String(row!.id), term: "carpincho", synonyms: "capibara" }),
      ),
    ).toBe(302);
    expect((await synonymRow("carpincho"))?.twoWay).toBe(false);

    expect(statusOf(await post(NEIGHBOUR, { intent: "delete-synonym", id: String(row!.id) }))).toBe(403);
    expect(await synonymRow("carpincho")).not.toBeNull();
    const deleted = await post(ADMIN, { intent: "delete-synonym", id: String(row!.id) });
    expect((await toastOf(deleted))?.title).toBe("Sinónimo eliminado");
    expect(await synonymRow("carpincho")).toBeNull();
    const gone = await post(ADMIN, { intent: "delete-synonym", id: "abc" });
    expect((await toastOf(gone))?.type).toBe("error");

    const { db } = database();
    const actions = (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(row!.id)))
    )
      .filter((a) => a.entityType === "search_synonym")
      .map((a) => a.action);
    expect(actions.sort()).toEqual(["search.synonym_create", "search.synonym_delete", "search.synonym_update"]);
  });

  it("deletes the selected synonyms at once, for an admin only", async () => {
    for (const term of ["ñandu", "choique"]) await post(ADMIN, { intent: "save-synonym", term, synonyms: "avestruz" });
    const ids = [String((await synonymRow("nandu"))!.id), String((await synonymRow("choique"))!.id)];
    const selected: [string, string][] = [
      ["intent", "delete-synonyms"],
      ...ids.map((id): [string, string] => ["ids", id]),
    ];
    expect(statusOf(await post(NEIGHBOUR, selected))).toBe(403);
    expect(await synonymRow("nandu")).not.toBeNull();
    const bad = await post(ADMIN, [
      ["intent", "delete-synonyms"],
      ["ids", "x"],
    ]);
    expect((await toastOf(bad))?.type).toBe("error");
    const done = await post(ADMIN, selected);
    expect((await toastOf(done))?.title).toBe("2 sinónimos eliminados");
    expect(await synonymRow("nandu")).toBeNull();
    expect(await synonymRow("choique")).toBeNull();
  });

  it("points a query at a category and back", async () => {
    const { db } = database();
    const [category] = await db.select().from(categories).limit(1);
    expect(
      statusOf(await post(NEIGHBOUR, { intent: "link-category", query: "yacare", categoryId: String(category!.id) })),
    ).toBe(403);
    const bad = await post(ADMIN, { intent: "link-category", query: "yacare", categoryId: "" });
    expect(statusOf(bad)).toBe(400);
    expect(bodyOf(bad).result?.error?.categoryId?.[0]).toBe("Elegí una categoría.");
    const missing = await post(ADMIN, { intent: "link-category", query: "yacare", categoryId: "999999" });
    expect(statusOf(missing)).toBe(400);
    const links = () => db.select().from(searchCategoryLinks).where(eq(searchCategoryLinks.query, "yacare"));
    expect(await links()).toHaveLength(0);

    expect(
      statusOf(await post(ADMIN, { intent: "link-category", query: "Yacaré", categoryId: String(category!.id) })),
    ).toBe(302);
    expect(await links()).toHaveLength(1);
    expect(statusOf(await post(NEIGHBOUR, { intent: "unlink-category", query: "yacare" }))).toBe(403);
    expect(await links()).toHaveLength(1);
    expect(statusOf(await post(ADMIN, { intent: "unlink-category", query: "yacare" }))).toBe(302);
    expect(await links()).toHaveLength(0);
  });

  it("rebuilds the index through a job, for an admin only", async () => {
    const { db } = database();
    const before = await db.$count(jobs);
    expect(statusOf(await post(NEIGHBOUR, { intent: "rebuild" }))).toBe(403);
    expect(await db.$count(jobs)).toBe(before);
    const started = await post(ADMIN, { intent: "rebuild" });
    expect((await toastOf(started))?.title).toBe("Reconstruyendo el índice");
    for (let i = 0; i < 200 && (await latestRebuild())?.status !== "done"; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(await latestRebuild()).toMatchObject({ status: "done" });
    expect(statusOf(await post(ADMIN, { intent: "nonsense" }))).toBe(400);
  });
});
