import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormEvent } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every submission of the form, as the entries it would send. */
function renderDeleteForm(dialog: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    sent.push(Object.fromEntries(new FormData(event.currentTarget, submitter)));
  }
  render(
    <form onSubmit={onSubmit}>
      <input type="hidden" name="businessId" value="b-42" />
      <button type="submit" name="intent" value="save">
        Guardar
      </button>
      <ConfirmDialog
        title="¿Eliminar La Esquina?"
        description="Se borran sus fotos, promociones y reseñas. No se puede deshacer."
        confirmLabel="Eliminar"
        tone="danger"
        name="intent"
        value="delete"
        {...dialog}
      >
        Eliminar comercio
      </ConfirmDialog>
    </form>,
  );
  const dialogElement = screen.getByRole("dialog", { hidden: true }) as HTMLDialogElement;
  return { sent, dialog: dialogElement, trigger: screen.queryByRole("button", { name: "Eliminar comercio" })! };
}

describe("ConfirmDialog", () => {
  it("opens instead of sending the form, named and described by its texts", async () => {
    const user = userEvent.setup();
    const { sent, dialog, trigger } = renderDeleteForm();
    expect(dialog.open).toBe(false);
    expect(trigger.getAttribute("type")).toBe("submit");
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");

    await user.click(trigger);
    expect(dialog.open).toBe(true);
    expect(sent).toEqual([]);
    expect(screen.getByRole("dialog", { name: "¿Eliminar La Esquina?" })).toBe(dialog);
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /No se puede deshacer/,
    );
    // Danger: the safe choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancelar" }));
  });

  it("with a reason: asks for it in the dialog, refuses to confirm it empty, and sends only that one", async () => {
    const user = userEvent.setup();
    const { sent, dialog, trigger } = renderDeleteForm({
      reason: { name: "reason", label: "Motivo", maxLength: 100, hint: "Los dueños lo van a leer." },
    });
    const box = screen.getByRole("textbox", { name: "Motivo", hidden: true }) as HTMLTextAreaElement;
    // Closed, the box is not part of the form (several dialogs on one page must not all post one).
    expect(box.disabled).toBe(true);
    await user.click(trigger);
    expect(box.disabled).toBe(false);
    expect(document.activeElement).toBe(box);
    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    expect(dialog.open).toBe(true);
    expect(sent).toEqual([]);
    await user.type(box, "Cerró");
    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    expect(sent).toEqual([{ businessId: "b-42", intent: "delete", reason: "Cerró" }]);
    expect(dialog.open).toBe(false);
  });

  it("Cancelar closes it without sending, and the focus goes back to the trigger", async () => {
    const user = userEvent.setup();
    const { sent, dialog, trigger } = renderDeleteForm();
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(dialog.open).toBe(false);
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(trigger);
  });

  it("confirming sends the form once, with the trigger's name and value", async () => {
    const user = userEvent.setup();
    const { sent, dialog, trigger } = renderDeleteForm();
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Eliminar" }));
    expect(dialog.open).toBe(false);
    expect(sent).toEqual([{ businessId: "b-42", intent: "delete" }]);
    expect(document.activeElement).toBe(trigger);
  });

  it("leaves the form's other buttons alone", async () => {
    const user = userEvent.setup();
    const { sent, dialog } = renderDeleteForm();
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(sent).toEqual([{ businessId: "b-42", intent: "save" }]);
    expect(dialog.open).toBe(false);
  });

  it("draws your own trigger, and may call onConfirm instead of sending", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { sent } = renderDeleteForm({
      tone: "default",
      confirmLabel: "Archivar",
      cancelLabel: "Volver",
      onConfirm,
      trigger: (props) => (
        <button {...props} name="intent" value="archive">
          Archivar
        </button>
      ),
    });
    expect(screen.queryByRole("button", { name: "Eliminar comercio" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Archivar" }));
    // Default tone: the focus starts on the action.
    expect(document.activeElement?.textContent).toBe("Archivar");
    expect(document.activeElement?.closest("dialog")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Volver" }));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Archivar" }));
    await user.click(screen.getAllByRole("button", { name: "Archivar" }).find((b) => b.closest("dialog"))!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it("falls back to window.confirm where <dialog> cannot open", async () => {
    const user = userEvent.setup();
    const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, "showModal")!;
    Object.defineProperty(HTMLDialogElement.prototype, "showModal", { value: undefined, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(HTMLDialogElement.prototype, "showModal", showModal);
    });
    // happy-dom has no window.confirm either.
    const ask = vi
      .fn((_message?: string) => false)
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const confirm = window.confirm;
    window.confirm = ask;
    onTestFinished(() => {
      window.confirm = confirm;
    });
    const { sent, trigger } = renderDeleteForm();

    await user.click(trigger);
    expect(ask).toHaveBeenCalledWith(
      "¿Eliminar La Esquina?\n\nSe borran sus fotos, promociones y reseñas. No se puede deshacer.",
    );
    expect(sent).toEqual([]);
    await user.click(trigger);
    expect(sent).toEqual([{ businessId: "b-42", intent: "delete" }]);
  });

  it("without JavaScript the trigger is a plain submit button and no dialog shows", () => {
    const html = renderToString(
      <form method="post">
        <ConfirmDialog title="¿Eliminar?" confirmLabel="Eliminar" tone="danger" name="intent" value="delete">
          Eliminar comercio
        </ConfirmDialog>
      </form>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const trigger = doc.querySelector("form > button");
    expect(trigger?.getAttribute("type")).toBe("submit");
    expect([trigger?.getAttribute("name"), trigger?.getAttribute("value")]).toEqual(["intent", "delete"]);
    expect(doc.querySelector("dialog")?.hasAttribute("open")).toBe(false);
  });
});
