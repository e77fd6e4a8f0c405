/**
 * /mi-comercio/{businessId}/preguntas: what visitors asked on the business page, those the business
 * has not answered first, each with the answers it has and a form to answer as the business
 * ("Respuesta del comercio"). Plain form posts: it works without JavaScript.
 */
import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { MessageCircle } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { formatDate, pluralize } from "#core/format.ts";
import { BUSINESS_ANSWER_LABEL, QUESTION_MAX } from "#core/question-limits.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { answerQuestion } from "#server/questions/ask-question.ts";
import { type BusinessQuestion, ownerQuestions } from "#server/questions/business-questions.ts";
import type { Route } from "./+types/questions";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  return { business, questions: await ownerQuestions(business.uuid) };
}

const MAX_BODY_BYTES = 16 * 1024;

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request, { maxBytes: MAX_BODY_BYTES });
  const questionId = /^\d{1,9}$/.test(String(form.get("questionId") ?? "")) ? Number(form.get("questionId")) : null;
  const body = String(form.get("body") ?? "");
  if (!questionId) throw new AppError("not_found");
  try {
    // The question must be this business's: another business's id is "not found" here.
    await answerQuestion(user, questionId, body, requestTime(context), {
      asBusiness: true,
      businessUuid: business.uuid,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ questionId, message: error.message, body }, { status: error.status });
  }
  return redirectWithToast(`/mi-comercio/${business.uuid}/preguntas`, {
    type: "success",
    title: "Respuesta publicada",
    description: "Se ve debajo de la pregunta y le avisamos a quien la hizo.",
  });
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Preguntas | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

function AnswerForm({ question, error }: { question: BusinessQuestion; error?: { message: string; body: string } }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("questionId") === String(question.id);
  const id = `answer-${question.id}`;
  return (
    <Form method="post" className="mt-3 flex flex-col gap-2">
      <input type="hidden" name="questionId" value={question.id} />
      <label htmlFor={id} className="font-medium text-sm">
        Tu respuesta pública
      </label>
      <textarea
        id={id}
        name="body"
        rows={3}
        required
        maxLength={QUESTION_MAX}
        defaultValue={error?.body}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="min-h-20 w-full rounded-lg border border-line bg-surface p-2.5 text-fg"
      />
      {error ? (
        <p id={`${id}-error`} className="font-semibold text-red-700 text-sm dark:text-red-300">
          {error.message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          Se publica como “{BUSINESS_ANSWER_LABEL}” y le avisamos a quien preguntó.
        </p>
      )}
      <div className="[&>button]:w-auto">
        <SubmitButton busy={busy} busyLabel="Publicando...">
          Responder
        </SubmitButton>
      </div>
    </Form>
  );
}

function QuestionItem({ question, error }: { question: BusinessQuestion; error?: { message: string; body: string } }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5" data-question-id={question.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{question.authorName}</h3>
        <span className="text-fg-muted text-xs">{formatDate(question.createdAt)}</span>
        {question.hidden ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-900 text-xs dark:bg-red-950 dark:text-red-200">
            Oculta por moderación
          </span>
        ) : (
          !question.answeredByBusiness && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900/50 dark:text-amber-100">
              Sin responder
            </span>
          )
        )}
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">{question.body}</p>
      {question.answers.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 border-line border-l-2 pl-3">
          {question.answers.map((a) => (
            <li key={a.id} className="text-sm">
              <p className="font-semibold text-xs">
                {a.byBusiness ? BUSINESS_ANSWER_LABEL : a.authorName}
                <span className="font-normal text-fg-muted"> · {formatDate(a.createdAt)}</span>
                {a.hidden && <span className="font-normal text-fg-muted"> · oculta por moderación</span>}
              </p>
              <p className="whitespace-pre-line break-words">{a.body}</p>
            </li>
          ))}
        </ul>
      )}
      {/* Keyed by the answers: after one is published the form starts empty again. */}
      {!question.hidden &&
        (question.answeredByBusiness && !error ? (
          <details className="mt-3">
            <summary className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-brand-700 text-sm dark:text-blue-300">
              Agregar otra respuesta
            </summary>
            <AnswerForm key={question.answers.length} question={question} />
          </details>
        ) : (
          <AnswerForm key={question.answers.length} question={question} error={error} />
        ))}
    </li>
  );
}

export default function OwnerQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { questions } = loaderData;
  const waiting = questions.filter((q) => !q.answeredByBusiness && !q.hidden).length;
  const error = actionData && "message" in actionData ? actionData : undefined;
  return (
    <div>
      <PageHeader
        title="Preguntas"
        description={
          waiting > 0
            ? `${pluralize(waiting, "pregunta espera", "preguntas esperan")} tu respuesta. Lo que respondas lo ve cualquiera que visite tu página.`
            : "Lo que los vecinos preguntan en la página de tu comercio. Tu respuesta se ve como “Respuesta del comercio”."
        }
      />
      {error && !questions.some((q) => q.id === error.questionId) && (
        <div className="mt-4">
          <FormAlert tone="error" title={error.message} />
        </div>
      )}
      {questions.length === 0 ? (
        <EmptyState icon={MessageCircle} title="Todavía no hay preguntas" className="mt-6">
          Cuando alguien pregunte algo en la página de tu comercio, te avisamos y aparece acá.
        </EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Preguntas">
          {questions.map((q) => (
            <QuestionItem key={q.id} question={q} error={error?.questionId === q.id ? error : undefined} />
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
