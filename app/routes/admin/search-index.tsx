/**
 * /admin/busqueda, "Índice de búsqueda": what search knows (documents per type, last change), a
 * rebuild with progress, the synonyms, the queries pointed at a category, and the top queries and
 * queries with no results over a range, each no-result query with its one-click fixes. Search here
 * runs on each server's copy of the index in memory (server/search/engine/), no outside service; the
 * specification's address, /admin/algolia, leads here (routes/admin/algolia.ts).
 */

import { useEffect } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import { BulkAction } from "#app/components/data-table/bulk-action.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import {
  BookOpen,
  Building2,
  Landmark,
  Megaphone,
  Pencil,
  RefreshCw,
  SearchX,
  Tags,
} from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { StatCard } from "#app/components/page/stat-card.tsx";
import { RangePicker } from "#app/components/reports/range-picker.tsx";
import { formatDate, formatDateTime, pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { parseListParams } from "#core/list-params.ts";
import { parseReportRange, rangeInstants, rangeQuery } from "#core/report-range.ts";
import {
  categoryLinkDeleteSchema,
  categoryLinkFormSchema,
  normalizeSearchPhrase,
  parseSynonymIds,
  synonymDeleteSchema,
  synonymFormSchema,
} from "#core/search-synonyms.ts";
import { searchHref } from "#core/search-url.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { refusalReply } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import {
  linkableCategories,
  linkQueryToCategory,
  listCategoryLinks,
  unlinkQuery,
} from "#server/search-index/category-links.ts";
import { getIndexStatus, latestRebuild } from "#server/search-index/index-status.ts";
import { runIndexRebuild, startIndexRebuild } from "#server/search-index/rebuild-index.ts";
import { noResultQueries, topQueries } from "#server/search-index/search-queries.ts";
import {
  deleteSynonym,
  deleteSynonyms,
  getSynonym,
  listSynonyms,
  SYNONYMS_LIST,
  type SynonymRow,
  saveSynonym,
} from "#server/search-index/synonyms.ts";
import type { Route } from "./+types/search-index";

const PATH = "/admin/busqueda";

const idOf = (value: string | null): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const now = requestTime(context);
  const search = new URL(request.url).searchParams;
  const range = parseReportRange(search, now);
  const instants = rangeInstants(range);
  const params = parseListParams(search, SYNONYMS_LIST);
  const editingId = idOf(search.get("sinonimo"));
  const [status, rebuild, synonyms, links, categories, top, noResults, editing] = await Promise.all([
    getIndexStatus(now),
    latestRebuild(),
    listSynonyms(params),
    listCategoryLinks(),
    linkableCategories(),
    topQueries(instants),
    noResultQueries(instants),
    editingId ? getSynonym(editingId) : Promise.resolve(null),
  ]);
  return {
    range,
    status,
    rebuild,
    params,
    synonyms,
    links,
    categories,
    top,
    noResults,
    editing,
    newTerm: normalizeSearchPhrase(search.get("nuevo") ?? ""),
    linkQuery: normalizeSearchPhrase(search.get("categoria") ?? ""),
  };
}

/** Where to go after a change: the same range, no form open. */
function backTo(request: Request): string {
  const search = new URL(request.url).searchParams;
  const keep = new URLSearchParams();
  for (const key of ["dias", "desde", "hasta"]) {
    const value = search.get(key);
    if (value) keep.set(key, value);
  }
  const query = keep.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const actor = auditActor(admin, request);
  const back = backTo(request);
  const intent = form.get("intent");

  if (intent === "save-synonym") {
    const submission = parseSubmission(form, synonymFormSchema);
    if (submission.status !== "success") return data({ form: "synonym", result: submission.reply() }, { status: 400 });
    const outcome = await saveSynonym(submission.value, actor);
    if (!outcome.ok) {
      const { status } = outcome.problem;
      return data(
        {
          form: "synonym",
          result: submission.reply(refusalReply(outcome.problem)),
        },
        { status },
      );
    }
    return redirectWithToast(back, {
      type: "success",
      title: outcome.value.created ? "Sinónimo agregado" : "Sinónimo guardado",
      description: `La búsqueda ya lo usa: «${submission.value.term}» también encuentra ${submission.value.synonyms.map((s) => `«${s}»`).join(", ")}.`,
    });
  }

  if (intent === "delete-synonym") {
    const submission = parseSubmission(form, synonymDeleteSchema);
    const deleted = submission.status === "success" && (await deleteSynonym(submission.value.id, actor));
    return redirectWithToast(
      back,
      deleted
        ? { type: "success", title: "Sinónimo eliminado" }
        : { type: "error", title: "No pudimos eliminar", description: "Ese sinónimo ya no existe." },
    );
  }

  if (intent === "delete-synonyms") {
    const { size } = parseListParams(new URL(request.url).searchParams, SYNONYMS_LIST);
    const ids = parseSynonymIds(form.getAll("ids"), size);
    if (!ids)
      return redirectWithToast(back, {
        type: "error",
        title: "No pudimos eliminar",
        description: "Elegí hasta una página de sinónimos.",
      });
    const deleted = await deleteSynonyms(ids, actor);
    return redirectWithToast(back, {
      type: deleted > 0 ? "success" : "error",
      title: deleted > 0 ? pluralize(deleted, "sinónimo eliminado", "sinónimos eliminados") : "No se eliminó ninguno",
      description: deleted < ids.length ? "Algunos ya no existían." : "La búsqueda deja de usarlos en este momento.",
    });
  }

  if (intent === "link-category") {
    const submission = parseSubmission(form, categoryLinkFormSchema);
    if (submission.status !== "success") return data({ form: "link", result: submission.reply() }, { status: 400 });
    const outcome = await linkQueryToCategory(submission.value, actor);
    if (!outcome.ok) {
      const { status, message } = outcome.problem;
      return data({ form: "link", result: submission.reply({ fieldErrors: { categoryId: [message] } }) }, { status });
    }
    return redirectWithToast(back, {
      type: "success",
      title: "Búsqueda apuntada",
      description: `«${outcome.value.query}» ahora muestra los comercios de ${outcome.value.categoryName}.`,
    });
  }

  if (intent === "unlink-category") {
    const submission = parseSubmission(form, categoryLinkDeleteSchema);
    const removed = submission.status === "success" && (await unlinkQuery(submission.value.query, actor));
    return redirectWithToast(
      back,
      removed
        ? { type: "success", title: "Ya no apunta a la categoría" }
        : { type: "error", title: "No pudimos quitarla", description: "Esa búsqueda ya no apuntaba a una categoría." },
    );
  }

  if (intent === "rebuild") {
    const started = await startIndexRebuild(actor);
    if (!started.ok)
      return redirectWithToast(back, {
        type: "error",
        title: "Ya se está reconstruyendo",
        description: "Esperá a que termine la reconstrucción en curso.",
      });
    // The job row carries the progress the page shows; the request does not wait for it.
    void runIndexRebuild(started.jobId);
    return redirectWithToast(back, {
      type: "success",
      title: "Reconstruyendo el índice",
      description: "Mirá el avance en «Qué sabe la búsqueda».",
    });
  }

  return data(
    { form: null, result: null, error: "No entendimos el pedido: volvé a intentarlo desde la página." },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Índice de búsqueda | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";
const buttonClass =
  "inline-flex min-h-10 items-center gap-1 rounded-lg border border-line bg-surface px-3 font-semibold text-sm hover:bg-surface-muted";

const DOCUMENT_LABELS = {
  businesses: { label: "Comercios activos", icon: Building2 },
  businessPromotions: { label: "Promociones vigentes", icon: Megaphone },
  bankPromotions: { label: "Promociones bancarias vigentes", icon: Landmark },
} as const;

const REBUILD_STATUS: Record<string, string> = {
  queued: "En cola",
  running: "Reconstruyendo",
  done: "Terminada",
  failed: "Falló",
};

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];

export default function AdminSearchIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { range, status, rebuild, params, synonyms, links, categories, top, noResults, editing, newTerm, linkQuery } =
    loaderData;
  const keep = rangeQuery(range);
  const revalidator = useRevalidator();
  const working = rebuild?.status === "queued" || rebuild?.status === "running";
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [working, revalidator]);

  const synonymColumns: DataTableColumn<SynonymRow>[] = [
    {
      key: "term",
      header: "Término",
      sortable: true,
      primary: true,
      cell: (s) => <span className="font-semibold">{s.term}</span>,
    },
    {
      key: "synonyms",
      header: "También busca",
      cell: (s) => <span className="break-words">{s.synonyms.join(", ")}</span>,
    },
    { key: "twoWay", header: "Sentido", cell: (s) => (s.twoWay ? "En los dos sentidos" : "Sólo desde el término") },
    {
      key: "updated",
      header: "Cambiado",
      sortable: true,
      hideOnMobile: true,
      cell: (s) => <time dateTime={s.updatedAt}>{formatDate(s.updatedAt)}</time>,
    },
    {
      key: "actions",
      header: "Acciones",
      actions: true,
      cell: (s) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${PATH}?${keep}&sinonimo=${s.id}#sinonimo-form`}
            className={buttonClass}
            aria-label={`Editar ${s.term}`}
          >
            <Pencil className="size-4" aria-hidden /> Editar
          </Link>
          <Form method="post" action={`${PATH}?${keep}`} preventScrollReset>
            <input type="hidden" name="id" value={s.id} />
            <ConfirmDialog
              title={`¿Eliminar el sinónimo «${s.term}»?`}
              description="La búsqueda deja de usarlo en ese momento."
              confirmLabel="Eliminar"
              tone="danger"
              trigger={(props) => (
                <button
                  {...props}
                  name="intent"
                  value="delete-synonym"
                  className={buttonClass}
                  aria-label={`Eliminar ${s.term}`}
                >
                  Eliminar
                </button>
              )}
            />
          </Form>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Índice de búsqueda"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Índice de búsqueda" }]}
        description="Qué encuentra la búsqueda de Vilma, sus sinónimos y lo que la gente busca sin encontrar."
      />

      <section aria-labelledby="index-title" className="flex flex-col gap-3">
        <h2 id="index-title" className="font-bold text-lg">
          Qué sabe la búsqueda
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {status.documents.map((d) => (
            <StatCard
              key={d.type}
              id={`documents-${d.type}`}
              label={DOCUMENT_LABELS[d.type].label}
              icon={DOCUMENT_LABELS[d.type].icon}
              value={d.count}
              hint={d.lastChange ? `Último cambio: ${formatDateTime(d.lastChange)}` : "Sin cambios todavía"}
            />
          ))}
        </dl>
        <p className="text-fg-muted text-sm">
          {pluralize(status.synonyms, "sinónimo", "sinónimos")} y{" "}
          {pluralize(status.categoryLinks, "búsqueda apuntada", "búsquedas apuntadas")} a una categoría. Los cambios se
          ven en la búsqueda en el momento.
        </p>
        <p id="index-memory" className="text-fg-muted text-sm">
          {status.memory
            ? `Este servidor busca en una copia en memoria de ${pluralize(status.memory.documents, "documento", "documentos")}, leída el ${formatDateTime(status.memory.loadedAt)} en ${status.memory.loadMs} ms; la vuelve a leer sola cuando algo de lo que guarda cambia.`
            : "Este servidor todavía no terminó de leer su copia del índice: la lee al iniciar y, si entonces no pudo, con la primera búsqueda."}
        </p>
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
          <Form method="post" action={`${PATH}?${keep}`} className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value="rebuild"
              disabled={working}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              <RefreshCw className="size-4" aria-hidden />
              Reconstruir índice
            </button>
            <span className="text-fg-muted text-sm">
              Actualiza las estadísticas y los índices de las tablas que lee la búsqueda y vacía sus cachés.
            </span>
          </Form>
          {rebuild && (
            <div className="flex flex-col gap-1" aria-live="polite" data-rebuild-status={rebuild.status}>
              <label htmlFor="rebuild-progress" className="font-semibold text-sm">
                {REBUILD_STATUS[rebuild.status] ?? rebuild.status}: {rebuild.processed} de {rebuild.total} pasos
                {rebuild.step && working ? ` (${rebuild.step})` : ""}
              </label>
              <progress id="rebuild-progress" max={rebuild.total} value={rebuild.processed} className="h-2 w-full" />
              <p className="text-fg-muted text-xs">
                Empezó {formatDateTime(rebuild.createdAt)}
                {rebuild.finishedAt ? `; terminó ${formatDateTime(rebuild.finishedAt)}` : ""}.
                {rebuild.error ? ` Error: ${rebuild.error}` : ""}
              </p>
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="queries-title" className="flex flex-col gap-4">
        <h2 id="queries-title" className="font-bold text-lg">
          Lo que busca la gente
        </h2>
        <RangePicker range={range} path={PATH} idPrefix="queries" />
        <div className="grid gap-6 lg:grid-cols-2">
          <NoResults rows={noResults} keep={keep} />
          <TopQueries rows={top} />
        </div>
      </section>

      <section aria-labelledby="synonyms-title" className="flex flex-col gap-4">
        <h2 id="synonyms-title" className="font-bold text-lg">
          Sinónimos
        </h2>
        <p className="text-fg-muted text-sm">
          Palabras que la búsqueda trata como iguales: «super» también encuentra «supermercado». Se guardan en minúscula
          y sin tildes.
        </p>
        <SynonymForm
          key={editing?.id ?? `new-${newTerm}`}
          editing={editing}
          newTerm={newTerm}
          keep={keep}
          lastResult={actionData?.form === "synonym" ? actionData.result : null}
        />
        <DataTable
          label="Sinónimos"
          columns={synonymColumns}
          list={synonyms}
          params={params}
          rowId={(s) => String(s.id)}
          rowLabel={(s) => s.term}
          search={{ label: "Buscar sinónimos", placeholder: "Término o sinónimo" }}
          bulkActions={
            <BulkAction
              value="delete-synonyms"
              label="Eliminar"
              tone="danger"
              question={(n) => `¿Eliminar ${pluralize(n, "sinónimo", "sinónimos")}?`}
              description="La búsqueda deja de usarlos en ese momento."
            />
          }
          empty={{
            icon: BookOpen,
            title: "Todavía no hay sinónimos",
            text: "Agregá el primero con el formulario de arriba.",
          }}
          emptyFiltered={{ title: "Ningún sinónimo coincide", text: "Probá con otra palabra." }}
        />
      </section>

      <section aria-labelledby="links-title" className="flex flex-col gap-4">
        <h2 id="links-title" className="font-bold text-lg">
          Búsquedas apuntadas a una categoría
        </h2>
        <p className="text-fg-muted text-sm">
          Para esa búsqueda exacta, la búsqueda también muestra los comercios de la categoría elegida.
        </p>
        <CategoryLinkForm
          key={linkQuery}
          query={linkQuery}
          categories={categories}
          keep={keep}
          lastResult={actionData?.form === "link" ? actionData.result : null}
        />
        {links.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface p-4 text-fg-muted text-sm">
            Ninguna búsqueda apunta a una categoría todavía.
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {links.map((link) => (
              <li key={link.query} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
                <span className="min-w-0 break-words">
                  «{link.query}» → <span className="font-semibold">{link.categoryName}</span>
                </span>
                <Form method="post" action={`${PATH}?${keep}`} preventScrollReset>
                  <input type="hidden" name="query" value={link.query} />
                  <ConfirmDialog
                    title={`¿Dejar de apuntar «${link.query}»?`}
                    description="La búsqueda vuelve a mostrar sólo lo que encuentra por texto."
                    confirmLabel="Quitar"
                    tone="danger"
                    trigger={(props) => (
                      <button
                        {...props}
                        name="intent"
                        value="unlink-category"
                        className={buttonClass}
                        aria-label={`Quitar ${link.query}`}
                      >
                        Quitar
                      </button>
                    )}
                  />
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NoResults({ rows, keep }: { rows: LoaderData["noResults"]; keep: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="flex items-center gap-2 font-bold">
        <SearchX className="size-5 text-red-600 dark:text-red-400" aria-hidden />
        Búsquedas sin resultados
      </h3>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-4 text-fg-muted text-sm">
          Nadie buscó algo sin encontrarlo en este período.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface" data-testid="no-results">
          {rows.map((row) => (
            <li key={row.query} className="flex flex-col gap-2 px-4 py-3" data-query={row.query}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="min-w-0 break-words font-semibold">{row.query}</span>
                <span className="text-fg-muted text-sm">
                  {pluralize(row.clients, "persona", "personas")}, {pluralize(row.searches, "búsqueda", "búsquedas")}
                </span>
              </div>
              {row.leadsTo ? (
                <p className="font-semibold text-green-700 text-sm dark:text-green-400" data-leads-to={row.leadsTo}>
                  Lleva a{" "}
                  <Link to={row.leadsTo} className="underline">
                    Farmacias de turno
                  </Link>
                  : no depende de un sinónimo.
                </p>
              ) : row.resultsNow > 0 ? (
                <p className="font-semibold text-green-700 text-sm dark:text-green-400" data-fixed>
                  Arreglada: ahora encuentra {pluralize(row.resultsNow, "resultado", "resultados")}.
                </p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`${PATH}?${keep}&nuevo=${encodeURIComponent(row.query)}#sinonimo-form`}
                    className={buttonClass}
                    aria-label={`Agregar sinónimo para ${row.query}`}
                  >
                    Agregar sinónimo
                  </Link>
                  <Link
                    to={`${PATH}?${keep}&categoria=${encodeURIComponent(row.query)}#categoria-form`}
                    className={buttonClass}
                    aria-label={`Apuntar a una categoría: ${row.query}`}
                  >
                    Apuntar a una categoría
                  </Link>
                  <Link
                    to={`/admin/businesses/new?name=${encodeURIComponent(row.query)}`}
                    className={buttonClass}
                    aria-label={`Crear comercio ${row.query}`}
                  >
                    Crear comercio
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TopQueries({ rows }: { rows: LoaderData["top"] }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="flex items-center gap-2 font-bold">
        <Tags className="size-5 text-brand-600 dark:text-blue-300" aria-hidden />
        Búsquedas más frecuentes
      </h3>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-4 text-fg-muted text-sm">
          No hubo búsquedas en este período.
        </p>
      ) : (
        <ol className="divide-y divide-line rounded-2xl border border-line bg-surface">
          {rows.map((row, i) => (
            <li key={row.query} className="flex items-baseline justify-between gap-3 px-4 py-2">
              <span className="min-w-0 break-words">
                <span className="text-fg-muted tabular-nums">{i + 1}.</span>{" "}
                <Link to={searchHref({ q: row.query })} className={linkClass}>
                  {row.query}
                </Link>
              </span>
              <span className="shrink-0 text-fg-muted text-sm">{pluralize(row.clients, "persona", "personas")}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function SynonymForm({
  editing,
  newTerm,
  keep,
  lastResult,
}: {
  editing: LoaderData["editing"];
  newTerm: string;
  keep: string;
  lastResult: NonNullable<ActionData>["result"] | null;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(synonymFormSchema, {
    id: "synonym",
    lastResult,
    defaultValue: editing
      ? { id: String(editing.id), term: editing.term, synonyms: editing.synonyms.join(", ") }
      : { term: newTerm },
  });
  return (
    <div id="sinonimo-form" className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4">
      <h3 className="font-bold">{editing ? `Editar «${editing.term}»` : "Nuevo sinónimo"}</h3>
      <Form method="post" action={`${PATH}?${keep}`} {...formProps} className="mt-3 grid gap-4 md:grid-cols-2">
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <TextField
          {...fieldProps(fields.term)}
          label="Término"
          hint="Lo que la gente escribe, por ejemplo «super»"
          maxLength={100}
        />
        <TextareaField
          {...fieldProps(fields.synonyms)}
          label="También busca"
          hint="Separá con comas o una por línea, por ejemplo «supermercado»"
          rows={2}
          maxLength={1000}
        />
        <label className="flex min-h-10 items-center gap-2 text-sm md:col-span-2">
          <input type="checkbox" name="twoWay" defaultChecked={editing ? editing.twoWay : true} className="size-4" />
          En los dos sentidos (cada sinónimo también encuentra el término)
        </label>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <div className="w-full sm:w-auto">
            <SubmitButton
              busy={navigation.state === "submitting"}
              busyLabel="Guardando..."
              name="intent"
              value="save-synonym"
            >
              {editing ? "Guardar sinónimo" : "Agregar sinónimo"}
            </SubmitButton>
          </div>
          {(editing || newTerm) && (
            <Link to={`${PATH}?${keep}`} className="font-medium text-sm underline">
              Cancelar
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}

function CategoryLinkForm({
  query,
  categories,
  keep,
  lastResult,
}: {
  query: string;
  categories: LoaderData["categories"];
  keep: string;
  lastResult: NonNullable<ActionData>["result"] | null;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(categoryLinkFormSchema, {
    id: "category-link",
    lastResult,
    defaultValue: { query },
  });
  return (
    <div id="categoria-form" className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4">
      <h3 className="font-bold">Apuntar una búsqueda a una categoría</h3>
      <Form method="post" action={`${PATH}?${keep}`} {...formProps} className="mt-3 grid gap-4 md:grid-cols-2">
        <TextField {...fieldProps(fields.query)} label="Búsqueda" hint="Tal como la escribe la gente" maxLength={100} />
        <SelectField
          {...fieldProps(fields.categoryId)}
          label="Categoría"
          placeholder="Elegí una categoría"
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <div className="flex md:col-span-2">
          <div className="w-full sm:w-auto">
            <SubmitButton
              busy={navigation.state === "submitting"}
              busyLabel="Guardando..."
              name="intent"
              value="link-category"
            >
              Apuntar a la categoría
            </SubmitButton>
          </div>
        </div>
      </Form>
    </div>
  );
}
