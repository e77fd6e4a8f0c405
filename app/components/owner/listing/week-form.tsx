import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TimeField } from "#app/components/form/date-time-fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { Copy, Plus, X } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { MAX_SLOTS_PER_DAY, previewWeek, type weekFormDefaults, weeklyHoursSchema } from "#core/hours-form.ts";
import { DAY_LABELS, type SpecialHours, WEEK_ORDER, type WeeklySlot } from "#core/opening-hours.ts";
import type { DutyWindow } from "#core/pharmacy-duty.ts";
import { HoursPreview } from "./hours-preview.tsx";

type WeekValues = ReturnType<typeof weekFormDefaults>;

const FIELD = /^days\[(\d)\]\.(?:closed|slots\[(\d)\]\.(open|close))$/;

/** The week as typed, read from the form's fields (for the preview). */
function readWeek(form: HTMLFormElement): WeekValues {
  const days: { closed: string; slots: { open: string; close: string }[] }[] = Array.from({ length: 7 }, () => ({
    closed: "",
    slots: Array.from({ length: MAX_SLOTS_PER_DAY }, () => ({ open: "", close: "" })),
  }));
  for (const [name, value] of new FormData(form)) {
    const m = FIELD.exec(name);
    const day = m ? days[Number(m[1])] : undefined;
    if (!m || !day || typeof value !== "string") continue;
    if (!m[2]) day.closed = value;
    else {
      const slot = day.slots[Number(m[2])];
      if (slot) slot[m[3] as "open" | "close"] = value;
    }
  }
  return { days };
}

/**
 * The weekly hours: per day "Cerrado" or up to four slots (a close before the open crosses
 * midnight). Without JavaScript every slot row is there; with it, empty rows hide behind
 * "Agregar horario". "Copiar a otros días" copies one day's slots and saves the week.
 */
export function WeekForm({
  defaults,
  special,
  duties = [],
  now,
  lastResult,
}: {
  defaults: WeekValues;
  special: SpecialHours[];
  /** A pharmacy's duties (the preview's open/closed knows them, as the public page does). */
  duties?: readonly DutyWindow[];
  now: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "week";
  const { form, formProps } = useSchemaForm(weeklyHoursSchema, { id: "week", lastResult, defaultValue: defaults });
  const initial = (lastResult?.status === "error" ? form.initialValue : defaults) as Partial<WeekValues> | undefined;
  const slotValue = (day: number, slot: number, part: "open" | "close") => {
    const v = initial?.days?.[day]?.slots?.[slot]?.[part];
    return typeof v === "string" ? v : "";
  };
  const closedAt = (day: number) => initial?.days?.[day]?.closed === "on";
  const errorOf = (name: string) => form.allErrors[name]?.[0];

  const [weekly, setWeekly] = useState<WeeklySlot[]>(() => previewWeek(initial ?? defaults));
  const [closed, setClosed] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(WEEK_ORDER.map((d) => [d, closedAt(d)])),
  );
  const [rows, setRows] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      WEEK_ORDER.map((d) => {
        let used = 0;
        for (let i = 0; i < MAX_SLOTS_PER_DAY; i++)
          if (slotValue(d, i, "open") || slotValue(d, i, "close")) used = i + 1;
        return [d, Math.max(1, used)];
      }),
    ),
  );
  const refresh = (el: HTMLFormElement | null | undefined) => {
    if (el) setWeekly(previewWeek(readWeek(el)));
  };

  function removeRow(day: number, slot: number, button: HTMLButtonElement) {
    const el = button.form;
    if (!el) return;
    // Shift the rows below up, so the visible rows stay the filled ones.
    const input = (i: number, part: string) =>
      el.elements.namedItem(`days[${day}].slots[${i}].${part}`) as HTMLInputElement | null;
    for (let i = slot; i < MAX_SLOTS_PER_DAY; i++) {
      for (const part of ["open", "close"]) {
        const target = input(i, part);
        if (target) target.value = input(i + 1, part)?.value ?? "";
      }
    }
    setRows((r) => ({ ...r, [day]: Math.max(1, (r[day] ?? 1) - 1) }));
    refresh(el);
  }

  const refused = lastResult?.status === "error" && !form.valid;

  return (
    <Form method="post" className="space-y-4" {...formProps} onChange={(e) => refresh(e.currentTarget)}>
      <input type="hidden" name="intent" value="week" />
      {refused && <FormAlert tone="error" title="Revisá los horarios marcados y probá de nuevo." />}
      <HoursPreview weekly={weekly} special={special} duties={duties} now={now} />
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {WEEK_ORDER.map((day) => {
          const label = DAY_LABELS[day] ?? "";
          const isClosed = hydrated && closed[day];
          const visible = hydrated ? (rows[day] ?? 1) : MAX_SLOTS_PER_DAY;
          const dayError = errorOf(`days[${day}].slots`);
          return (
            <li key={day} className="space-y-3 p-4" data-day={day}>
              <fieldset className="min-w-0 space-y-3" aria-describedby={dayError ? `day-${day}-error` : undefined}>
                {/* The legend is the fieldset's first child, or the day's group has no name (pa11y H71);
                    floated, it sits on one line with "Cerrado todo el día". */}
                <legend className="float-left flex min-h-11 items-center pr-2 font-semibold">{label}</legend>
                <div className="mt-0! flex justify-end">
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={`days[${day}].closed`}
                      defaultChecked={closedAt(day)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setClosed((c) => ({ ...c, [day]: on }));
                      }}
                      className="size-5 accent-brand-600"
                    />
                    Cerrado todo el día
                  </label>
                </div>
                <div className="mt-0! clear-both" />
                {dayError && (
                  <p id={`day-${day}-error`} className="font-medium text-red-600 text-sm dark:text-red-400">
                    {dayError}
                  </p>
                )}
                <div className={isClosed ? "hidden" : "space-y-3"}>
                  {Array.from({ length: MAX_SLOTS_PER_DAY }, (_, slot) => {
                    const base = `days[${day}].slots[${slot}]`;
                    return (
                      <div
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows, one per slot index
                        key={slot}
                        className={
                          slot < visible
                            ? "grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2"
                            : "hidden"
                        }
                      >
                        <TimeField
                          id={`week-${day}-${slot}-open`}
                          name={`${base}.open`}
                          label={`Abre${slot > 0 ? ` (${slot + 1}º horario)` : ""}`}
                          defaultValue={slotValue(day, slot, "open")}
                          error={errorOf(`${base}.open`)}
                        />
                        <TimeField
                          id={`week-${day}-${slot}-close`}
                          name={`${base}.close`}
                          label="Cierra"
                          defaultValue={slotValue(day, slot, "close")}
                          error={errorOf(`${base}.close`)}
                        />
                        {hydrated && visible > 1 ? (
                          <button
                            type="button"
                            onClick={(e) => removeRow(day, slot, e.currentTarget)}
                            className="mt-7 grid size-11 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
                            aria-label={`Quitar el horario ${slot + 1} del ${label.toLowerCase()}`}
                          >
                            <X className="size-4" aria-hidden />
                          </button>
                        ) : (
                          <span className="w-11" />
                        )}
                      </div>
                    );
                  })}
                  {hydrated && visible < MAX_SLOTS_PER_DAY && (
                    <button
                      type="button"
                      onClick={() => setRows((r) => ({ ...r, [day]: (r[day] ?? 1) + 1 }))}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-brand-700 text-sm hover:bg-surface-muted dark:text-blue-300"
                    >
                      <Plus className="size-4" aria-hidden />
                      Agregar horario<span className="sr-only"> al {label.toLowerCase()}</span>
                    </button>
                  )}
                  {!hydrated && (
                    <p className="text-fg-muted text-xs">
                      Dejá vacías las filas que no uses. Si cierra después de medianoche, poné la hora de cierre del día
                      siguiente (por ejemplo 20:00 a 02:00).
                    </p>
                  )}
                </div>
                <details className="text-sm">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg px-2 font-medium text-fg-muted hover:bg-surface-muted">
                    <Copy className="size-4" aria-hidden />
                    Copiar a otros días
                  </summary>
                  <fieldset className="mt-2 space-y-2 rounded-xl bg-surface-muted p-3">
                    <legend className="sr-only">Copiar el horario del {label.toLowerCase()} a</legend>
                    <div className="grid grid-cols-2 gap-1 sm:grid-cols-4">
                      {WEEK_ORDER.filter((d) => d !== day).map((d) => (
                        <label key={d} className="flex min-h-11 items-center gap-2">
                          <input type="checkbox" name={`copyTo-${day}`} value={d} className="size-5 accent-brand-600" />
                          {DAY_LABELS[d]}
                        </label>
                      ))}
                    </div>
                    <button
                      type="submit"
                      name="copyFrom"
                      value={day}
                      formNoValidate
                      className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-3 font-medium hover:bg-bg"
                    >
                      Copiar el {label.toLowerCase()} y guardar
                    </button>
                  </fieldset>
                </details>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <p className="text-fg-muted text-sm">
        Si cerrás después de medianoche, poné la hora del día siguiente: de 20:00 a 02:00 el viernes queda abierto hasta
        las 2 del sábado.
      </p>
      <div className="[&>button]:sm:w-auto">
        <SubmitButton busy={busy} busyLabel="Guardando...">
          Guardar horarios
        </SubmitButton>
      </div>
    </Form>
  );
}
