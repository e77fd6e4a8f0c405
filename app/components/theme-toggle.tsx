import { Monitor, Moon, Sun } from "#app/components/icons/icons.tsx";
import { useProfileTheme } from "../hooks/use-theme.ts";

const LABELS = { light: "Claro", dark: "Oscuro", system: "Sistema" } as const;
const NEXT = { light: "dark", dark: "system", system: "light" } as const;

/**
 * Cycles claro → oscuro → sistema. Signed in, the choice is saved to the profile too, and the
 * profile's preference overrides this browser's when a page loads (useProfileTheme).
 */
export function ThemeToggle({ labelled = false }: { labelled?: boolean }) {
  const { preference, setPreference } = useProfileTheme();
  const Icon = preference === "dark" ? Moon : preference === "light" ? Sun : Monitor;
  if (labelled)
    // In the header's menu: the choice in words ("Tema: Claro"), a full-width row.
    return (
      <button
        type="button"
        onClick={() => setPreference(NEXT[preference])}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm hover:bg-surface-muted"
        aria-label={`Tema: ${LABELS[preference]}. Cambiar a ${LABELS[NEXT[preference]]}`}
      >
        <Icon className="size-5 text-fg-muted" aria-hidden />
        Tema: {LABELS[preference]}
      </button>
    );
  return (
    <button
      type="button"
      onClick={() => setPreference(NEXT[preference])}
      className="grid size-10 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
      aria-label={`Tema: ${LABELS[preference]}. Cambiar a ${LABELS[NEXT[preference]]}`}
      title={`Tema: ${LABELS[preference]}`}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
