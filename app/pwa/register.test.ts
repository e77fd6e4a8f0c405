import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Listener = () => void;

const workbox = vi.hoisted(() => ({
  instance: null as null | {
    listeners: Map<string, Listener[]>;
    register: ReturnType<typeof vi.fn>;
    messageSkipWaiting: ReturnType<typeof vi.fn>;
    emit(type: string): void;
  },
}));

vi.mock("workbox-window", () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    register = vi.fn(async () => undefined);
    messageSkipWaiting = vi.fn();
    constructor() {
      workbox.instance = this;
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  },
}));
vi.mock("#app/lib/toast.tsx", () => ({ toast: { info: vi.fn() } }));
vi.mock("./directory-store.ts", () => ({ refreshDirectory: vi.fn(async () => true) }));
vi.mock("./offline-links.ts", () => ({ followLinksOfflineAsDocuments: vi.fn() }));

const { toast } = await import("#app/lib/toast.tsx");
const { refreshDirectory } = await import("./directory-store.ts");
const { startPwa } = await import("./register.ts");

describe("startPwa", () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.stubGlobal("navigator", { serviceWorker: {}, onLine: true });
    vi.stubGlobal("window", { addEventListener: vi.fn(), location: { reload } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("registers /sw.js, then refreshes the offline directory once the page has been quiet a moment", async () => {
    vi.useFakeTimers();
    try {
      await startPwa();
      expect(workbox.instance?.register).toHaveBeenCalledOnce();
      expect(refreshDirectory).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(refreshDirectory).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it("announces a waiting version and only reloads once the new worker controls the tab", async () => {
    await startPwa();
    const wb = workbox.instance!;
    expect(toast.info).not.toHaveBeenCalled();
    wb.emit("waiting");
    expect(toast.info).toHaveBeenCalledOnce();
    const [title, options] = vi.mocked(toast.info).mock.calls[0]!;
    expect(title).toBe("Hay una nueva versión");
    const action = options?.action as { label: string; onClick: () => void };
    expect(action.label).toBe("Actualizar");
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();

    action.onClick();
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    wb.emit("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });
});
