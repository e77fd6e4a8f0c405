import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { MessageCircle } from "#app/components/icons/icons.tsx";
import { signInPath } from "#core/urls.ts";
import type { BusinessPageViewer, PageQuestion } from "#server/public-business/load-business-page.ts";
import { Card } from "../business-page/card.tsx";
import { QuestionList } from "./question-list.tsx";

// What only a signed-in visitor uses (asking, answering, "Reportar") is one chunk of its own in the
// browser, rendered in place by the server, as the reviews' form is (reviews-section.tsx): the
// business page's first download carries only the list.
const SignedInQuestions = import.meta.env.SSR
  ? (await import("./signed-in-questions.tsx")).SignedInQuestions
  : lazy(() => import("./signed-in-questions.tsx").then((m) => ({ default: m.SignedInQuestions })));

/**
 * "Preguntas y respuestas": the newest questions with their answers. A signed-in visitor asks,
 * answers others' questions and reports; one signed out is led to sign in and back here.
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
  const back = `${useLocation().pathname}#preguntas`;
  return (
    <Card id="preguntas" title="Preguntas y respuestas" icon={<MessageCircle className="size-5" aria-hidden />}>
      {viewer ? (
        <Suspense>
          <SignedInQuestions businessUuid={businessUuid} questions={questions} viewer={viewer} back={back} />
        </Suspense>
      ) : (
        <>
          <p className="mb-4 text-sm">
            <Link to={signInPath(back)} className="font-medium text-brand-600 hover:underline dark:text-blue-300">
              Ingresá para hacer una pregunta
            </Link>
          </p>
          <QuestionList questions={questions} />
        </>
      )}
    </Card>
  );
}
