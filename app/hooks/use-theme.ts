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
 *   when it is first seen and whenever a reload brings a different value — once per window, not once
 *   per component (app/theme/server-preference.ts); ignored while a local change is still being saved
 *   remotely. null means signed out; undefined means "this caller doesn't know".
 *
 * `useProfileTheme()` is useTheme wired to the signed-in person (the root loader's user): changes are
 * saved to the profile through POST /api/profile/theme and the profile's value overrides the local one.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { PROFILE_THEME_ENDPOINT, type ResolvedTheme, type ThemePreference } from "#core/theme.ts";
import type { loader as rootLoader } from "../root.tsx";
import { createServerPreferenceGate } from "../theme/server-preference.ts";
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
const serverPreferenceGate = createServerPreferenceGate();

type RemoteSaver = (preference: ThemePreference) => Promise<void>;
/**
 * Every mounted hook that passed saveRemote (the header's toggle, the profile page…); the newest one
 * is the controller's. A stack, so one of them unmounting doesn't leave the others without a saver.
 */
const remoteSavers: RemoteSaver[] = [];

function registerRemoteSaver(saver: RemoteSaver): () => void {
  remoteSavers.push(saver);
  getThemeController()?.setSaveRemote(saver);
  return () => {
    const index = remoteSavers.lastIndexOf(saver);
    if (index >= 0) remoteSavers.splice(index, 1);
    getThemeController()?.setSaveRemote(remoteSavers.at(-1));
  };
}

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
    if (!hasSaveRemote) return;
    return registerRemoteSaver((preference) =>
      saveRemoteRef.current ? saveRemoteRef.current(preference) : Promise.resolve(),
    );
  }, [hasSaveRemote]);

  useEffect(() => {
    const preference = serverPreferenceGate.observe(initialServerPreference);
    if (preference) getThemeController()?.applyServerPreference(preference);
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

/** Saves the preference to the signed-in person's profile; throws on failure so the caller retries. */
export async function saveThemeToProfile(preference: ThemePreference): Promise<void> {
  const response = await fetch(PROFILE_THEME_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ preference }),
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`No se pudo guardar el tema en el perfil (HTTP ${response.status})`);
}

/** useTheme for the signed-in person (root loader's user), or plain local behaviour when signed out. */
export function useProfileTheme(): UseThemeResult {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  return useTheme({
    saveRemote: user ? saveThemeToProfile : undefined,
    initialServerPreference: user ? user.themePreference : null,
  });
}
