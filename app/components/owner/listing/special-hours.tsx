import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { DateField, TimeField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { CalendarCheck, CalendarX, Trash2 } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { formatDate } from "#core/format.ts";
import { MAX_SPECIAL_SLOTS, SPECIAL_NAME_MAX, specialDaySchema } from "#core/hours-form.ts";
import { DAY_LABELS, type SpecialHours } from "#core/opening-hours.ts";
import { dayOfWeekOfDateKey } from "#core/time-zone.ts";

export const dayAndDate = (date: string) =>
  `${(DAY_LABELS[dayOfWeekOfDateKey(date)] ?? "").toLowerCase()} ${formatDate(date)}`;

export const slotsText = (entries: SpecialHours[]) =>
  entries.some((e) => e.isClosed)
    ? "Cerrado"
    : entries.map((e) => `${e.openTime?.slice(0, 5)} a ${e.closeTime?.slice(0, 5)}`).join(" y ");

/** A special day: the date, a name ("Día del Trabajador"), closed or up to three slots. */
export function SpecialDayForm({
  today,
  prefill,
  lastResult,
  intent = "special",
  nameLabel = "Motivo (opcional)",
  submitLabel = "Guardar día especial",
  children,
}: {
  today: string;
  prefill: { date?: string; name?: string };
  lastResult?: SubmissionResult<string[]> | null;
  /** The admin's form for many businesses posts another intent, with its checklist as `children`. */
  intent?: string;
  nameLabel?: string;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { form, fields, formProps } = useSchemaForm(specialDaySchema({ today }), {
    id: "special",
    lastResult,
    defaultValue: prefill,
  });
  const initial = form.initialValue as { slots?: { open?: string; close?: string }[]; closed?: string } | undefined;
  const errorOf = (name: string) => form.allErrors[name]?.[0];
  const refused = lastResult?.status === "error" && !form.valid;
  return (
    <Form method="post" className="space-y-4" {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {refused && <FormAlert tone="error" title="Revisá los datos marcados y probá de nuevo." />}
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...fieldProps(fields.date)} label="Fecha" min={today} />
        <TextField
          {...fieldProps(fields.name)}
          label={nameLabel}
          maxLength={SPECIAL_NAME_MAX}
          placeholder="Ej.: Día del Trabajador"
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="closed"
          defaultChecked={initial?.closed === "on"}
          className="size-5 accent-brand-600"
        />
        Cerrado todo el día
      </label>
      <fieldset className="space-y-3" aria-describedby={errorOf("slots") ? "special-slots-error" : undefined}>
        <legend className="font-medium text-sm">O abierto en estos horarios</legend>
        {errorOf("slots") && (
          <p id="special-slots-error" className="font-medium text-red-600 text-sm dark:text-red-400">
            {errorOf("slots")}
          </p>
        )}
        {Array.from({ length: MAX_SPECIAL_SLOTS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows, one per slot index
          <div key={i} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2">
            <TimeField
              id={`special-${i}-open`}
              name={`slots[${i}].open`}
              label={`Abre${i > 0 ? ` (${i + 1}º horario)` : ""}`}
              defaultValue={initial?.slots?.[i]?.open ?? ""}
              error={errorOf(`slots[${i}].open`)}
            />
            <TimeField
              id={`special-${i}-close`}
              name={`slots[${i}].close`}
              label="Cierra"
              defaultValue={initial?.slots?.[i]?.close ?? ""}
              error={errorOf(`slots[${i}].close`)}
            />
          </div>
        ))}
      </fieldset>
      <p className="text-fg-muted text-xs">Si esa fecha ya tenía un horario especial, lo reemplaza.</p>
      <div className="[&>button]:sm:w-auto">
        <SubmitButton busy={busy} busyLabel="Guardando...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The special days from today on, one per date, each with "Borrar". */
export function SpecialDaysList({ special, confirmDate }: { special: SpecialHours[]; confirmDate: string | null }) {
  const hydrated = useHydrated();
  const dates = [...new Set(special.map((s) => s.date))];
  if (dates.length === 0) {
    return <p className="text-fg-muted text-sm">No cargaste días especiales todavía.</p>;
  }
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {dates.map((date) => {
        const entries = special.filter((s) => s.date === date);
        const name = entries[0]?.name;
        const Icon = entries.some((e) => e.isClosed) ? CalendarX : CalendarCheck;
        return (
          <li key={date} className="flex flex-wrap items-center gap-3 p-3" data-special-date={date}>
            <Icon className="size-5 shrink-0 text-fg-muted" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium first-letter:uppercase">
                {dayAndDate(date)}
                {name && <span className="text-fg-muted"> · {name}</span>}
              </p>
              <p className="text-sm">{slotsText(entries)}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="special-delete" />
              <input type="hidden" name="date" value={date} />
              {(hydrated || confirmDate === date) && <input type="hidden" name="confirmed" value="yes" />}
              {confirmDate === date && !hydrated ? (
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-red-300 px-3 font-medium text-red-700 text-sm"
                >
                  <Trash2 className="size-4" aria-hidden />
                  Sí, borrar el {dayAndDate(date)}
                </button>
              ) : (
                <ConfirmDialog
                  title={`¿Borrar el horario especial del ${dayAndDate(date)}?`}
                  description="Ese día vuelve a regir tu horario de siempre."
                  confirmLabel="Borrar"
                  tone="danger"
                  trigger={(props) => (
                    <button
                      {...props}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-red-700 text-sm hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Borrar<span className="sr-only"> el {dayAndDate(date)}</span>
                    </button>
                  )}
                />
              )}
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

export interface HolidayView {
  date: string;
  name: string;
  entries: SpecialHours[];
}

/** The one-tap answers to a holiday: a form posting `choice`, and a link to the special-day form prefilled. */
export function HolidayChoices({ holiday, otherHref }: { holiday: HolidayView; otherHref: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("date") === holiday.date
      ? navigation.formData.get("choice")
      : null;
  const button =
    "inline-flex min-h-11 items-center justify-center rounded-lg border px-3 font-semibold text-sm disabled:opacity-60";
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" className="contents">
        <input type="hidden" name="intent" value="holiday" />
        <input type="hidden" name="date" value={holiday.date} />
        <button
          type="submit"
          name="choice"
          value="open"
          disabled={pending !== null}
          className={`${button} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}
        >
          Abro como siempre
        </button>
        <button
          type="submit"
          name="choice"
          value="closed"
          disabled={pending !== null}
          className={`${button} border-line bg-surface hover:bg-surface-muted`}
        >
          Cierro
        </button>
      </Form>
      <Link to={otherHref} className={`${button} border-line bg-surface hover:bg-surface-muted`}>
        Otro horario
      </Link>
    </div>
  );
}

/** The listed holidays of the coming days: confirmed or not, with the one-tap answers. */
export function HolidayList({
  holidays,
  otherHref,
}: {
  holidays: HolidayView[];
  otherHref: (h: HolidayView) => string;
}) {
  if (holidays.length === 0) {
    return <p className="text-fg-muted text-sm">No hay feriados en los próximos 30 días.</p>;
  }
  return (
    <ul className="space-y-3">
      {holidays.map((h) => {
        const confirmed = h.entries.length > 0;
        return (
          <li key={h.date} className="space-y-3 rounded-xl border border-line p-3" data-holiday={h.date}>
            <div>
              <p className="font-semibold">
                {h.name} <span className="font-normal text-fg-muted">· {dayAndDate(h.date)}</span>
              </p>
              <p
                className={
                  confirmed
                    ? "text-emerald-700 text-sm dark:text-emerald-300"
                    : "text-amber-700 text-sm dark:text-amber-300"
                }
              >
                {confirmed ? `Confirmado: ${slotsText(h.entries)}` : "Sin confirmar: tus clientes no saben si abrís."}
              </p>
            </div>
            <HolidayChoices holiday={h} otherHref={otherHref(h)} />
          </li>
        );
      })}
    </ul>
  );
}
