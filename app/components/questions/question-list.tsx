import type { ReactNode } from "react";
import { formatDate } from "#core/format.ts";
import { BUSINESS_ANSWER_LABEL } from "#core/question-limits.ts";
import type { PageQuestion } from "#server/public-business/load-business-page.ts";

type Answer = PageQuestion["answers"][number];

/**
 * The questions of a business page with their answers (the business's first, marked "Respuesta del
 * comercio"). What a signed-in visitor may do with each (answer, report) comes in through `extras`.
 */
export function QuestionList({
  questions,
  afterQuestion,
  afterAnswer,
  afterAnswers,
}: {
  questions: readonly PageQuestion[];
  afterQuestion?: (q: PageQuestion) => ReactNode;
  afterAnswer?: (a: Answer) => ReactNode;
  afterAnswers?: (q: PageQuestion) => ReactNode;
}) {
  if (questions.length === 0) {
    return <p className="text-fg-muted text-sm">Todavía no hay preguntas. ¿Querés saber algo? Preguntá acá.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {questions.map((q) => (
        <li key={q.id} className="py-3" data-question-id={q.id}>
          <p className="whitespace-pre-line break-words font-medium">{q.body}</p>
          <p className="mt-0.5 text-fg-muted text-xs">
            {q.authorName} · {formatDate(q.createdAt)}
          </p>
          {afterQuestion?.(q)}
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
                  {afterAnswer?.(a)}
                </li>
              ))}
            </ul>
          )}
          {afterAnswers?.(q)}
        </li>
      ))}
    </ul>
  );
}
