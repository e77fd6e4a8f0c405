/**
 * The shared half of the two decision screens' actions: read the form (after the guard), check it
 * with the same schema the page uses, and turn the outcome into the answer the page shows.
 */
import { decisionFormSchema } from "#core/claim-form.ts";
import type { Result } from "#core/errors.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission } from "#core/forms.ts";
import { auditActor } from "../platform/audit/actor.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import type { PageAnswer } from "../platform/http/answers.ts";
import { readForm } from "../platform/http/body.ts";
import { siteOrigin } from "../platform/site-origin.ts";
import type { Decided, Decision, DecisionActor } from "./decide-claim.ts";

export async function handleDecision(
  request: Request,
  admin: SessionUser,
  back: string,
  decide: (actor: DecisionActor, decision: Decision, reason: string | null, origin: string) => Promise<Result<Decided>>,
  approvedText: (businessName: string) => string,
) {
  const form = await readForm(request);
  const submission = parseSubmission(form, decisionFormSchema);
  if (submission.status !== "success")
    return { status: 400, body: { result: submission.reply() } } satisfies PageAnswer;
  const { decision, reason } = submission.value;
  const result = await decide(auditActor(admin, request), decision, reason ?? null, siteOrigin(request));
  if (!result.ok) {
    const { code, status, message } = result.problem;
    if (code === "not_found") throw new AppError("not_found");
    return { status, body: { result: submission.reply({ formErrors: [message] }) } } satisfies PageAnswer;
  }
  return {
    redirect: back,
    toast: {
      type: "success",
      title: decision === "approve" ? "Pedido aprobado" : "Pedido rechazado",
      description:
        decision === "approve"
          ? approvedText(result.value.businessName)
          : "Si alguien lo pidió, ya le avisamos en la app y por email, con el motivo.",
    },
  } satisfies PageAnswer;
}
