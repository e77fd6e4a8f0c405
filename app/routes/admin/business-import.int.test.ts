import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { waitForImport } from "#server/import/import-runner.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, categories, jobs } from "#server/platform/db/schema.ts";
import { createLocalPrivateStorage, setPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./business-import.tsx";
import { action as categoryAction } from "./category-import.tsx";
import { loader as exampleLoader } from "./import-example.ts";
import { loader as progressLoader } from "./import-progress.ts";
import { loader as rejectedLoader } from "./import-rejected.ts";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const ADMIN = testUser("demo-admin", { role: "admin", isAdmin: true });
const OWNER = testUser("demo-comercio", { role: "business_owner", isBusinessOwner: true });
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-import-route-"));
  setPrivateStorage(createLocalPrivateStorage(dir));
});
afterAll(() => {
  setPrivateStorage(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

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
const bodyOf = (outcome: unknown) => (outcome as { data: Record<string, unknown> }).data;

function post(
  act: (args: never) => Promise<unknown>,
  user: SessionUser | null,
  body: FormData | Record<string, string | string[]>,
  url = "/admin/businesses/bulk-import",
) {
  let payload: FormData | URLSearchParams;
  if (body instanceof FormData) payload = body;
  else {
    payload = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) for (const one of [v].flat()) payload.append(k, one);
  }
  return run(() =>
    act({
      request: new Request(`${ORIGIN}${url}`, { method: "POST", body: payload }),
      context: contextWithUser(user),
      params: {},
    } as never),
  );
}
const get = (
  load: (args: never) => Promise<unknown>,
  user: SessionUser | null,
  url: string,
  params: Record<string, string> = {},
) => run(() => load({ request: new Request(`${ORIGIN}${url}`), context: contextWithUser(user), params } as never));

function upload(name: string, text: string) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([text], name, { type: "text/csv" }));
  return form;
}

const CSV = [
  "ID;Nombre;Categoría;Dirección;Teléfono;Horarios",
  "R-1;Almacén Ruta Uno;farmacias;Bv. Sarmiento 10;353 788-0001;lun-vie 9-13",
  "R-2;;farmacias;Bv. Sarmiento 12;353 788-0002;",
  "R-3;Almacén Ruta Tres;farmacias;Bv. Sarmiento 14;353 788-0001;",
].join("\n");

const jobCount = async () => (await database().db.select({ n: count() }).from(jobs))[0]!.n;
const jobIdOf = (response: unknown) =>
  new URL((response as Response).headers.get("location")!, ORIGIN).searchParams.get("job")!;

describe("/admin/businesses/bulk-import", () => {
  it("refuses everyone but an admin, and writes nothing for them", async () => {
    const before = await jobCount();
    expect(statusOf(await post(action, OWNER, upload("a.csv", CSV)))).toBe(403);
    expect(statusOf(await post(action, null, upload("a.csv", CSV)))).toBe(302);
    expect(
      statusOf(await post(categoryAction, OWNER, upload("a.csv", "nombre\nX"), "/admin/categories/bulk-import")),
    ).toBe(403);
    expect(statusOf(await get(loader, OWNER, "/admin/businesses/bulk-import"))).toBe(403);
    expect(await jobCount()).toBe(before);
  });

  it("uploads, maps, runs the dry run and imports for an admin; the others cannot touch the job", async () => {
    const uploaded = await post(action, ADMIN, upload("ruta.csv", CSV));
    expect(statusOf(uploaded)).toBe(302);
    const jobId = jobIdOf(uploaded);
    const page = (await get(loader, ADMIN, `/admin/businesses/bulk-import?job=${jobId}`)) as {
      job: { details: { mapping: Record<string, number | null>; delimiter: string } };
    };
    expect(page.job.details.delimiter).toBe(";");
    expect(page.job.details.mapping).toMatchObject({
      externalId: 0,
      name: 1,
      category: 2,
      address: 3,
      phone: 4,
      hours: 5,
    });

    const map = Object.fromEntries(
      Object.entries(page.job.details.mapping).map(([k, v]) => [`map.${k}`, v === null ? "" : String(v)]),
    );
    // Without the name's column: a Spanish message under the field, and no dry run.
    const bad = await post(action, ADMIN, {
      intent: "plan",
      job: jobId,
      mode: "create-update",
      ...map,
      "map.name": "",
    });
    expect(statusOf(bad)).toBe(400);
    expect((bodyOf(bad).result as { error: Record<string, string[]> }).error["map.name"]).toEqual([
      "Elegí la columna del nombre",
    ]);
    // Another person cannot plan or import the admin's job.
    expect(statusOf(await post(action, OWNER, { intent: "plan", job: jobId, mode: "create", ...map }))).toBe(403);

    expect(statusOf(await post(action, ADMIN, { intent: "plan", job: jobId, mode: "create-update", ...map }))).toBe(
      302,
    );
    const planned = (await get(loader, ADMIN, `/admin/businesses/bulk-import?job=${jobId}`)) as {
      job: { counts: Record<string, number> };
      duplicates: { row: number; messages: string[] }[];
    };
    expect(planned.job.counts).toMatchObject({ create: 1, reject: 1, duplicate: 1 });
    expect(planned.duplicates).toEqual([
      expect.objectContaining({ row: 4, messages: ["Mismo teléfono que la fila 2 («Almacén Ruta Uno»)"] }),
    ]);

    expect(statusOf(await post(action, OWNER, { intent: "import", job: jobId }))).toBe(403);
    expect(await database().db.select().from(businesses).where(like(businesses.externalId, "R-%"))).toHaveLength(0);
    expect(statusOf(await post(action, ADMIN, { intent: "import", job: jobId }))).toBe(302);
    await waitForImport(jobId);
    const created = await database().db.select().from(businesses).where(like(businesses.externalId, "R-%"));
    expect(created.map((b) => b.name)).toEqual(["Almacén Ruta Uno"]);

    const progress = (await get(progressLoader, ADMIN, `/admin/imports/${jobId}/progress`, { jobId })) as Response;
    expect(await progress.json()).toMatchObject({ status: "done", processed: 3, total: 3 });
    expect(statusOf(await get(progressLoader, OWNER, `/admin/imports/${jobId}/progress`, { jobId }))).toBe(403);
    const rejected = (await get(rejectedLoader, ADMIN, `/admin/imports/${jobId}/rechazadas.csv`, {
      jobId,
    })) as Response;
    expect(rejected.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await rejected.text();
    expect(text).toContain("fila;ID;Nombre");
    expect(text).toContain("3;R-2;;farmacias");
    expect(text).toContain("Falta el nombre");
    expect(statusOf(await get(rejectedLoader, OWNER, `/admin/imports/${jobId}/rechazadas.csv`, { jobId }))).toBe(403);

    const history = (await get(loader, ADMIN, "/admin/businesses/bulk-import")) as {
      history: { list: { rows: { id: string; counts: Record<string, number> }[] } };
    };
    expect(history.history.list.rows.find((r) => r.id === jobId)?.counts).toMatchObject({
      create: 1,
      reject: 1,
      duplicate: 1,
    });
  });

  it("answers bad input with Spanish messages and hostile ids with 404", async () => {
    const empty = new FormData();
    empty.set("intent", "upload");
    const none = await post(action, ADMIN, empty);
    expect(statusOf(none)).toBe(400);
    expect(bodyOf(none).uploadError).toBe("Elegí un archivo CSV");
    const headerOnly = await post(action, ADMIN, upload("x.csv", "nombre\n"));
    expect(bodyOf(headerOnly).uploadError).toMatch(/no tiene filas/);
    expect(statusOf(await post(action, ADMIN, { intent: "plan", job: "'; drop table jobs", mode: "create" }))).toBe(
      404,
    );
    expect(statusOf(await get(loader, ADMIN, "/admin/businesses/bulk-import?job=../../etc"))).toBe(404);
    expect(statusOf(await get(progressLoader, ADMIN, "/admin/imports/x/progress", { jobId: "x" }))).toBe(404);
    const example = (await get(exampleLoader, ADMIN, "/admin/imports/ejemplo/comercios", {
      kind: "comercios",
    })) as Response;
    expect(await example.text()).toContain("Panadería El Peñón");
    expect(statusOf(await get(exampleLoader, ADMIN, "/admin/imports/ejemplo/otra", { kind: "otra" }))).toBe(404);
    expect(statusOf(await get(exampleLoader, OWNER, "/admin/imports/ejemplo/comercios", { kind: "comercios" }))).toBe(
      403,
    );
  });

  it("imports categories for an admin", async () => {
    const uploaded = await post(
      categoryAction,
      ADMIN,
      upload("c.csv", "nombre,madre\nRuta Kioscos,Gastronomía\n"),
      "/admin/categories/bulk-import",
    );
    const jobId = jobIdOf(uploaded);
    expect(
      statusOf(
        await post(
          categoryAction,
          ADMIN,
          { intent: "plan", job: jobId, mode: "create", "map.name": "0", "map.parent": "1" },
          "/admin/categories/bulk-import",
        ),
      ),
    ).toBe(302);
    expect(
      statusOf(await post(categoryAction, ADMIN, { intent: "import", job: jobId }, "/admin/categories/bulk-import")),
    ).toBe(302);
    await waitForImport(jobId);
    const [row] = await database().db.select().from(categories).where(eq(categories.slug, "ruta-kioscos"));
    expect(row?.name).toBe("Ruta Kioscos");
  });
});
