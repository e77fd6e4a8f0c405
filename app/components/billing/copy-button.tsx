import { useEffect, useState } from "react";
import { Check, Copy } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The clipboard API where the browser grants it (it may refuse, or never answer while the window is
 * not focused); else the older selection copy.
 */
async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      const written = navigator.clipboard.writeText(value).then(() => true);
      const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000));
      if (await Promise.race([written, late])) return true;
    }
  } catch {
    // Refused: try the other way.
  }
  const area = document.createElement("textarea");
  area.value = value;
  area.setAttribute("readonly", "");
  area.className = "fixed top-0 left-0 opacity-0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

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
        copyText(value).then((ok) => setState(ok ? "copied" : "failed"));
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
