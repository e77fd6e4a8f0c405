import { Link } from "react-router";
import { BUSINESS_ANSWER_LABEL } from "#core/question-limits.ts";
import type { BusinessPageViewer, PageQuestion } from "#server/public-business/load-business-page.ts";
import { ReportReview } from "../reviews/report-review.tsx";
import { AnswerQuestionForm, AskQuestionForm } from "./question-forms.tsx";
import { QuestionList } from "./question-list.tsx";

/**
 * The questions as a signed-in visitor sees them: the form to ask (an owner is sent to Mi comercio
 * instead), "Responder" under others' questions and "Reportar" on what others wrote. A chunk of
 * its own in the browser (questions-section.tsx).
 */
export function SignedInQuestions({
  businessUuid,
  questions,
  viewer,
  back,
}: {
  businessUuid: string;
  questions: readonly PageQuestion[];
  viewer: BusinessPageViewer;
  back: string;
}) {
  const own = new Set(viewer.ownQuestionIds);
  return (
    <>
      {viewer.ownsBusiness ? (
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
        <AskQuestionForm businessUuid={businessUuid} redirectTo={back} />
      )}
      <QuestionList
        questions={questions}
        afterQuestion={(q) =>
          own.has(q.id) ? null : (
            <ReportReview reviewId={q.id} redirectTo={back} action={`/api/questions/${q.id}/report`} />
          )
        }
        afterAnswer={(a) =>
          own.has(a.id) ? null : (
            <ReportReview reviewId={a.id} redirectTo={back} action={`/api/questions/${a.id}/report`} />
          )
        }
        afterAnswers={(q) =>
          own.has(q.id) ? null : (
            <AnswerQuestionForm questionId={q.id} redirectTo={back} asOwner={viewer.ownsBusiness} />
          )
        }
      />
    </>
  );
}
