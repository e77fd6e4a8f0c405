/**
 * Started by the root after the page's `load` (a lazy chunk, outside the first download): registers
 * /sw.js through workbox-window, announces a waiting new version ("Hay una nueva versión" with
 * "Actualizar", which lets it take over and reloads), sends offline link clicks to full page loads,
 * and refreshes the offline directory in the background.
 */
import { Workbox } from "workbox-window";
import { toast } from "#app/lib/toast.tsx";
import { refreshDirectory } from "./directory-store.ts";
import { followLinksOfflineAsDocuments } from "./offline-links.ts";

export async function startPwa(): Promise<void> {
  followLinksOfflineAsDocuments();
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => {
    toast.info("Hay una nueva versión", {
      id: "sw-update",
      description: "Actualizá para usar la última versión de Vilma.",
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: "Actualizar",
        onClick: () => {
          // Reload once the new worker controls this tab, never before: the old pages keep working.
          workbox.addEventListener("controlling", () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    console.error("No se pudo registrar el service worker", error);
  }
  const refresh = () => whenQuiet(() => void refreshDirectory());
  refresh();
  window.addEventListener("online", refresh);
}

/**
 * The directory (a download, a parse and IndexedDB writes) never competes with the person's first
 * taps: a few seconds after load, then when the main thread is idle.
 */
const QUIET_DELAY_MS = 3_000;
function whenQuiet(task: () => void) {
  setTimeout(() => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 10_000 });
    else task();
  }, QUIET_DELAY_MS);
}
