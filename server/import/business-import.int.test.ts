import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGeocoder, type Geocoder } from "#server/geocoding/geocoder.ts";
import { auditLog, businesses, businessHours, jobs } from "#server/platform/db/schema.ts";
import { createLocalPrivateStorage, setPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { type GeocoderStandin, startGeocoderStandin } from "#tests/geocoder/server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { IMPORT_BATCH_SIZES, planBusinessImport, runBusinessImport } from "./business-import.ts";
import { getImportJob, uploadImportFile } from "./import-jobs.ts";
import { leftOutRows } from "./import-rows.ts";
import { generateBusinessCsv } from "./testing/generate-csv.ts";

const database = setupTestDatabase();
const ACTOR = { id: "demo-admin", ip: "203.0.113.9" };
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-import-"));
  setPrivateStorage(createLocalPrivateStorage(dir));
});
afterAll(() => {
  setPrivateStorage(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const encode = (text: string) => new TextEncoder().encode(text);

/** Upload, dry run with the guessed mapping, run; answers the job. */
async function importFile(
  bytes: Uint8Array,
  mode: "create-update" | "create" | "update" = "create-update",
  forced: number[] = [],
  geocoder?: Geocoder,
) {
  const upload = await uploadImportFile("businesses", ACTOR, { name: "comercios.csv", bytes });
  if (!upload.ok) throw new Error(upload.problem.message);
  const uploaded = (await getImportJob("businesses", upload.value.jobId))!;
  const plan = await planBusinessImport(upload.value.jobId, { mode, mapping: uploaded.details.mapping }, { geocoder });
  const { db } = database();
  const planned = (await getImportJob("businesses", upload.value.jobId))!;
  await db
    .update(jobs)
    .set({ status: "running", details: { ...planned.details, forced } })
    .where(eq(jobs.id, upload.value.jobId));
  await runBusinessImport(upload.value.jobId);
  return { plan, job: (await getImportJob("businesses", upload.value.jobId))! };
}

async function generatedCount(prefix: number) {
  const [row] = await database()
    .db.select({ n: count() })
    .from(businesses)
    .where(like(businesses.externalId, `G${prefix}-%`));
  return row!.n;
}
async function auditCount() {
  const [row] = await database()
    .db.select({ n: count() })
    .from(auditLog)
    .where(inArray(auditLog.action, ["business.import_create", "business.import_update"]));
  return row!.n;
}

// On PGlite an import writes a few rows per transaction and lets others in between (issue 21): a
// thousand rows twice take longer than the default limit on a busy machine.
describe("the business import", { timeout: 240_000 }, () => {
  const file = generateBusinessCsv({ rows: 1000, broken: 50, duplicates: 30, prefix: 1 });

  it("imports 1,000 rows: exact counts, the dry run agrees, and the same file again changes nothing", async () => {
    const { plan, job } = await importFile(encode(file.csv));
    expect(plan.counts).toEqual({ create: 920, update: 0, unchanged: 0, skip: 0, reject: 50, duplicate: 30 });
    expect(job.status).toBe("done");
    expect(job.processed).toBe(1000);
    expect(job.details.counts).toEqual(plan.counts);
    expect(await leftOutRows(job.id)).toHaveLength(80);
    expect(await generatedCount(1)).toBe(920);
    expect(await auditCount()).toBe(920);

    // Every rejected row says why, in Spanish; each duplicate names the row it matches.
    const reasons = plan.rows.filter((r) => r.outcome === "reject").map((r) => r.messages[0]);
    expect(new Set(reasons)).toEqual(
      new Set([
        "Falta el nombre",
        "Teléfono inválido: tiene que tener característica (ej.: 353 412-3456)",
        "No hay ninguna categoría «Zapaterías Marcianas» (por nombre o slug)",
        "Coordenadas inválidas: latitud y longitud, las dos, como -32.41 y -63.24",
        "Horarios: No entiendo el horario «9a13»: escribilo como 9-13 o 9:30-20:30",
        "La ciudad tiene que ser Villa María o Villa Nueva",
      ]),
    );
    const duplicates = plan.rows.filter((r) => r.outcome === "duplicate");
    expect(duplicates.map((r) => r.messages[0])).toContain("Mismo teléfono que la fila 6 («Comercio Generado 1-4»)");
    expect(duplicates.map((r) => r.messages[0])).toContain(
      "Mismo nombre y dirección que la fila 26 («Comercio Generado 1-24»)",
    );
    expect(duplicates.map((r) => r.messages[0])).toContain("El external_id «G1-000044» ya está en la fila 46");

    // The week as the owner's editor writes it.
    const { db } = database();
    const [first] = await db.select().from(businesses).where(eq(businesses.externalId, "G1-000001"));
    expect(first).toMatchObject({
      name: "Comercio Generado 1-1",
      city: "Villa María",
      status: "active",
      phoneNumber: "0353 710-0001",
    });
    const hours = await db.select().from(businessHours).where(eq(businessHours.businessUuid, first!.uuid));
    expect(hours.filter((h) => !h.isClosed)).toHaveLength(11);

    const again = await importFile(encode(file.csv));
    expect(again.plan.counts).toEqual({ create: 0, update: 0, unchanged: 920, skip: 0, reject: 50, duplicate: 30 });
    expect(again.job.details.counts).toEqual(again.plan.counts);
    expect(await generatedCount(1)).toBe(920);
    expect(await auditCount()).toBe(920);
    const [same] = await db.select().from(businesses).where(eq(businesses.externalId, "G1-000001"));
    expect(same!.updatedAt).toEqual(first!.updatedAt);
  });

  it("updates only in update-only mode, matched by external_id, and writes one audit row per change", async () => {
    const records = file.records.map((r) => [...r]);
    for (let i = 1; i <= 100; i++)
      if (!file.broken.has(i - 1) && !file.duplicates.has(i - 1)) records[i]![3] = `Bv. España ${i}`;
    records.push([
      "G1-999999",
      "Comercio Nuevo",
      "farmacias",
      "Bv. Alvear 1",
      "Villa Nueva",
      "353 799-9999",
      "",
      "",
      "",
    ]);
    const changed = records.slice(1, 101).filter((_, i) => !file.broken.has(i) && !file.duplicates.has(i)).length;
    const before = await auditCount();
    const { writeCsv } = await import("#core/csv.ts");
    const { plan } = await importFile(encode(writeCsv(records)), "update");
    expect(plan.counts).toEqual({
      create: 0,
      update: changed,
      unchanged: 920 - changed,
      skip: 21,
      reject: 50,
      duplicate: 10,
    });
    expect(await auditCount()).toBe(before + changed);
    const [row] = await database().db.select().from(businesses).where(eq(businesses.externalId, "G1-000002"));
    expect(row!.address).toBe("Bv. España 3");
    const [audit] = await database()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.uuid), eq(auditLog.action, "business.import_update")));
    expect(audit!.details).toMatchObject({
      before: { address: "Avenida Sabattini 1002" },
      after: { address: "Bv. España 3" },
      changed: ["address"],
    });
    expect(await generatedCount(1)).toBe(920);
  });

  it("reads a Latin-1 file with ; and decimal commas, and a quoted description over two lines", async () => {
    const text =
      "Nombre;Categoría;Dirección;Ciudad;Teléfono;Latitud;Longitud;Horarios;Descripción\r\n" +
      'Panadería El Peñón;Panaderías;Av. Sabattini 99;villa nueva;(0353) 15 466-1234;-32,4301;-63,2490;lun-vie 7-13;"Facturas;\r\ny pan del día"\r\n';
    const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    const { plan, job } = await importFile(bytes, "create");
    expect(job.details).toMatchObject({ encoding: "windows-1252", delimiter: ";" });
    expect(plan.counts.create).toBe(1);
    const [row] = await database().db.select().from(businesses).where(eq(businesses.name, "Panadería El Peñón"));
    expect(row).toMatchObject({
      city: "Villa Nueva",
      latitude: -32.4301,
      longitude: -63.249,
      description: "Facturas;\r\ny pan del día",
    });
  });

  it("rejects a row with more cells than the header (a «;» inside an unquoted hours cell) and shows the hours it would store", async () => {
    // The probe of issue 21: the hours cell unquoted in a ;-separated file. Read as four cells, it
    // used to be "Se crea" with Monday to Friday only: closed on Saturdays, and no warning.
    const text = [
      "nombre;categoria;horarios",
      "Panadería Sin Comillas;farmacias;lun-vie 7-13,16-20; sáb 7-13",
      'Panadería Con Comillas;farmacias;"lun-vie 7-13,16-20; sáb 7-13"',
      "Panadería Corta;farmacias",
    ].join("\n");
    const { plan, job } = await importFile(encode(text));
    expect(plan.rows.map((r) => [r.row, r.outcome, r.messages])).toEqual([
      [2, "reject", ["La fila tiene 4 columnas y el encabezado 3: revisá si algún valor lleva «;» sin comillas"]],
      [3, "create", []],
      [4, "reject", ["La fila tiene 2 columnas y el encabezado 3: revisá si falta algún valor o sobra una comilla"]],
    ]);
    expect(plan.rows[1]!.hours).toBe("Lun a vie 07:00 – 13:00 y 16:00 – 20:00 · Sáb 07:00 – 13:00 · Dom cerrado");
    expect(job.details.counts).toMatchObject({ create: 1, reject: 2 });
    const created = await database()
      .db.select({ name: businesses.name })
      .from(businesses)
      .where(like(businesses.name, "Panadería % Comillas"));
    expect(created.map((b) => b.name)).toEqual(["Panadería Con Comillas"]);
  });

  it("locates rows without coordinates by their address in the dry run, says which could not be, and the run stores the same", async () => {
    const standin: GeocoderStandin = await startGeocoderStandin();
    try {
      const text = [
        "nombre,categoria,direccion,ciudad,latitud,longitud",
        "Botica Por Dirección,farmacias,Buenos Aires 1200,Villa María,,",
        "Botica Sin Mapa,farmacias,Calle Inventada 77,Villa María,,",
        "Botica Con Pin,farmacias,Buenos Aires 1200,Villa María,-32.42,-63.25",
        "Botica Caída,farmacias,Sin Señal 5,Villa Nueva,,",
        "Botica Gemela,farmacias,buenos aires  1200,Villa María,,",
      ].join("\n");
      const { plan } = await importFile(encode(text), "create", [], createGeocoder({ baseUrl: standin.url }));
      expect(plan.rows.map((r) => [r.row, r.outcome, r.messages])).toEqual([
        [2, "create", ["Ubicación por dirección: -32,41562, -63,24788 (revisá el pin en su ficha)"]],
        [
          3,
          "create",
          [
            "Sin ubicación: no encontramos «Calle Inventada 77, Villa María» en el mapa. Se importa sin pin; cargá latitud y longitud en el archivo o ubicalo desde su ficha",
          ],
        ],
        [4, "create", []],
        [
          5,
          "create",
          [expect.stringMatching(/^Sin ubicación: el servicio de mapas no respondió para «Sin Señal 5, Villa Nueva»/)],
        ],
        [6, "create", [expect.stringMatching(/^Ubicación por dirección/)]],
      ]);
      // The same address twice is asked once; the row with coordinates is not asked at all.
      const asked = standin.requests().map((r) => new URLSearchParams(r.query).get("q"));
      expect(asked.filter((q) => q?.toLowerCase().startsWith("buenos aires"))).toHaveLength(1);
      expect(asked).toHaveLength(3);
      const rows = await database()
        .db.select({ name: businesses.name, latitude: businesses.latitude, longitude: businesses.longitude })
        .from(businesses)
        .where(like(businesses.name, "Botica %"))
        .orderBy(businesses.name);
      expect(rows).toEqual([
        { name: "Botica Caída", latitude: null, longitude: null },
        { name: "Botica Con Pin", latitude: -32.42, longitude: -63.25 },
        { name: "Botica Gemela", latitude: -32.41562, longitude: -63.24788 },
        { name: "Botica Por Dirección", latitude: -32.41562, longitude: -63.24788 },
        { name: "Botica Sin Mapa", latitude: null, longitude: null },
      ]);
    } finally {
      await standin.stop();
    }
  });

  it("a duplicate ticked «importar igual» is created", async () => {
    const records = [
      ["nombre", "categoria", "telefono"],
      ["Farmacia Uno", "farmacias", "353 766-0001"],
      ["Farmacia Dos", "farmacias", "353 766-0001"],
      ["Farmacia Tres", "farmacias", "353 766-0001"],
    ];
    const { writeCsv } = await import("#core/csv.ts");
    const { job } = await importFile(encode(writeCsv(records)), "create-update", [3]);
    expect(job.details.counts).toMatchObject({ create: 2, duplicate: 1 });
    const names = await database()
      .db.select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.phoneNumber, "0353 766-0001"));
    expect(names.map((n) => n.name).sort()).toEqual(["Farmacia Dos", "Farmacia Uno"]);
  });

  it("a crash inside a batch leaves whole batches; running again finishes what is missing", async () => {
    const size = IMPORT_BATCH_SIZES[database().kind];
    const rows = size * 2 + 37;
    const crash = generateBusinessCsv({ rows, broken: 0, duplicates: 0, prefix: 2 });
    const upload = await uploadImportFile("businesses", ACTOR, { name: "c.csv", bytes: encode(crash.csv) });
    if (!upload.ok) throw new Error(upload.problem.message);
    const job = (await getImportJob("businesses", upload.value.jobId))!;
    await planBusinessImport(upload.value.jobId, { mode: "create-update", mapping: job.details.mapping });
    const auditsBefore = await auditCount();
    await expect(
      runBusinessImport(upload.value.jobId, {
        afterBatchWrites: (batch) => {
          if (batch === 1) throw new Error("se cortó la luz");
        },
      }),
    ).rejects.toThrow("se cortó la luz");
    // The first batch committed whole, the second not at all.
    expect(await generatedCount(2)).toBe(size);
    expect(await auditCount()).toBe(auditsBefore + size);
    expect((await getImportJob("businesses", upload.value.jobId))!.processed).toBe(size);

    await runBusinessImport(upload.value.jobId);
    expect(await generatedCount(2)).toBe(rows);
    expect(await auditCount()).toBe(auditsBefore + rows);
    const done = (await getImportJob("businesses", upload.value.jobId))!;
    expect(done).toMatchObject({ status: "done", processed: rows });
    expect(done.details.counts).toMatchObject({ create: rows, reject: 0 });
  });

  it("refuses an empty file, a file over the limit and one that is not text, in Spanish", async () => {
    expect(await uploadImportFile("businesses", ACTOR, { name: "x.csv", bytes: new Uint8Array() })).toMatchObject({
      ok: false,
      problem: { status: 400, message: "Elegí un archivo CSV" },
    });
    expect(await uploadImportFile("businesses", ACTOR, { name: "x.csv", bytes: encode("nombre\n") })).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/no tiene filas/) },
    });
    expect(
      await uploadImportFile("businesses", ACTOR, { name: "x.csv", bytes: new Uint8Array(5 * 1024 * 1024 + 1) }),
    ).toMatchObject({ ok: false, problem: { status: 400, message: expect.stringMatching(/más de 5 MB/) } });
    expect(
      await uploadImportFile("businesses", ACTOR, { name: "x.png", bytes: Uint8Array.from([0x89, 0x50, 0, 0, 1]) }),
    ).toMatchObject({ ok: false, problem: { message: expect.stringMatching(/no parece un CSV/) } });
  });
});
