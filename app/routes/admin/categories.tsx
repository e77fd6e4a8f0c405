/**
 * /admin/categories: the category tree (main categories and their subcategories, in the order
 * visitors see them) with each one's active businesses. "Subir"/"Bajar" post a move (keyboard and
 * no JavaScript); with JavaScript a row can also be dragged among its siblings. `?editar={id}`
 * opens one in the form below, where it can also be deleted (its businesses moved first).
 */

import { type DragEvent, useState } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { AdminFormSection } from "#app/components/admin/admin-form-section.tsx";
import { CategoryIcon } from "#app/components/category-icon.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { ArrowDown, ArrowUp, FolderTree, GripVertical, Pencil } from "#app/components/icons/icons.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { categoryDeleteSchema, categoryFormSchema, categoryMoveSchema } from "#core/category-form.ts";
import { CATEGORY_ICON_NAMES } from "#core/category-icons.ts";
import { formatCount, pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { deleteCategory } from "#server/categories/delete-category.ts";
import {
  type AdminCategory,
  type AdminCategoryNode,
  listCategoryTreeForAdmin,
} from "#server/categories/list-category-tree-for-admin.ts";
import { moveCategory } from "#server/categories/move-category.ts";
import { saveCategory } from "#server/categories/save-category.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { refusalReply } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/categories";

const PATH = "/admin/categories";

const idOf = (value: unknown): number | null => {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const tree = await listCategoryTreeForAdmin();
  const all = tree.flatMap((root) => [root, ...root.children]);
  const editingId = idOf(new URL(request.url).searchParams.get("editar"));
  const editing = all.find((c) => c.id === editingId) ?? null;
  return {
    tree,
    editing: editing
      ? { ...editing, hasChildren: tree.some((r) => r.id === editing.id && r.children.length > 0) }
      : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const actor = auditActor(admin, request);
  const intent = form.get("intent");

  if (intent === "move") {
    const submission = parseSubmission(form, categoryMoveSchema);
    if (submission.status !== "success") {
      return redirectWithToast(PATH, {
        type: "error",
        title: "No pudimos moverla",
        description: "Elegí una categoría.",
      });
    }
    const outcome = await moveCategory(submission.value.categoryId, submission.value.to, actor);
    if (!outcome.ok)
      return redirectWithToast(PATH, {
        type: "error",
        title: "No pudimos moverla",
        description: outcome.problem.message,
      });
    return redirectWithToast(`${PATH}#categoria-${submission.value.categoryId}`, {
      type: "success",
      title: outcome.value.moved ? "Orden guardado" : "Ya estaba en ese lugar",
      description: outcome.value.moved ? `${outcome.value.name} ya se ve en su nuevo lugar en Categorías.` : undefined,
    });
  }

  if (intent === "delete") {
    const submission = parseSubmission(form, categoryDeleteSchema);
    if (submission.status !== "success") {
      return data({ result: null, deleteResult: submission.reply(), error: null }, { status: 400 });
    }
    const { categoryId, moveTo } = submission.value;
    const outcome = await deleteCategory(categoryId, moveTo ?? null, actor);
    if (!outcome.ok) {
      const { status, message } = outcome.problem;
      return data(
        { result: null, deleteResult: submission.reply({ fieldErrors: { moveTo: [message] } }), error: message },
        { status },
      );
    }
    return redirectWithToast(PATH, {
      type: "success",
      title: "Categoría eliminada",
      description:
        outcome.value.movedBusinesses > 0
          ? `${outcome.value.name}: ${pluralize(outcome.value.movedBusinesses, "comercio pasó", "comercios pasaron")} a la categoría elegida.`
          : outcome.value.name,
    });
  }

  const id = idOf(form.get("categoryId"));
  let currentColor: string | null = null;
  if (id !== null) {
    const all = (await listCategoryTreeForAdmin()).flatMap((r) => [r, ...r.children]);
    currentColor = all.find((c) => c.id === id)?.color ?? null;
  }
  const submission = parseSubmission(form, categoryFormSchema({ currentColor }));
  if (submission.status !== "success") {
    return data({ result: submission.reply(), deleteResult: null, error: null }, { status: 400 });
  }
  const outcome = await saveCategory(id, submission.value, actor);
  if (!outcome.ok) {
    const { status, message, fieldErrors } = outcome.problem;
    const field = Object.keys(fieldErrors ?? {})[0];
    return data(
      {
        result: submission.reply(refusalReply(outcome.problem)),
        deleteResult: null,
        error: field ? null : message,
      },
      { status },
    );
  }
  return redirectWithToast(`${PATH}#categoria-${outcome.value.id}`, {
    type: "success",
    title: id === null ? "Categoría creada" : "Categoría guardada",
    description: `${outcome.value.name} ya se ve así en Categorías.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Categorías | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const buttonClass =
  "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-line px-2 font-semibold text-sm hover:bg-surface-muted disabled:opacity-40";

/** The category's icon on its colour, drawn in SVG (the CSP allows no style attribute). */
function Swatch({ category }: { category: Pick<AdminCategory, "color" | "icon" | "iconType"> }) {
  return (
    <span className="relative grid size-10 shrink-0 place-items-center text-white">
      <svg className="absolute inset-0 size-10" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill={category.color} />
      </svg>
      {category.iconType === "emoji" ? (
        <span className="relative text-xl" aria-hidden>
          {category.icon}
        </span>
      ) : (
        <CategoryIcon name={category.icon} className="relative size-5" />
      )}
    </span>
  );
}

function CategoryRow({
  category,
  index,
  count,
  onDragStart,
  onDrop,
}: {
  category: AdminCategory;
  index: number;
  count: number;
  onDragStart: (id: number) => void;
  onDrop: (index: number) => void;
}) {
  const [over, setOver] = useState(false);
  const move = (to: "up" | "down", disabled: boolean) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="categoryId" value={category.id} />
      <button
        type="submit"
        name="to"
        value={to}
        disabled={disabled}
        className={buttonClass}
        aria-label={`${to === "up" ? "Subir" : "Bajar"} ${category.name}`}
      >
        {to === "up" ? <ArrowUp className="size-4" aria-hidden /> : <ArrowDown className="size-4" aria-hidden />}
        <span className="sr-only sm:not-sr-only">{to === "up" ? "Subir" : "Bajar"}</span>
      </button>
    </Form>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's extra; "Subir"/"Bajar" are the keyboard's way
    <div
      id={`categoria-${category.id}`}
      data-category={category.slug}
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = "move";
        onDragStart(category.id);
      }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        onDrop(index);
      }}
      className={`flex scroll-mt-24 flex-wrap items-center gap-3 rounded-xl border bg-surface p-3 ${over ? "border-brand-500" : "border-line"}`}
    >
      <GripVertical className="hidden size-4 shrink-0 cursor-grab text-fg-muted sm:block" aria-hidden />
      <Swatch category={category} />
      <div className="min-w-[11rem] flex-1">
        <p className="break-words font-semibold">
          {category.name}
          {!category.isActive && (
            <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-surface-muted px-2 py-0.5 font-medium text-fg-muted text-xs">
              Inactiva
            </span>
          )}
          {category.isFeatured && (
            <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900 dark:text-amber-100">
              Destacada
            </span>
          )}
        </p>
        <p className="break-words text-fg-muted text-sm">
          /{category.slug} · {pluralize(category.activeBusinesses, "comercio activo", "comercios activos")}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {move("up", index === 0)}
        {move("down", index === count - 1)}
        <Link
          to={`?editar=${category.id}#category-form`}
          className={buttonClass}
          aria-label={`Editar ${category.name}`}
        >
          <Pencil className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Editar</span>
        </Link>
      </div>
    </div>
  );
}

/** One list of siblings; a row dropped on another takes its place (a fetcher posts the move). */
function Siblings({ items, label }: { items: AdminCategory[]; label: string }) {
  const fetcher = useFetcher();
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <ol className="flex flex-col gap-2" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className="flex flex-col gap-2">
          <CategoryRow
            category={item}
            index={index}
            count={items.length}
            onDragStart={setDragged}
            onDrop={(to) => {
              if (dragged === null || !items.some((i) => i.id === dragged)) return;
              fetcher.submit({ intent: "move", categoryId: String(dragged), to: String(to) }, { method: "post" });
              setDragged(null);
            }}
          />
          {"children" in item && (item as AdminCategoryNode).children.length > 0 && (
            <div className="ml-6 border-line border-l-2 pl-3 sm:ml-10">
              <Siblings items={(item as AdminCategoryNode).children} label={`Subcategorías de ${item.name}`} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { tree, editing } = loaderData;
  const total = tree.reduce((n, r) => n + 1 + r.children.length, 0);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Categorías"
        description={`${formatCount(total)} categorías en el orden en que las ven los vecinos. Subí o bajá cada una dentro de su grupo (o arrastrala).`}
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Categorías" }]}
        actions={
          <Link
            to="?#category-form"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Nueva categoría
          </Link>
        }
      />
      {tree.length === 0 ? (
        <EmptyState icon={FolderTree} title="Todavía no hay categorías">
          Creá la primera con el formulario de abajo.
        </EmptyState>
      ) : (
        <Siblings items={tree} label="Categorías principales" />
      )}
      <CategoryForm
        key={editing?.id ?? "new"}
        tree={tree}
        editing={editing}
        lastResult={actionData?.result ?? null}
        error={actionData?.error ?? null}
      />
      {editing && (
        <DeleteCategory
          key={`delete-${editing.id}`}
          tree={tree}
          editing={editing}
          lastResult={actionData?.deleteResult ?? null}
        />
      )}
    </div>
  );
}

type Editing = Route.ComponentProps["loaderData"]["editing"];

function CategoryForm({
  tree,
  editing,
  lastResult,
  error,
}: {
  tree: AdminCategoryNode[];
  editing: Editing;
  lastResult: SubmissionResult<string[]> | null;
  error: string | null;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(categoryFormSchema({ currentColor: editing?.color }), {
    id: "category",
    lastResult,
    defaultValue: editing
      ? {
          name: editing.name,
          slug: editing.slug,
          description: editing.description ?? "",
          parentId: editing.parentId ? String(editing.parentId) : "",
          iconType: editing.iconType === "emoji" ? "emoji" : "lucide",
          icon: editing.icon ?? "",
          color: editing.color,
        }
      : { iconType: "lucide", icon: "Store", color: "#2563eb" },
  });
  const checkbox = (name: string, label: string, checked: boolean) => (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-4" />
      {label}
    </label>
  );
  const parents = tree.filter((r) => r.id !== editing?.id);
  return (
    <AdminFormSection id="category-form" title={editing ? `Editar ${editing.name}` : "Nueva categoría"} error={error}>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 md:grid-cols-2">
        {editing && <input type="hidden" name="categoryId" value={editing.id} />}
        <TextField {...fieldProps(fields.name)} label="Nombre" maxLength={60} />
        <TextField
          {...fieldProps(fields.slug)}
          label="Dirección"
          hint="En los filtros: /search?category=…"
          maxLength={60}
        />
        <SelectField
          {...fieldProps(fields.parentId)}
          label="Dentro de"
          placeholder="Ninguna (categoría principal)"
          options={parents.map((p) => ({ value: String(p.id), label: p.name }))}
          disabled={editing?.hasChildren}
          hint={editing?.hasChildren ? "Tiene subcategorías: sigue siendo principal." : undefined}
        />
        <TextField
          {...fieldProps(fields.color)}
          label="Color"
          hint="#RRGGBB; el ícono va en blanco encima"
          maxLength={7}
        />
        <SelectField
          {...fieldProps(fields.iconType)}
          label="Tipo de ícono"
          options={[
            { value: "lucide", label: "Ícono de la lista" },
            { value: "emoji", label: "Emoji" },
          ]}
        />
        <TextField
          {...fieldProps(fields.icon)}
          label="Ícono"
          hint="Un nombre de la lista (por ejemplo Pizza) o un emoji"
          list="category-icon-names"
          maxLength={32}
        />
        <datalist id="category-icon-names">
          {CATEGORY_ICON_NAMES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="md:col-span-2">
          <TextareaField {...fieldProps(fields.description)} label="Descripción" maxLength={300} rows={3} />
        </div>
        <fieldset className="flex flex-col gap-1 md:col-span-2">
          <legend className="font-semibold text-sm">Opciones</legend>
          {checkbox("isFeatured", "Destacada en el inicio", editing?.isFeatured ?? false)}
          {checkbox("isActive", "Activa (se ve en Vilma)", editing?.isActive ?? true)}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
              {editing ? "Guardar cambios" : "Crear categoría"}
            </SubmitButton>
          </div>
          {editing && (
            <Link to={PATH} className="font-medium text-sm underline">
              Cancelar edición
            </Link>
          )}
        </div>
      </Form>
    </AdminFormSection>
  );
}

function DeleteCategory({
  tree,
  editing,
  lastResult,
}: {
  tree: AdminCategoryNode[];
  editing: NonNullable<Editing>;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { fields, formProps } = useSchemaForm(categoryDeleteSchema, { id: "category-delete", lastResult });
  const others = tree
    .flatMap((r) => [r, ...r.children])
    .filter((c) => c.id !== editing.id)
    .map((c) => ({ value: String(c.id), label: c.parentId ? `— ${c.name}` : c.name }));
  const used = editing.allBusinesses;
  return (
    <section aria-labelledby="category-delete-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="category-delete-title" className="font-bold text-lg">
        Eliminar {editing.name}
      </h2>
      <p className="mt-1 text-fg-muted text-sm">
        {editing.hasChildren
          ? "Tiene subcategorías: movelas o eliminalas antes."
          : used > 0
            ? `La usan ${pluralize(used, "comercio", "comercios")}: elegí a qué categoría pasan.`
            : "Ningún comercio la usa."}
      </p>
      <Form method="post" {...formProps} className="mt-4 flex flex-col gap-4 sm:max-w-md">
        <input type="hidden" name="categoryId" value={editing.id} />
        {used > 0 && (
          <SelectField {...fieldProps(fields.moveTo)} label="Pasar sus comercios a" placeholder options={others} />
        )}
        <ConfirmDialog
          title={`¿Eliminar ${editing.name}?`}
          description={
            used > 0 ? "Sus comercios pasan a la categoría elegida. No se puede deshacer." : "No se puede deshacer."
          }
          confirmLabel="Eliminar"
          tone="danger"
          name="intent"
          value="delete"
        >
          Eliminar categoría
        </ConfirmDialog>
      </Form>
    </section>
  );
}
