/**
 * The business import: the dry run (`planBusinessImport`) and the run (`runBusinessImport`) read
 * every row through the same `BusinessPlanner`, so what the dry run says is what the run does
 * (against the database as it is then).
 *
 * - A row is matched by its external_id, else by its slug (the slug column, or the one its name
 *   gives when the file has neither).
 * - Likely duplicates (not created unless the admin ticks "importar igual"): an external_id or a
 *   slug already used by an earlier row of the file, the same phone as a business (in Vilma or
 *   earlier in the file), the same name and address (normalised).
 * - An empty cell changes nothing; a row whose values equal the business's is "sin cambios" and is
 *   not written (no audit row, no updated_at).
 * - A row whose number of cells is not the header's is rejected (its cells no longer line up).
 * - The run commits `importBatchSize` rows per transaction with their audit rows, each row's result
 *   (import_rows) and the job's progress, so a crash leaves whole batches; running it again starts
 *   at the first missing batch.
 * - Neither holds the site (issue 21): the file, the database's businesses and the rows are read
 *   in slices, and on PGlite (whose statements run on this thread, one at a time) a batch is a few
 *   rows with a breather after it, so a visitor's query waits for one small transaction at most.
 */
import { asc, eq, gt, inArray, sql } from "drizzle-orm";
import { CITIES } from "#core/cities.ts";
import { formatCompactHours, parseCompactHours } from "#core/compact-hours.ts";
import {
  type BusinessRowValues,
  type CategoryRef,
  type ColumnMapping,
  categoryLookup,
  compactHoursOf,
  IMPORT_MESSAGES,
  type ImportMode,
  nameAddressKey,
  phoneKey,
  type RowOutcome,
  type RowShape,
  readBusinessRow,
} from "#core/csv-import.ts";
import { geocodeKey } from "#core/geocoding.ts";
import { weeklyRows } from "#core/hours-form.ts";
import { describeWeek } from "#core/opening-hours.ts";
import { isReservedSlug } from "#core/slug.ts";
import { baseSlug } from "../businesses/business-slug.ts";
import { appGeocoder, type Geocoder } from "../geocoding/geocoder.ts";
import { locateMany } from "../geocoding/locate-many.ts";
import { type AuditEntry, recordAudits } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getConfig } from "../platform/config.ts";
import { type Database, type DatabaseHandle, getDatabaseHandle } from "../platform/db/client.ts";
import { businesses, businessHours, categories, jobs } from "../platform/db/schema.ts";
import { databaseBreather, Slices } from "../platform/slices.ts";
import {
  emptyCounts,
  getImportJob,
  type ImportCounts,
  type ImportDetails,
  type PlanRow,
  type RowLocation,
  readImportRows,
  saveImportDetails,
} from "./import-jobs.ts";
import { type RowResult, savePlanRows, saveRowResults } from "./import-rows.ts";

/**
 * Rows per transaction. PGlite writes a business with its week and audit row in a few ms of this
 * thread (its indexes and the search documents' trigger), and holds itself for the whole
 * transaction: a handful per transaction keeps every visitor's wait well under 100 ms. PostgreSQL
 * works in its own process: larger batches, and only the statements' building happens here (a
 * hundred rows' businesses, weeks, audit and result rows: well under 100 ms of this thread).
 */
export const IMPORT_BATCH_SIZES: Record<DatabaseHandle["kind"], number> = { pglite: 4, postgres: 100 };

/** The business columns an import writes and compares. */
const COLUMNS = [
  "name",
  "categoryId",
  "address",
  "city",
  "phoneNumber",
  "whatsappNumber",
  "email",
  "websiteUrl",
  "latitude",
  "longitude",
  "description",
  "status",
] as const;
type Column = (typeof COLUMNS)[number];
type Values = Partial<Record<Column, string | number | null>>;

/** A business the planner knows: in the database, or created by an earlier row of this file. */
interface Known {
  uuid: string | null;
  name: string;
  slug: string;
  externalId: string | null;
  values: Values;
  /** The week as compact text ("" without hours). */
  hours: string;
  /** The file row that creates it. */
  row?: number;
}

export interface BusinessDecision {
  row: number;
  outcome: RowOutcome;
  name: string;
  messages: string[];
  changes?: string[];
  values?: BusinessRowValues;
  target?: Known;
  /** The target's values before this row (updates). */
  before?: Values & { hours?: string; externalId?: string | null };
}

class BusinessIndex {
  byExternalId = new Map<string, Known>();
  bySlug = new Map<string, Known>();
  byPhone = new Map<string, Known>();
  byNameAddress = new Map<string, Known>();

  add(known: Known) {
    if (known.externalId) this.byExternalId.set(known.externalId, known);
    this.bySlug.set(known.slug, known);
    this.addKeys(known);
  }

  addKeys(known: Known) {
    const phone = phoneKey(known.values.phoneNumber as string | null);
    if (phone && !this.byPhone.has(phone)) this.byPhone.set(phone, known);
    const nameAddress = nameAddressKey(known.name, known.values.address as string | null);
    if (nameAddress && !this.byNameAddress.has(nameAddress)) this.byNameAddress.set(nameAddress, known);
  }

  freeSlug(base: string): string {
    if (!this.bySlug.has(base) && !isReservedSlug(base)) return base;
    for (let n = 2; ; n++) if (!this.bySlug.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** Businesses read per statement (with their hours) when the planner loads what Vilma has. */
const INDEX_PAGE = 500;

async function loadIndex({ db, kind }: DatabaseHandle): Promise<{ index: BusinessIndex; categories: CategoryRef[] }> {
  const index = new BusinessIndex();
  const slices = new Slices();
  // A page at a time (by uuid), so a site with 20,000 businesses is not one long read.
  for (let after: string | null = null; ; ) {
    const started = performance.now();
    const rows = (await db
      .select({
        uuid: businesses.uuid,
        slug: businesses.slug,
        externalId: businesses.externalId,
        ...Object.fromEntries(COLUMNS.map((c) => [c, businesses[c]])),
      } as const)
      .from(businesses)
      .where(after === null ? undefined : gt(businesses.uuid, after))
      .orderBy(asc(businesses.uuid))
      .limit(INDEX_PAGE)) as unknown as (Values & {
      uuid: string;
      slug: string;
      externalId: string | null;
      name: string;
    })[];
    const hours = rows.length
      ? await db
          .select({
            businessUuid: businessHours.businessUuid,
            dayOfWeek: businessHours.dayOfWeek,
            openTime: businessHours.openTime,
            closeTime: businessHours.closeTime,
            isClosed: businessHours.isClosed,
          })
          .from(businessHours)
          .where(
            inArray(
              businessHours.businessUuid,
              rows.map((r) => r.uuid),
            ),
          )
      : [];
    await databaseBreather(kind, performance.now() - started);
    const hoursBy = new Map<string, (typeof hours)[number][]>();
    for (const h of hours) {
      const list = hoursBy.get(h.businessUuid);
      if (list) list.push(h);
      else hoursBy.set(h.businessUuid, [h]);
    }
    for (const r of rows) {
      const values: Values = {};
      for (const c of COLUMNS) values[c] = r[c] ?? null;
      index.add({
        uuid: r.uuid,
        name: r.name,
        slug: r.slug,
        externalId: r.externalId,
        values,
        hours: formatCompactHours(hoursBy.get(r.uuid) ?? []),
      });
      await slices.maybePause();
    }
    if (rows.length < INDEX_PAGE) break;
    after = rows.at(-1)!.uuid;
  }
  const cats = await db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories);
  return { index, categories: cats };
}

const where = (k: Known) =>
  k.row !== undefined ? `la fila ${k.row} («${k.name}»)` : `«${k.name}», que ya está en Vilma`;

/** Decides each row in file order, remembering what earlier rows did. */
export class BusinessPlanner {
  private fileExternalIds = new Map<string, number>();
  private fileSlugs = new Map<string, number>();
  private findCategory: (text: string) => CategoryRef | undefined;
  private index: BusinessIndex;
  private shape: RowShape;
  private mapping: ColumnMapping;
  private mode: ImportMode;
  private forced: ReadonlySet<number>;
  private located: Readonly<Record<string, RowLocation>>;

  constructor(
    index: BusinessIndex,
    categories: CategoryRef[],
    shape: RowShape,
    mapping: ColumnMapping,
    mode: ImportMode,
    forced: ReadonlySet<number>,
    located: Readonly<Record<string, RowLocation>> = {},
  ) {
    this.located = located;
    this.index = index;
    this.shape = shape;
    this.mapping = mapping;
    this.mode = mode;
    this.forced = forced;
    this.findCategory = categoryLookup(categories);
  }

  /**
   * A row without coordinates, for a business that has none, takes the place the dry run found for
   * its address; when none was found it says so (the business is imported without a pin).
   */
  private placeFromAddress(v: BusinessRowValues, row: number, hasPlace: boolean): string[] {
    if (v.latitude !== undefined || hasPlace || !v.address) return [];
    const located = this.located[String(row)];
    if (located === undefined) return [];
    const where = `${v.address}, ${v.city ?? CITIES[0]}`;
    if (located === "not_found") return [IMPORT_MESSAGES.notLocated(where)];
    if (located === "unreachable") return [IMPORT_MESSAGES.locatorDown(where)];
    [v.latitude, v.longitude] = located;
    return [IMPORT_MESSAGES.locatedByAddress(located[0], located[1])];
  }

  /** Whether a row would create or fill in a business that has no place (its address is worth a lookup). */
  static wantsPlace(d: BusinessDecision): boolean {
    if (!d.values?.address || d.values.latitude !== undefined) return false;
    if (d.outcome === "create") return true;
    return (d.outcome === "update" || d.outcome === "unchanged") && d.target?.values.latitude == null;
  }

  decide(cells: readonly string[], row: number): BusinessDecision {
    const read = readBusinessRow(cells, this.shape, this.mapping, this.findCategory);
    if (!read.ok) {
      const name = cells[this.mapping.name ?? -1]?.trim() ?? "";
      return { row, outcome: "reject", name, messages: read.errors.map((e) => e.message) };
    }
    const v = read.values;
    const base: Pick<BusinessDecision, "row" | "name" | "values"> = { row, name: v.name, values: v };
    const forced = this.forced.has(row);
    const bySlug = !v.externalId || v.slug !== null;
    const wantedSlug = v.slug ?? baseSlug(v.name, v.city);

    // The same identity earlier in the file.
    const earlierExternal = v.externalId ? this.fileExternalIds.get(v.externalId) : undefined;
    const earlierSlug = bySlug ? this.fileSlugs.get(wantedSlug) : undefined;
    if (v.externalId && earlierExternal === undefined) this.fileExternalIds.set(v.externalId, row);
    if (bySlug && earlierSlug === undefined) this.fileSlugs.set(wantedSlug, row);
    if (!forced && earlierExternal !== undefined) {
      return {
        ...base,
        outcome: "duplicate",
        messages: [`El external_id «${v.externalId}» ya está en la fila ${earlierExternal}`],
      };
    }
    if (!forced && earlierSlug !== undefined) {
      return { ...base, outcome: "duplicate", messages: [`Mismo nombre o slug que la fila ${earlierSlug}`] };
    }

    let match: Known | undefined;
    if (v.externalId) {
      match = this.index.byExternalId.get(v.externalId);
      if (!match && v.slug) {
        const other = this.index.bySlug.get(v.slug);
        if (other?.externalId && other.externalId !== v.externalId) {
          return {
            ...base,
            outcome: "reject",
            messages: [`El slug «${v.slug}» ya es de otro comercio (external_id ${other.externalId})`],
          };
        }
        match = other;
      }
    } else match = this.index.bySlug.get(wantedSlug);
    if (match && match.row !== undefined && !forced) {
      return { ...base, outcome: "duplicate", messages: [`Es el mismo comercio que ${where(match)}`] };
    }

    if (match) {
      if (this.mode === "create")
        return { ...base, outcome: "skip", messages: ["Ya está en Vilma (modo «Sólo crear»)"] };
      const placed = this.placeFromAddress(v, row, match.values.latitude != null);
      const after: Values = {};
      const before: NonNullable<BusinessDecision["before"]> = {};
      for (const c of COLUMNS) {
        const value = v[c as keyof BusinessRowValues] as string | number | undefined;
        if (value === undefined || value === match.values[c]) continue;
        before[c] = match.values[c] ?? null;
        after[c] = value;
      }
      const changes = Object.keys(after);
      if (v.externalId && v.externalId !== match.externalId) {
        changes.push("externalId");
        before.externalId = match.externalId;
      }
      const hours = v.hours ? compactHoursOf(v.hours) : undefined;
      if (hours !== undefined && hours !== match.hours) {
        changes.push("hours");
        before.hours = match.hours;
      }
      if (changes.length === 0) return { ...base, outcome: "unchanged", messages: placed, target: match };
      // Later rows see the business as this row leaves it.
      Object.assign(match.values, after);
      if (hours !== undefined) match.hours = hours;
      if (v.externalId && v.externalId !== match.externalId) {
        match.externalId = v.externalId;
        this.index.byExternalId.set(v.externalId, match);
      }
      this.index.addKeys(match);
      return { ...base, outcome: "update", messages: placed, changes, target: match, before };
    }

    if (this.mode === "update")
      return { ...base, outcome: "skip", messages: ["No está en Vilma (modo «Sólo actualizar»)"] };
    if (v.categoryId === undefined) return { ...base, outcome: "reject", messages: [IMPORT_MESSAGES.categoryMissing] };
    const phone = phoneKey(v.phoneNumber);
    const samePhone = phone ? this.index.byPhone.get(phone) : undefined;
    const nameAddress = nameAddressKey(v.name, v.address);
    const sameNameAddress = nameAddress ? this.index.byNameAddress.get(nameAddress) : undefined;
    if (!forced && (samePhone || sameNameAddress)) {
      const messages = [];
      if (samePhone) messages.push(`Mismo teléfono que ${where(samePhone)}`);
      if (sameNameAddress) messages.push(`Mismo nombre y dirección que ${where(sameNameAddress)}`);
      return { ...base, outcome: "duplicate", messages };
    }
    const placed = this.placeFromAddress(v, row, false);
    const values: Values = {};
    for (const c of COLUMNS) values[c] = (v[c as keyof BusinessRowValues] as string | number | undefined) ?? null;
    values.city ??= "Villa María";
    values.status ??= "active";
    const known: Known = {
      uuid: null,
      name: v.name,
      slug: v.slug ?? this.index.freeSlug(wantedSlug),
      externalId: v.externalId,
      values,
      hours: v.hours ? compactHoursOf(v.hours) : "",
      row,
    };
    this.index.add(known);
    return { ...base, outcome: "create", messages: placed, target: known };
  }
}

/** The spreadsheet's row number of a data row (the header is row 1). */
export const sheetRow = (index: number) => index + 2;

/** A stored week (its compact text, "" for none) as a person reads it. */
function describeCompact(compact: string): string {
  const parsed = compact ? parseCompactHours(compact) : null;
  return describeWeek(parsed?.ok ? weeklyRows(parsed.days) : []);
}

/**
 * The hours a row leaves stored, as a person reads them: the file's week, or for a business the
 * row does not give hours to, the one it has ("Sin horarios" for a new one); nothing for a row
 * that writes nothing.
 */
function hoursText(d: BusinessDecision): string | undefined {
  if (d.values?.hours) return describeWeek(weeklyRows(d.values.hours));
  if (d.outcome === "create") return describeWeek([]);
  if ((d.outcome === "update" || d.outcome === "unchanged") && d.target) return describeCompact(d.target.hours);
  return undefined;
}

function toPlanRow(d: BusinessDecision): PlanRow {
  const row: PlanRow = { row: d.row, outcome: d.outcome, name: d.name, messages: d.messages };
  if (d.changes) row.changes = d.changes;
  const hours = hoursText(d);
  if (hours) row.hours = hours;
  return row;
}

async function plannerFor(handle: DatabaseHandle, details: ImportDetails) {
  const { index, categories: cats } = await loadIndex(handle);
  const shape = { columns: details.headers.length, delimiter: details.delimiter };
  return new BusinessPlanner(
    index,
    cats,
    shape,
    details.mapping,
    details.mode,
    new Set(details.forced),
    details.located ?? {},
  );
}

/**
 * The rows that would create (or fill in) a business without a place, looked up by address: a
 * first reading of the file says which, the geocoder answers a few at a time, and the answers are
 * kept by row for the dry run's second reading and for the run.
 */
async function locateRows(
  handle: DatabaseHandle,
  details: ImportDetails,
  cells: readonly string[][],
  geocoder: Geocoder,
): Promise<Record<string, RowLocation>> {
  if (!geocoder.configured) return {};
  const planner = await plannerFor(handle, { ...details, located: {} });
  const slices = new Slices();
  const wanted: { row: number; address: string; city: (typeof CITIES)[number] }[] = [];
  for (const [i, row] of cells.entries()) {
    const d = planner.decide(row, sheetRow(i));
    if (BusinessPlanner.wantsPlace(d))
      wanted.push({ row: d.row, address: d.values!.address!, city: d.values!.city ?? CITIES[0] });
    if (slices.due()) await slices.pause();
  }
  if (wanted.length === 0) return {};
  const outcomes = await locateMany(wanted, geocoder, getConfig().GEOCODER_CONCURRENCY);
  const located: Record<string, RowLocation> = {};
  for (const w of wanted) {
    const outcome = outcomes.get(geocodeKey(w.address, w.city));
    if (!outcome) continue;
    located[String(w.row)] =
      outcome.status === "found"
        ? [outcome.latitude, outcome.longitude]
        : outcome.status === "unreachable"
          ? "unreachable"
          : "not_found";
  }
  return located;
}

/** The dry run: what each row would do now. Its rows go to import_rows, its counts into the job. */
export async function planBusinessImport(
  jobId: string,
  choice: { mode: ImportMode; mapping: ColumnMapping },
  options: { geocoder?: Geocoder } = {},
): Promise<{ counts: ImportCounts; rows: PlanRow[] }> {
  const job = await getImportJob("businesses", jobId);
  if (!job) throw new Error("No existe esa importación");
  const handle = await getDatabaseHandle();
  const fileRows = await readImportRows(jobId);
  const base: ImportDetails = { ...job.details, ...choice, forced: [] };
  delete base.located;
  const located = await locateRows(handle, base, fileRows, options.geocoder ?? appGeocoder());
  const details: ImportDetails = { ...base, located };
  const planner = await plannerFor(handle, details);
  const counts = emptyCounts();
  const slices = new Slices();
  const rows: PlanRow[] = [];
  for (const [i, cells] of fileRows.entries()) {
    const d = planner.decide(cells, sheetRow(i));
    counts[d.outcome]++;
    rows.push(toPlanRow(d));
    if (slices.due()) await slices.pause();
  }
  await savePlanRows(jobId, rows);
  await saveImportDetails(jobId, { ...details, stage: "planned", plan: { counts } });
  return { counts, rows };
}

function snapshot(values: Values, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...values, ...extra }))
    if (v !== null && v !== undefined && v !== "") out[k] = v;
  return out;
}

/** Writes a batch's businesses, hours and audit rows; answers what happened to each row. */
async function writeBatch(
  tx: Database,
  decisions: BusinessDecision[],
  cellsOf: (d: BusinessDecision) => string[],
  actor: AuditEntry["actor"],
): Promise<RowResult[]> {
  const now = new Date();
  const audits: AuditEntry[] = [];
  const creates = decisions.filter((d) => d.outcome === "create");
  if (creates.length) {
    const inserted = await tx
      .insert(businesses)
      .values(
        creates.map((d) => {
          const k = d.target!;
          return { ...(k.values as Record<string, never>), name: k.name, slug: k.slug, externalId: k.externalId };
        }),
      )
      .returning({ uuid: businesses.uuid, slug: businesses.slug });
    const uuidBySlug = new Map(inserted.map((r) => [r.slug, r.uuid]));
    const hourRows: (typeof businessHours.$inferInsert)[] = [];
    for (const d of creates) {
      const k = d.target!;
      k.uuid = uuidBySlug.get(k.slug)!;
      if (d.values?.hours) hourRows.push(...weeklyRows(d.values.hours).map((r) => ({ ...r, businessUuid: k.uuid! })));
      audits.push({
        actor,
        action: "business.import_create",
        entity: { type: "business", id: k.uuid },
        after: snapshot(k.values, { slug: k.slug, externalId: k.externalId, hours: k.hours }),
      });
    }
    if (hourRows.length) await tx.insert(businessHours).values(hourRows);
  }
  const updates = decisions.filter((d) => d.outcome === "update");
  const replaceHours: string[] = [];
  const hourRows: (typeof businessHours.$inferInsert)[] = [];
  for (const d of updates) {
    const k = d.target!;
    const set: Record<string, unknown> = { updatedAt: now };
    const after: Record<string, unknown> = {};
    for (const field of d.changes!) {
      if (field === "hours") {
        replaceHours.push(k.uuid!);
        hourRows.push(...weeklyRows(d.values!.hours!).map((r) => ({ ...r, businessUuid: k.uuid! })));
        after.hours = compactHoursOf(d.values!.hours!);
      } else if (field === "externalId") {
        set.externalId = d.values!.externalId;
        after.externalId = d.values!.externalId;
      } else {
        set[field] = d.values![field as keyof BusinessRowValues];
        after[field] = set[field];
      }
    }
    await tx.update(businesses).set(set).where(eq(businesses.uuid, k.uuid!));
    audits.push({
      actor,
      action: "business.import_update",
      entity: { type: "business", id: k.uuid! },
      before: d.before as Record<string, unknown>,
      after,
    });
  }
  if (replaceHours.length) {
    await tx.delete(businessHours).where(inArray(businessHours.businessUuid, replaceHours));
    if (hourRows.length) await tx.insert(businessHours).values(hourRows);
  }
  await recordAudits(tx, audits);
  return decisions.map((d): RowResult => {
    const leftOut = d.outcome === "reject" || d.outcome === "duplicate" || d.outcome === "skip";
    const result: RowResult = {
      row: d.row,
      name: d.name,
      outcome: d.outcome,
      result: d.outcome,
      messages: d.messages,
      businessUuid: leftOut ? null : (d.target?.uuid ?? null),
    };
    if (d.changes) result.changes = d.changes;
    const hours = hoursText(d);
    if (hours) result.hours = hours;
    if (leftOut) result.cells = cellsOf(d);
    return result;
  });
}

/**
 * Imports the job's file, from its first missing batch on. Each batch is one transaction with its
 * businesses, hours, audit rows, each row's result and the job's progress; the end clears the
 * public caches.
 */
export async function runBusinessImport(
  jobId: string,
  /** A seam for the crash test: runs inside each batch's transaction after its writes. */
  options: { afterBatchWrites?: (batch: number) => void | Promise<void> } = {},
): Promise<void> {
  const job = await getImportJob("businesses", jobId);
  if (!job || job.status === "done") return;
  const handle = await getDatabaseHandle();
  const { db } = handle;
  const batchSize = IMPORT_BATCH_SIZES[handle.kind];
  const rows = await readImportRows(jobId);
  const details: ImportDetails = { ...job.details, stage: "importing" };
  delete details.failure;
  const actor: AuditEntry["actor"] = { id: job.createdBy, ip: details.actorIp ?? null };
  const planner = await plannerFor(handle, details);
  // Rows already committed are read again (they are in the database now) so later rows see them.
  const slices = new Slices();
  for (let i = 0; i < job.processed; i++) {
    planner.decide(rows[i]!, sheetRow(i));
    if (slices.due()) await slices.pause();
  }
  const counts = { ...emptyCounts(), ...details.counts };
  let changed = false;
  for (let start = job.processed, batch = 0; start < rows.length; start += batchSize, batch++) {
    const end = Math.min(rows.length, start + batchSize);
    const decisions: BusinessDecision[] = [];
    for (let i = start; i < end; i++) decisions.push(planner.decide(rows[i]!, sheetRow(i)));
    await slices.maybePause();
    const started = performance.now();
    await db.transaction(async (tx) => {
      const results = await writeBatch(tx, decisions, (d) => rows[d.row - 2]!, actor);
      await saveRowResults(tx, jobId, results);
      for (const d of decisions) counts[d.outcome]++;
      await options.afterBatchWrites?.(batch);
      await tx
        .update(jobs)
        .set({
          status: "running",
          processed: end,
          // Only the counts change: the rest of details is not written again per batch.
          details: sql`jsonb_set(jsonb_set(${jobs.details} - 'failure', '{counts}', ${JSON.stringify(counts)}::jsonb), '{stage}', '"importing"')`,
        })
        .where(eq(jobs.id, jobId));
    });
    if (decisions.some((d) => d.outcome === "create" || d.outcome === "update")) changed = true;
    await databaseBreather(handle.kind, performance.now() - started);
    slices.restart();
  }
  await db
    .update(jobs)
    .set({
      status: "done",
      processed: rows.length,
      finishedAt: new Date(),
      details: { ...details, counts, stage: "done" },
    })
    .where(eq(jobs.id, jobId));
  if (changed) await clearPublicCaches();
}
