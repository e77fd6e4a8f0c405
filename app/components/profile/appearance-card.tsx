import { Form } from "react-router";
import { Monitor, Moon, Sun } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useProfileTheme } from "#app/hooks/use-theme.ts";
import { cn } from "#app/lib/cn.ts";
import type { ThemePreference } from "#core/theme.ts";
import { FormAlert } from "../form/form-alert.tsx";
import { ActionButton, ProfileCard } from "./ui.tsx";
import { useProfileResult } from "./use-profile-result.ts";

const OPTIONS: { value: ThemePreference; label: string; hint: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Claro", hint: "Siempre claro", Icon: Sun },
  { value: "dark", label: "Oscuro", hint: "Siempre oscuro", Icon: Moon },
  { value: "system", label: "Sistema", hint: "Como tu dispositivo", Icon: Monitor },
];

/**
 * "Apariencia": with JavaScript a choice applies and is saved at once (the theme controller saves it
 * to the profile with retries and tells the other tabs); without it, the form posts the choice.
 */
export function AppearanceCard({ themePreference }: { themePreference: ThemePreference }) {
  const theme = useProfileTheme();
  const hydrated = useHydrated();
  const { result, busy } = useProfileResult("theme");
  const current = hydrated ? theme.preference : themePreference;
  return (
    <ProfileCard
      id="apariencia"
      title="Apariencia"
      description="Elegí cómo querés ver Vilma. Lo guardamos en tu perfil, así se aplica en todos tus dispositivos."
    >
      <Form method="post">
        {result && !hydrated && (
          <FormAlert
            tone={result.ok ? "success" : "error"}
            title={result.toast.title}
            description={result.toast.description}
          />
        )}
        <input type="hidden" name="intent" value="theme" />
        <fieldset>
          <legend className="sr-only">Tema</legend>
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {OPTIONS.map(({ value, label, hint, Icon }) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-2 py-3 text-center transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 has-[:focus-visible]:outline-offset-2 sm:py-4",
                  current === value
                    ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:bg-brand-900/40"
                    : "border-line hover:bg-surface-muted",
                )}
              >
                <input
                  type="radio"
                  name="preference"
                  value={value}
                  checked={current === value}
                  onChange={() => theme.setPreference(value)}
                  className="sr-only"
                />
                <Icon className="size-5" aria-hidden />
                <span className="font-medium text-sm">{label}</span>
                <span className="hidden text-fg-muted text-xs sm:block">{hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* Without JavaScript nothing saves on change: this button sends the choice. */}
        {!hydrated && (
          <ActionButton busy={busy} busyLabel="Guardando..." className="mt-4">
            Guardar tema
          </ActionButton>
        )}
      </Form>
    </ProfileCard>
  );
}
