/**
 * The one piece of installing that is in the first download: the browser's `beforeinstallprompt`
 * may come before the install code (app/pwa/install-prompt.ts, a lazy chunk) has loaded, so it is
 * caught here and handed over on `window` (a static import from the lazy chunk would split this
 * module into a chunk of its own, one more file in every first download). Imported by the root.
 */
export interface CapturedInstall {
  prompt: Event | null;
  installed: boolean;
}

declare global {
  interface Window {
    __vilmaInstall?: CapturedInstall;
  }
}

if (typeof window !== "undefined") {
  const captured: CapturedInstall = { prompt: null, installed: false };
  window.__vilmaInstall = captured;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Ours to show from the "Instalar App" button, not the browser's own mini-bar.
    event.preventDefault();
    captured.prompt = event;
  });
  window.addEventListener("appinstalled", () => {
    captured.installed = true;
  });
}
