/**
 * useTheme: the theme preference (light, dark or system) for the toggle and anything that needs the
 * effective theme. All instances share one controller per window (app/theme/theme-controller.ts).
 *
 * SSR: the server can't know the preference, so during server rendering and the hydration render it
 * reports the neutral { preference: "system", resolvedTheme: "light", isHydrated: false } and touches no
 * browser API; components should render theme-neutral markup (e.g. the toggle's icon) until
 * `isHydrated`. The inline `themeBootstrapScript` (app/theme/theme-script.ts) has already set the
 * right class on <html> before first paint, so the page doesn't flash.
 *
 * Options:
 * - saveRemote: saves to the profile (pass it only while signed in); retried with backoff.
 *   Pass it from one place (e.g. the session/root layout); the last registered one is used.
 * - initialServerPreference: the profile's theme_preference once loaded; it overrides the local value
 *   whenever it changes (ignored while a local change is still being saved remotely).
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import type { ResolvedTheme, ThemePreference } from "../theme/theme.ts";
import {
  browserThemeEnvironment,
  createThemeController,
  type ThemeController,
  type ThemeState,
} from "../theme/theme-controller.ts";

export interface UseThemeOptions {
  saveRemote?: (preference: ThemePreference) => Promise<void>;
  initialServerPreference?: string | null;
}

export interface UseThemeResult {
  preference: ThemePreference;
  resolvedTheme: ResolvedTheme;
  /** false on the server and during hydration: render theme-neutral markup. */
  isHydrated: boolean;
  setPreference: (preference: ThemePreference) => void;
  cycle: () => void;
  applyServerPreference: (preference: unknown) => void;
}

/** What the server (and the hydration render) reports. */
export const SERVER_THEME_STATE: ThemeState = Object.freeze({
  preference: "system",
  resolvedTheme: "light",
  systemPrefersDark: false,
});

let sharedController: ThemeController | null = null;

/** The window's controller, created on first use in the browser; null on the server. */
export function getThemeController(): ThemeController | null {
  if (sharedController) return sharedController;
  const env = browserThemeEnvironment();
  if (!env) return null;
  sharedController = createThemeController(env);
  return sharedController;
}

const noop = () => {};
const subscribe = (listener: () => void) => getThemeController()?.subscribe(listener) ?? noop;
const getSnapshot = () => getThemeController()?.getState() ?? SERVER_THEME_STATE;
const getServerSnapshot = () => SERVER_THEME_STATE;
const subscribeNothing = () => noop;
const getTrue = () => true;
const getFalse = () => false;

export function useTheme(options: UseThemeOptions = {}): UseThemeResult {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const isHydrated = useSyncExternalStore(subscribeNothing, getTrue, getFalse);
  const { saveRemote, initialServerPreference } = options;

  // The latest saveRemote, without re-registering when callers pass a new function each render.
  const saveRemoteRef = useRef(saveRemote);
  useEffect(() => {
    saveRemoteRef.current = saveRemote;
  });
  const hasSaveRemote = saveRemote !== undefined;
  useEffect(() => {
    const controller = getThemeController();
    if (!controller || !hasSaveRemote) return;
    return controller.setSaveRemote((preference) =>
      saveRemoteRef.current ? saveRemoteRef.current(preference) : Promise.resolve(),
    );
  }, [hasSaveRemote]);

  useEffect(() => {
    if (initialServerPreference == null) return;
    getThemeController()?.applyServerPreference(initialServerPreference);
  }, [initialServerPreference]);

  const setPreference = useCallback(
    (preference: ThemePreference) => getThemeController()?.setPreference(preference),
    [],
  );
  const cycle = useCallback(() => getThemeController()?.cycle(), []);
  const applyServerPreference = useCallback(
    (preference: unknown) => getThemeController()?.applyServerPreference(preference),
    [],
  );

  return {
    preference: state.preference,
    resolvedTheme: state.resolvedTheme,
    isHydrated,
    setPreference,
    cycle,
    applyServerPreference,
  };
}
