/**
 * The action behind both suggestion screens (the owner's /mi-comercio/{id}/sugerencias and the
 * admins' /admin/sugerencias): one tap, "accept" or "reject", on one suggestion. An accepted hours
 * suggestion goes on to the hours editor (owner's or admin's), which is what its button says.
 */
import { AppError } from "#core/errors.ts";
import { SUGGESTION_MESSAGES } from "#core/suggestions.ts";
import { auditActor } from "../platform/audit/actor.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import type { PageAnswer } from "../platform/http/answers.ts";
import { readForm } from "../platform/http/body.ts";
import { decideSuggestion } from "./decide-suggestion.ts";

export async function handleSuggestionDecision(
  request: Request,
  user: SessionUser,
  businessUuid: string | null,
  back: string,
  now: Date,
  hoursHref: (businessUuid: string) => string,
) {
  const form = await readForm(request, { maxBytes: 4096 });
  const intent = form.get("intent");
  const id = /^\d{1,9}$/.test(String(form.get("suggestionId") ?? "")) ? Number(form.get("suggestionId")) : null;
  if ((intent !== "accept" && intent !== "reject") || !id) {
    return { status: 400, body: { suggestionId: id, message: SUGGESTION_MESSAGES.notFound } } satisfies PageAnswer;
  }
  try {
    const actor = { ...auditActor(user, request), isAdmin: user.isAdmin };
    const outcome = await decideSuggestion(actor, id, intent, businessUuid, now);
    if (intent === "reject") {
      return {
        redirect: back,
        toast: {
          type: "success",
          title: "Sugerencia rechazada",
          description: "Le avisamos a quien la mandó.",
        },
      } satisfies PageAnswer;
    }
    if (outcome.kind === "hours") {
      return {
        redirect: hoursHref(outcome.businessUuid),
        toast: {
          type: "success",
          title: "Sugerencia aceptada: corregí los horarios",
          description: "Le avisamos a quien la mandó que los vas a corregir.",
        },
      } satisfies PageAnswer;
    }
    return {
      redirect: back,
      toast: {
        type: "success",
        title:
          outcome.kind === "closed"
            ? "Comercio dado de baja"
            : outcome.kind === "phone"
              ? "Teléfono cambiado"
              : "Dirección cambiada",
        description:
          outcome.kind === "closed"
            ? "Ya no se muestra en Vilma. Le avisamos a quien lo sugirió."
            : outcome.changed.length > 0
              ? "Ya se ve en la página del comercio. Le avisamos a quien lo sugirió."
              : "Ya tenía ese dato; igual le avisamos a quien lo sugirió.",
      },
    } satisfies PageAnswer;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, body: { suggestionId: id, message: error.message } } satisfies PageAnswer;
  }
}
