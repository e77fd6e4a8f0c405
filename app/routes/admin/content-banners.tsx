/**
 * /admin/content/banners: the banners of the public pages — list (search, placement and state
 * filters, in their order per page), create and edit (`?editar={id}` opens one in the form below),
 * Subir/Bajar, activate and delete. Each change is audited and shows on its page at once.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { AdminFormSection } from "#app/components/admin/admin-form-section.tsx";
import { adminLinkClass, buttonClass, CheckboxRow, idParam, StatePill } from "#app/components/content-admin/bits.tsx";
import { RowActions } from "#app/components/content-admin/row-actions.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { DateField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { ImageIcon } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { bannerFormSchema, bannerIntentSchema } from "#core/banner-form.ts";
import {
  BANNER_PLACEMENT_LABELS,
  BANNER_PLACEMENTS,
  type BannerPlacement,
  MAX_BANNERS_PER_PAGE,
} from "#core/content-links.ts";
import { AppError } from "#core/errors.ts";
import { formatDate } from "#core/format.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_PRESETS } from "#core/image-rules.ts";
import { parseListParams } from "#core/list-params.ts";
import {
  type AdminBannerRow,
  BANNERS_LIST,
  deleteBanner,
  getBanner,
  listBanners,
  moveBanner,
  saveBanner,
  toggleBanner,
} from "#server/content/banners.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readUploadForm } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/content-banners";

const BANNER_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const url = new URL(request.url);
  const params = parseListParams(url.searchParams, BANNERS_LIST);
  const editingId = idParam(url.searchParams.get("editar"));
  const [banners, editing] = await Promise.all([listBanners(params), editingId === null ? null : getBanner(editingId)]);
  return { params, banners, editing };
}

const imageRefused = (message: string, status: number) =>
  data({ result: { status: "error", error: { image: [message] } } as SubmissionResult<string[]> }, { status });

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const url = new URL(request.url);
  const form = await readUploadForm(request, BANNER_FORM_MAX_BYTES);
  if (!form) return imageRefused(IMAGE_MESSAGES.tooLarge, 413);
  const actor = auditActor(admin, request);
  url.searchParams.delete("editar");
  const back = `/admin/content/banners${url.search}`;
  const intent = form.get("intent");
  if (intent === "delete" || intent === "move" || intent === "toggle") {
    const parsed = bannerIntentSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return redirectWithToast(back, { type: "error", title: "Elegí un banner de la lista" });
    const input = parsed.data;
    if (input.intent === "delete") {
      const gone = await deleteBanner(input.bannerId, actor);
      if (!gone) throw new AppError("not_found");
      return redirectWithToast(back, { type: "success", title: "Banner eliminado", description: gone.title });
    }
    if (input.intent === "toggle") {
      const banner = await toggleBanner(input.bannerId, actor);
      if (!banner) throw new AppError("not_found");
      return redirectWithToast(back, {
        type: "success",
        title: banner.isActive ? "Banner activado" : "Banner desactivado",
        description: banner.title,
      });
    }
    const moved = await moveBanner(input.bannerId, input.direction, actor);
    if (moved === null) throw new AppError("not_found");
    return redirectWithToast(
      back,
      moved ? { type: "success", title: "Orden cambiado" } : { type: "info", title: "Ya está en ese extremo" },
    );
  }
  const id = form.has("bannerId") ? idParam(form.get("bannerId")) : null;
  if (form.has("bannerId") && id === null) throw new AppError("not_found");
  const submission = parseSubmission(form, bannerFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await saveBanner(id, submission.value, actor);
  if (!outcome.ok) {
    const { code, status, message } = outcome.problem;
    if (code === "not_found") throw new AppError("not_found");
    return data({ result: submission.reply({ fieldErrors: { image: [message] } }) }, { status });
  }
  return redirectWithToast(back, {
    type: "success",
    title: id === null ? "Banner creado" : "Banner guardado",
    description: `${submission.value.title}: ${BANNER_PLACEMENT_LABELS[submission.value.placement]}.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Banners | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

function dates(b: AdminBannerRow): string {
  if (!b.startDate && !b.endDate) return "Siempre";
  if (b.startDate && b.endDate) return `${formatDate(b.startDate)} – ${formatDate(b.endDate)}`;
  return b.startDate ? `Desde ${formatDate(b.startDate)}` : `Hasta ${formatDate(b.endDate as string)}`;
}

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { params, banners, editing } = loaderData;
  const rows = banners.rows;
  const columns: DataTableColumn<AdminBannerRow>[] = [
    {
      key: "title",
      header: "Banner",
      sortable: true,
      primary: true,
      cell: (b) => (
        <span className="flex min-w-0 items-center gap-3">
          {b.imageUrl ? (
            <img src={b.imageUrl} alt="" width={96} height={36} className="h-9 w-24 shrink-0 rounded object-cover" />
          ) : (
            <span className="grid h-9 w-24 shrink-0 place-items-center rounded bg-surface-muted text-fg-muted text-xs">
              Sin imagen
            </span>
          )}
          <Link to={`?editar=${b.id}#banner-form`} className={`${adminLinkClass} break-words`}>
            {b.title}
          </Link>
        </span>
      ),
    },
    {
      key: "position",
      header: "Página",
      sortable: true,
      cell: (b) => `${BANNER_PLACEMENT_LABELS[b.placement as BannerPlacement] ?? b.placement} · ${b.position + 1}º`,
    },
    { key: "dates", header: "Fechas", hideOnMobile: true, cell: dates },
    {
      key: "state",
      header: "Estado",
      cell: (b) =>
        b.isActive ? <StatePill tone="ok">Activo</StatePill> : <StatePill tone="muted">Inactivo</StatePill>,
    },
    {
      key: "actions",
      header: "Acciones",
      actions: true,
      cell: (b) => {
        const same = rows.filter((r) => r.placement === b.placement);
        return (
          <RowActions
            idName="bannerId"
            id={b.id}
            label={b.title}
            editHref={`?editar=${b.id}#banner-form`}
            isActive={b.isActive}
            first={same[0]?.id === b.id && banners.page === 1}
            last={same.at(-1)?.id === b.id && banners.page === banners.pageCount}
          />
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Banners"
        description={`Las imágenes con enlace que se ven arriba de Inicio, Búsqueda, Ofertas, Magazine y Categorías, en este orden: cada página muestra los primeros ${MAX_BANNERS_PER_PAGE} activos y vigentes.`}
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Banners" }]}
        actions={
          <Link to="#banner-form" className={buttonClass}>
            Nuevo banner
          </Link>
        }
      />
      <DataTable
        label="Banners"
        columns={columns}
        list={banners}
        params={params}
        rowId={(b) => String(b.id)}
        rowLabel={(b) => b.title}
        search={{ label: "Buscar por título", placeholder: "Título o subtítulo" }}
        filters={[
          {
            name: "placement",
            label: "Página",
            allLabel: "Todas",
            options: BANNER_PLACEMENTS.map((p) => ({ value: p, label: BANNER_PLACEMENT_LABELS[p] })),
          },
          {
            name: "state",
            label: "Estado",
            allLabel: "Todos",
            options: [
              { value: "active", label: "Activos" },
              { value: "inactive", label: "Inactivos" },
            ],
          },
        ]}
        empty={{
          icon: ImageIcon,
          title: "Todavía no hay banners",
          text: "Creá el primero con el formulario de abajo.",
        }}
        emptyFiltered={{ title: "Ningún banner coincide", text: "Probá con otro título, página o estado." }}
      />
      <BannerForm key={editing?.id ?? "new"} editing={editing} lastResult={actionData?.result ?? null} />
    </div>
  );
}

function BannerForm({
  editing,
  lastResult,
}: {
  editing: AdminBannerRow | null;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(bannerFormSchema, {
    id: "banner",
    lastResult,
    defaultValue: editing
      ? {
          title: editing.title,
          subtitle: editing.subtitle ?? "",
          linkUrl: editing.linkUrl ?? "",
          placement: editing.placement,
          startDate: editing.startDate ?? "",
          endDate: editing.endDate ?? "",
        }
      : { placement: "home" },
  });
  return (
    <AdminFormSection id="banner-form" title={editing ? `Editar «${editing.title}»` : "Nuevo banner"}>
      <Form method="post" encType="multipart/form-data" {...formProps} className="mt-4 grid gap-4 md:grid-cols-2">
        {editing && <input type="hidden" name="bannerId" value={editing.id} />}
        <TextField {...fieldProps(fields.title)} label="Título" maxLength={80} />
        <TextField {...fieldProps(fields.subtitle)} label="Subtítulo (opcional)" maxLength={160} />
        <TextField
          {...fieldProps(fields.linkUrl)}
          label="Enlace (opcional)"
          hint="Una ruta de Vilma (/ofertas) o una dirección https://"
          maxLength={500}
        />
        <SelectField
          {...fieldProps(fields.placement)}
          label="Dónde se muestra"
          options={BANNER_PLACEMENTS.map((p) => ({ value: p, label: BANNER_PLACEMENT_LABELS[p] }))}
        />
        <DateField {...fieldProps(fields.startDate)} label="Desde (opcional)" />
        <DateField {...fieldProps(fields.endDate)} label="Hasta (opcional)" hint="Incluye ese día entero" />
        <div className="md:col-span-2">
          <ImageUploadField
            {...fieldProps(fields.image)}
            required={false}
            label={editing ? "Cambiar la imagen (opcional)" : "Imagen"}
            accept={IMAGE_ACCEPT}
            maxBytes={IMAGE_MAX_BYTES}
            minSize={IMAGE_PRESETS.banner.min}
            currentUrl={editing?.imageUrl}
            currentAlt={editing ? `Imagen de ${editing.title}` : undefined}
            shape="banner"
          />
          <p className="mt-1 text-fg-muted text-xs">Se recorta a 1600 × 600 px.</p>
        </div>
        <div className="md:col-span-2">
          <CheckboxRow
            name="isActive"
            label="Activo (se muestra en su página)"
            defaultChecked={editing?.isActive ?? true}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
              {editing ? "Guardar banner" : "Crear banner"}
            </SubmitButton>
          </div>
          {editing && (
            <Link to="?#banner-form" className={buttonClass}>
              Cancelar
            </Link>
          )}
        </div>
      </Form>
    </AdminFormSection>
  );
}
