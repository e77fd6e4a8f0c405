import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "#app/lib/cn.ts";

export type AuthTab = "signin" | "signup";

const TABS: { key: AuthTab; label: string }[] = [
  { key: "signin", label: "Iniciar Sesión" },
  { key: "signup", label: "Registrarse" },
];

export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const AUTH_PANEL_ID = "auth-panel";

/**
 * "Iniciar Sesión" / "Registrarse". Each tab is a link (?tab=registro), so switching works
 * without JavaScript; with it, the arrow keys move between tabs as the ARIA tabs pattern says.
 */
export function AuthTabs({ active, hrefFor }: { active: AuthTab; hrefFor: (tab: AuthTab) => string }) {
  const navigate = useNavigate();
  const refs = useRef(new Map<AuthTab, HTMLAnchorElement>());
  const focusActive = useRef(false);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    refs.current.get(active)?.focus();
  }, [active]);

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((t) => t.key === active);
    let next: number | null = null;
    if (event.key === "ArrowRight") next = (index + 1) % TABS.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = TABS.length - 1;
    const tab = next === null ? undefined : TABS[next];
    if (!tab) return;
    event.preventDefault();
    focusActive.current = true;
    navigate(hrefFor(tab.key), { replace: true, preventScrollReset: true });
  }

  return (
    <div
      role="tablist"
      aria-label="Elegí cómo continuar"
      onKeyDown={onKeyDown}
      className="mb-5 grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1"
    >
      {TABS.map((tab) => {
        const selected = tab.key === active;
        return (
          <Link
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            to={hrefFor(tab.key)}
            replace
            preventScrollReset
            role="tab"
            id={tabId(tab.key)}
            aria-selected={selected}
            aria-controls={selected ? AUTH_PANEL_ID : undefined}
            className={cn(
              "rounded-lg px-3 py-2 text-center font-semibold text-sm transition",
              selected ? "bg-surface text-fg shadow-sm" : "text-fg-muted hover:text-fg",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
