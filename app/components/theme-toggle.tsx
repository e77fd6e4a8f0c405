import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme } from "../hooks/use-theme.ts";

const LABELS = { light: "Claro", dark: "Oscuro", system: "Sistema" } as const;
const NEXT = { light: "dark", dark: "system", system: "light" } as const;

/** Cycles claro → oscuro → sistema. */
export function ThemeToggle() {
  const { preference, setPreference } = useTheme();
  const Icon = preference === "dark" ? Moon : preference === "light" ? Sun : Monitor;
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
