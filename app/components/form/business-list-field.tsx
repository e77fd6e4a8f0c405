import { useState } from "react";
import { describedBy, FieldFrame, type FieldProps, inputClass } from "#app/components/form/field-frame.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { Search, X } from "#app/components/icons/icons.tsx";
import { useSearchResults } from "#app/components/unified-search/use-search-results.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

export interface ListedBusiness {
  slug: string;
  name: string;
}

/**
 * A list of businesses chosen by name (a bank promotion's "Comercios"). The form posts their
 * addresses (slugs), one per line, in `name`: the server reads the same field with or without
 * JavaScript. Before the page is interactive it is that plain text area; then it becomes the
 * chosen names, each with "Quitar", and a search (the site's own, GET /api/search) to add more.
 */
export function BusinessListField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
}: FieldProps & { defaultValue: readonly ListedBusiness[] }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<readonly ListedBusiness[]>(defaultValue);
  const [text, setText] = useState("");
  const { status, result, search, reset } = useSearchResults();

  if (!hydrated) {
    return (
      <TextareaField
        id={id}
        name={name}
        label={label}
        hint="Sus direcciones (panaderia-lucia), una por línea"
        error={error}
        defaultValue={defaultValue.map((b) => b.slug).join("\n")}
        rows={4}
      />
    );
  }

  const chosenSlugs = new Set(chosen.map((b) => b.slug));
  const candidates = (result?.businesses ?? []).filter((b) => !chosenSlugs.has(b.slug));
  const add = (business: ListedBusiness) => {
    setChosen((list) => [...list, business]);
    setText("");
    reset();
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input type="hidden" name={name} value={chosen.map((b) => b.slug).join("\n")} />
      {chosen.length > 0 ? (
        <ul aria-label="Elegidos" className="flex flex-wrap gap-2">
          {chosen.map((b) => (
            <li
              key={b.slug}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              {b.name}
              <button
                type="button"
                onClick={() => setChosen((list) => list.filter((x) => x.slug !== b.slug))}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-line"
                aria-label={`Quitar ${b.name}`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted text-sm">Todavía no elegiste comercios.</p>
      )}
      <div className="relative">
        <Search className="pointer-events-none absolute inset-y-0 left-3 my-auto size-4 text-fg-muted" aria-hidden />
        <input
          id={id}
          type="search"
          value={text}
          autoComplete="off"
          placeholder="Buscá un comercio por su nombre"
          aria-describedby={describedBy(id, { error, hint })}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          // Enter adds the first match instead of sending the whole form half-filled.
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (candidates[0]) add(candidates[0]);
          }}
          className={inputClass(error, "pl-9")}
        />
      </div>
      <div aria-live="polite">
        {status === "error" && (
          <p className="text-red-600 text-sm dark:text-red-400">No pudimos buscar. Probá de nuevo.</p>
        )}
        {status === "done" && text && candidates.length === 0 && (
          <p className="text-fg-muted text-sm">Ningún comercio más se llama así.</p>
        )}
        {candidates.length > 0 && (
          <ul aria-label="Encontrados" className="divide-y divide-line rounded-lg border border-line">
            {candidates.map((b) => (
              <li key={b.slug} className="flex items-center justify-between gap-3 px-3 py-1.5 text-sm">
                <span>
                  <span className="font-medium">{b.name}</span>
                  {b.category && <span className="text-fg-muted"> · {b.category}</span>}
                </span>
                <button
                  type="button"
                  onClick={() => add({ slug: b.slug, name: b.name })}
                  className="min-h-10 rounded-lg px-3 font-semibold text-brand-700 hover:bg-surface-muted dark:text-blue-300"
                  aria-label={`Agregar ${b.name}`}
                >
                  Agregar
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldFrame>
  );
}
