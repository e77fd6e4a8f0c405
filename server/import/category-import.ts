/**
 * The category import: rows matched by slug; the parent by name or slug, from the database or the
 * same file; a parent that would make a cycle (or the category itself) is refused. Category files
 * are small (at most CATEGORY_IMPORT_MAX_ROWS rows), so the run is one transaction with its audit
 * rows, each row's result (import_rows) and the job's progress: it happens whole or not at all,
 * and running it again after a crash starts over safely. A row whose number of cells is not the
 * header's is rejected.
 */
import { eq } from "drizzle-orm";
import {
  type CategoryRowValues,
  type ColumnMapping,
  IMPORT_MESSAGES,
  type ImportMode,
  normalizeForMatch,
  normalizeHeader,
  type RowOutcome,
  type RowShape,
  readCategoryRow,
} from "#core/csv-import.ts";
import { type AuditEntry, recordAudits } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { categories, jobs } from "../platform/db/schema.ts";
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

const FIELDS = ["name", "iconType", "icon", "color", "isFeatured", "isActive", "position"] as const;
type Field = (typeof FIELDS)[number];

interface ExistingCategory {
  id: number;
  slug: string;
  name: string;
  parentSlug: string | null;
  values: Partial<Record<Field, string | number | boolean | null>>;
}

interface CategoryDecision {
  row: number;
  outcome: RowOutcome;
  name: string;
  messages: string[];
  changes?: string[];
  values?: CategoryRowValues;
  parentSlug?: string | null;
  existing?: ExistingCategory;
}

async function loadCategories(db: Database): Promise<ExistingCategory[]> {
  const rows = await db.select().from(categories);
  const slugById = new Map(rows.map((r) => [r.id, r.slug]));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    parentSlug: r.parentId === null ? null : (slugById.get(r.parentId) ?? null),
    values: {
      name: r.name,
      iconType: r.iconType,
      icon: r.icon,
      color: r.color,
      isFeatured: r.isFeatured,
      isActive: r.isActive,
      position: r.position,
    },
  }));
}

/** Every row's decision (two passes: the rows, then their parents and cycles). */
export function decideCategories(
  rows: readonly string[][],
  existing: readonly ExistingCategory[],
  shape: RowShape,
  mapping: ColumnMapping,
  mode: ImportMode,
  forced: ReadonlySet<number>,
): CategoryDecision[] {
  const bySlug = new Map(existing.map((c) => [c.slug, c]));
  const byName = new Map(existing.map((c) => [normalizeForMatch(c.name), c]));
  const fileSlugs = new Map<string, number>();
  const decisions = rows.map((cells, i): CategoryDecision => {
    const row = sheetRow(i);
    const read = readCategoryRow(cells, shape, mapping);
    if (!read.ok) {
      return {
        row,
        outcome: "reject",
        name: cells[mapping.name ?? -1]?.trim() ?? "",
        messages: read.errors.map((e) => e.message),
      };
    }
    const v = read.values;
    const base = { row, name: v.name, values: v };
    const earlier = fileSlugs.get(v.slug);
    if (earlier !== undefined)
      return { ...base, outcome: "duplicate", messages: [`El slug «${v.slug}» ya está en la fila ${earlier}`] };
    fileSlugs.set(v.slug, row);
    const match = bySlug.get(v.slug);
    if (match) {
      if (mode === "create")
        return { ...base, outcome: "skip", messages: ["Ya está en Vilma (modo «Sólo crear»)"], existing: match };
      return { ...base, outcome: "unchanged", messages: [], existing: match };
    }
    if (mode === "update") return { ...base, outcome: "skip", messages: ["No está en Vilma (modo «Sólo actualizar»)"] };
    const sameName = byName.get(normalizeForMatch(v.name));
    if (sameName && !forced.has(row)) {
      return {
        ...base,
        outcome: "duplicate",
        messages: [`Mismo nombre que «${sameName.name}» (${sameName.slug}), que ya está en Vilma`],
      };
    }
    return { ...base, outcome: "create", messages: [] };
  });

  // Parents: by slug or name, among the file's rows (created or updated) and the database's.
  const live = decisions.filter((d) => d.outcome === "create" || d.outcome === "unchanged");
  const fileBySlug = new Map(live.map((d) => [d.values!.slug, d]));
  const fileByName = new Map(live.map((d) => [normalizeHeader(d.name), d]));
  const resolve = (text: string): string | null => {
    const slug = text.trim().toLowerCase();
    if (fileBySlug.has(slug) || bySlug.has(slug)) return slug;
    const key = normalizeHeader(text);
    return fileByName.get(key)?.values?.slug ?? byName.get(normalizeForMatch(text))?.slug ?? null;
  };
  const parentOf = new Map(existing.map((c) => [c.slug, c.parentSlug]));
  for (const d of live) {
    const v = d.values!;
    if (v.parent === undefined) {
      d.parentSlug = d.existing ? d.existing.parentSlug : null;
      continue;
    }
    const parent = resolve(v.parent);
    if (!parent) Object.assign(d, { outcome: "reject", messages: [IMPORT_MESSAGES.parentUnknown(v.parent)] });
    else if (parent === v.slug) Object.assign(d, { outcome: "reject", messages: [IMPORT_MESSAGES.parentSelf] });
    else {
      d.parentSlug = parent;
      parentOf.set(v.slug, parent);
    }
  }
  for (const d of live) {
    if (d.outcome === "reject") continue;
    const seen = new Set<string>([d.values!.slug]);
    for (let p = parentOf.get(d.values!.slug) ?? null; p; p = parentOf.get(p) ?? null) {
      if (seen.has(p)) {
        Object.assign(d, { outcome: "reject", messages: [IMPORT_MESSAGES.parentCycle] });
        break;
      }
      seen.add(p);
    }
  }
  // What an existing category's row changes.
  for (const d of live) {
    if (d.outcome !== "unchanged" || !d.existing) continue;
    const changes: string[] = FIELDS.filter((f) => {
      const value = d.values![f];
      return value !== undefined && value !== d.existing!.values[f];
    });
    if (d.parentSlug !== d.existing.parentSlug) changes.push("parent");
    if (changes.length) Object.assign(d, { outcome: "update", changes });
  }
  return decisions;
}

const shapeOf = (details: ImportDetails): RowShape => ({
  columns: details.headers.length,
  delimiter: details.delimiter,
});

const toPlanRow = (d: CategoryDecision): PlanRow => ({
  row: d.row,
  outcome: d.outcome,
  name: d.name,
  messages: d.messages,
  ...(d.changes ? { changes: d.changes } : {}),
});

export async function planCategoryImport(
  jobId: string,
  choice: { mode: ImportMode; mapping: ColumnMapping },
): Promise<{ counts: ImportCounts; rows: PlanRow[] }> {
  const job = await getImportJob("categories", jobId);
  if (!job) throw new Error("No existe esa importación");
  const details: ImportDetails = { ...job.details, ...choice, forced: [] };
  const decisions = decideCategories(
    await readImportRows(jobId),
    await loadCategories(await getDb()),
    shapeOf(details),
    details.mapping,
    details.mode,
    new Set(),
  );
  const counts = emptyCounts();
  for (const d of decisions) counts[d.outcome]++;
  const rows = decisions.map(toPlanRow);
  await savePlanRows(jobId, rows);
  await saveImportDetails(jobId, { ...details, stage: "planned", plan: { counts } });
  return { counts, rows };
}

export async function runCategoryImport(jobId: string): Promise<void> {
  const job = await getImportJob("categories", jobId);
  if (!job || job.status === "done") return;
  const db = await getDb();
  const rows = await readImportRows(jobId);
  const details: ImportDetails = { ...job.details, stage: "done" };
  delete details.failure;
  const actor: AuditEntry["actor"] = { id: job.createdBy, ip: details.actorIp ?? null };
  let changed = false;
  await db.transaction(async (tx) => {
    const decisions = decideCategories(
      rows,
      await loadCategories(tx),
      shapeOf(details),
      details.mapping,
      details.mode,
      new Set(details.forced),
    );
    const audits: AuditEntry[] = [];
    const idBySlug = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
    );
    const creates = decisions.filter((d) => d.outcome === "create");
    if (creates.length) {
      const inserted = await tx
        .insert(categories)
        .values(creates.map((d) => ({ ...withoutParent(d.values!), slug: d.values!.slug })))
        .returning({ id: categories.id, slug: categories.slug });
      for (const r of inserted) idBySlug.set(r.slug, r.id);
    }
    const updates = decisions.filter((d) => d.outcome === "update");
    for (const d of updates) {
      const set: Record<string, unknown> = {};
      for (const f of d.changes!) if (f !== "parent") set[f] = d.values![f as Field];
      if (Object.keys(set).length) await tx.update(categories).set(set).where(eq(categories.id, d.existing!.id));
    }
    for (const d of [...creates, ...updates]) {
      const id = idBySlug.get(d.values!.slug)!;
      if (d.outcome === "create" ? d.parentSlug : d.changes!.includes("parent")) {
        await tx
          .update(categories)
          .set({ parentId: d.parentSlug ? idBySlug.get(d.parentSlug)! : null })
          .where(eq(categories.id, id));
      }
      const after: Record<string, unknown> = { ...withoutParent(d.values!), parent: d.parentSlug ?? null };
      const before =
        d.outcome === "update"
          ? Object.fromEntries(
              d.changes!.map((f) => [f, f === "parent" ? d.existing!.parentSlug : d.existing!.values[f as Field]]),
            )
          : null;
      audits.push({
        actor,
        action: d.outcome === "create" ? "category.import_create" : "category.import_update",
        entity: { type: "category", id },
        before,
        after: d.outcome === "create" ? after : Object.fromEntries(d.changes!.map((f) => [f, after[f]])),
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
          ...(leftOut ? { cells: rows[d.row - 2]! } : {}),
        };
      }),
    );
    await tx
      .update(jobs)
      .set({
        status: "done",
        processed: rows.length,
        finishedAt: new Date(),
        details: { ...details, counts },
      })
      .where(eq(jobs.id, jobId));
  });
  if (changed) await clearPublicCaches();
}

function withoutParent(v: CategoryRowValues) {
  const { parent: _parent, slug: _slug, ...rest } = v;
  return rest;
}
