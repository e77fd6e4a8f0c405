/**
 * The browser side of the person's location (rules in core/user-location.ts): one store of the
 * location the person chose to use, kept in localStorage for an hour and shared by every component
 * and tab (`useUserLocation`). Asking the device is ./ask-position.ts, loaded when they press the
 * button (the home page reads a stored location but never asks, so that code stays out of its download).
 */
import { useSyncExternalStore } from "react";
import { parseStoredLocation, USER_LOCATION_STORAGE_KEY, type UserLocation } from "#core/user-location.ts";

interface Snapshot {
  location: UserLocation | null;
  busy: boolean;
  error: string | null;
}

const SERVER_SNAPSHOT: Snapshot = { location: null, busy: false, error: null };
const listeners = new Set<() => void>();
let snapshot: Snapshot | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function readStorage(): UserLocation | null {
  try {
    const raw = localStorage.getItem(USER_LOCATION_STORAGE_KEY);
    const location = parseStoredLocation(raw, Date.now());
    // Stale or broken: discarded (spec: reused for 1 hour, then discarded).
    if (raw && !location) localStorage.removeItem(USER_LOCATION_STORAGE_KEY);
    return location;
  } catch {
    return null;
  }
}

function set(next: Partial<Snapshot>) {
  snapshot = { ...current(), ...next };
  scheduleExpiry(snapshot.location);
  for (const listener of listeners) listener();
}

function current(): Snapshot {
  if (!snapshot) {
    snapshot = { location: readStorage(), busy: false, error: null };
    scheduleExpiry(snapshot.location);
  }
  return snapshot;
}

/** Drops the location when its hour is up, so a page left open stops using it too. */
function scheduleExpiry(location: UserLocation | null) {
  clearTimeout(expiryTimer);
  if (!location) return;
  const left = location.timestamp + 3_600_000 - Date.now();
  expiryTimer = setTimeout(() => {
    if (snapshot?.location === location) set({ location: readStorage() });
  }, Math.max(0, left) + 50);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_LOCATION_STORAGE_KEY || event.key === null) set({ location: readStorage() });
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** For code outside React (app/components/location/distance-fetcher.ts). */
export const subscribeUserLocation = subscribe;
export function currentUserLocation(): UserLocation | null {
  return current().location;
}

export async function requestUserLocation(): Promise<void> {
  if (current().busy) return;
  set({ busy: true, error: null });
  const { askPosition } = await import("./ask-position.ts");
  const outcome = await askPosition();
  if (!outcome.ok) {
    set({ busy: false, error: outcome.message });
    return;
  }
  try {
    localStorage.setItem(USER_LOCATION_STORAGE_KEY, JSON.stringify(outcome.location));
  } catch {
    // Private mode or full storage: the location still works for this page.
  }
  set({ busy: false, error: null, location: outcome.location });
}

export function clearUserLocation(): void {
  try {
    localStorage.removeItem(USER_LOCATION_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  set({ location: null, error: null });
}

export interface UseUserLocation extends Snapshot {
  /** Asks the device (only ever on the person's request) and stores the answer for an hour. */
  request: () => Promise<void>;
  clear: () => void;
}

/** The person's location (null on the server, during hydration and until they ask for it). */
export function useUserLocation(): UseUserLocation {
  const state = useSyncExternalStore(subscribe, current, () => SERVER_SNAPSHOT);
  return { ...state, request: requestUserLocation, clear: clearUserLocation };
}
