/**
 * The install state (core/install-state.ts) in the browser, a lazy chunk loaded by the header's
 * button after hydration. A `beforeinstallprompt` that came earlier was kept by install-capture.ts
 * (in the first download); later ones and `appinstalled` are heard here. The button subscribes with
 * useSyncExternalStore.
 */
import { useSyncExternalStore } from "react";
import { toast } from "#app/lib/toast.tsx";
import { type InstallState, initialInstallState, isIos, nextInstallState } from "#core/install-state.ts";

/** Chrome's event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

export const INSTALL_SUCCESS = {
  title: "¡Instalación exitosa!",
  description: "Vilma quedó instalada en tu dispositivo: la encontrás junto a tus otras apps.",
};

let state: InstallState | null = null;
const captured = typeof window === "undefined" ? undefined : window.__vilmaInstall;
let deferred = (captured?.prompt ?? null) as BeforeInstallPromptEvent | null;
const listeners = new Set<() => void>();

function standalone(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function current(): InstallState {
  state ??= initialInstallState({
    standalone: standalone(),
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
  });
  return state;
}

function set(next: InstallState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // install-capture.ts has already kept it from the browser's mini-bar.
    deferred = event as BeforeInstallPromptEvent;
    set(nextInstallState(current(), { type: "prompt-available" }));
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    const before = current();
    set(nextInstallState(before, { type: "installed" }));
    if (before !== "installed") toast.success(INSTALL_SUCCESS.title, { description: INSTALL_SUCCESS.description });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The install state; "not-installable" on the server and until hydration. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, current, () => "not-installable");
}

/**
 * Shows the browser's prompt. Resolves true when the person accepted; a failure is only logged and
 * resolves false (spec §8).
 */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    set(nextInstallState(current(), { type: "prompt-answered", outcome }));
    // `appinstalled` follows, but finds the state already "installed": one toast.
    if (outcome === "accepted") toast.success(INSTALL_SUCCESS.title, { description: INSTALL_SUCCESS.description });
    return outcome === "accepted";
  } catch (error) {
    console.error("No se pudo instalar Vilma", error);
    set(nextInstallState(current(), { type: "prompt-answered", outcome: "dismissed" }));
    return false;
  }
}
