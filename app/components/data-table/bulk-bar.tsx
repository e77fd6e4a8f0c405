import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { X } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { pluralize } from "#core/format.ts";

/**
 * The bar of actions on the ticked rows: a POST form whose buttons the screen gives (each a
 * `name="intent"` submit), carrying the selected ids as repeated hidden `ids` fields. It appears
 * once a row is ticked and stays at the bottom of the screen while the list scrolls.
 *
 * Before JavaScript runs there is no selection state: the bar shows (through CSS) as soon as a box
 * is ticked, and the boxes themselves belong to this form (their `form` attribute).
 */
export function BulkBar({
  formId,
  action,
  selectedIds,
  hydrated,
  onClear,
  children,
}: {
  formId: string;
  action?: string;
  selectedIds: string[];
  hydrated: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.has("ids") === true;
  const count = pluralize(selectedIds.length, "seleccionado", "seleccionados");
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {hydrated && selectedIds.length > 0 ? count : ""}
      </p>
      {(!hydrated || selectedIds.length > 0) && (
        <Form
          method="post"
          action={action}
          id={formId}
          aria-label="Acciones con los seleccionados"
          aria-busy={sending || undefined}
          data-bulk-bar
          className={cn(
            "sticky bottom-3 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-brand-500/50 bg-surface p-3 shadow-lg transition-opacity",
            !hydrated && "hidden group-has-[input:checked]/list:flex",
            sending && "opacity-60",
          )}
        >
          {hydrated && selectedIds.map((id) => <input key={id} type="hidden" name="ids" value={id} />)}
          <p className="font-semibold text-sm">{hydrated ? count : "Con los marcados:"}</p>
          {/* On a phone the buttons take the second line; the count and "Quitar" share the first. */}
          <div className="flex flex-wrap items-center gap-2 max-sm:order-last max-sm:w-full">{children}</div>
          {hydrated && (
            <button
              type="button"
              onClick={onClear}
              className="ml-auto inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 font-medium text-fg-muted text-sm hover:bg-surface-muted hover:text-fg"
            >
              <X className="size-4" aria-hidden />
              Quitar<span className="max-sm:sr-only"> selección</span>
            </button>
          )}
        </Form>
      )}
    </>
  );
}
