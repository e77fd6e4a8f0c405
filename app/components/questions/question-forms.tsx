import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "#app/lib/toast.tsx";
import { QUESTION_MAX, QUESTION_MIN } from "#core/question-limits.ts";
import type { QuestionResponse } from "#core/questions.ts";

const field = "w-full rounded-lg border border-line bg-surface p-2.5 text-fg";
const submit =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700 disabled:opacity-60";

/** The answer's toast, the form emptied after it worked; the error stays under the field. */
function useAnswer(
  fetcher: ReturnType<typeof useFetcher<QuestionResponse>>,
  form: React.RefObject<HTMLFormElement | null>,
) {
  const handled = useRef<QuestionResponse | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      toast.success(data.message);
      form.current?.reset();
    }
  }, [fetcher.state, fetcher.data, form]);
  return fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
}

/** "Hacé una pregunta": posted to /api/questions; a plain form without JavaScript. */
export function AskQuestionForm({ businessUuid, redirectTo }: { businessUuid: string; redirectTo: string }) {
  const fetcher = useFetcher<QuestionResponse>();
  const form = useRef<HTMLFormElement>(null);
  const error = useAnswer(fetcher, form);
  const id = useId();
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/api/questions"
      preventScrollReset
      className="mb-4 flex flex-col gap-2 rounded-xl border border-line p-4"
    >
      <input type="hidden" name="intent" value="ask" />
      <input type="hidden" name="businessUuid" value={businessUuid} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor={`${id}-q`} className="font-semibold">
        Hacé una pregunta
      </label>
      <textarea
        id={`${id}-q`}
        name="body"
        rows={2}
        required
        minLength={QUESTION_MIN}
        maxLength={QUESTION_MAX}
        placeholder="¿Tienen estacionamiento? ¿Hacen envíos?"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={field}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-semibold text-red-700 text-sm dark:text-red-300">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          La ven todos; responde el comercio o algún vecino. Te avisamos cuando haya respuesta.
        </p>
      )}
      <div>
        <button type="submit" disabled={fetcher.state !== "idle"} className={submit}>
          Preguntar
        </button>
      </div>
    </fetcher.Form>
  );
}

/** "Responder" under someone else's question: a disclosure with the answer's field. */
export function AnswerQuestionForm({
  questionId,
  redirectTo,
  asOwner,
}: {
  questionId: number;
  redirectTo: string;
  asOwner: boolean;
}) {
  const fetcher = useFetcher<QuestionResponse>();
  const form = useRef<HTMLFormElement>(null);
  const error = useAnswer(fetcher, form);
  const id = useId();
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-brand-700 dark:text-blue-300">
        Responder
      </summary>
      <fetcher.Form
        ref={form}
        method="post"
        action="/api/questions"
        preventScrollReset
        className="mt-2 flex flex-col gap-2"
      >
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={questionId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor={`${id}-a`} className="font-medium">
          {asOwner ? "Tu respuesta (como el comercio)" : "Tu respuesta"}
        </label>
        <textarea
          id={`${id}-a`}
          name="body"
          rows={2}
          required
          maxLength={QUESTION_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={field}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="font-semibold text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div>
          <button type="submit" disabled={fetcher.state !== "idle"} className={submit}>
            Publicar respuesta
          </button>
        </div>
      </fetcher.Form>
    </details>
  );
}
