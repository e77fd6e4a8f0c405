/**
 * The one-tap answer to a holiday ("Abro como siempre" / "Cierro"), posted from the hours page or
 * the reminder's page: the date (from the URL when the page has one) must be a listed day not yet
 * past; the answer redirects back with a toast.
 */
import { AppError } from "#core/errors.ts";
import { normalizeDateKey } from "#core/time-zone.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import type { PageAnswer } from "../platform/http/answers.ts";
import { confirmHoliday } from "./business-hours.ts";

export async function answerHoliday(
  actor: AuditActor,
  businessUuid: string,
  form: FormData,
  now: Date,
  back: string,
  dateFromUrl?: string,
) {
  const date = normalizeDateKey(dateFromUrl ?? String(form.get("date") ?? ""));
  const choice = form.get("choice");
  if (!date || (choice !== "open" && choice !== "closed")) throw new AppError("bad_request");
  const result = await confirmHoliday(actor, businessUuid, date, choice, now);
  if (!result.ok) throw new AppError(result.problem.code, result.problem.message);
  return {
    redirect: back,
    toast: {
      type: "success",
      title: choice === "closed" ? "Listo: ese día figura cerrado" : "Listo: ese día abrís como siempre",
      description: `${result.value.name ?? "Feriado"}: ya se ve en tu página.`,
    },
  } satisfies PageAnswer;
}
