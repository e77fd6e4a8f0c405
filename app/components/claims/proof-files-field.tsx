import { useState } from "react";
import { describedBy, FieldError, hintId, inputClass } from "#app/components/form/field-frame.tsx";
import { FileText, ImageIcon } from "#app/components/icons/icons.tsx";
import { formatFileSize } from "#core/image-upload.ts";

/**
 * Up to three proof files (pictures or a PDF). A plain multiple file input: it works without
 * JavaScript; with it, the chosen files are listed with their sizes and a heavy one is flagged
 * before sending. The server decides what each file is by its bytes.
 */
export function ProofFilesField({
  id,
  name,
  label,
  hint,
  accept,
  maxFiles,
  maxBytes,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  accept: string;
  maxFiles: number;
  maxBytes: number;
  error?: string;
}) {
  const [chosen, setChosen] = useState<{ name: string; size: number; pdf: boolean }[]>([]);
  const [localError, setLocalError] = useState<string | undefined>();
  const shown = localError ?? error;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        multiple
        accept={accept}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, { error: shown, hint })}
        className={inputClass(
          shown,
          "cursor-pointer file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700 file:text-sm dark:file:bg-brand-900/40 dark:file:text-brand-100",
        )}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          setChosen(files.map((f) => ({ name: f.name, size: f.size, pdf: f.type === "application/pdf" })));
          if (files.length > maxFiles) setLocalError(`Podés adjuntar hasta ${maxFiles} archivos`);
          else if (files.some((f) => f.size > maxBytes))
            setLocalError(`Cada archivo puede pesar hasta ${formatFileSize(maxBytes)}`);
          else setLocalError(undefined);
        }}
      />
      <p id={hintId(id)} className="text-fg-muted text-sm">
        {hint}
      </p>
      {chosen.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Archivos elegidos">
          {chosen.map((file) => {
            const Icon = file.pdf ? FileText : ImageIcon;
            return (
              <li key={`${file.name}-${file.size}`} className="flex min-w-0 items-center gap-2">
                <Icon className="size-4 shrink-0 text-fg-muted" aria-hidden />
                <span className="min-w-0 truncate">{file.name}</span>
                <span className="shrink-0 text-fg-muted tabular-nums">{formatFileSize(file.size, "up")}</span>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={id} error={shown} />
    </div>
  );
}
