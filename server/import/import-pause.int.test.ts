/**
 * Issue 21 §4.2: an import must never hold the event loop (every visitor waits while it does). A
 * probe on this thread (tooling/loop-probe.ts) records, while 3,000 rows are uploaded, dry-run and
 * imported, the CPU this thread spent between two ticks of a 5 ms timer: the time the loop was
 * really held, whatever the rest of a busy machine does to the wall clock. `node
 * bench/import-pause.ts` measures the same at 20,000 rows, and what visitors of the production
 * server wait.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#server/platform/db/schema.ts";
import { createLocalPrivateStorage, setPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { startLoopProbe } from "#tooling/loop-probe.ts";
import { planBusinessImport, runBusinessImport } from "./business-import.ts";
import { getImportJob, uploadImportFile } from "./import-jobs.ts";
import { importRowsPage } from "./import-rows.ts";
import { generateBusinessCsv } from "./testing/generate-csv.ts";

const database = setupTestDatabase();
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-import-pause-"));
  setPrivateStorage(createLocalPrivateStorage(dir));
});
afterAll(() => {
  setPrivateStorage(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** CI machines are noisy: the goal is < 100 ms (bench/import-pause.ts); the test allows 250. */
const MAX_HELD_MS = 250;

describe("an import never holds the event loop", () => {
  it("uploads, dry-runs and imports 3,000 rows in slices", { timeout: 300_000 }, async () => {
    const file = generateBusinessCsv({ rows: 3000, broken: 30, duplicates: 30, prefix: 5 });
    const bytes = new TextEncoder().encode(file.csv);
    const probe = startLoopProbe();
    try {
      const upload = await uploadImportFile("businesses", { id: "demo-admin" }, { name: "p.csv", bytes });
      if (!upload.ok) throw new Error(upload.problem.message);
      const uploadHeld = probe.take();

      const job = (await getImportJob("businesses", upload.value.jobId))!;
      const plan = await planBusinessImport(upload.value.jobId, {
        mode: "create-update",
        mapping: job.details.mapping,
      });
      const page = await importRowsPage(upload.value.jobId, {
        q: "",
        sort: "row",
        dir: "asc",
        page: 1,
        size: 50,
        filters: { outcome: [] },
      });
      const planHeld = probe.take();

      await database().db.update(jobs).set({ status: "running" }).where(eq(jobs.id, upload.value.jobId));
      await runBusinessImport(upload.value.jobId);
      const runHeld = probe.take();

      expect(plan.counts).toMatchObject({ create: 2940, reject: 30, duplicate: 30 });
      expect(page.total).toBe(3000);
      expect((await getImportJob("businesses", upload.value.jobId))!.details.counts).toEqual(plan.counts);
      console.info(
        `${database().kind}: lo más que el import retuvo el hilo: subida ${uploadHeld.toFixed(0)} ms, prueba ${planHeld.toFixed(0)} ms, importación ${runHeld.toFixed(0)} ms`,
      );
      expect(uploadHeld, "subida").toBeLessThan(MAX_HELD_MS);
      expect(planHeld, "prueba").toBeLessThan(MAX_HELD_MS);
      expect(runHeld, "importación").toBeLessThan(MAX_HELD_MS);
    } finally {
      probe.stop();
    }
  });
});
