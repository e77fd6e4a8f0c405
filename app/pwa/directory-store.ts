/**
 * The offline directory on the phone: /api/directory kept in Cache Storage (core/offline-directory.ts
 * has the format). Refreshed in the background when online, at most every DIRECTORY_REFRESH_MS,
 * asking with the stored ETag so an unchanged directory costs a 304. Failures are only logged: the
 * stored copy stays.
 */
import { DIRECTORY_CACHE, DIRECTORY_REFRESH_MS, DIRECTORY_URL } from "#core/offline-directory-sync.ts";

const CHECKED_KEY = "vilma-directory-checked";

function lastChecked(): number | null {
  try {
    const value = Number(localStorage.getItem(CHECKED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function markChecked(at: number) {
  try {
    localStorage.setItem(CHECKED_KEY, String(at));
  } catch {
    // Private mode without storage: the next visit asks again (a 304 at worst).
  }
}

/** Fetches the directory when due (or `force`), keeping it; true when the stored copy is current. */
export async function refreshDirectory(options: { force?: boolean; now?: number } = {}): Promise<boolean> {
  if (typeof caches === "undefined" || !navigator.onLine) return false;
  const now = options.now ?? Date.now();
  const checked = lastChecked();
  const cache = await caches.open(DIRECTORY_CACHE);
  const stored = await cache.match(DIRECTORY_URL);
  if (!options.force && stored && checked !== null && now - checked < DIRECTORY_REFRESH_MS) return true;
  try {
    const etag = stored?.headers.get("etag");
    // no-store: the ETag we send is ours; the HTTP cache would answer 200 from its own copy.
    const response = await fetch(DIRECTORY_URL, {
      cache: "no-store",
      credentials: "omit",
      headers: etag ? { "If-None-Match": etag } : {},
    });
    if (response.status === 304 && stored) {
      markChecked(now);
      return true;
    }
    if (!response.ok) throw new Error(`GET ${DIRECTORY_URL}: ${response.status}`);
    await cache.put(DIRECTORY_URL, response);
    markChecked(now);
    return true;
  } catch (error) {
    console.error("No se pudo actualizar la guía sin conexión", error);
    return false;
  }
}

/**
 * The stored document as sent (decode it with core/offline-directory.ts), with when it was last
 * confirmed with the server (ms, or null if unknown); null when this phone has none yet.
 */
export async function readStoredDirectory(): Promise<{ document: unknown; checkedAt: number | null } | null> {
  if (typeof caches === "undefined") return null;
  const response = await caches.match(DIRECTORY_URL, { cacheName: DIRECTORY_CACHE });
  if (!response) return null;
  try {
    return { document: await response.json(), checkedAt: lastChecked() };
  } catch (error) {
    console.error("La guía guardada no se pudo leer", error);
    return null;
  }
}
