import { type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { inputClass } from "#app/components/form/field-frame.tsx";
import { TriangleAlert } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/** Spread these onto your own trigger button (and give it `name`/`value` if the server needs them). */
export type ConfirmTriggerProps = {
  ref: RefObject<HTMLButtonElement | null>;
  type: "submit";
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  "aria-haspopup": "dialog";
};

type ConfirmDialogProps = {
  title: string;
  description?: string;
  /** The confirm button's word, the action itself: "Eliminar", "Dar de baja". */
  confirmLabel: string;
  cancelLabel?: string;
  /** "danger" (red, focus starts on Cancelar) for what cannot be undone. */
  tone?: "danger" | "default";
  /** Your own trigger: a function that renders a button with the props it is given. */
  trigger?: (props: ConfirmTriggerProps) => ReactNode;
  /** Without `trigger`: the text of the trigger button drawn here, and its name and value. */
  children?: ReactNode;
  name?: string;
  value?: string;
  className?: string;
  /** Instead of submitting the trigger's form (a fetcher, a button outside any form). */
  onConfirm?: () => void;
  /**
   * A reason the action needs (rejecting, suspending): asked inside the dialog, required there, and
   * sent with the form under `name`. The dialog only exists with JavaScript: without it the page
   * shows its own field (see `useHydrated`) and the server checks the reason either way.
   */
  reason?: { name: string; label: string; maxLength: number; hint?: string; placeholder?: string };
};

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-75";

/**
 * "¿Seguro?" before a destructive action (delete a business, cancel a plan). Put it inside the
 * action's form: the trigger is that form's submit button. With JavaScript a click opens a native
 * modal <dialog> (focus kept inside, Escape closes it, focus back on the trigger) and only the
 * dialog's confirm button sends the form, through `form.requestSubmit(trigger)` so the trigger's
 * name and value go with it as if it had been clicked.
 *
 * Without JavaScript (or before hydration) the trigger is a plain submit button and the form is
 * sent at once, with no question asked. So the server must not rely on this dialog: a
 * destructive action should be undoable (a "Deshacer" / soft delete) or answer a request that
 * was not confirmed with a confirmation page of its own (e.g. when a `confirmado` field is missing
 * and the request did not come from JavaScript).
 * Browsers without <dialog> fall back to window.confirm.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancelar",
  tone = "default",
  trigger,
  children,
  name,
  value,
  className,
  onConfirm,
  reason,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // The reason box is sent only by the dialog that was opened: a page with several of them
  // (one per action) must not post several reasons.
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const reasonId = useId();
  const descriptionId = useId();
  const danger = tone === "danger";

  function open(event: MouseEvent<HTMLButtonElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal !== "function") {
      const confirmed = window.confirm(description ? `${title}\n\n${description}` : title);
      if (!confirmed || onConfirm) event.preventDefault();
      if (confirmed) onConfirm?.();
      return;
    }
    event.preventDefault();
    setOpen(true);
    dialog.showModal();
    // The reason box is enabled by the render that follows: it takes the focus then (below).
    if (!reason) (danger ? cancelRef : confirmRef).current?.focus();
  }

  useEffect(() => {
    if (isOpen) reasonRef.current?.focus();
  }, [isOpen]);

  function confirm() {
    const button = triggerRef.current;
    if (reasonRef.current && !reasonRef.current.reportValidity()) return;
    // Submitted before closing, while the reason box still belongs to the form.
    if (onConfirm) onConfirm();
    else button?.form?.requestSubmit(button);
    dialogRef.current?.close();
  }

  const triggerProps: ConfirmTriggerProps = {
    ref: triggerRef,
    type: "submit",
    onClick: open,
    "aria-haspopup": "dialog",
  };

  return (
    <>
      {trigger ? (
        trigger(triggerProps)
      ) : (
        <button
          {...triggerProps}
          name={name}
          value={value}
          className={cn(
            buttonBase,
            danger
              ? "border border-red-300 bg-surface text-red-700 hover:bg-red-50 focus-visible:outline-red-600 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950/40"
              : "border border-line bg-surface text-fg hover:bg-surface-muted focus-visible:outline-brand-500",
            className,
          )}
        >
          {children}
        </button>
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-xl border border-line bg-surface p-0 text-left font-normal text-fg shadow-xl backdrop:bg-slate-950/50 dark:backdrop:bg-black/70"
      >
        <div className="flex gap-4 p-5 sm:p-6">
          {danger && (
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-100 text-red-600 dark:bg-red-950/60 dark:text-red-400">
              <TriangleAlert className="size-5" aria-hidden />
            </span>
          )}
          <div className="min-w-0 space-y-2">
            <h2 id={titleId} className="font-semibold text-lg leading-snug">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="text-fg-muted text-sm">
                {description}
              </p>
            )}
            {reason && (
              <div className="space-y-1.5 pt-1">
                <label htmlFor={reasonId} className="font-medium text-sm">
                  {reason.label}
                </label>
                <textarea
                  ref={reasonRef}
                  id={reasonId}
                  name={reason.name}
                  disabled={!isOpen}
                  required
                  maxLength={reason.maxLength}
                  rows={3}
                  placeholder={reason.placeholder}
                  aria-describedby={reason.hint ? `${reasonId}-hint` : undefined}
                  className={inputClass(undefined, "min-h-20 resize-y")}
                />
                {reason.hint && (
                  <p id={`${reasonId}-hint`} className="text-fg-muted text-xs">
                    {reason.hint}
                  </p>
                )}
              </div>
            )}
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 border-line border-t bg-surface-muted px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <button
            ref={cancelRef}
            type="button"
            onClick={() => dialogRef.current?.close()}
            className={cn(
              buttonBase,
              "border border-line bg-surface text-fg hover:bg-bg focus-visible:outline-brand-500",
            )}
          >
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            onClick={confirm}
            className={cn(
              buttonBase,
              "text-white shadow-sm",
              danger
                ? "bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
                : "bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-500",
            )}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
