import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { CheckboxGroupField } from "#app/components/form/checkbox-group-field.tsx";
import { DateField, TimeField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { MoneyField } from "#app/components/form/money-field.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";

afterEach(cleanup);

/** The control says it is invalid and one of the elements it is described by says `message`. */
function expectError(control: HTMLElement, message: string) {
  expect(control.getAttribute("aria-invalid")).toBe("true");
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain(message);
  expect(screen.getByText(message).id).toBe(`${control.id}-error`);
}

function expectNoError(control: HTMLElement) {
  expect(control.getAttribute("aria-invalid")).toBeNull();
  expect(document.getElementById(`${control.id}-error`)).toBeNull();
}

function formValues(control: HTMLElement, name: string) {
  const form = control.closest("form");
  if (!form) throw new Error("not in a form");
  return new FormData(form).getAll(name);
}

describe("TextField (moved frame)", () => {
  it("still labels its input and announces its error", () => {
    render(<TextField id="email" name="email" label="Email" error="Ingresá tu email" />);
    expectError(screen.getByLabelText("Email"), "Ingresá tu email");
  });
});

describe("TextareaField", () => {
  it("is labelled, and shows no error until it has one", () => {
    const { rerender } = render(<TextareaField id="desc" name="description" label="Descripción" />);
    const textarea = screen.getByLabelText("Descripción");
    expect(textarea.tagName).toBe("TEXTAREA");
    expectNoError(textarea);
    rerender(<TextareaField id="desc" name="description" label="Descripción" error="Contá algo más" />);
    expectError(screen.getByLabelText("Descripción"), "Contá algo más");
  });

  it("counts characters as you type, and the counter describes the field", async () => {
    const user = userEvent.setup();
    render(<TextareaField id="desc" name="description" label="Descripción" maxLength={500} defaultValue="Hola!" />);
    const textarea = screen.getByLabelText("Descripción");
    expect(screen.getByText("5/500")).toBeTruthy();
    await user.type(textarea, " Che");
    expect(screen.getByText("9/500")).toBeTruthy();
    expect(screen.queryByText("5/500")).toBeNull();
    expect(textarea.getAttribute("aria-describedby")).toContain("desc-counter");
    expect(textarea.getAttribute("maxlength")).toBe("500");
  });

  it("has no counter without maxLength, nor in the HTML sent before JavaScript runs", () => {
    render(<TextareaField id="note" name="note" label="Nota" defaultValue="abc" />);
    expect(screen.queryByText(/\/\d+$/)).toBeNull();
    const html = renderToString(<TextareaField id="desc" name="d" label="Descripción" maxLength={500} />);
    expect(html).toContain("<textarea");
    expect(html).not.toContain("0/500");
  });
});

describe("SelectField", () => {
  const options = [
    { value: "gastronomia", label: "Gastronomía" },
    { value: "salud", label: "Salud" },
  ];

  it("starts on the placeholder, whose value is empty", () => {
    render(
      <form>
        <SelectField id="cat" name="category" label="Categoría" options={options} placeholder />
      </form>,
    );
    const select = screen.getByLabelText("Categoría") as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(select.selectedOptions[0]?.textContent).toBe("Elegí una opción");
    expect(formValues(select, "category")).toEqual([""]);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Elegí una opción",
      "Gastronomía",
      "Salud",
    ]);
  });

  it("selects the default value and sends what is picked", async () => {
    const user = userEvent.setup();
    render(
      <form>
        <SelectField id="cat" name="category" label="Categoría" options={options} defaultValue="salud" />
      </form>,
    );
    const select = screen.getByLabelText("Categoría");
    expect(formValues(select, "category")).toEqual(["salud"]);
    expect(screen.queryByText("Elegí una opción")).toBeNull();
    await user.selectOptions(select, "gastronomia");
    expect(formValues(select, "category")).toEqual(["gastronomia"]);
  });

  it("announces its error", () => {
    render(
      <SelectField
        id="cat"
        name="category"
        label="Categoría"
        options={options}
        placeholder
        error="Elegí una categoría"
      />,
    );
    expectError(screen.getByLabelText("Categoría"), "Elegí una categoría");
  });
});

describe("CheckboxGroupField", () => {
  const options = [
    { value: "efectivo", label: "Efectivo" },
    { value: "debito", label: "Débito" },
    { value: "mercadopago", label: "Mercado Pago", description: "Con QR o link de pago" },
  ];

  it("is a group named by its legend, every box under the same name, the defaults ticked", async () => {
    const user = userEvent.setup();
    render(
      <form>
        <CheckboxGroupField
          id="pagos"
          name="paymentMethods"
          label="Medios de pago"
          options={options}
          defaultValue={["efectivo", "mercadopago"]}
        />
      </form>,
    );
    const group = screen.getByRole("group", { name: "Medios de pago" });
    expect(group.tagName).toBe("FIELDSET");
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((b) => b.name)).toEqual(["paymentMethods", "paymentMethods", "paymentMethods"]);
    expect(boxes.map((b) => b.checked)).toEqual([true, false, true]);
    expect(formValues(group, "paymentMethods")).toEqual(["efectivo", "mercadopago"]);

    await user.click(screen.getByLabelText("Débito"));
    await user.click(screen.getByLabelText("Efectivo"));
    expect(formValues(group, "paymentMethods")).toEqual(["debito", "mercadopago"]);
  });

  it("describes an option by its description", () => {
    render(<CheckboxGroupField id="pagos" name="p" label="Medios de pago" options={options} />);
    expect(screen.getByRole("checkbox", { name: "Mercado Pago", description: "Con QR o link de pago" })).toBeTruthy();
  });

  it("describes its error on the fieldset", () => {
    render(
      <CheckboxGroupField id="pagos" name="p" label="Medios de pago" options={options} error="Elegí al menos uno" />,
    );
    const group = screen.getByRole("group", { name: "Medios de pago" });
    expect(group.getAttribute("aria-describedby")).toBe("pagos-error");
    expect(document.getElementById("pagos-error")?.textContent).toBe("Elegí al menos uno");
    for (const box of screen.getAllByRole("checkbox")) expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it("without an error, nothing describes the group", () => {
    render(<CheckboxGroupField id="pagos" name="p" label="Medios de pago" options={options} />);
    expect(screen.getByRole("group").getAttribute("aria-describedby")).toBeNull();
  });
});

describe("DateField and TimeField", () => {
  it("a date picker with its limits", () => {
    render(
      <DateField
        id="start"
        name="startDate"
        label="Desde"
        min="2026-01-01"
        max="2026-12-31"
        defaultValue="2026-05-25"
      />,
    );
    const input = screen.getByLabelText("Desde") as HTMLInputElement;
    expect(input.type).toBe("date");
    expect([input.min, input.max, input.value]).toEqual(["2026-01-01", "2026-12-31", "2026-05-25"]);
    expectNoError(input);
  });

  it("a 24 h time as text: what was typed becomes HH:MM on leaving the field", () => {
    render(
      <>
        <TimeField id="opens" name="opens" label="Abre" defaultValue="08:30" />
        <TimeField id="closes" name="closes" label="Cierra" />
      </>,
    );
    const opens = screen.getByLabelText("Abre") as HTMLInputElement;
    expect([opens.type, opens.value, opens.placeholder, opens.inputMode]).toEqual([
      "text",
      "08:30",
      "HH:MM",
      "decimal",
    ]);
    const closes = screen.getByLabelText("Cierra") as HTMLInputElement;
    fireEvent.change(closes, { target: { value: "930" } });
    fireEvent.blur(closes);
    expect(closes.value).toBe("09:30");
    fireEvent.change(closes, { target: { value: "25" } });
    fireEvent.blur(closes);
    expect(closes.value).toBe("25");
  });

  it("announce their errors, and a hint sits beside them", () => {
    render(
      <>
        <DateField id="d" name="d" label="Fecha" error="Ingresá la fecha" />
        <TimeField id="t" name="t" label="Hora" hint="Formato 24 h" error="Ingresá la hora" />
      </>,
    );
    expectError(screen.getByLabelText("Fecha"), "Ingresá la fecha");
    const time = screen.getByLabelText("Hora");
    expectError(time, "Ingresá la hora");
    expect(time.getAttribute("aria-describedby")).toBe("t-hint t-error");
  });
});

describe("MoneyField", () => {
  function renderMoney(props: Partial<Parameters<typeof MoneyField>[0]> = {}) {
    render(
      <form>
        <MoneyField id="price" name="price" label="Precio" {...props} />
        <button type="button">Otro</button>
      </form>,
    );
    return screen.getByLabelText("Precio") as HTMLInputElement;
  }

  it("is a text input with the decimal keypad and a $ in front", () => {
    const input = renderMoney();
    expect(input.type).toBe("text");
    expect(input.inputMode).toBe("decimal");
    const sign = input.parentElement?.querySelector("[aria-hidden]");
    expect(sign?.textContent).toBe("$");
  });

  it.each([
    ["1234,5", "1.234,50"],
    ["$ 1.500", "1.500"],
    ["980", "980"],
    ["1234567,8", "1.234.567,80"],
  ])("rewrites %s as %s on blur", async (typed, shown) => {
    const user = userEvent.setup();
    const input = renderMoney();
    await user.type(input, typed);
    expect(input.value).toBe(typed);
    await user.tab();
    expect(input.value).toBe(shown);
    expect(formValues(input, "price")).toEqual([shown]);
  });

  it("leaves an invalid amount as typed, for the error to point at", async () => {
    const user = userEvent.setup();
    const input = renderMoney({ error: "Ingresá un monto válido, por ejemplo 1.500,50" });
    await user.type(input, "12.50");
    await user.tab();
    expect(input.value).toBe("12.50");
    expectError(input, "Ingresá un monto válido, por ejemplo 1.500,50");
  });

  it("still calls the form's own onBlur", async () => {
    const user = userEvent.setup();
    let seen = "";
    const input = renderMoney({
      onBlur: (event) => {
        seen = event.currentTarget.value;
      },
    });
    await user.type(input, "2500");
    await user.tab();
    expect(seen).toBe("2.500");
  });
});
