/**
 * /admin/promotions/bancarias: the "Bancarias" tab of Promociones. Every bank promotion (search by
 * title, filter by bank and validity, sort by dates or title), each opening its editor; below, the
 * banks with their promotions, `?banco={id}` (or `?banco=nuevo`) opening one in the bank form. A
 * bank with promotions cannot be deleted: the answer says how many it has.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { AdminFormSection } from "#app/components/admin/admin-form-section.tsx";
import { PROMOTION_TABS } from "#app/components/admin/promotion-tabs.ts";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { Landmark, Pencil } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Tabs } from "#app/components/page/tabs.tsx";
import { BANK_PROMOTION_STATES, bankDeleteSchema, bankFormSchema } from "#core/bank-promotion-form.ts";
import { describeScope } from "#core/bank-promotion-scope.ts";
import { formatDays } from "#core/bank-promotions.ts";
import { formatDate, pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_PRESETS } from "#core/image-rules.ts";
import { parseListParams } from "#core/list-params.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readUploadForm, refusalReply } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { deleteBank } from "#server/promotions/delete-bank.ts";
import {
  type AdminBankPromotionRow,
  type BankPromotionsParams,
  bankPromotionsList,
  listBankPromotionsForAdmin,
} from "#server/promotions/list-bank-promotions-for-admin.ts";
import { listBanksForAdmin } from "#server/promotions/list-banks-for-admin.ts";
import { saveBank } from "#server/promotions/save-bank.ts";
import type { Route } from "./+types/bank-promotions";

const PATH = "/admin/promotions/bancarias";
const MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const idOf = (value: unknown): number | null => {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const banks = await listBanksForAdmin();
  const params = parseListParams(search, bankPromotionsList(banks.map((b) => b.slug))) as BankPromotionsParams;
  const bankParam = search.get("banco");
  const editingBank = banks.find((b) => b.id === idOf(bankParam)) ?? null;
  return {
    params,
    list: await listBankPromotionsForAdmin(params),
    banks,
    editingBank,
    bankFormOpen: bankParam === "nuevo" || editingBank !== null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readUploadForm(request, MAX_BYTES);
  if (!form) {
    return data(
      { result: { status: "error", error: { logo: [IMAGE_MESSAGES.tooLarge] } } as SubmissionResult<string[]> },
      { status: 413 },
    );
  }
  const actor = auditActor(admin, request);
  if (form.get("intent") === "delete-bank") {
    const submission = parseSubmission(form, bankDeleteSchema);
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const outcome = await deleteBank(submission.value.bankId, actor);
    if (!outcome.ok) {
      return redirectWithToast(`${PATH}#bancos`, {
        type: "error",
        title: "No se puede eliminar",
        description: outcome.problem.message,
      });
    }
    return redirectWithToast(`${PATH}#bancos`, {
      type: "success",
      title: "Banco eliminado",
      description: outcome.value.name,
    });
  }
  const submission = parseSubmission(form, bankFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const id = idOf(form.get("bankId"));
  const outcome = await saveBank(id, submission.value, actor);
  if (!outcome.ok) {
    return data({ result: submission.reply(refusalReply(outcome.problem)) }, { status: outcome.problem.status });
  }
  return redirectWithToast(`${PATH}#bancos`, {
    type: "success",
    title: id === null ? "Banco creado" : "Banco guardado",
    description: `${outcome.value.name} ya se ve así en Ofertas.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Promociones bancarias | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";
const STATE_LABELS: Record<(typeof BANK_PROMOTION_STATES)[number], string> = {
  vigentes: "Vigentes",
  vencidas: "Vencidas",
};

const COLUMNS: DataTableColumn<AdminBankPromotionRow>[] = [
  {
    key: "title",
    header: "Promoción",
    sortable: true,
    primary: true,
    cell: (p) => (
      <Link to={`${PATH}/${p.id}`} className={linkClass}>
        {p.title}
        {p.isFeatured && <span className="ml-2 font-normal text-fg-muted text-xs">(destacada)</span>}
      </Link>
    ),
  },
  { key: "bank", header: "Banco", cell: (p) => p.bankName },
  { key: "discount", header: "Beneficio", cell: (p) => p.discountText },
  { key: "scope", header: "Dónde vale", cell: (p) => describeScope(p) },
  { key: "days", header: "Días", hideOnMobile: true, cell: (p) => formatDays(p.daysOfWeek) },
  {
    key: "validTo",
    header: "Vigencia",
    sortable: true,
    cell: (p) => `${formatDate(p.validFrom)} al ${formatDate(p.validTo)}`,
  },
];

export default function AdminBankPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const { params, list, banks, editingBank, bankFormOpen } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Promociones"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Promociones bancarias" }]}
        description="Los descuentos de bancos y billeteras que se ven en Ofertas."
        actions={
          <Link
            to={`${PATH}/nueva`}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Nueva promoción bancaria
          </Link>
        }
      />
      <Tabs label="Tipo de promoción" items={PROMOTION_TABS.map((t) => ({ ...t, current: t.href === PATH }))} />
      <DataTable
        label="Promociones bancarias"
        columns={COLUMNS}
        list={list}
        params={params}
        rowId={(p) => String(p.id)}
        rowLabel={(p) => p.title}
        search={{ label: "Buscar por título", placeholder: "Título" }}
        filters={[
          {
            name: "banco",
            label: "Banco",
            allLabel: "Todos",
            options: banks.map((b) => ({ value: b.slug, label: b.name })),
          },
          {
            name: "estado",
            label: "Vigencia",
            allLabel: "Todas",
            options: BANK_PROMOTION_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
          },
        ]}
        empty={{
          icon: Landmark,
          title: "No hay promociones bancarias",
          text: "Cargá la primera con «Nueva promoción bancaria».",
        }}
        emptyFiltered={{ title: "Ninguna promoción coincide", text: "Probá con otro título, banco o vigencia." }}
      />
      <section id="bancos" aria-labelledby="bancos-title" className="flex scroll-mt-24 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="bancos-title" className="font-bold text-xl">
            Bancos
          </h2>
          <Link to="?banco=nuevo#bank-form" className={linkClass}>
            Nuevo banco
          </Link>
        </div>
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Bancos">
          {banks.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-3">
              {b.logoUrl ? (
                <img
                  src={b.logoUrl}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-lg object-contain"
                />
              ) : (
                <Landmark className="size-10 shrink-0 text-fg-muted" aria-hidden />
              )}
              {/* The actions move under the name rather than squeeze it into broken words. */}
              <div className="min-w-40 flex-1">
                <p className="font-semibold">{b.name}</p>
                <p className="text-fg-muted text-sm">{pluralize(b.promotions, "promoción", "promociones")}</p>
              </div>
              <div className="ml-auto flex items-center gap-2">
                <Link
                  to={`?banco=${b.id}#bank-form`}
                  className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-line px-2 hover:bg-surface-muted"
                  aria-label={`Editar ${b.name}`}
                >
                  <Pencil className="size-4" aria-hidden />
                </Link>
                <Form method="post">
                  <input type="hidden" name="bankId" value={b.id} />
                  <ConfirmDialog
                    title={`¿Eliminar ${b.name}?`}
                    description={
                      b.promotions > 0
                        ? `Tiene ${pluralize(b.promotions, "promoción", "promociones")}: no se puede eliminar hasta borrarlas.`
                        : "No tiene promociones; se borra para siempre."
                    }
                    confirmLabel="Eliminar"
                    tone="danger"
                    name="intent"
                    value="delete-bank"
                  >
                    Eliminar
                  </ConfirmDialog>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {bankFormOpen && (
        <BankForm key={editingBank?.id ?? "new"} editing={editingBank} lastResult={actionData?.result ?? null} />
      )}
    </div>
  );
}

function BankForm({
  editing,
  lastResult,
}: {
  editing: Route.ComponentProps["loaderData"]["editingBank"];
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useSchemaForm(bankFormSchema, {
    id: "bank",
    lastResult,
    defaultValue: editing
      ? { name: editing.name, slug: editing.slug, color: editing.color, websiteUrl: editing.websiteUrl ?? "" }
      : { color: "#1e3a8a" },
  });
  return (
    <AdminFormSection
      id="bank-form"
      title={editing ? `Editar ${editing.name}` : "Nuevo banco"}
      error={form.errors?.[0]}
    >
      <Form method="post" encType="multipart/form-data" {...formProps} className="mt-4 grid gap-4 md:grid-cols-2">
        {editing && <input type="hidden" name="bankId" value={editing.id} />}
        <TextField {...fieldProps(fields.name)} label="Nombre" maxLength={80} />
        <TextField {...fieldProps(fields.slug)} label="Dirección" hint="En Ofertas: ?bank=…" maxLength={60} />
        <TextField {...fieldProps(fields.color)} label="Color" hint="#RRGGBB" maxLength={7} />
        <TextField {...fieldProps(fields.websiteUrl)} label="Sitio web" type="url" inputMode="url" />
        <div className="md:col-span-2">
          <ImageUploadField
            id={fields.logo.id}
            name={fields.logo.name}
            error={fields.logo.errors?.[0]}
            label="Logo"
            accept={IMAGE_ACCEPT}
            maxBytes={IMAGE_MAX_BYTES}
            minSize={IMAGE_PRESETS.logo.min}
            currentUrl={editing?.logoUrl}
          />
          {editing?.logoUrl && (
            <label className="mt-2 flex min-h-10 items-center gap-2 text-sm">
              <input type="checkbox" name="removeLogo" className="size-4" />
              Quitar el logo guardado
            </label>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
              {editing ? "Guardar banco" : "Crear banco"}
            </SubmitButton>
          </div>
          <Link to={`${PATH}#bancos`} className="font-medium text-sm underline">
            Cancelar
          </Link>
        </div>
      </Form>
    </AdminFormSection>
  );
}
