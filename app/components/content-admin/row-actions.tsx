import { Form, Link } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { ArrowDown, ArrowUp, Pencil } from "#app/components/icons/icons.tsx";
import { buttonClass } from "./bits.tsx";

/**
 * Editar / Subir / Bajar / Activar / Eliminar for one row of an ordered admin list (banners, quick
 * access). Each is its own small POST with `intent` and the row's id, so each works without
 * JavaScript; deleting asks first (with JavaScript) and is still a deliberate POST without it.
 */
export function RowActions({
  idName,
  id,
  label,
  editHref,
  isActive,
  first,
  last,
}: {
  idName: string;
  id: number;
  label: string;
  editHref: string;
  isActive: boolean;
  first: boolean;
  last: boolean;
}) {
  const small = `${buttonClass} min-h-9 px-2.5`;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Link to={editHref} className={small} aria-label={`Editar ${label}`}>
        <Pencil className="size-4" aria-hidden />
        Editar
      </Link>
      <Form method="post" className="contents">
        <input type="hidden" name={idName} value={id} />
        <input type="hidden" name="intent" value="move" />
        <button
          type="submit"
          name="direction"
          value="up"
          disabled={first}
          className={small}
          aria-label={`Subir ${label}`}
        >
          <ArrowUp className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Subir</span>
        </button>
        <button
          type="submit"
          name="direction"
          value="down"
          disabled={last}
          className={small}
          aria-label={`Bajar ${label}`}
        >
          <ArrowDown className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Bajar</span>
        </button>
      </Form>
      <Form method="post" className="contents">
        <input type="hidden" name={idName} value={id} />
        <button
          type="submit"
          name="intent"
          value="toggle"
          className={small}
          aria-label={`${isActive ? "Desactivar" : "Activar"} ${label}`}
        >
          {isActive ? "Desactivar" : "Activar"}
        </button>
      </Form>
      <Form method="post" className="contents">
        <input type="hidden" name={idName} value={id} />
        <ConfirmDialog
          title={`¿Eliminar «${label}»?`}
          description="Deja de verse en el sitio y no se puede deshacer."
          confirmLabel="Eliminar"
          tone="danger"
          name="intent"
          value="delete"
          className="min-h-9 px-2.5"
        >
          Eliminar
        </ConfirmDialog>
      </Form>
    </div>
  );
}
