import { useEffect, useState } from "react";
import { Check, Copy } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * "Copiar" beside a value the person pastes into their bank's app (CBU, alias). It needs the
 * clipboard, so it appears only with JavaScript; the value stays selectable text either way. After
 * copying it says "Copiado" for a few seconds, in the button and to screen readers.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => {
        navigator.clipboard
          ?.writeText(value)
          .then(() => setState("copied"))
          .catch(() => setState("failed"));
      }}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border px-3 font-medium text-sm",
        state === "copied"
          ? "border-emerald-600 text-emerald-800 dark:border-emerald-500 dark:text-emerald-200"
          : "border-line bg-surface hover:bg-surface-muted",
      )}
      data-copy={label}
    >
      {state === "copied" ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      <span aria-live="polite">
        {state === "copied" ? "Copiado" : state === "failed" ? "No se pudo copiar" : "Copiar"}
      </span>
      {state === "idle" && <span className="sr-only"> {label}</span>}
    </button>
  );
}
