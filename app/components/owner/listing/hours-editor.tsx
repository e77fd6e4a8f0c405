import type { SubmissionResult } from "#app/components/form/use-schema-form.ts";
import { Plus } from "#app/components/icons/icons.tsx";
import type { SpecialHours, WeeklySlot } from "#core/opening-hours.ts";
import type { DutyWindow } from "#core/pharmacy-duty.ts";
import { OwnerDuties } from "./owner-duties.tsx";
import { HolidayList, type HolidayView, SpecialDayForm, SpecialDaysList } from "./special-hours.tsx";
import { WeekForm } from "./week-form.tsx";

export type HoursActionView =
  | { intent: "week" | "special"; result: SubmissionResult<string[]> }
  | { intent: "special-delete"; confirmDate: string }
  | undefined;

export interface HoursEditorProps {
  defaults: Parameters<typeof WeekForm>[0]["defaults"];
  special: SpecialHours[];
  holidays: HolidayView[];
  today: string;
  now: string;
  prefill: { date?: string; name?: string };
  weekly?: WeeklySlot[];
  /** A pharmacy's duties from `pharmacy_duties` (none for other businesses). */
  duties?: DutyWindow[];
  actionData?: HoursActionView | unknown;
}

/**
 * A business's hours: the coming holidays (one-tap answers), the special days, then the week. The
 * owner's hours page and the admin's "Horarios" tab draw this; their action is
 * `answerHoursAction` (server/listing/hours-editor.ts), posted to the page's own URL.
 */
export function HoursEditor({
  defaults,
  special,
  holidays,
  today,
  now,
  prefill,
  duties = [],
  actionData,
}: HoursEditorProps) {
  const answer = actionData as HoursActionView;
  const weekResult = answer?.intent === "week" ? answer.result : null;
  const specialResult = answer?.intent === "special" ? answer.result : null;
  const confirmDate = answer?.intent === "special-delete" ? answer.confirmDate : null;
  const otherHref = (h: HolidayView) => `?fecha=${h.date}&nombre=${encodeURIComponent(h.name)}#dia-especial`;
  return (
    <>
      <OwnerDuties duties={duties} now={new Date(now)} />
      <section aria-labelledby="horarios-feriados" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="horarios-feriados" className="font-bold text-lg">
            Feriados de los próximos 30 días
          </h2>
          <a
            href="#agregar-dia-especial"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 font-semibold text-sm hover:bg-surface-muted"
          >
            <Plus className="size-4" aria-hidden />
            Agregar día especial
          </a>
        </div>
        <HolidayList holidays={holidays} otherHref={otherHref} />
      </section>
      {/* Special days right after the holidays: closing one day is the common errand, the week is set once. */}
      <section
        aria-labelledby="dia-especial"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="dia-especial" className="scroll-mt-24 font-bold text-lg">
          Días especiales
        </h2>
        <SpecialDaysList special={special} confirmDate={confirmDate} />
        <h3 id="agregar-dia-especial" className="scroll-mt-24 font-semibold">
          Agregar un día especial
        </h3>
        <SpecialDayForm
          key={`${prefill.date ?? ""}|${special.length}`}
          today={today}
          prefill={prefill}
          lastResult={specialResult}
        />
      </section>
      <section aria-labelledby="horarios-semana" className="space-y-3">
        <h2 id="horarios-semana" className="font-bold text-lg">
          Horario de cada semana
        </h2>
        <WeekForm
          key={JSON.stringify(defaults)}
          defaults={defaults}
          special={special}
          duties={duties}
          now={now}
          lastResult={weekResult}
        />
      </section>
    </>
  );
}
