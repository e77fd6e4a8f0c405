/**
 * /admin/brands/{id}: one brand. Its data (edit, delete), its branches ("Quitar" each one), "Agregar
 * sucursal" (search a business by name with `?buscar=`, then link it), the way to "Publicar
 * promoción en todas las sucursales", and its history.
 */
import { data, Form, Link } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { BrandForm } from "#app/components/admin/brand-form.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import type { SubmissionResult } from "#app/components/form/use-schema-form.ts";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { branchSchema, brandFormSchema } from "#core/brand-form.ts";
import { AppError } from "#core/errors.ts";
import { pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#core/image-rules.ts";
import { changeBranch } from "#server/brands/change-branch.ts";
import { deleteBrand } from "#server/brands/delete-brand.ts";
import { findBrand } from "#server/brands/find-brand.ts";
import { saveBrand } from "#server/brands/save-brand.ts";
import { searchBranchCandidates } from "#server/brands/search-branch-candidates.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readUploadForm, replyFieldErrors } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/brand-detail";

const LIST = "/admin/brands";

function brandId(value: string | undefined): number {
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (n > 0) return n;
  throw new AppError("not_found");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = brandId(params.brandId);
  const found = await findBrand(id);
  if (!found) throw new AppError("not_found");
  const q = new URL(request.url).searchParams.get("buscar") ?? "";
  return {
    ...found,
    q,
    candidates: await searchBranchCandidates(id, q),
    timeline: await entityTimeline({ type: "brand", id }),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const id = brandId(params.brandId);
  const form = await readUploadForm(request, IMAGE_MAX_BYTES + 64 * 1024);
  if (!form) {
    return data(
      { result: { status: "error", error: { logo: [IMAGE_MESSAGES.tooLarge] } } as SubmissionResult<string[]> },
      { status: 413 },
    );
  }
  const actor = auditActor(admin, request);
  const here = `${LIST}/${id}`;
  const intent = form.get("intent");
  if (intent === "delete") {
    const outcome = await deleteBrand(id, actor);
    if (!outcome.ok) throw new AppError("not_found");
    return redirectWithToast(LIST, {
      type: "success",
      title: "Marca eliminada",
      description: `${outcome.value.name}: sus sucursales siguen en Vilma, sin marca.`,
    });
  }
  if (intent === "add-branch" || intent === "remove-branch") {
    const submission = parseSubmission(form, branchSchema);
    if (submission.status !== "success") {
      return redirectWithToast(here, {
        type: "error",
        title: "No pudimos hacerlo",
        description: "Elegí un comercio de la lista.",
      });
    }
    const adding = submission.value.intent === "add-branch";
    const outcome = await changeBranch(id, submission.value.businessUuid, adding ? "add" : "remove", actor);
    if (!outcome.ok)
      return redirectWithToast(here, {
        type: "error",
        title: "No pudimos hacerlo",
        description: outcome.problem.message,
      });
    return redirectWithToast(`${here}#sucursales`, {
      type: "success",
      title: adding ? "Sucursal agregada" : "Sucursal quitada",
      description: outcome.value.name,
    });
  }
  const submission = parseSubmission(form, brandFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await saveBrand(id, submission.value, actor);
  if (!outcome.ok) {
    const { code, status } = outcome.problem;
    if (code === "not_found") throw new AppError("not_found");
    return data({ result: submission.reply({ fieldErrors: replyFieldErrors(outcome.problem) }) }, { status });
  }
  return redirectWithToast(here, { type: "success", title: "Marca guardada", description: outcome.value.name });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.brand.name ?? "Marca"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

const button =
  "inline-flex min-h-10 items-center rounded-lg border border-line px-3 font-semibold text-sm hover:bg-surface-muted";

export default function AdminBrandDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, branches, q, candidates, timeline } = loaderData;
  const here = `${LIST}/${brand.id}`;
  const active = branches.filter((b) => b.status === "active").length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={brand.name}
        description={pluralize(branches.length, "sucursal", "sucursales")}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Marcas", href: LIST },
          { label: brand.name },
        ]}
        actions={
          active > 0 ? (
            <Link
              to={`${here}/promocion`}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
            >
              Publicar promoción en todas las sucursales
            </Link>
          ) : undefined
        }
      />
      <section id="sucursales" aria-labelledby="branches-title" className="flex scroll-mt-24 flex-col gap-3">
        <h2 id="branches-title" className="font-bold text-xl">
          Sucursales
        </h2>
        {branches.length === 0 ? (
          <p className="text-fg-muted">Todavía no tiene sucursales: agregá la primera abajo.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Sucursales">
            {branches.map((b) => (
              <li
                key={b.uuid}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="break-words font-semibold">{b.name}</p>
                  <p className="text-fg-muted text-sm">{[b.address, b.city].filter(Boolean).join(", ")}</p>
                </div>
                <BusinessStatusBadge status={b.status} />
                <Form method="post">
                  <input type="hidden" name="businessUuid" value={b.uuid} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove-branch"
                    className={button}
                    aria-label={`Quitar ${b.name}`}
                  >
                    Quitar
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <div className="rounded-2xl border border-line bg-surface p-4">
          <h3 className="font-semibold">Agregar sucursal</h3>
          <Form method="get" action={`${here}#sucursales`} className="mt-2 flex flex-wrap items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              <span className="font-medium">Buscá el comercio por nombre</span>
              <input
                type="search"
                name="buscar"
                defaultValue={q}
                minLength={2}
                maxLength={100}
                className="min-h-11 rounded-lg border border-line bg-surface px-3"
              />
            </label>
            <button type="submit" className={`${button} min-h-11`}>
              Buscar
            </button>
          </Form>
          {q.trim().length >= 2 && (
            <ul className="mt-3 flex flex-col gap-2" aria-label="Comercios encontrados">
              {candidates.length === 0 && <li className="text-fg-muted text-sm">Ningún comercio con ese nombre.</li>}
              {candidates.map((c) => (
                <li key={c.uuid} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 break-words text-sm">
                    {c.name} <span className="text-fg-muted">({c.city})</span>
                    {c.brandId && <span className="text-fg-muted"> · hoy es de otra marca</span>}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="businessUuid" value={c.uuid} />
                    <button
                      type="submit"
                      name="intent"
                      value="add-branch"
                      className={button}
                      aria-label={`Agregar ${c.name}`}
                    >
                      Agregar
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <BrandForm key={brand.id} brand={brand} lastResult={actionData?.result ?? null} cancelHref={LIST} />
      <Form method="post">
        <ConfirmDialog
          title={`¿Eliminar ${brand.name}?`}
          description="Sus sucursales siguen en Vilma, sin marca. No se puede deshacer."
          confirmLabel="Eliminar"
          tone="danger"
          name="intent"
          value="delete"
        >
          Eliminar marca
        </ConfirmDialog>
      </Form>
      <AuditTimeline entries={timeline} />
    </div>
  );
}
