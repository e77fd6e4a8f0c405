import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeCsv } from "#core/csv.ts";
import { auditLog, categories, jobs } from "#server/platform/db/schema.ts";
import { createLocalPrivateStorage, setPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { planCategoryImport, runCategoryImport } from "./category-import.ts";
import { getImportJob, uploadImportFile } from "./import-jobs.ts";
import { HEARTBEAT_STALE_MS, isImportRunning, launchImport, waitForImport } from "./import-runner.ts";

const database = setupTestDatabase();
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-import-"));
  setPrivateStorage(createLocalPrivateStorage(dir));
});
afterAll(() => {
  setPrivateStorage(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function importCategories(records: string[][], mode: "create-update" | "update" = "create-update") {
  const upload = await uploadImportFile(
    "categories",
    { id: "demo-admin" },
    { name: "c.csv", bytes: new TextEncoder().encode(writeCsv(records, ";")) },
  );
  if (!upload.ok) throw new Error(upload.problem.message);
  const job = (await getImportJob("categories", upload.value.jobId))!;
  const plan = await planCategoryImport(upload.value.jobId, { mode, mapping: job.details.mapping });
  await database().db.update(jobs).set({ status: "running" }).where(eq(jobs.id, upload.value.jobId));
  await runCategoryImport(upload.value.jobId);
  return { plan, job: (await getImportJob("categories", upload.value.jobId))! };
}

const HEADER = ["nombre", "slug", "madre", "icono", "color", "destacada", "activa", "posición"];

describe("the category import", () => {
  it("creates with parents from the file or the base, refuses cycles and unknown parents, and a re-import changes nothing", async () => {
    const file = [
      HEADER,
      ["Imp Helados Artesanales", "imp-helados", "imp-dulces", "🍦", "#db2777", "sí", "sí", "2"],
      ["Imp Dulces", "imp-dulces", "Gastronomía", "cake", "#ea580c", "no", "sí", "1"],
      ["Imp A", "imp-a", "imp-b", "", "", "", "", ""],
      ["Imp B", "imp-b", "imp-a", "", "", "", "", ""],
      ["Imp Sola", "imp-sola", "imp-sola", "", "", "", "", ""],
      ["Imp Huérfana", "imp-huerfana", "No Existe", "", "", "", "", ""],
      ["Imp Mala", "imp-mala", "", "", "rojo", "", "", ""],
      ["Farmacias", "farmacias-2", "", "", "", "", "", ""],
    ];
    const { plan, job } = await importCategories(file);
    expect(plan.counts).toEqual({ create: 2, update: 0, unchanged: 0, skip: 0, reject: 5, duplicate: 1 });
    expect(plan.rows.map((r) => r.messages[0] ?? r.outcome)).toEqual([
      "create",
      "create",
      "La categoría madre formaría un ciclo (una categoría no puede estar dentro de sí misma)",
      "La categoría madre formaría un ciclo (una categoría no puede estar dentro de sí misma)",
      "Una categoría no puede ser su propia madre",
      "No hay ninguna categoría madre «No Existe»",
      "El color tiene que ser hexadecimal, como #2563eb",
      "Mismo nombre que «Farmacias» (farmacias), que ya está en Vilma",
    ]);
    expect(job.status).toBe("done");
    const { db } = database();
    const rows = await db.select().from(categories).where(like(categories.slug, "imp-%"));
    const bySlug = Object.fromEntries(rows.map((r) => [r.slug, r]));
    const [gastronomia] = await db.select().from(categories).where(eq(categories.slug, "gastronomia"));
    expect(bySlug["imp-dulces"]).toMatchObject({
      parentId: gastronomia!.id,
      icon: "cake",
      iconType: "lucide",
      position: 1,
    });
    expect(bySlug["imp-helados"]).toMatchObject({
      parentId: bySlug["imp-dulces"]!.id,
      iconType: "emoji",
      isFeatured: true,
      color: "#db2777",
    });
    const audits = async () =>
      (await db.select({ n: count() }).from(auditLog).where(like(auditLog.action, "category.import_%")))[0]!.n;
    expect(await audits()).toBe(2);

    const again = await importCategories(file);
    expect(again.plan.counts).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    expect(await audits()).toBe(2);

    // Update only: a moved parent and a new colour; an unknown slug is skipped.
    const moved = await importCategories(
      [
        HEADER,
        ["Imp Dulces", "imp-dulces", "", "", "#111111", "", "", ""],
        ["Imp Nueva", "imp-nueva", "", "", "", "", "", ""],
      ],
      "update",
    );
    expect(moved.plan.counts).toMatchObject({ update: 1, skip: 1 });
    const [dulces] = await db.select().from(categories).where(eq(categories.slug, "imp-dulces"));
    expect(dulces).toMatchObject({ color: "#111111", parentId: gastronomia!.id });
    expect(await audits()).toBe(3);
  });

  it("a run alive on another instance (a fresh heartbeat) is neither stalled nor started twice; a stale one resumes", async () => {
    const upload = await uploadImportFile(
      "categories",
      { id: "demo-admin" },
      {
        name: "c.csv",
        bytes: new TextEncoder().encode(writeCsv([HEADER, ["Imp Latido", "imp-latido", "", "", "", "", "", ""]], ";")),
      },
    );
    if (!upload.ok) throw new Error(upload.problem.message);
    const job = (await getImportJob("categories", upload.value.jobId))!;
    await planCategoryImport(upload.value.jobId, { mode: "create-update", mapping: job.details.mapping });
    const planned = (await getImportJob("categories", upload.value.jobId))!;
    const { db } = database();
    // Another instance runs it: status running, a stamp from a second ago, no run in this process.
    await db
      .update(jobs)
      .set({ status: "running", details: { ...planned.details, heartbeatAt: Date.now() - 1_000 } })
      .where(eq(jobs.id, upload.value.jobId));
    const elsewhere = (await getImportJob("categories", upload.value.jobId))!;
    expect(isImportRunning(elsewhere)).toBe(true);
    expect(await launchImport("categories", upload.value.jobId)).toBe(false);
    expect((await getImportJob("categories", upload.value.jobId))!.processed).toBe(0);

    // That instance died: its stamp is older than the limit, so the run counts as stopped and resumes here.
    await db
      .update(jobs)
      .set({ details: { ...elsewhere.details, heartbeatAt: Date.now() - HEARTBEAT_STALE_MS - 1_000 } })
      .where(eq(jobs.id, upload.value.jobId));
    expect(isImportRunning((await getImportJob("categories", upload.value.jobId))!)).toBe(false);
    expect(await launchImport("categories", upload.value.jobId)).toBe(true);
    expect(await launchImport("categories", upload.value.jobId)).toBe(false);
    await waitForImport(upload.value.jobId);
    const done = (await getImportJob("categories", upload.value.jobId))!;
    expect(done.status).toBe("done");
    const [created] = await db.select({ n: count() }).from(categories).where(eq(categories.slug, "imp-latido"));
    expect(created!.n).toBe(1);
  });
});
