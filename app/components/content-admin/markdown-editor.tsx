import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { MarkdownBody } from "#app/components/content/markdown-body.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/** Where the editor asks for a preview (an admin-only action that runs the public renderer). */
export const MARKDOWN_PREVIEW_PATH = "/admin/content/preview";

/**
 * Markdown text with its preview, rendered by the server's one renderer (server/content/markdown.ts),
 * the same HTML the public page shows. Without JavaScript the form's "Vista previa" button posts
 * and the page shows `previewHtml`; with it the preview follows the text (a fetcher, 600 ms after
 * typing stops).
 */
export function MarkdownEditor({
  id,
  name,
  label,
  defaultValue,
  error,
  previewHtml,
  maxLength,
  rows = 18,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  previewHtml: string | null;
  maxLength: number;
  rows?: number;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ html: string }>();
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = fetcher.submit;

  useEffect(() => {
    if (text === null) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      submit({ body: text }, { method: "post", action: MARKDOWN_PREVIEW_PATH });
    }, 600);
    return () => clearTimeout(timer.current);
  }, [text, submit]);

  const html = fetcher.data?.html ?? previewHtml;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <div className="min-w-0">
        <TextareaField
          id={id}
          name={name}
          label={label}
          hint="Markdown: ## subtítulo, **negrita**, _cursiva_, [texto](/ruta), listas con -."
          defaultValue={defaultValue}
          error={error}
          rows={rows}
          maxLength={maxLength}
          className="font-mono text-sm"
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </div>
      <section
        aria-labelledby={`${id}-preview-title`}
        aria-busy={fetcher.state !== "idle" || undefined}
        className="min-w-0 rounded-xl border border-line bg-surface p-4"
      >
        <h2 id={`${id}-preview-title`} className="mb-3 font-semibold text-fg-muted text-sm uppercase tracking-wide">
          Vista previa
        </h2>
        {html ? (
          <MarkdownBody html={html} />
        ) : (
          <p className="text-fg-muted text-sm">
            {hydrated ? "Escribí el texto y la vista previa aparece acá." : "Tocá «Vista previa» para verla acá."}
          </p>
        )}
      </section>
    </div>
  );
}
