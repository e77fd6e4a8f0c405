import { cleanup, render, screen } from "@testing-library/react";
import { lazy, useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MapSlot } from "./map-slot.tsx";

const placeholder = (failed: boolean) => <p>{failed ? "No pudimos cargar el mapa." : "Esperando el mapa"}</p>;

/** An IntersectionObserver that reports the box in view at once (the person scrolled to it). */
class InView {
  readonly callback: (entries: { isIntersecting: boolean }[]) => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    this.callback = callback;
  }
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

/** A map whose tiles all failed: it says so at once. */
function TilesFail({ fail }: { fail: () => void }) {
  useEffect(() => fail(), [fail]);
  return <p>el mapa</p>;
}

describe("MapSlot", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", InView);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the map once it nears the viewport", async () => {
    const FakeMap = lazy(async () => ({ default: () => <p>el mapa</p> }));
    render(<MapSlot placeholder={placeholder}>{() => <FakeMap />}</MapSlot>);
    expect(await screen.findByText("el mapa")).toBeTruthy();
  });

  it("waits while the box is far from the viewport", () => {
    const observe = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe = observe;
        disconnect() {}
      },
    );
    render(<MapSlot placeholder={placeholder}>{() => <p>el mapa</p>}</MapSlot>);
    expect(observe).toHaveBeenCalledOnce();
    expect(screen.getByText("Esperando el mapa")).toBeTruthy();
    expect(screen.queryByText("el mapa")).toBeNull();
  });

  it("becomes the failed placeholder when the map's chunk cannot load (offline)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const FakeMap = lazy(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    render(<MapSlot placeholder={placeholder}>{() => <FakeMap />}</MapSlot>);
    expect(await screen.findByText("No pudimos cargar el mapa.")).toBeTruthy();
  });

  it("becomes the failed placeholder when the map says its tiles failed", async () => {
    render(<MapSlot placeholder={placeholder}>{(fail) => <TilesFail fail={fail} />}</MapSlot>);
    expect(await screen.findByText("No pudimos cargar el mapa.")).toBeTruthy();
    expect(screen.queryByText("el mapa")).toBeNull();
  });
});
