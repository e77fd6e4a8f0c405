import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { MessageCircle } from "#app/components/icons/icons.tsx";
import { formatDate } from "#core/format.ts";
import { BUSINESS_ANSWER_LABEL } from "#core/questions.ts";
import { signInPath } from "#core/urls.ts";
import type { BusinessPageViewer, PageQuestion } from "#server/businesses/business-page.ts";
import { Card } from "../business-page/card.tsx";

// What only a signed-in visitor uses (asking, answering, "Reportar") is a chunk of its own in the
// browser, rendered in place by the server, as the reviews' form is (reviews-section.tsx).
const AskQuestionForm = import.meta.env.SSR
  ? (await import("./question-forms.tsx")).AskQuestionForm
  : lazy(() => import("./question-forms.tsx").then((m) => ({ default: m.AskQuestionForm })));
const AnswerQuestionForm = import.meta.env.SSR
  ? (await import("./question-forms.tsx")).AnswerQuestionForm
  : lazy(() => import("./question-forms.tsx").then((m) => ({ default: m.AnswerQuestionForm })));
const ReportReview = import.meta.env.SSR
  ? (await import("../reviews/report-review.tsx")).ReportReview
  : lazy(() => import("../reviews/report-review.tsx").then((m) => ({ default: m.ReportReview })));

/**
 * "Preguntas y respuestas": the newest questions with their answers (the business's first, marked
 * "Respuesta del comercio"). A signed-in visitor asks, answers others' questions and reports; one
 * signed out is led to sign in and back here.
 */
export function QuestionsSection({
  businessUuid,
  questions,
  viewer,
}: {
  businessUuid: string;
  questions: readonly PageQuestion[];
  viewer: BusinessPageViewer | null;
}) {
  const location = useLocation();
  const back = `${location.pathname}#preguntas`;
  const own = new Set(viewer?.ownQuestionIds ?? []);
  return (
    <Card id="preguntas" title="Preguntas y respuestas" icon={<MessageCircle className="size-5" aria-hidden />}>
      {!viewer ? (
        <p className="mb-4 text-sm">
          <Link to={signInPath(back)} className="font-medium text-brand-600 hover:underline dark:text-blue-300">
            Ingresá para hacer una pregunta
          </Link>
        </p>
      ) : viewer.ownsBusiness ? (
        <p className="mb-4 text-fg-muted text-sm">
          Respondé las preguntas desde{" "}
          <Link
            to={`/mi-comercio/${businessUuid}/preguntas`}
            className="font-medium text-brand-600 underline dark:text-blue-300"
          >
            Mi comercio
          </Link>
          : tu respuesta se ve como “{BUSINESS_ANSWER_LABEL}”.
        </p>
      ) : (
        <Suspense>
          <AskQuestionForm businessUuid={businessUuid} redirectTo={back} />
        </Suspense>
      )}
      {questions.length === 0 ? (
        <p className="text-fg-muted text-sm">Todavía no hay preguntas. ¿Querés saber algo? Preguntá acá.</p>
      ) : (
        <ul className="divide-y divide-line">
          {questions.map((q) => (
            <li key={q.id} className="py-3" data-question-id={q.id}>
              <p className="whitespace-pre-line break-words font-medium">{q.body}</p>
              <p className="mt-0.5 text-fg-muted text-xs">
                {q.authorName} · {formatDate(q.createdAt)}
              </p>
              {viewer && !own.has(q.id) && (
                <Suspense>
                  <ReportReview reviewId={q.id} redirectTo={back} action={`/api/questions/${q.id}/report`} />
                </Suspense>
              )}
              {q.answers.length > 0 && (
                <ul className="mt-2 flex flex-col gap-2">
                  {q.answers.map((a) => (
                    <li
                      key={a.id}
                      className={
                        a.byBusiness
                          ? "rounded-lg border-brand-600 border-l-4 bg-surface-muted p-3 text-sm"
                          : "border-line border-l-2 pl-3 text-sm"
                      }
                    >
                      <p className="font-semibold text-xs">
                        {a.byBusiness ? BUSINESS_ANSWER_LABEL : a.authorName}
                        <span className="font-normal text-fg-muted"> · {formatDate(a.createdAt)}</span>
                      </p>
                      <p className="mt-0.5 whitespace-pre-line break-words">{a.body}</p>
                      {viewer && !own.has(a.id) && (
                        <Suspense>
                          <ReportReview reviewId={a.id} redirectTo={back} action={`/api/questions/${a.id}/report`} />
                        </Suspense>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {viewer && !own.has(q.id) && (
                <Suspense>
                  <AnswerQuestionForm questionId={q.id} redirectTo={back} asOwner={viewer.ownsBusiness} />
                </Suspense>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
