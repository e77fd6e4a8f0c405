import { Component, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useNearViewport } from "./use-near-viewport.ts";

/**
 * Where a map goes. Until the box nears the viewport (and on the server, and without JavaScript) it
 * shows `placeholder(false)`; then the map's lazy chunk (Leaflet and its CSS) loads and draws inside.
 * If that chunk fails to load, or the map calls `fail` (its tiles cannot be reached), the box shows
 * `placeholder(true)` for good: a clear message, never a broken grey box.
 */
export function MapSlot({
  className,
  placeholder,
  children,
}: {
  className?: string;
  placeholder: (failed: boolean) => ReactNode;
  children: (fail: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  return (
    <div
      ref={ref}
      className={cn("relative isolate overflow-hidden rounded-xl", className)}
      data-map-state={failed ? "failed" : near ? "loading" : "waiting"}
    >
      {near && !failed ? (
        <ChunkBoundary onError={fail}>
          <Suspense fallback={placeholder(false)}>{children(fail)}</Suspense>
        </ChunkBoundary>
      ) : (
        placeholder(failed)
      )}
    </div>
  );
}

/** A lazy chunk that cannot be fetched (offline) throws while rendering: tell the slot instead. */
class ChunkBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("no se pudo cargar el mapa", error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
