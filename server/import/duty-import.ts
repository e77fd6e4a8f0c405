/**
 * The rota import (farmacias de turno): a CSV like the one the pharmacists' association publishes
 * (date, pharmacy, city; optionally address and hours). Each row names a pharmacy: matched among the
 * businesses of the pharmacies category in that city by name, then by address when the name is
 * repeated or unknown; a row whose pharmacy is not found (or not told apart) is rejected with why.
 * A duty is keyed by pharmacy and rota day: the same day again with other hours is an update, the
 * same pharmacy and day twice in the file is skipped (there is nothing to import "anyway"). Rota
 * files are small (DUTY_IMPORT_MAX_ROWS), so, as the category import, the run is one transaction
 * with its audit rows, each row's result and the job's progress. Same dry run, mapping and screens
 * as every import (ImportScreen).
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import {
  type ColumnMapping,
  type DutyRowValues,
  IMPORT_MESSAGES,
  type ImportMode,
  normalizeForMatch,
  type RowOutcome,
  type RowShape,
  readDutyRow,
} from "#core/csv-import.ts";
import { dutyWindowForDay, PHARMACY_CATEGORY_SLUG } from "#core/pharmacy-duty.ts";
import { type AuditEntry, recordAudits } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, categories, jobs, pharmacyDuties } from "../platform/db/schema.ts";
import { sheetRow } from "./business-import.ts";
import {
  emptyCounts,
  getImportJob,
  type ImportCounts,
  type ImportDetails,
  type PlanRow,
  readImportRows,
  saveImportDetails,
} from "./import-jobs.ts";
import { type RowResult, savePlanRows, saveRowResults } from "./import-rows.ts";

export interface Pharmacy {
  uuid: string;
  name: string;
  address: string | null;
  city: string;
}

interface ExistingDuty {
  id: number;
  businessUuid: string;
  dutyDate: string;
  startsAt: Date;
  endsAt: Date;
}

interface DutyDecision {
  row: number;
  outcome: RowOutcome;
  name: string;
  messages: string[];
  changes?: string[];
  values?: DutyRowValues;
  pharmacy?: Pharmacy;
  window?: { startsAt: Date; endsAt: Date };
  existing?: ExistingDuty;
}

/** The businesses of the pharmacies category (and its subcategories), any status but deleted. */
export async function loadPharmacies(db: Database): Promise<Pharmacy[]> {
  const [root] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, PHARMACY_CATEGORY_SLUG));
  if (!root) return [];
  const children = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, root.id));
  return db
    .select({ uuid: businesses.uuid, name: businesses.name, address: businesses.address, city: businesses.city })
    .from(businesses)
    .where(inArray(businesses.categoryId, [root.id, ...children.map((c) => c.id)]));
}

/** Finds the row's pharmacy: by name in its city, then by address among those (or alone). */
export function matchPharmacy(
  values: Pick<DutyRowValues, "name" | "city" | "address">,
  pharmacies: readonly Pharmacy[],
): { ok: true; pharmacy: Pharmacy } | { ok: false; message: string } {
  const inCity = pharmacies.filter((p) => p.city === values.city);
  const name = normalizeForMatch(values.name);
  const address = values.address ? normalizeForMatch(values.address) : null;
  const sameAddress = (p: Pharmacy) =>
    address !== null && p.address !== null && normalizeForMatch(p.address) === address;
  let found = inCity.filter((p) => normalizeForMatch(p.name) === name);
  if (found.length > 1 && address) found = found.filter(sameAddress);
  if (found.length === 0 && address) found = inCity.filter(sameAddress);
  if (found.length === 1) return { ok: true, pharmacy: found[0]! };
  if (found.length === 0) return { ok: false, message: IMPORT_MESSAGES.pharmacyUnknown(values.name, values.city) };
  return { ok: false, message: IMPORT_MESSAGES.pharmacyAmbiguous(values.name, found.length) };
}

export function decideDuties(
  rows: readonly string[][],
  pharmacies: readonly Pharmacy[],
  existing: readonly ExistingDuty[],
  shape: RowShape,
  mapping: ColumnMapping,
  mode: ImportMode,
): DutyDecision[] {
  const byKey = new Map(existing.map((d) => [`${d.businessUuid}|${d.dutyDate}`, d]));
  const inFile = new Map<string, number>();
  return rows.map((cells, i): DutyDecision => {
    const row = sheetRow(i);
    const read = readDutyRow(cells, shape, mapping);
    if (!read.ok) {
      return {
        row,
        outcome: "reject",
        name: cells[mapping.name ?? -1]?.trim() ?? "",
        messages: read.errors.map((e) => e.message),
      };
    }
    const v = read.values;
    const label = `${v.name} · ${v.date.split("-").reverse().join("/")}`;
    const matched = matchPharmacy(v, pharmacies);
    if (!matched.ok) return { row, outcome: "reject", name: label, messages: [matched.message], values: v };
    const window = dutyWindowForDay(v.date, v.start, v.end)!;
    const base = { row, name: `${matched.pharmacy.name} · ${v.date.split("-").reverse().join("/")}`, values: v };
    const key = `${matched.pharmacy.uuid}|${v.date}`;
    const earlier = inFile.get(key);
    if (earlier !== undefined)
      return {
        ...base,
        outcome: "skip",
        messages: [`La misma farmacia y el mismo día ya están en la fila ${earlier}`],
      };
    inFile.set(key, row);
    const found = byKey.get(key);
    const decided = { ...base, pharmacy: matched.pharmacy, window, existing: found };
    if (found) {
      if (mode === "create")
        return { ...decided, outcome: "skip", messages: ["Ese turno ya está cargado (modo «Sólo crear»)"] };
      const same =
        found.startsAt.getTime() === window.startsAt.getTime() && found.endsAt.getTime() === window.endsAt.getTime();
      return same
        ? { ...decided, outcome: "unchanged", messages: [] }
        : { ...decided, outcome: "update", messages: [], changes: ["hours"] };
    }
    if (mode === "update")
      return { ...decided, outcome: "skip", messages: ["Ese turno no está cargado (modo «Sólo actualizar»)"] };
    return { ...decided, outcome: "create", messages: [] };
  });
}

async function loadExisting(db: Database, rows: readonly string[][], details: ImportDetails): Promise<ExistingDuty[]> {
  // Only the days the file names: read them first, then the duties of those days.
  const dates = new Set<string>();
  for (const cells of rows) {
    const read = readDutyRow(cells, shapeOf(details), details.mapping);
    if (read.ok) dates.add(read.values.date);
  }
  if (dates.size === 0) return [];
  const sorted = [...dates].sort();
  return db
    .select({
      id: pharmacyDuties.id,
      businessUuid: pharmacyDuties.businessUuid,
      dutyDate: pharmacyDuties.dutyDate,
      startsAt: pharmacyDuties.startsAt,
      endsAt: pharmacyDuties.endsAt,
    })
    .from(pharmacyDuties)
    .where(and(gte(pharmacyDuties.dutyDate, sorted[0]!), lte(pharmacyDuties.dutyDate, sorted.at(-1)!)));
}

const shapeOf = (details: ImportDetails): RowShape => ({
  columns: details.headers.length,
  delimiter: details.delimiter,
});

const toPlanRow = (d: DutyDecision): PlanRow => ({
  row: d.row,
  outcome: d.outcome,
  name: d.name,
  messages: d.messages,
  ...(d.changes ? { changes: d.changes } : {}),
});

export async function planDutyImport(
  jobId: string,
  choice: { mode: ImportMode; mapping: ColumnMapping },
): Promise<{ counts: ImportCounts; rows: PlanRow[] }> {
  const job = await getImportJob("duties", jobId);
  if (!job) throw new Error("No existe esa importación");
  const details: ImportDetails = { ...job.details, ...choice, forced: [] };
  const db = await getDb();
  const rows = await readImportRows(jobId);
  const decisions = decideDuties(
    rows,
    await loadPharmacies(db),
    await loadExisting(db, rows, details),
    shapeOf(details),
    details.mapping,
    details.mode,
  );
  const counts = emptyCounts();
  for (const d of decisions) counts[d.outcome]++;
  const planRows = decisions.map(toPlanRow);
  await savePlanRows(jobId, planRows);
  await saveImportDetails(jobId, { ...details, stage: "planned", plan: { counts } });
  return { counts, rows: planRows };
}

export async function runDutyImport(jobId: string): Promise<void> {
  const job = await getImportJob("duties", jobId);
  if (!job || job.status === "done") return;
  const db = await getDb();
  const rows = await readImportRows(jobId);
  const details: ImportDetails = { ...job.details, stage: "done" };
  delete details.failure;
  const actor: AuditEntry["actor"] = { id: job.createdBy, ip: details.actorIp ?? null };
  let changed = false;
  await db.transaction(async (tx) => {
    const decisions = decideDuties(
      rows,
      await loadPharmacies(tx),
      await loadExisting(tx, rows, details),
      shapeOf(details),
      details.mapping,
      details.mode,
    );
    const audits: AuditEntry[] = [];
    const creates = decisions.filter((d) => d.outcome === "create");
    if (creates.length) {
      const inserted = await tx
        .insert(pharmacyDuties)
        .values(
          creates.map((d) => ({
            businessUuid: d.pharmacy!.uuid,
            city: d.values!.city,
            dutyDate: d.values!.date,
            ...d.window!,
          })),
        )
        .returning({ id: pharmacyDuties.id });
      creates.forEach((d, i) => {
        audits.push({
          actor,
          action: "pharmacy_duty.import_create",
          entity: { type: "pharmacy_duty", id: inserted[i]!.id },
          after: dutySnapshot(d.pharmacy!, d.values!.date, d.window!),
        });
      });
    }
    for (const d of decisions.filter((x) => x.outcome === "update")) {
      await tx.update(pharmacyDuties).set(d.window!).where(eq(pharmacyDuties.id, d.existing!.id));
      audits.push({
        actor,
        action: "pharmacy_duty.import_update",
        entity: { type: "pharmacy_duty", id: d.existing!.id },
        before: dutySnapshot(d.pharmacy!, d.values!.date, d.existing!),
        after: dutySnapshot(d.pharmacy!, d.values!.date, d.window!),
      });
    }
    await recordAudits(tx, audits);
    changed = audits.length > 0;
    const counts = emptyCounts();
    for (const d of decisions) counts[d.outcome]++;
    await saveRowResults(
      tx,
      jobId,
      decisions.map((d): RowResult => {
        const leftOut = d.outcome === "reject" || d.outcome === "duplicate" || d.outcome === "skip";
        return {
          ...toPlanRow(d),
          result: d.outcome,
          businessUuid: leftOut ? null : (d.pharmacy?.uuid ?? null),
          ...(leftOut ? { cells: rows[d.row - 2]! } : {}),
        };
      }),
    );
    await tx
      .update(jobs)
      .set({ status: "done", processed: rows.length, finishedAt: new Date(), details: { ...details, counts } })
      .where(eq(jobs.id, jobId));
  });
  if (changed) await clearPublicCaches();
}

function dutySnapshot(pharmacy: Pharmacy, date: string, window: { startsAt: Date; endsAt: Date }) {
  return {
    business: pharmacy.uuid,
    name: pharmacy.name,
    city: pharmacy.city,
    date,
    startsAt: window.startsAt.toISOString(),
    endsAt: window.endsAt.toISOString(),
  };
}
