/**
 * The hours of a business as its forms post them (the week, a special day, removing one, the
 * one-tap holiday answer): the owner's hours page and the admin's "Horarios" tab answer with this
 * one function. Returns null for an intent that is not an hours form's.
 */

import { AppError } from "#core/errors.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { holidayOn } from "#core/holidays.ts";
import { specialDaySchema, weekFormDefaults, weeklyHoursSchema } from "#core/hours-form.ts";
import { buenosAiresDateKey, normalizeDateKey } from "#core/time-zone.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import type { PageAnswer } from "../platform/http/answers.ts";
import { answerHoliday } from "./answer-holiday.ts";
import { deleteSpecialDay, loadHoursPage, saveSpecialDay, saveWeeklyHours } from "./business-hours.ts";
import { dutyWindowsFor } from "./duty-windows.ts";

/** What the hours editor shows (HoursEditor), with a special day prefilled from `?fecha=&nombre=`. */
export async function loadHoursEditor(businessUuid: string, url: URL, now: Date) {
  const [page, duties] = await Promise.all([
    loadHoursPage(businessUuid, now),
    dutyWindowsFor([businessUuid], now, { daysAhead: 35 }),
  ]);
  const date = normalizeDateKey(url.searchParams.get("fecha") ?? "");
  const name = (url.searchParams.get("nombre") ?? "").slice(0, 80);
  return {
    ...page,
    defaults: weekFormDefaults(page.weekly),
    today: buenosAiresDateKey(now),
    now: now.toISOString(),
    duties: duties.get(businessUuid) ?? [],
    prefill: { date: date ?? undefined, name: name || (date ? holidayOn(date)?.name : undefined) },
  };
}

export type HoursActionData =
  | { intent: "week" | "special"; result: SubmissionResult<string[]> }
  | { intent: "special-delete"; confirmDate: string };

/** "Copiar a otros días": day `from`'s fields written over the chosen days' before the week is read. */
export function applyCopy(form: FormData): string[] {
  const from = form.get("copyFrom");
  if (typeof from !== "string" || !/^[0-6]$/.test(from)) return [];
  const targets = form
    .getAll(`copyTo-${from}`)
    .filter((v): v is string => typeof v === "string" && /^[0-6]$/.test(v) && v !== from);
  const prefix = `days[${from}].`;
  const source = [...form.entries()].filter(([name]) => name.startsWith(prefix));
  for (const to of new Set(targets)) {
    for (const name of [...form.keys()]) if (name.startsWith(`days[${to}].`)) form.delete(name);
    for (const [name, value] of source) form.append(`days[${to}].${name.slice(prefix.length)}`, value);
  }
  return [...new Set(targets)];
}

export async function answerHoursAction(
  actor: AuditActor,
  businessUuid: string,
  form: FormData,
  here: string,
  now: Date,
) {
  const business = { uuid: businessUuid };
  const intent = form.get("intent");
  if (intent === "week") {
    const copied = applyCopy(form);
    const submission = parseSubmission(form, weeklyHoursSchema);
    if (submission.status !== "success") {
      return {
        status: 400,
        body: { intent, result: submission.reply() } satisfies HoursActionData,
      } satisfies PageAnswer;
    }
    await saveWeeklyHours(actor, business.uuid, submission.value);
    return {
      redirect: here,
      toast: {
        type: "success",
        title: copied.length > 0 ? "Horario copiado y guardado" : "Horarios guardados",
        description: "Tu página ya muestra los horarios nuevos.",
      },
    } satisfies PageAnswer;
  }
  if (intent === "special") {
    const submission = parseSubmission(form, specialDaySchema({ today: buenosAiresDateKey(now) }));
    if (submission.status !== "success") {
      return {
        status: 400,
        body: { intent, result: submission.reply() } satisfies HoursActionData,
      } satisfies PageAnswer;
    }
    await saveSpecialDay(actor, business.uuid, submission.value);
    return { redirect: here, toast: { type: "success", title: "Día especial guardado" } } satisfies PageAnswer;
  }
  if (intent === "special-delete") {
    const date = normalizeDateKey(String(form.get("date") ?? ""));
    if (!date) throw new AppError("bad_request");
    // Without JavaScript the dialog never asked: ask here, once.
    if (form.get("confirmed") !== "yes")
      return { status: 200, body: { intent, confirmDate: date } satisfies HoursActionData } satisfies PageAnswer;
    if (!(await deleteSpecialDay(actor, business.uuid, date))) throw new AppError("not_found");
    return { redirect: here, toast: { type: "success", title: "Día especial borrado" } } satisfies PageAnswer;
  }
  if (intent === "holiday") {
    return answerHoliday(actor, business.uuid, form, now, here);
  }
  return null;
}
