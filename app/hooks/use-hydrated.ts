import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false on the server and during hydration, true once React runs in the browser (JavaScript is on). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
