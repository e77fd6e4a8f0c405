/**
 * The CSV import page, for businesses and categories alike: upload, mapping and mode, the dry run,
 * the run with its progress, the rows left out, the history, and the file format's help.
 */

import { useEffect, useRef } from "react";
import { Form, Link, useFetcher, useNavigation, useRevalidator } from "react-router";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { Download, FileSpreadsheet, History, ListChecks } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { StatCard } from "#app/components/page/stat-card.tsx";
import { cn } from "#app/lib/cn.ts";
import { COMPACT_HOURS_EXAMPLE } from "#core/compact-hours.ts";
import {
  CHANGE_LABELS,
  IMPORT_MAX_BYTES,
  IMPORT_MODE_LABELS,
  IMPORT_MODES,
  type ImportKind,
  type ImportMode,
  importFields,
  ROW_OUTCOME_LABELS,
  ROW_OUTCOMES,
  ROW_RESULT_LABELS,
  type RowOutcome,
} from "#core/csv-import.ts";
import { formatCount, formatDateTime } from "#core/format.ts";
import type { ListPage, ListParams } from "#core/list-params.ts";
import type { ImportCounts, ImportHistoryRow, PlanRow } from "#server/import/import-jobs.ts";
import type { ImportRowView } from "#server/import/import-rows.ts";

const TITLES: Record<
  ImportKind,
  { title: string; thing: string; things: string; example: string; back: { label: string; href: string } }
> = {
  businesses: {
    title: "Importar comercios",
    thing: "comercio",
    things: "comercios",
    example: "/admin/imports/ejemplo/comercios",
    back: { label: "Comercios", href: "/admin/businesses" },
  },
  categories: {
    title: "Importar categorías",
    thing: "categoría",
    things: "categorías",
    example: "/admin/imports/ejemplo/categorias",
    back: { label: "Categorías", href: "/admin/categories" },
  },
  duties: {
    title: "Importar turnos de farmacias",
    thing: "turno (fecha, farmacia y ciudad)",
    things: "turnos",
    example: "/admin/imports/ejemplo/turnos",
    back: { label: "Farmacias de turno", href: "/admin/farmacias-de-turno" },
  },
};

const OUTCOME_STYLES: Record<RowOutcome, string> = {
  create: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  update: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
  unchanged: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  skip: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  reject: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
  duplicate: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
};

const STATUS_LABELS: Record<string, string> = {
  queued: "Sin importar",
  running: "Importando",
  done: "Terminada",
  failed: "Se detuvo",
};

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";
const sectionClass = "rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6";

/** What the dry run says will happen to a row, or (`done`) what the run did. */
function OutcomeBadge({ outcome, done = false }: { outcome: RowOutcome; done?: boolean }) {
  return (
    <span
      data-outcome={outcome}
      data-result={done ? outcome : undefined}
      className={cn(
        "inline-flex px-2.5 py-0.5 font-semibold text-xs",
        // The one long label may wrap: a pill of two lines reads better with softer corners.
        done && outcome === "duplicate" ? "rounded-lg" : "whitespace-nowrap rounded-full",
        OUTCOME_STYLES[outcome],
      )}
    >
      {(done ? ROW_RESULT_LABELS : ROW_OUTCOME_LABELS)[outcome]}
    </span>
  );
}

export interface ImportJobView {
  id: string;
  status: "queued" | "running" | "done" | "failed";
  total: number;
  processed: number;
  rejected: number;
  details: {
    fileName: string;
    bytes: number;
    encoding: string;
    delimiter: string;
    headers: string[];
    samples: string[][];
    rows: number;
    mode: ImportMode;
    mapping: Record<string, number | null>;
    stage: string;
    counts?: ImportCounts;
    failure?: string;
  };
  counts: ImportCounts | null;
  stalled: boolean;
  createdAt: Date | string;
  finishedAt: Date | string | null;
}

export interface ImportScreenProps {
  kind: ImportKind;
  job: ImportJobView | null;
  duplicates?: readonly PlanRow[];
  plan?: { params: ListParams; list: ListPage<ImportRowView> };
  history: { params: ListParams; list: ListPage<ImportHistoryRow> } | null;
  actionData?:
    | { intent: string | null; uploadError: string | null; result: { error?: Record<string, string[] | null> } | null }
    | undefined;
}

export function ImportScreen({ kind, job, duplicates, plan, history, actionData }: ImportScreenProps) {
  const t = TITLES[kind];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t.title}
        breadcrumb={[{ label: "Administración", href: "/admin" }, t.back, { label: "Importar" }]}
        description={`Subí un CSV (de una planilla, separado por comas o punto y coma) para crear o actualizar ${t.things} de a muchos.`}
        actions={
          <a href={t.example} className={cn(linkClass, "inline-flex items-center gap-1.5")} download>
            <Download className="size-4" aria-hidden /> Archivo de ejemplo
          </a>
        }
      />
      {job ? (
        <JobView kind={kind} job={job} duplicates={duplicates ?? []} plan={plan} actionData={actionData} />
      ) : (
        <>
          <UploadForm kind={kind} error={actionData?.uploadError ?? null} />
          <FormatHelp kind={kind} />
          {history && <HistoryTable kind={kind} history={history} />}
        </>
      )}
    </div>
  );
}

/** The form's main button, busy while its own intent is being sent. */
function Submit({ intent, busyLabel, children }: { intent: string; busyLabel: string; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <SubmitButton busy={busy} busyLabel={busyLabel}>
      {children}
    </SubmitButton>
  );
}

function UploadForm({ kind, error }: { kind: ImportKind; error: string | null }) {
  return (
    <section aria-labelledby="import-upload" className={sectionClass}>
      <h2 id="import-upload" className="mb-3 font-semibold text-lg">
        1. Subí el archivo
      </h2>
      {error && <FormAlert tone="error" title="No se pudo leer el archivo" description={error} />}
      <Form method="post" encType="multipart/form-data" className="flex max-w-xl flex-col gap-4">
        <input type="hidden" name="intent" value="upload" />
        <div className="min-w-0">
          <TextField
            id="import-file"
            name="file"
            type="file"
            label="Archivo CSV"
            accept=".csv,text/csv,text/plain"
            required
            error={error ?? undefined}
            hint={`Hasta ${IMPORT_MAX_BYTES / 1024 / 1024} MB. UTF-8 o Latin-1; la primera fila son los títulos.`}
          />
        </div>
        <div>
          <Submit intent="upload" busyLabel="Subiendo…">
            Subir y revisar columnas
          </Submit>
        </div>
      </Form>
      <p className="mt-3 text-fg-muted text-sm">
        Nada se guarda hasta que confirmes: primero vas a ver qué pasaría con cada fila.{" "}
        {kind === "businesses" ? "Los comercios importados quedan activos salvo que el archivo diga otro estado." : ""}
      </p>
    </section>
  );
}

function FormatHelp({ kind }: { kind: ImportKind }) {
  const fields = importFields(kind);
  return (
    <section aria-labelledby="import-format" className={sectionClass}>
      <h2 id="import-format" className="mb-3 flex items-center gap-2 font-semibold text-lg">
        <FileSpreadsheet className="size-5" aria-hidden /> Formato del archivo
      </h2>
      <p className="mb-3 text-sm">
        Una fila por {TITLES[kind].thing}, con títulos en la primera. Los títulos pueden estar en castellano o en inglés
        (el sistema adivina cuál es cada columna y vos lo podés cambiar). Una celda vacía no borra nada.{" "}
        <a href={TITLES[kind].example} className={linkClass} download>
          Bajá el ejemplo
        </a>
        .
      </p>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.key} className="min-w-0">
            <dt className="font-semibold">
              {f.label} <span className="font-normal text-fg-muted">({f.guesses.slice(0, 2).join(", ")})</span>
            </dt>
            <dd className="text-fg-muted">{f.help || "Opcional."}</dd>
          </div>
        ))}
      </dl>
      {kind === "businesses" ? (
        <>
          <h3 className="mt-4 mb-1 font-semibold">Horarios</h3>
          <p className="text-sm">
            <code className="break-words rounded bg-surface-muted px-1">{COMPACT_HOURS_EXAMPLE}; dom cerrado</code>:
            días (lun mar mié jue vie sáb dom, rangos como <code>lun-vie</code> o listas como <code>lun,mié</code>), un
            espacio y los horarios (<code>9</code>, <code>9:30</code>, <code>09:30</code>; varios separados por coma;{" "}
            <code>20-2</code> pasa la medianoche). Los días que no nombrás quedan cerrados.
          </p>
          <h3 className="mt-4 mb-1 font-semibold">Cómo se reconoce un comercio</h3>
          <p className="text-sm">
            Por su <strong>external_id</strong>; si la fila no tiene, por el slug (la columna, o el que sale del
            nombre). Son <strong>posibles duplicados</strong> (no se crean salvo que marques «Importar igual») las filas
            con el mismo teléfono, o el mismo nombre y dirección, que otro comercio, y un external_id o slug repetido en
            el archivo.
          </p>
        </>
      ) : kind === "duties" ? (
        <p className="mt-3 text-sm">
          Cada fila es el turno de una farmacia: desde la hora «Desde» del día hasta la hora «Hasta» (del día siguiente
          si es más temprano), 08:00 a 08:00 si el archivo no dice otra cosa. La farmacia se busca entre las de la
          categoría Farmacias de esa ciudad, por nombre y, si hace falta, por dirección. La misma farmacia el mismo día
          con otro horario se actualiza.
        </p>
      ) : (
        <p className="mt-3 text-sm">
          Cada categoría se reconoce por su slug. La madre puede estar en Vilma o en el mismo archivo; no se aceptan
          ciclos.
        </p>
      )}
      <h3 className="mt-4 mb-1 font-semibold">Modos</h3>
      <ul className="list-disc pl-5 text-sm">
        <li>
          <strong>Crear y actualizar</strong>: crea lo nuevo y actualiza lo que ya está.
        </li>
        <li>
          <strong>Sólo crear</strong>: lo que ya está se omite.
        </li>
        <li>
          <strong>Sólo actualizar</strong>: lo que no está se omite.
        </li>
      </ul>
      <p className="mt-2 text-fg-muted text-sm">Importar dos veces el mismo archivo no cambia nada.</p>
    </section>
  );
}

const HISTORY_COLUMNS: (kind: ImportKind) => DataTableColumn<ImportHistoryRow>[] = (kind) => [
  {
    key: "created",
    header: "Fecha",
    primary: true,
    cell: (r) => (
      <Link to={`?job=${r.id}`} className={linkClass}>
        {formatDateTime(r.createdAt)}
      </Link>
    ),
  },
  { key: "file", header: "Archivo", cell: (r) => <span className="break-words">{r.fileName}</span> },
  { key: "mode", header: "Modo", hideOnMobile: true, cell: (r) => IMPORT_MODE_LABELS[r.mode] },
  { key: "status", header: "Estado", cell: (r) => STATUS_LABELS[r.status] ?? r.status },
  { key: "rows", header: "Filas", cell: (r) => formatCount(r.rows) },
  { key: "created-count", header: "Creados", cell: (r) => (r.counts ? formatCount(r.counts.create) : "—") },
  { key: "updated", header: "Actualizados", cell: (r) => (r.counts ? formatCount(r.counts.update) : "—") },
  {
    key: "unchanged",
    header: "Sin cambios",
    hideOnMobile: true,
    cell: (r) => (r.counts ? formatCount(r.counts.unchanged) : "—"),
  },
  {
    key: "left",
    header: "Omitidas",
    cell: (r) =>
      r.counts && r.counts.reject + r.counts.duplicate + r.counts.skip > 0 ? (
        <a href={`/admin/imports/${r.id}/rechazadas.csv`} className={linkClass} download>
          {formatCount(r.counts.reject + r.counts.duplicate + r.counts.skip)}
          <span className="sr-only"> (bajar CSV de {TITLES[kind].things} no importados)</span>
        </a>
      ) : r.counts ? (
        "0"
      ) : (
        "—"
      ),
  },
];

function HistoryTable({ kind, history }: { kind: ImportKind; history: NonNullable<ImportScreenProps["history"]> }) {
  return (
    <section aria-labelledby="import-history" className="flex min-w-0 flex-col gap-3">
      <h2 id="import-history" className="flex items-center gap-2 font-semibold text-lg">
        <History className="size-5" aria-hidden /> Importaciones anteriores
      </h2>
      <DataTable
        label="Importaciones anteriores"
        columns={HISTORY_COLUMNS(kind)}
        list={history.list}
        params={history.params}
        rowId={(r) => r.id}
        rowLabel={(r) => r.fileName}
        empty={{
          icon: History,
          title: "Todavía no hubo importaciones",
          text: "Cuando subas un archivo, queda acá con lo que hizo.",
        }}
      />
    </section>
  );
}

function errorOf(result: ImportScreenProps["actionData"], key: string): string | undefined {
  return result?.result?.error?.[key]?.[0] ?? undefined;
}

function JobView({
  kind,
  job,
  duplicates,
  plan,
  actionData,
}: {
  kind: ImportKind;
  job: ImportJobView;
  duplicates: readonly PlanRow[];
  plan: ImportScreenProps["plan"];
  actionData: ImportScreenProps["actionData"];
}) {
  const d = job.details;
  return (
    <>
      <p className="text-sm">
        <strong className="break-all">{d.fileName}</strong>: {formatCount(d.rows)} filas,{" "}
        {d.encoding === "utf-8" ? "UTF-8" : "Latin-1"}, separado por «{d.delimiter}». Subido el{" "}
        {formatDateTime(job.createdAt)}.{" "}
        <Link to="?" className={linkClass}>
          Subir otro archivo
        </Link>
      </p>
      {job.status === "queued" && <MappingForm kind={kind} job={job} actionData={actionData} />}
      {job.status !== "queued" && <ProgressPanel job={job} />}
      {job.counts && plan && (
        <section aria-labelledby="import-plan" className="flex min-w-0 flex-col gap-3">
          <h2 id="import-plan" className="flex items-center gap-2 font-semibold text-lg">
            <ListChecks className="size-5" aria-hidden />{" "}
            {job.status === "queued"
              ? "3. Prueba: qué pasaría con cada fila"
              : job.status === "done"
                ? "Qué se hizo con cada fila"
                : "Fila por fila"}
          </h2>
          {job.status === "queued" && (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {ROW_OUTCOMES.map((o) => (
                <StatCard
                  key={o}
                  id={`plan-${o}`}
                  label={ROW_OUTCOME_LABELS[o]}
                  value={job.counts![o]}
                  href={`?job=${job.id}&outcome=${o}`}
                />
              ))}
            </dl>
          )}
          <DataTable
            label="Filas del archivo"
            columns={rowColumns(kind, job.status !== "queued")}
            list={plan.list}
            params={plan.params}
            rowId={(r) => String(r.row)}
            rowLabel={(r) => `Fila ${r.row}`}
            filters={[
              {
                name: "outcome",
                label: "Resultado",
                allLabel: "Todos",
                options: ROW_OUTCOMES.map((o) => ({
                  value: o,
                  label: (job.status === "queued" ? ROW_OUTCOME_LABELS : ROW_RESULT_LABELS)[o],
                })),
              },
            ]}
            empty={{ icon: ListChecks, title: "El archivo no tiene filas" }}
            emptyFiltered={{ title: "Ninguna fila con ese resultado" }}
          />
          {job.status === "queued" && <RunForm job={job} duplicates={duplicates} />}
        </section>
      )}
    </>
  );
}

/** Why (or, for a row placed by its address, where) and what changes ("Cambia: Teléfono, Horarios"). */
function rowDetail(r: ImportRowView) {
  const changes = r.changes?.length ? `Cambia: ${r.changes.map((c) => CHANGE_LABELS[c] ?? c).join(", ")}` : null;
  if (r.messages.length) {
    return (
      <ul className="break-words">
        {r.messages.map((m) => (
          <li
            key={m}
            data-row-location={
              m.startsWith("Ubicación por dirección")
                ? "address"
                : m.startsWith("Sin ubicación")
                  ? "missing"
                  : undefined
            }
          >
            {m}
          </li>
        ))}
        {changes && <li>{changes}</li>}
      </ul>
    );
  }
  return changes ?? "—";
}

/**
 * The rows of the file: before the import, what the dry run says (and, for businesses, the hours
 * it would store as a person reads them); after, what was done, with links to the business.
 */
function rowColumns(kind: ImportKind, imported: boolean): DataTableColumn<ImportRowView>[] {
  const columns: DataTableColumn<ImportRowView>[] = [
    { key: "row", header: "Fila", cell: (r) => r.row },
    {
      key: "name",
      header: "Nombre",
      primary: true,
      cell: (r) => <span className="break-words">{r.name || "(sin nombre)"}</span>,
    },
    {
      key: "outcome",
      header: "Resultado",
      cell: (r) => <OutcomeBadge outcome={r.result ?? r.outcome} done={r.result !== null} />,
    },
  ];
  if (kind === "businesses") {
    columns.push(
      {
        key: "hours",
        header: "Horarios",
        cell: (r) =>
          r.hours ? (
            // One line per group of days; a time range never breaks in two.
            <span className="flex min-w-0 flex-col" data-hours={r.hours}>
              {r.hours.split(" · ").map((group) => (
                <span key={group}>
                  {group.split(/(\d\d:\d\d – \d\d:\d\d)/).map((part, i) =>
                    i % 2 ? (
                      <span key={part} className="whitespace-nowrap">
                        {part}
                      </span>
                    ) : (
                      part
                    ),
                  )}
                </span>
              ))}
            </span>
          ) : r.outcome === "update" || r.outcome === "unchanged" ? (
            "No cambian"
          ) : (
            "—"
          ),
      },
      { key: "why", header: "Detalle", cell: rowDetail },
    );
    if (imported) {
      columns.push({
        key: "links",
        header: "Comercio",
        actions: true,
        // A row that wrote nothing has no links: no empty footer on its phone card.
        className: "max-md:empty:hidden",
        cell: (r) =>
          r.business ? (
            <span className="flex flex-wrap gap-x-3 gap-y-1 md:justify-end">
              <a href={`/${r.business.slug}`} className={cn(linkClass, "whitespace-nowrap")}>
                Ver página<span className="sr-only"> de {r.name}</span>
              </a>
              <a href={`/admin/businesses/${r.business.uuid}/edit`} className={cn(linkClass, "whitespace-nowrap")}>
                Editar<span className="sr-only"> {r.name}</span>
              </a>
            </span>
          ) : null,
      });
    }
  } else columns.push({ key: "why", header: "Detalle", cell: rowDetail });
  return columns;
}

function MappingForm({
  kind,
  job,
  actionData,
}: {
  kind: ImportKind;
  job: ImportJobView;
  actionData: ImportScreenProps["actionData"];
}) {
  const d = job.details;
  const options = d.headers.map((h, i) => ({
    value: String(i),
    label: `${h}${d.samples[i]?.length ? ` (ej.: ${d.samples[i]![0]})` : ""}`,
  }));
  return (
    <section aria-labelledby="import-mapping" className={sectionClass}>
      <h2 id="import-mapping" className="mb-1 font-semibold text-lg">
        2. Qué columna es cada dato
      </h2>
      <p className="mb-4 text-fg-muted text-sm">Lo adivinamos por los títulos; cambiá lo que haga falta y probá.</p>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="plan" />
        <input type="hidden" name="job" value={job.id} />
        <SelectField
          id="import-mode"
          name="mode"
          label="Qué hacer"
          options={IMPORT_MODES.map((m) => ({ value: m, label: IMPORT_MODE_LABELS[m] }))}
          defaultValue={d.mode}
          error={errorOf(actionData, "mode")}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {importFields(kind).map((f) => {
            const index = d.mapping[f.key];
            return (
              <SelectField
                key={f.key}
                id={`map-${f.key}`}
                name={`map.${f.key}`}
                label={f.required ? `${f.label} (obligatorio)` : f.label}
                options={options}
                placeholder="— Ninguna columna —"
                defaultValue={index === null || index === undefined ? "" : String(index)}
                error={errorOf(actionData, `map.${f.key}`)}
              />
            );
          })}
        </div>
        <div>
          <Submit intent="plan" busyLabel="Probando…">
            {job.counts ? "Probar de nuevo" : "Probar sin guardar"}
          </Submit>
        </div>
      </Form>
    </section>
  );
}

function RunForm({ job, duplicates }: { job: ImportJobView; duplicates: readonly PlanRow[] }) {
  const counts = job.counts!;
  return (
    <Form method="post" className={cn(sectionClass, "flex flex-col gap-4")}>
      <input type="hidden" name="intent" value="import" />
      <input type="hidden" name="job" value={job.id} />
      <h3 className="font-semibold text-lg">4. Importar</h3>
      {duplicates.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">Posibles duplicados: marcá los que quieras importar igual</legend>
          {duplicates.map((r) => (
            <label key={r.row} className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="force" value={r.row} className="mt-1 size-4 shrink-0" />
              <span className="min-w-0 break-words">
                Importar igual la fila {r.row} («{r.name}»): {r.messages.join(" · ")}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-sm">
        Se van a crear {formatCount(counts.create)} y actualizar {formatCount(counts.update)}
        {duplicates.length > 0 ? ", más los duplicados que marques" : ""}. Las demás filas no cambian nada.
      </p>
      <div>
        <Submit intent="import" busyLabel="Empezando…">
          Importar
        </Submit>
      </div>
    </Form>
  );
}

interface Progress {
  status: string;
  processed: number;
  total: number;
  running?: boolean;
}

function ProgressPanel({ job }: { job: ImportJobView }) {
  const fetcher = useFetcher<Progress>();
  const revalidator = useRevalidator();
  const loadRef = useRef(fetcher.load);
  loadRef.current = fetcher.load;
  const url = `/admin/imports/${job.id}/progress`;
  const live: Progress = fetcher.data && fetcher.data.processed >= job.processed ? fetcher.data : job;
  const polling = job.status === "running" && !job.stalled;

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => loadRef.current(url), 1000);
    return () => clearInterval(timer);
  }, [polling, url]);

  const finished = fetcher.data && fetcher.data.status !== "running";
  const revalidate = revalidator.revalidate;
  useEffect(() => {
    if (polling && finished) revalidate();
  }, [polling, finished, revalidate]);

  const percent = live.total ? Math.floor((live.processed * 100) / live.total) : 100;
  const counts = job.details.counts;
  return (
    <section aria-labelledby="import-progress" className={sectionClass}>
      <h2 id="import-progress" className="mb-3 font-semibold text-lg">
        {job.status === "done" ? "Importación terminada" : job.stalled ? "La importación se detuvo" : "Importando…"}
      </h2>
      <label htmlFor="import-progress-bar" className="mb-1 block text-sm">
        <span aria-live="polite">
          {formatCount(live.processed)} de {formatCount(live.total)} filas ({percent} %)
        </span>
      </label>
      <progress
        id="import-progress-bar"
        max={live.total || 1}
        value={live.processed}
        className="h-3 w-full accent-brand-600"
        data-percent={percent}
      >
        {percent} %
      </progress>
      {job.status === "running" && !job.stalled && (
        <p className="mt-2 text-fg-muted text-sm">
          Podés dejar esta página: la importación sigue.{" "}
          <Link to={`?job=${job.id}`} className={linkClass}>
            Actualizar
          </Link>
        </p>
      )}
      {job.stalled && (
        <Form method="post" className="mt-3 flex flex-col gap-2">
          <p className="text-sm">
            {job.details.failure ?? "El servidor se reinició mientras importaba."} Lo que ya se guardó queda; retomá
            para terminar.
          </p>
          <input type="hidden" name="intent" value="resume" />
          <input type="hidden" name="job" value={job.id} />
          <div>
            <Submit intent="resume" busyLabel="Retomando…">
              Retomar la importación
            </Submit>
          </div>
        </Form>
      )}
      {job.status === "done" && counts && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {ROW_OUTCOMES.map((o) => (
              <StatCard key={o} id={`done-${o}`} label={ROW_RESULT_LABELS[o]} value={counts[o]} />
            ))}
          </dl>
          {job.rejected > 0 && (
            <p className="mt-3 text-sm">
              <a
                href={`/admin/imports/${job.id}/rechazadas.csv`}
                className={cn(linkClass, "inline-flex items-center gap-1.5")}
                download
              >
                <Download className="size-4" aria-hidden /> Bajar las {formatCount(job.rejected)} filas no importadas,
                con el motivo (CSV)
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
