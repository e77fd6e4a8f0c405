/**
 * The browser side of the theme preference, written against small injected dependencies
 * (storage, matchMedia, channel factory, event hooks, timers, <html>) so it can be tested without a DOM.
 * `useTheme` (app/hooks/use-theme.ts) is a thin React wrapper over one controller per window.
 *
 * Behaviour (spec §4 "Theme preference"):
 * - The effective theme toggles the "dark" class and `style.colorScheme` on <html>; every change after
 *   start-up adds "theme-transition" to <html> for THEME_TRANSITION_MS so CSS can animate colours.
 * - "system" follows the device dark-mode setting and updates when it changes.
 * - A change is saved to localStorage ("theme-preference"), announced to other tabs on the
 *   BroadcastChannel "theme-sync", and — when `saveRemote` is set (signed in) — saved remotely with
 *   retries (see saveWithRetry). A newer change cancels the pending retries of an older one.
 * - Other tabs' changes arrive through the channel and `storage` events; without BroadcastChannel the
 *   stored value is polled every 500 ms; it is also re-checked (with the system setting) on window focus.
 * - A preference loaded from the profile (`applyServerPreference`) overrides the local value: it is
 *   applied, stored locally and broadcast, but not saved back remotely. It is ignored while a local
 *   change is still being saved to the profile (the loaded value is older than that change).
 * - Storage and remote-save failures are only logged.
 */
import {
  DARK_CLASS,
  DARK_MEDIA_QUERY,
  nextThemePreference,
  parseThemePreference,
  type ResolvedTheme,
  resolveTheme,
  saveWithRetry,
  sleep,
  THEME_CHANNEL,
  THEME_POLL_MS,
  THEME_STORAGE_KEY,
  THEME_TRANSITION_CLASS,
  THEME_TRANSITION_MS,
  type ThemePreference,
} from "#core/theme.ts";

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface MediaQueryListLike {
  readonly matches: boolean;
  addEventListener?(type: "change", listener: (event: { matches: boolean }) => void): void;
  removeEventListener?(type: "change", listener: (event: { matches: boolean }) => void): void;
  /** Safari < 14. */
  addListener?(listener: (event: { matches: boolean }) => void): void;
  removeListener?(listener: (event: { matches: boolean }) => void): void;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface StorageEventLike {
  key: string | null;
  newValue: string | null;
}

export interface ThemeRoot {
  classList: { add(token: string): void; remove(token: string): void };
  style: { colorScheme: string };
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface Logger {
  error(...args: unknown[]): void;
}

export interface ThemeEnvironment {
  root: ThemeRoot;
  /** null when localStorage is unavailable. */
  storage: StorageLike | null;
  /** null when matchMedia is unavailable (the system then counts as light). */
  matchMedia: ((query: string) => MediaQueryListLike) | null;
  /** null when BroadcastChannel is unavailable: the controller polls storage instead. */
  createChannel: ((name: string) => ChannelLike) | null;
  onStorage(handler: (event: StorageEventLike) => void): () => void;
  onFocus(handler: () => void): () => void;
  timers: Timers;
  random?: () => number;
  logger?: Logger;
}

export interface ThemeState {
  preference: ThemePreference;
  resolvedTheme: ResolvedTheme;
  systemPrefersDark: boolean;
}

export interface ThemeControllerOptions {
  /** Saves the preference to the profile; retried with backoff. Set it only while signed in. */
  saveRemote?: (preference: ThemePreference) => Promise<void>;
}

export interface ThemeController {
  getState(): ThemeState;
  /** The first subscriber starts the listeners, the last one leaving stops them. */
  subscribe(listener: () => void): () => void;
  /** A user's change: applied, stored locally, broadcast and saved remotely. */
  setPreference(preference: ThemePreference): void;
  /** light → dark → system → light. */
  cycle(): void;
  /**
   * A preference loaded from the profile: overrides the local value (not saved back remotely).
   * Ignored while a local change is still being saved remotely.
   */
  applyServerPreference(value: unknown): void;
  /** Sets (or clears) the remote saver; the returned function clears it if it is still the current one. */
  setSaveRemote(saveRemote: ((preference: ThemePreference) => Promise<void>) | undefined): () => void;
  /** The last remote save in flight (resolves true on success), for tests and callers that care. */
  lastRemoteSave(): Promise<boolean> | null;
  start(): void;
  stop(): void;
}

/** The broadcast message. */
export interface ThemeSyncMessage {
  type: "theme-preference";
  preference: ThemePreference;
}

const consoleLogger: Logger = { error: (...args) => console.error(...args) };

/** The raw stored value; `undefined` when storage can't be read (as opposed to null = nothing stored). */
export function readStoredRaw(storage: StorageLike | null, logger: Logger = consoleLogger): string | null | undefined {
  if (!storage) return undefined;
  try {
    return storage.getItem(THEME_STORAGE_KEY);
  } catch (error) {
    logger.error("[theme] no se pudo leer la preferencia guardada", error);
    return undefined;
  }
}

export function writeStoredPreference(
  storage: StorageLike | null,
  preference: ThemePreference,
  logger: Logger = consoleLogger,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(THEME_STORAGE_KEY, preference);
    return true;
  } catch (error) {
    logger.error("[theme] no se pudo guardar la preferencia", error);
    return false;
  }
}

export function readSystemPrefersDark(matchMedia: ThemeEnvironment["matchMedia"]): boolean {
  try {
    return matchMedia ? matchMedia(DARK_MEDIA_QUERY).matches : false;
  } catch {
    return false;
  }
}

/** Sets the dark class and color scheme on <html>. */
export function applyThemeToRoot(root: ThemeRoot, theme: ResolvedTheme): void {
  if (theme === "dark") root.classList.add(DARK_CLASS);
  else root.classList.remove(DARK_CLASS);
  root.style.colorScheme = theme;
}

/** Calls `onChange` when the device dark-mode setting changes; returns the unsubscribe function. */
export function subscribeSystemDark(
  matchMedia: ThemeEnvironment["matchMedia"],
  onChange: (prefersDark: boolean) => void,
): () => void {
  if (!matchMedia) return () => {};
  let mql: MediaQueryListLike;
  try {
    mql = matchMedia(DARK_MEDIA_QUERY);
  } catch {
    return () => {};
  }
  const listener = (event: { matches: boolean }) => onChange(event.matches);
  if (mql.addEventListener) {
    mql.addEventListener("change", listener);
    return () => mql.removeEventListener?.("change", listener);
  }
  if (mql.addListener) {
    mql.addListener(listener);
    return () => mql.removeListener?.(listener);
  }
  return () => {};
}

export function isThemeSyncMessage(data: unknown): data is ThemeSyncMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "theme-preference" &&
    parseThemePreference((data as { preference?: unknown }).preference) ===
      (data as { preference?: unknown }).preference
  );
}

export function createThemeController(env: ThemeEnvironment, options: ThemeControllerOptions = {}): ThemeController {
  const logger = env.logger ?? consoleLogger;
  const listeners = new Set<() => void>();
  let saveRemote = options.saveRemote;
  let remoteAbort: AbortController | null = null;
  let remoteSave: Promise<boolean> | null = null;
  let transitionTimer: unknown = null;
  let started = false;
  let cleanups: (() => void)[] = [];
  let channel: ChannelLike | null = null;

  let lastSeenRaw = readStoredRaw(env.storage, logger);
  const initialDark = readSystemPrefersDark(env.matchMedia);
  const initialPreference = parseThemePreference(lastSeenRaw);
  let state: ThemeState = {
    preference: initialPreference,
    resolvedTheme: resolveTheme(initialPreference, initialDark),
    systemPrefersDark: initialDark,
  };

  function emit() {
    for (const listener of [...listeners]) listener();
  }

  function markTransition() {
    if (transitionTimer !== null) env.timers.clearTimeout(transitionTimer);
    env.root.classList.add(THEME_TRANSITION_CLASS);
    transitionTimer = env.timers.setTimeout(() => {
      transitionTimer = null;
      env.root.classList.remove(THEME_TRANSITION_CLASS);
    }, THEME_TRANSITION_MS);
  }

  /** Replaces the state; touches <html> (with the transition marker) only when the effective theme changes. */
  function update(preference: ThemePreference, systemPrefersDark: boolean) {
    const resolvedTheme = resolveTheme(preference, systemPrefersDark);
    if (
      preference === state.preference &&
      systemPrefersDark === state.systemPrefersDark &&
      resolvedTheme === state.resolvedTheme
    ) {
      return;
    }
    const themeChanged = resolvedTheme !== state.resolvedTheme;
    state = { preference, resolvedTheme, systemPrefersDark };
    if (themeChanged) {
      markTransition();
      applyThemeToRoot(env.root, resolvedTheme);
    }
    emit();
  }

  function storeAndBroadcast(preference: ThemePreference) {
    if (writeStoredPreference(env.storage, preference, logger)) lastSeenRaw = preference;
    if (channel) {
      try {
        channel.postMessage({ type: "theme-preference", preference } satisfies ThemeSyncMessage);
      } catch (error) {
        logger.error("[theme] no se pudo avisar a las otras pestañas", error);
      }
    }
  }

  function saveRemotely(preference: ThemePreference) {
    remoteAbort?.abort();
    remoteAbort = null;
    if (!saveRemote) return;
    const abort = new AbortController();
    remoteAbort = abort;
    const save = saveRemote;
    const attempt = saveWithRetry(save, preference, {
      signal: abort.signal,
      random: env.random,
      sleep: (ms, signal) => sleep(ms, signal, env.timers),
      onError: (error, n) =>
        logger.error(`[theme] falló guardar la preferencia en el perfil (intento ${n + 1})`, error),
    }).then((saved) => {
      if (remoteAbort === abort) remoteAbort = null;
      return saved;
    });
    remoteSave = attempt;
  }

  /** Another tab (or the stored value) says `raw`: adopt it if it changed since we last saw it. */
  function checkStored(raw: string | null | undefined) {
    if (raw === undefined || raw === lastSeenRaw) return;
    lastSeenRaw = raw;
    update(parseThemePreference(raw), state.systemPrefersDark);
  }

  function recheck() {
    checkStored(readStoredRaw(env.storage, logger));
    update(state.preference, readSystemPrefersDark(env.matchMedia));
  }

  const controller: ThemeController = {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      if (!started) controller.start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) controller.stop();
      };
    },

    setPreference(value) {
      const preference = parseThemePreference(value);
      if (preference === state.preference) return;
      storeAndBroadcast(preference);
      update(preference, state.systemPrefersDark);
      saveRemotely(preference);
    },

    cycle() {
      controller.setPreference(nextThemePreference(state.preference));
    },

    applyServerPreference(value) {
      const preference = parseThemePreference(value);
      // While a local change is still being saved to the profile, the profile is about to change:
      // what was loaded is older than the user's latest choice, so it must not undo it.
      if (remoteAbort !== null) return;
      if (readStoredRaw(env.storage, logger) !== preference || preference !== state.preference) {
        storeAndBroadcast(preference);
      }
      update(preference, state.systemPrefersDark);
    },

    setSaveRemote(fn) {
      saveRemote = fn;
      return () => {
        if (saveRemote === fn) saveRemote = undefined;
      };
    },

    lastRemoteSave: () => remoteSave,

    start() {
      if (started) return;
      started = true;
      // Sync with whatever changed since creation, and make <html> match (no transition at start-up).
      lastSeenRaw = readStoredRaw(env.storage, logger);
      const systemPrefersDark = readSystemPrefersDark(env.matchMedia);
      const preference = parseThemePreference(lastSeenRaw);
      const before = state;
      state = { preference, systemPrefersDark, resolvedTheme: resolveTheme(preference, systemPrefersDark) };
      applyThemeToRoot(env.root, state.resolvedTheme);
      if (
        before.preference !== state.preference ||
        before.systemPrefersDark !== state.systemPrefersDark ||
        before.resolvedTheme !== state.resolvedTheme
      ) {
        emit();
      }

      cleanups.push(subscribeSystemDark(env.matchMedia, (dark) => update(state.preference, dark)));

      if (env.createChannel) {
        try {
          const ch = env.createChannel(THEME_CHANNEL);
          const onMessage = (event: { data: unknown }) => {
            if (isThemeSyncMessage(event.data)) update(event.data.preference, state.systemPrefersDark);
          };
          ch.addEventListener("message", onMessage);
          channel = ch;
          cleanups.push(() => {
            ch.removeEventListener("message", onMessage);
            ch.close();
            if (channel === ch) channel = null;
          });
        } catch (error) {
          logger.error("[theme] BroadcastChannel no disponible, se usa sondeo", error);
          channel = null;
        }
      }
      if (!channel) {
        const handle = env.timers.setInterval(() => checkStored(readStoredRaw(env.storage, logger)), THEME_POLL_MS);
        cleanups.push(() => env.timers.clearInterval(handle));
      }

      cleanups.push(
        env.onStorage((event) => {
          if (event.key === THEME_STORAGE_KEY) checkStored(event.newValue);
          else if (event.key === null) checkStored(readStoredRaw(env.storage, logger)); // storage.clear()
        }),
      );
      cleanups.push(env.onFocus(recheck));
    },

    stop() {
      if (!started) return;
      started = false;
      for (const cleanup of cleanups.splice(0)) cleanup();
      cleanups = [];
    },
  };

  return controller;
}

/** The real browser dependencies, or null on the server. */
export function browserThemeEnvironment(): ThemeEnvironment | null {
  if (typeof window === "undefined" || typeof document === "undefined") return null;
  let storage: StorageLike | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null; // e.g. blocked third-party storage
  }
  return {
    root: document.documentElement,
    storage,
    matchMedia: typeof window.matchMedia === "function" ? (query) => window.matchMedia(query) : null,
    createChannel: typeof window.BroadcastChannel === "function" ? (name) => new window.BroadcastChannel(name) : null,
    onStorage(handler) {
      const listener = (event: StorageEvent) => handler({ key: event.key, newValue: event.newValue });
      window.addEventListener("storage", listener);
      return () => window.removeEventListener("storage", listener);
    },
    onFocus(handler) {
      window.addEventListener("focus", handler);
      return () => window.removeEventListener("focus", handler);
    },
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
  };
}
