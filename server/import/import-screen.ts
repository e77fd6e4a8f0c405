/**
 * What the two import pages (/admin/businesses/bulk-import, /admin/categories/bulk-import) load and
 * do. The routes guard with `requireAdmin` and call these; the page is `ImportScreen`.
 *
 * Steps, each a POST with an `intent`: "upload" (the file → a job, the mapping guessed), "plan"
 * (mode and mapping → the dry run), "import" (with the duplicates ticked "importar igual" → the
 * run in the background) and "resume" (a run that stopped). `?job=` shows a job; without it the
 * page shows the upload form and the history.
 */
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportKind, mappingSchema } from "#core/csv-import.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission } from "#core/forms.ts";
import { parseListParams } from "#core/list-params.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { type PageAnswer, readUploadForm } from "../platform/http/answers.ts";
import { planBusinessImport } from "./business-import.ts";
import { planCategoryImport } from "./category-import.ts";
import { planDutyImport } from "./duty-import.ts";
import { getImportJob, IMPORT_HISTORY_LIST, listImportJobs, uploadImportFile } from "./import-jobs.ts";
import { duplicateRows, importRowsPage, PLAN_LIST } from "./import-rows.ts";
import { isImportRunning, launchImport } from "./import-runner.ts";

export const IMPORT_PATHS: Record<ImportKind, string> = {
  businesses: "/admin/businesses/bulk-import",
  categories: "/admin/categories/bulk-import",
  duties: "/admin/farmacias-de-turno/importar",
};

/** How many likely duplicates the "importar igual" list shows (the rest stay out of the import). */
export const FORCE_LIST_MAX = 200;

export async function importPageData(kind: ImportKind, request: Request) {
  const url = new URL(request.url);
  const jobId = url.searchParams.get("job");
  if (jobId === null) {
    const params = parseListParams(url.searchParams, IMPORT_HISTORY_LIST);
    return { kind, job: null, history: { params, list: await listImportJobs(kind, params) } } as const;
  }
  const job = await getImportJob(kind, jobId);
  if (!job) throw new AppError("not_found");
  const params = parseListParams(url.searchParams, PLAN_LIST);
  const planned = job.details.plan !== undefined;
  const { plan: _plan, ...details } = job.details;
  const counts = job.details.counts;
  return {
    kind,
    job: {
      id: job.id,
      status: job.status,
      total: job.total,
      processed: job.processed,
      rejected: counts ? counts.reject + counts.duplicate + counts.skip : 0,
      details,
      counts: job.details.plan?.counts ?? null,
      /** A run that is "running" but alive nowhere here stopped (a restart): it can be resumed. */
      stalled: (job.status === "running" && !isImportRunning(job)) || job.status === "failed",
      createdAt: job.createdAt,
      finishedAt: job.finishedAt,
    },
    duplicates: planned && job.status === "queued" ? await duplicateRows(job.id, FORCE_LIST_MAX) : [],
    plan: {
      params,
      list: planned
        ? await importRowsPage(job.id, params)
        : { rows: [], total: 0, page: 1, pageCount: 1, size: params.size },
    },
    history: null,
  } as const;
}

const back = (kind: ImportKind, jobId?: string) => (jobId ? `${IMPORT_PATHS[kind]}?job=${jobId}` : IMPORT_PATHS[kind]);

/** The page's action; `actor` is the admin the route's guard returned. */
export async function importPageAction(kind: ImportKind, actor: AuditActor, request: Request) {
  const form = await readUploadForm(request, IMPORT_MAX_BYTES + 64 * 1024);
  if (form === null)
    return {
      status: 400,
      body: { intent: "upload", uploadError: IMPORT_MESSAGES.fileTooLarge, result: null },
    } satisfies PageAnswer;
  const intent = form.get("intent");
  if (intent === "upload") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return {
        status: 400,
        body: { intent, uploadError: IMPORT_MESSAGES.fileRequired, result: null },
      } satisfies PageAnswer;
    }
    const outcome = await uploadImportFile(kind, actor, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    if (!outcome.ok) {
      const { status, message } = outcome.problem;
      return { status, body: { intent, uploadError: message, result: null } } satisfies PageAnswer;
    }
    return {
      redirect: back(kind, outcome.value.jobId),
      toast: {
        type: "success",
        title: "Archivo subido",
        description: "Revisá qué columna es cada dato y probá la importación.",
      },
    } satisfies PageAnswer;
  }
  const job = await getImportJob(kind, String(form.get("job") ?? ""));
  if (!job) throw new AppError("not_found");
  if (intent === "plan") {
    if (job.status !== "queued")
      return {
        redirect: back(kind, job.id),
        toast: { type: "error", title: "Esta importación ya empezó" },
      } satisfies PageAnswer;
    const submission = parseSubmission(form, mappingSchema(kind, job.details.headers.length));
    if (submission.status !== "success")
      return { status: 400, body: { intent, uploadError: null, result: submission.reply() } } satisfies PageAnswer;
    const choice = { mode: submission.value.mode, mapping: submission.value.map as Record<string, number | null> };
    const plan =
      kind === "businesses"
        ? await planBusinessImport(job.id, choice)
        : kind === "duties"
          ? await planDutyImport(job.id, choice)
          : await planCategoryImport(job.id, choice);
    return {
      redirect: back(kind, job.id),
      toast: {
        type: "success",
        title: "Prueba lista",
        description: `${plan.counts.create} para crear, ${plan.counts.update} para actualizar, ${plan.counts.reject} rechazadas, ${plan.counts.duplicate} posibles duplicados.`,
      },
    } satisfies PageAnswer;
  }
  if (intent === "import" || intent === "resume") {
    const forced =
      intent === "import"
        ? form
            .getAll("force")
            .map((v) => Number(v))
            .filter((n) => Number.isSafeInteger(n) && n >= 2 && n <= job.total + 1)
        : undefined;
    const allowed = intent === "import" ? job.status === "queued" : job.status === "running" || job.status === "failed";
    const started = allowed && (await launchImport(kind, job.id, forced));
    return {
      redirect: back(kind, job.id),
      toast: started
        ? { type: "success", title: intent === "import" ? "Importación en marcha" : "Importación retomada" }
        : {
            type: "error",
            title: "No se pudo empezar",
            description: "Hacé primero la prueba, o la importación ya está en marcha.",
          },
    } satisfies PageAnswer;
  }
  return { status: 400, body: { intent: null, uploadError: null, result: null } } satisfies PageAnswer;
}
