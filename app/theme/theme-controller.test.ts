import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_CHANNEL, THEME_STORAGE_KEY, THEME_TRANSITION_CLASS, type ThemePreference } from "#core/theme.ts";
import {
  type ChannelLike,
  createThemeController,
  isThemeSyncMessage,
  type MediaQueryListLike,
  type StorageEventLike,
  type ThemeEnvironment,
} from "./theme-controller.ts";

/** Delivers messages between channels of the same name, like BroadcastChannel across tabs (not to the sender). */
class FakeHub {
  channels = new Set<FakeChannel>();
  create = (name: string): ChannelLike => new FakeChannel(this, name);
}

class FakeChannel implements ChannelLike {
  listeners = new Set<(event: { data: unknown }) => void>();
  closed = false;
  sent: unknown[] = [];
  hub: FakeHub;
  name: string;
  constructor(hub: FakeHub, name: string) {
    this.hub = hub;
    this.name = name;
    hub.channels.add(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
    for (const other of this.hub.channels) {
      if (other !== this && other.name === this.name && !other.closed) {
        for (const l of other.listeners) l({ data: structuredClone(message) });
      }
    }
  }
  addEventListener(_type: "message", listener: (event: { data: unknown }) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "message", listener: (event: { data: unknown }) => void) {
    this.listeners.delete(listener);
  }
  close() {
    this.closed = true;
    this.hub.channels.delete(this);
  }
}

class FakeStorage {
  data = new Map<string, string>();
  failWrites = false;
  failReads = false;
  getItem(key: string) {
    if (this.failReads) throw new Error("SecurityError");
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error("QuotaExceededError");
    this.data.set(key, value);
  }
}

class FakeMediaQuery implements MediaQueryListLike {
  listeners = new Set<(event: { matches: boolean }) => void>();
  matches: boolean;
  constructor(matches: boolean) {
    this.matches = matches;
  }
  addEventListener(_type: "change", l: (event: { matches: boolean }) => void) {
    this.listeners.add(l);
  }
  removeEventListener(_type: "change", l: (event: { matches: boolean }) => void) {
    this.listeners.delete(l);
  }
  /** The device setting changes (and the browser tells us). */
  change(matches: boolean) {
    this.matches = matches;
    for (const l of this.listeners) l({ matches });
  }
}

interface FakeEnvOptions {
  stored?: string;
  dark?: boolean;
  hub?: FakeHub | null;
  storage?: FakeStorage;
  media?: FakeMediaQuery;
}

function fakeEnv(options: FakeEnvOptions = {}) {
  const storage = options.storage ?? new FakeStorage();
  if (options.stored !== undefined) storage.data.set(THEME_STORAGE_KEY, options.stored);
  const media = options.media ?? new FakeMediaQuery(options.dark ?? false);
  const classes = new Set<string>();
  const root = {
    classList: { add: (t: string) => void classes.add(t), remove: (t: string) => void classes.delete(t) },
    style: { colorScheme: "" },
  };
  const storageHandlers = new Set<(event: StorageEventLike) => void>();
  const focusHandlers = new Set<() => void>();
  const errors: unknown[][] = [];
  const hub = options.hub === undefined ? new FakeHub() : options.hub;
  const env: ThemeEnvironment = {
    root,
    storage,
    matchMedia: () => media,
    createChannel: hub ? hub.create : null,
    onStorage(handler) {
      storageHandlers.add(handler);
      return () => storageHandlers.delete(handler);
    },
    onFocus(handler) {
      focusHandlers.add(handler);
      return () => focusHandlers.delete(handler);
    },
    timers: {
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval: (cb, ms) => setInterval(cb, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    },
    random: () => 0,
    logger: { error: (...args) => void errors.push(args) },
  };
  return {
    env,
    storage,
    media,
    classes,
    root,
    errors,
    hub,
    storageHandlers,
    focusHandlers,
    /** Another tab wrote localStorage: the browser fires `storage` here. */
    fireStorage(key: string | null, newValue: string | null) {
      for (const h of storageHandlers) h({ key, newValue });
    },
    focus() {
      for (const h of focusHandlers) h();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("initial state", () => {
  it.each([
    [undefined, false, "system", "light"],
    [undefined, true, "system", "dark"],
    ["dark", false, "dark", "dark"],
    ["light", true, "light", "light"],
    ["system", true, "system", "dark"],
    ["garbage", true, "system", "dark"],
    ["", false, "system", "light"],
  ] as const)("stored %j, system dark %s → %s / %s", (stored, dark, preference, resolved) => {
    const f = fakeEnv({ stored, dark });
    const c = createThemeController(f.env);
    expect(c.getState()).toMatchObject({ preference, resolvedTheme: resolved });
  });

  it("unreadable storage counts as system", () => {
    const storage = new FakeStorage();
    storage.failReads = true;
    const f = fakeEnv({ storage, dark: true });
    expect(createThemeController(f.env).getState()).toMatchObject({ preference: "system", resolvedTheme: "dark" });
  });

  it("start applies the theme to <html> without the transition marker", () => {
    const f = fakeEnv({ stored: "dark" });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    expect([...f.classes]).toEqual(["dark"]);
    expect(f.root.style.colorScheme).toBe("dark");
  });

  it("start picks up changes made between creation and the first subscriber", () => {
    const f = fakeEnv({ stored: "light" });
    const c = createThemeController(f.env);
    f.storage.data.set(THEME_STORAGE_KEY, "dark");
    const listener = vi.fn();
    c.subscribe(listener);
    expect(c.getState().preference).toBe("dark");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("setPreference", () => {
  it("applies, stores, broadcasts, marks the transition briefly and notifies", () => {
    const f = fakeEnv({ stored: "light" });
    const c = createThemeController(f.env);
    const listener = vi.fn();
    c.subscribe(listener);
    const other = f.hub!.create(THEME_CHANNEL) as FakeChannel;
    const received: unknown[] = [];
    other.addEventListener("message", (e) => received.push(e.data));

    c.setPreference("dark");

    expect(c.getState()).toEqual({ preference: "dark", resolvedTheme: "dark", systemPrefersDark: false });
    expect(f.storage.data.get(THEME_STORAGE_KEY)).toBe("dark");
    expect(received).toEqual([{ type: "theme-preference", preference: "dark" }]);
    expect(f.classes.has("dark")).toBe(true);
    expect(f.root.style.colorScheme).toBe("dark");
    expect(f.classes.has(THEME_TRANSITION_CLASS)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299);
    expect(f.classes.has(THEME_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(f.classes.has(THEME_TRANSITION_CLASS)).toBe(false);
  });

  it("is a no-op for the current value", () => {
    const f = fakeEnv({ stored: "dark" });
    const c = createThemeController(f.env);
    const listener = vi.fn();
    c.subscribe(listener);
    c.setPreference("dark");
    expect(listener).not.toHaveBeenCalled();
    expect(f.classes.has(THEME_TRANSITION_CLASS)).toBe(false);
  });

  it("light → system with a light device changes the preference but not <html>", () => {
    const f = fakeEnv({ stored: "light", dark: false });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    c.setPreference("system");
    expect(c.getState()).toMatchObject({ preference: "system", resolvedTheme: "light" });
    expect(f.classes.has(THEME_TRANSITION_CLASS)).toBe(false);
    expect(f.storage.data.get(THEME_STORAGE_KEY)).toBe("system");
  });

  it("cycle goes light → dark → system → light", () => {
    const f = fakeEnv({ stored: "light", dark: true });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      c.cycle();
      seen.push(`${c.getState().preference}/${c.getState().resolvedTheme}`);
    }
    expect(seen).toEqual(["dark/dark", "system/dark", "light/light"]);
  });

  it("a failing localStorage write is only logged and the theme still changes", () => {
    const f = fakeEnv({ stored: "light" });
    f.storage.failWrites = true;
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    c.setPreference("dark");
    expect(c.getState().preference).toBe("dark");
    expect(f.errors).toHaveLength(1);
  });
});

describe("system setting", () => {
  it("follows the device while on system", () => {
    const f = fakeEnv({ dark: false });
    const c = createThemeController(f.env);
    const listener = vi.fn();
    c.subscribe(listener);
    f.media.change(true);
    expect(c.getState().resolvedTheme).toBe("dark");
    expect(f.classes.has("dark")).toBe(true);
    expect(f.classes.has(THEME_TRANSITION_CLASS)).toBe(true);
    f.media.change(false);
    expect(c.getState().resolvedTheme).toBe("light");
    expect(f.root.style.colorScheme).toBe("light");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("does not change the effective theme when a fixed theme is chosen", () => {
    const f = fakeEnv({ stored: "light" });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    f.media.change(true);
    expect(c.getState()).toEqual({ preference: "light", resolvedTheme: "light", systemPrefersDark: true });
    expect(f.classes.has("dark")).toBe(false);
  });
});

describe("cross-tab sync", () => {
  it("two tabs stay in step through the broadcast channel", () => {
    const hub = new FakeHub();
    const storage = new FakeStorage();
    const tabA = fakeEnv({ hub, storage });
    const tabB = fakeEnv({ hub, storage });
    const a = createThemeController(tabA.env);
    const b = createThemeController(tabB.env);
    const onB = vi.fn();
    a.subscribe(() => {});
    b.subscribe(onB);

    a.setPreference("dark");
    expect(b.getState().preference).toBe("dark");
    expect(tabB.classes.has("dark")).toBe(true);
    expect(onB).toHaveBeenCalledTimes(1);

    b.setPreference("light");
    expect(a.getState().preference).toBe("light");
  });

  it("a received change is not stored, re-broadcast or saved remotely", () => {
    const f = fakeEnv({ stored: "light" });
    const saveRemote = vi.fn(async () => {});
    const c = createThemeController(f.env, { saveRemote });
    c.subscribe(() => {});
    const mine = [...f.hub!.channels][0]!;
    const other = f.hub!.create(THEME_CHANNEL) as FakeChannel;
    other.postMessage({ type: "theme-preference", preference: "dark" });
    expect(c.getState().preference).toBe("dark");
    expect(f.storage.data.get(THEME_STORAGE_KEY)).toBe("light");
    expect(mine.sent).toEqual([]);
    expect(saveRemote).not.toHaveBeenCalled();
  });

  it("ignores malformed channel messages", () => {
    const f = fakeEnv({ stored: "light" });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    const other = f.hub!.create(THEME_CHANNEL);
    for (const data of ["dark", { type: "theme-preference", preference: "blue" }, { preference: "dark" }, null]) {
      other.postMessage(data);
    }
    expect(c.getState().preference).toBe("light");
  });

  it.each([
    [{ type: "theme-preference", preference: "dark" }, true],
    [{ type: "theme-preference", preference: "system" }, true],
    [{ type: "theme-preference", preference: "Dark" }, false],
    [{ type: "other", preference: "dark" }, false],
    ["dark", false],
    [null, false],
  ])("isThemeSyncMessage(%j) = %s", (data, expected) => {
    expect(isThemeSyncMessage(data)).toBe(expected);
  });

  it("adopts storage events for its key, and re-reads on clear()", () => {
    const f = fakeEnv({ stored: "light" });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    f.fireStorage("other-key", "dark");
    expect(c.getState().preference).toBe("light");
    f.fireStorage(THEME_STORAGE_KEY, "dark");
    expect(c.getState().preference).toBe("dark");
    f.fireStorage(THEME_STORAGE_KEY, "nonsense");
    expect(c.getState().preference).toBe("system");
    f.fireStorage(THEME_STORAGE_KEY, "light");
    f.storage.data.clear();
    f.fireStorage(null, null);
    expect(c.getState().preference).toBe("system");
  });

  it("without BroadcastChannel it polls localStorage every 500 ms", () => {
    const f = fakeEnv({ stored: "light", hub: null });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    f.storage.data.set(THEME_STORAGE_KEY, "dark"); // another tab, no event delivered
    vi.advanceTimersByTime(499);
    expect(c.getState().preference).toBe("light");
    vi.advanceTimersByTime(1);
    expect(c.getState().preference).toBe("dark");
    f.storage.data.set(THEME_STORAGE_KEY, "system");
    vi.advanceTimersByTime(500);
    expect(c.getState().preference).toBe("system");
  });

  it("falls back to polling when the channel can't be created", () => {
    const f = fakeEnv({ stored: "light" });
    f.env.createChannel = () => {
      throw new Error("no channel");
    };
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    f.storage.data.set(THEME_STORAGE_KEY, "dark");
    vi.advanceTimersByTime(500);
    expect(c.getState().preference).toBe("dark");
    expect(f.errors).toHaveLength(1);
  });

  it("polling does not undo a change whose local write failed", () => {
    const f = fakeEnv({ stored: "light", hub: null });
    f.storage.failWrites = true;
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    c.setPreference("dark");
    vi.advanceTimersByTime(2000);
    expect(c.getState().preference).toBe("dark");
  });

  it("re-checks storage and the system setting on window focus", () => {
    const media = new FakeMediaQuery(false);
    media.addEventListener = () => {}; // a browser that missed the change while in the background
    const f = fakeEnv({ stored: "light", media });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    f.storage.data.set(THEME_STORAGE_KEY, "system");
    media.matches = true;
    f.focus();
    expect(c.getState()).toEqual({ preference: "system", resolvedTheme: "dark", systemPrefersDark: true });
  });

  it("the last subscriber leaving removes every listener, timer and channel", () => {
    const f = fakeEnv({ stored: "light", hub: null });
    const c = createThemeController(f.env);
    const off1 = c.subscribe(() => {});
    const off2 = c.subscribe(() => {});
    off1();
    expect(vi.getTimerCount()).toBe(1);
    off2();
    expect(vi.getTimerCount()).toBe(0);
    expect(f.storageHandlers.size).toBe(0);
    expect(f.focusHandlers.size).toBe(0);
    expect(f.media.listeners.size).toBe(0);

    const g = fakeEnv({ stored: "light" });
    const d = createThemeController(g.env);
    d.subscribe(() => {})();
    expect(g.hub!.channels.size).toBe(0);
  });
});

describe("remote save", () => {
  it("saves a change to the profile, retrying with backoff", async () => {
    const f = fakeEnv({ stored: "light" });
    let calls = 0;
    const saveRemote = vi.fn(async (_: ThemePreference) => {
      calls++;
      if (calls < 3) throw new Error("red caída");
    });
    const c = createThemeController(f.env, { saveRemote });
    c.subscribe(() => {});
    c.setPreference("dark");
    expect(saveRemote).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000); // random 0 → 1000 ms
    expect(saveRemote).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(saveRemote).toHaveBeenCalledTimes(3);
    await expect(c.lastRemoteSave()).resolves.toBe(true);
    expect(saveRemote.mock.calls.map((call) => call[0])).toEqual(["dark", "dark", "dark"]);
    expect(f.errors).toHaveLength(2);
  });

  it("gives up after 1 + 3 attempts, only logging", async () => {
    const f = fakeEnv({ stored: "light" });
    const saveRemote = vi.fn(async () => {
      throw new Error("500");
    });
    const c = createThemeController(f.env, { saveRemote });
    c.subscribe(() => {});
    c.setPreference("dark");
    await vi.runAllTimersAsync();
    await expect(c.lastRemoteSave()).resolves.toBe(false);
    expect(saveRemote).toHaveBeenCalledTimes(4);
    expect(c.getState().preference).toBe("dark");
  });

  it("a newer change cancels the retries of an older one", async () => {
    const f = fakeEnv({ stored: "light" });
    const saved: string[] = [];
    const saveRemote = vi.fn(async (p: ThemePreference) => {
      if (p === "dark") throw new Error("falla");
      saved.push(p);
    });
    const c = createThemeController(f.env, { saveRemote });
    c.subscribe(() => {});
    c.setPreference("dark");
    await vi.advanceTimersByTimeAsync(10);
    c.setPreference("system");
    await vi.runAllTimersAsync();
    expect(saveRemote.mock.calls.map((call) => call[0])).toEqual(["dark", "system"]);
    expect(saved).toEqual(["system"]);
  });

  it("without saveRemote nothing is sent; setSaveRemote's disposer only clears its own saver", async () => {
    const f = fakeEnv({ stored: "light" });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    c.setPreference("dark");
    expect(c.lastRemoteSave()).toBeNull();

    const first = vi.fn(async () => {});
    const second = vi.fn(async () => {});
    const disposeFirst = c.setSaveRemote(first);
    c.setSaveRemote(second);
    disposeFirst(); // stale disposer: must not clear `second`
    c.setPreference("light");
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith("light");
  });
});

describe("applyServerPreference", () => {
  it("overrides the local value, stores and broadcasts it, without saving it back", () => {
    const f = fakeEnv({ stored: "light" });
    const saveRemote = vi.fn(async () => {});
    const c = createThemeController(f.env, { saveRemote });
    c.subscribe(() => {});
    const other = f.hub!.create(THEME_CHANNEL);
    const received: unknown[] = [];
    other.addEventListener("message", (e) => received.push(e.data));

    c.applyServerPreference("dark");

    expect(c.getState().preference).toBe("dark");
    expect(f.storage.data.get(THEME_STORAGE_KEY)).toBe("dark");
    expect(received).toEqual([{ type: "theme-preference", preference: "dark" }]);
    expect(saveRemote).not.toHaveBeenCalled();
  });

  it("reads an invalid profile value as system", () => {
    const f = fakeEnv({ stored: "dark", dark: false });
    const c = createThemeController(f.env);
    c.subscribe(() => {});
    c.applyServerPreference("purple");
    expect(c.getState()).toMatchObject({ preference: "system", resolvedTheme: "light" });
  });

  it("is ignored while a local change is still being saved remotely", async () => {
    const f = fakeEnv({ stored: "light" });
    let resolveSave: () => void = () => {};
    const saveRemote = vi.fn(() => new Promise<void>((resolve) => (resolveSave = resolve)));
    const c = createThemeController(f.env, { saveRemote });
    c.subscribe(() => {});
    c.setPreference("dark");
    c.applyServerPreference("light"); // stale profile loaded mid-save
    expect(c.getState().preference).toBe("dark");
    resolveSave();
    await expect(c.lastRemoteSave()).resolves.toBe(true);
    c.applyServerPreference("light"); // a real later profile value applies again
    expect(c.getState().preference).toBe("light");
  });
});
