import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "#app/lib/toast.tsx";
import {
  SUGGESTION_KIND_LABELS,
  SUGGESTION_KINDS,
  SUGGESTION_NOTE_MAX,
  SUGGESTION_VALUE_LABELS,
  SUGGESTION_VALUE_MAX,
  type SuggestionKind,
  type SuggestionResponse,
} from "#core/suggestions.ts";

const field = "w-full rounded-lg border border-line bg-surface p-2.5 text-fg";

/**
 * "Sugerir un cambio": what is wrong (one choice), the right value (not for a closure) and a note.
 * Posted to /api/suggestions; without JavaScript a plain form whose value field is always there
 * (the server ignores it for a closure).
 */
export function SuggestChangeForm({ businessUuid, redirectTo }: { businessUuid: string; redirectTo: string }) {
  const fetcher = useFetcher<SuggestionResponse>();
  const id = useId();
  const [kind, setKind] = useState<SuggestionKind | null>(null);
  const handled = useRef<SuggestionResponse | null>(null);
  const data = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) toast.success(data.message);
  }, [fetcher.state, data]);
  if (data?.ok) return <p className="mt-3 font-medium">{data.message}</p>;
  const valueLabel = kind && kind !== "closed" ? SUGGESTION_VALUE_LABELS[kind] : "Dato correcto";
  return (
    <details className="mt-3">
      <summary className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-brand-700 dark:text-blue-300">
        Sugerir un cambio
      </summary>
      <fetcher.Form method="post" action="/api/suggestions" preventScrollReset className="mt-2 flex flex-col gap-3">
        <input type="hidden" name="businessUuid" value={businessUuid} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">¿Qué está mal?</legend>
          {SUGGESTION_KINDS.map((k) => (
            <label key={k} className="flex min-h-10 items-center gap-2">
              <input type="radio" name="kind" value={k} required onChange={() => setKind(k)} />
              {SUGGESTION_KIND_LABELS[k]}
            </label>
          ))}
        </fieldset>
        {kind !== "closed" && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-value`} className="font-medium">
              {valueLabel}
            </label>
            <input
              id={`${id}-value`}
              name="proposedValue"
              maxLength={SUGGESTION_VALUE_MAX}
              required={kind !== null}
              inputMode={kind === "phone" ? "tel" : undefined}
              className={`${field} min-h-11`}
            />
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-note`} className="font-medium">
            Nota (opcional)
          </label>
          <textarea id={`${id}-note`} name="note" rows={2} maxLength={SUGGESTION_NOTE_MAX} className={field} />
        </div>
        {data && !data.ok && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
            {data.error}
          </p>
        )}
        <div>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Mandar sugerencia
          </button>
        </div>
      </fetcher.Form>
    </details>
  );
}
