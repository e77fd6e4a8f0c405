/**
 * Demo data for the import pages: one finished business import (a few rows left out, so the
 * history, the rows' results and the rejected-rows CSV have something to show) and one category
 * import. The jobs and their rows only; their file is not kept (a finished import no longer needs it).
 */
import { parseCompactHours } from "#core/compact-hours.ts";
import { weeklyRows } from "#core/hours-form.ts";
import { describeWeek } from "#core/opening-hours.ts";
import type { ImportDetails, PlanRow } from "../../import/import-jobs.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";

const HEADERS = ["external_id", "nombre", "categoria", "direccion", "telefono", "horarios"];

const ROWS: { cells: string[]; plan: Omit<PlanRow, "row" | "name"> }[] = [
  {
    cells: ["VM-101", "Almacén Don Tito", "almacenes", "Mendoza 1450", "353 452-1101", "lun-sáb 8-13,17-21"],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: ["VM-102", "Kiosco La Esquina", "kioscos", "Bv. Vélez Sarsfield 820", "353 452-1102", "lun-dom 7-24"],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: [
      "VM-103",
      "Ferretería El Tornillo",
      "ferreterias",
      "Av. Perón 2210",
      "353 452-1103",
      "lun-vie 8-12,15-19; sáb 8-12",
    ],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: [
      "VM-104",
      "Verdulería Los Hermanos",
      "verdulerias",
      "Catamarca 615",
      "353 452-1104",
      "lun-sáb 7:30-13,16:30-20:30",
    ],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: ["VM-105", "Librería Escolar Norte", "librerias", "Salta 980", "353 452-1105", "lun-vie 9-13,16-20"],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: ["VM-106", "Rotisería Sabores", "rotiserias", "Santa Fe 1333", "353 452-1106", "mar-dom 11-15,19-23"],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: ["VM-107", "Gomería Ruta 9", "gomerias", "Ruta 9 km 554", "353 452-1107", "lun-sáb 8-20"],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: ["VM-108", "Lavadero Burbujas", "lavaderos", "Entre Ríos 402", "353 452-1108", "lun-vie 8-18"],
    plan: { outcome: "create", messages: [] },
  },
  {
    cells: ["VM-109", "Panadería La Espiga", "panaderias", "Jujuy 77", "353 452-1109", "lun-sáb 6:30-13; dom 7-12"],
    plan: { outcome: "update", messages: [], changes: ["phoneNumber", "hours"] },
  },
  {
    cells: ["VM-110", "", "kioscos", "Tucumán 55", "353 452-1110", ""],
    plan: { outcome: "reject", messages: ["Falta el nombre"] },
  },
  {
    cells: ["VM-111", "Bicicletería Pedal", "bicicleterias", "Córdoba 1203", "4521", "lun a vie de 9 a 18"],
    plan: {
      outcome: "reject",
      messages: [
        "No hay ninguna categoría «bicicleterias» (por nombre o slug)",
        "Teléfono inválido: tiene que tener característica (ej.: 353 412-3456)",
        "Horarios: No entiendo el día «lun»: usá lun, mar, mié, jue, vie, sáb o dom",
      ],
    },
  },
  {
    cells: ["VM-112", "ALMACEN DON TITO", "almacenes", "Mendoza Nº 1450", "353 452-1199", ""],
    plan: { outcome: "duplicate", messages: ["Mismo nombre y dirección que la fila 2 («Almacén Don Tito»)"] },
  },
];

/** The week a row's hours cell stores, as the import page shows it. */
function hoursOf(cell: string): string {
  const parsed = parseCompactHours(cell);
  return describeWeek(parsed?.ok ? weeklyRows(parsed.days) : []);
}

export async function seedImports(db: Database, now: Date): Promise<void> {
  const plan: PlanRow[] = ROWS.map((r, i) => ({
    row: i + 2,
    name: r.cells[1]!,
    ...r.plan,
    ...(r.plan.outcome === "create" || r.plan.outcome === "update" ? { hours: hoursOf(r.cells[5]!) } : {}),
  }));
  const counts = { create: 8, update: 1, unchanged: 0, skip: 0, reject: 2, duplicate: 1 };
  const started = new Date(now.getTime() - 3 * 86_400_000);
  const details: ImportDetails = {
    fileName: "relevamiento-barrio-norte.csv",
    bytes: 1184,
    encoding: "windows-1252",
    delimiter: ";",
    headers: HEADERS,
    samples: HEADERS.map((_, i) => ROWS.slice(0, 3).map((r) => r.cells[i]!)),
    rows: ROWS.length,
    mode: "create-update",
    mapping: {
      name: 1,
      externalId: 0,
      slug: null,
      category: 2,
      address: 3,
      city: null,
      phone: 4,
      whatsapp: null,
      email: null,
      website: null,
      latitude: null,
      longitude: null,
      hours: 5,
      description: null,
      status: null,
    },
    stage: "done",
    plan: { counts },
    forced: [],
    counts,
  };
  const categoryCounts = { create: 0, update: 0, unchanged: 0, skip: 2, reject: 0, duplicate: 0 };
  const categoryDetails: ImportDetails = {
    fileName: "rubros-nuevos.csv",
    bytes: 212,
    encoding: "utf-8",
    delimiter: ",",
    headers: ["nombre", "slug", "madre"],
    samples: [["Cervecerías artesanales"], ["cervecerias-artesanales"], ["gastronomia"]],
    rows: 2,
    mode: "create",
    mapping: { name: 0, slug: 1, parent: 2, icon: null, color: null, featured: null, active: null, position: null },
    stage: "done",
    plan: { counts: categoryCounts },
    forced: [],
    counts: categoryCounts,
  };
  const [businessJob, categoryJob] = await db
    .insert(schema.jobs)
    .values([
      {
        kind: "import.businesses",
        status: "done",
        total: ROWS.length,
        processed: ROWS.length,
        details,
        createdBy: "demo-admin",
        createdAt: started,
        finishedAt: new Date(started.getTime() + 4_000),
      },
      {
        kind: "import.categories",
        status: "done",
        total: 2,
        processed: 2,
        details: categoryDetails,
        createdBy: "demo-admin",
        createdAt: new Date(now.getTime() - 6 * 86_400_000),
        finishedAt: new Date(now.getTime() - 6 * 86_400_000 + 1_000),
      },
    ])
    .returning({ id: schema.jobs.id });
  const skipped = ["Ya está en Vilma (modo «Sólo crear»)"];
  await db.insert(schema.importRows).values([
    ...plan.map((p) => ({
      jobId: businessJob!.id,
      ...p,
      changes: p.changes ?? null,
      hours: p.hours ?? null,
      result: p.outcome,
      // The demo's businesses are not these: no links.
      cells: p.outcome === "reject" || p.outcome === "duplicate" ? ROWS[p.row - 2]!.cells : null,
    })),
    ...[
      ["Farmacias", "farmacias", "salud"],
      ["Heladerías", "heladerias", "gastronomia"],
    ].map((cells, i) => ({
      jobId: categoryJob!.id,
      row: i + 2,
      name: cells[0]!,
      outcome: "skip",
      result: "skip",
      messages: skipped,
      cells,
    })),
  ]);
}
