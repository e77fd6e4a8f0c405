/**
 * /admin/content/quick-access: the quick-access buttons under the home search — label, icon (the
 * category icon set), target (a path of the site or an https address), order (Subir/Bajar, or
 * drag) and active. `?editar={id}` opens one in the form. Each change is audited and shows on the
 * home at once.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { AdminFormSection } from "#app/components/admin/admin-form-section.tsx";
import { CategoryIcon } from "#app/components/category-icon.tsx";
import { buttonClass, CheckboxRow, idParam, StatePill } from "#app/components/content-admin/bits.tsx";
import { DragOrderList } from "#app/components/content-admin/drag-order.tsx";
import { RowActions } from "#app/components/content-admin/row-actions.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { LayoutGrid } from "#app/components/icons/icons.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { CATEGORY_ICON_NAMES } from "#core/category-icons.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { quickAccessFormSchema, quickAccessIntentSchema } from "#core/quick-access-form.ts";
import {
  deleteQuickAccess,
  listQuickAccess,
  moveQuickAccess,
  type QuickAccessLink,
  reorderQuickAccess,
  saveQuickAccess,
  toggleQuickAccess,
} from "#server/content/quick-access.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/content-quick-access";

const BACK = "/admin/content/quick-access";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const links = await listQuickAccess();
  const editingId = idParam(new URL(request.url).searchParams.get("editar"));
  return { links, editing: links.find((l) => l.id === editingId) ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const actor = auditActor(admin, request);
  const intent = form.get("intent");
  if (intent === "delete" || intent === "move" || intent === "toggle" || intent === "reorder") {
    const parsed = quickAccessIntentSchema.safeParse({
      intent,
      linkId: form.get("linkId") ?? undefined,
      direction: form.get("direction") ?? undefined,
      order: form.getAll("order"),
    });
    if (!parsed.success) return redirectWithToast(BACK, { type: "error", title: "Elegí un acceso de la lista" });
    const input = parsed.data;
    if (input.intent === "reorder") {
      const done = await reorderQuickAccess(input.order, actor);
      if (!done)
        return redirectWithToast(BACK, {
          type: "error",
          title: "No pudimos cambiar el orden",
          description: "La lista cambió mientras la mirabas: probá de nuevo.",
        });
      return redirectWithToast(BACK, { type: "success", title: "Orden guardado" });
    }
    if (input.intent === "delete") {
      const gone = await deleteQuickAccess(input.linkId, actor);
      if (!gone) throw new AppError("not_found");
      return redirectWithToast(BACK, { type: "success", title: "Acceso eliminado", description: gone.label });
    }
    if (input.intent === "toggle") {
      const link = await toggleQuickAccess(input.linkId, actor);
      if (!link) throw new AppError("not_found");
      return redirectWithToast(BACK, {
        type: "success",
        title: link.isActive ? "Acceso activado" : "Acceso desactivado",
        description: link.label,
      });
    }
    const moved = await moveQuickAccess(input.linkId, input.direction, actor);
    if (moved === null) throw new AppError("not_found");
    return redirectWithToast(
      BACK,
      moved ? { type: "success", title: "Orden guardado" } : { type: "info", title: "Ya está en ese extremo" },
    );
  }
  const id = form.has("linkId") ? idParam(form.get("linkId")) : null;
  if (form.has("linkId") && id === null) throw new AppError("not_found");
  const submission = parseSubmission(form, quickAccessFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await saveQuickAccess(id, submission.value, actor);
  if (!outcome.ok) throw new AppError("not_found");
  return redirectWithToast(BACK, {
    type: "success",
    title: id === null ? "Acceso creado" : "Acceso guardado",
    description: `${submission.value.label} ya se ve debajo del buscador de Inicio.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Accesos rápidos | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminQuickAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { links, editing } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Accesos rápidos"
        description="Los botones debajo del buscador de Inicio, en este orden. Arrastralos o usá Subir y Bajar."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Accesos rápidos" }]}
      />
      {links.length === 0 ? (
        <EmptyState icon={LayoutGrid} title="Todavía no hay accesos rápidos">
          Creá el primero con el formulario de abajo.
        </EmptyState>
      ) : (
        <DragOrderList
          items={links}
          label="Accesos rápidos, en su orden"
          render={(link, index) => (
            <>
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-blue-200">
                <CategoryIcon name={link.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block break-words font-semibold">{link.label}</span>
                <span className="block break-all font-mono text-fg-muted text-xs">{link.url}</span>
              </span>
              {link.isActive ? <StatePill tone="ok">Activo</StatePill> : <StatePill tone="muted">Inactivo</StatePill>}
              <RowActions
                idName="linkId"
                id={link.id}
                label={link.label}
                editHref={`?editar=${link.id}#quick-access-form`}
                isActive={link.isActive}
                first={index === 0}
                last={index === links.length - 1}
              />
            </>
          )}
        />
      )}
      <QuickAccessForm key={editing?.id ?? "new"} editing={editing} lastResult={actionData?.result ?? null} />
    </div>
  );
}

function QuickAccessForm({
  editing,
  lastResult,
}: {
  editing: QuickAccessLink | null;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(quickAccessFormSchema, {
    id: "quick-access",
    lastResult,
    defaultValue: editing ? { label: editing.label, icon: editing.icon ?? "", url: editing.url } : {},
  });
  return (
    <AdminFormSection id="quick-access-form" title={editing ? `Editar «${editing.label}»` : "Nuevo acceso rápido"}>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 md:grid-cols-3">
        {editing && <input type="hidden" name="linkId" value={editing.id} />}
        <TextField {...fieldProps(fields.label)} label="Texto" maxLength={30} />
        <SelectField
          {...fieldProps(fields.icon)}
          label="Ícono"
          placeholder
          options={CATEGORY_ICON_NAMES.map((name) => ({ value: name, label: name }))}
        />
        <TextField
          {...fieldProps(fields.url)}
          label="Destino"
          hint="Una ruta de Vilma (/ofertas) o https://…"
          maxLength={500}
        />
        <div className="md:col-span-3">
          <CheckboxRow name="isActive" label="Activo (se ve en Inicio)" defaultChecked={editing?.isActive ?? true} />
        </div>
        <div className="flex flex-wrap items-center gap-3 md:col-span-3">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
              {editing ? "Guardar acceso" : "Crear acceso"}
            </SubmitButton>
          </div>
          {editing && (
            <Link to="?#quick-access-form" className={buttonClass}>
              Cancelar
            </Link>
          )}
        </div>
      </Form>
    </AdminFormSection>
  );
}
