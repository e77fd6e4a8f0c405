/**
 * Installing Vilma (spec §4, "Install"): not installable, installable (the browser offered a prompt),
 * installed (the installed event, or already running in standalone display mode; the button hides).
 * iOS Safari never offers a prompt: outside standalone mode the button opens the instructions dialog.
 * Pure, so the header's button and its tests read the same rule.
 */

export type InstallState = "not-installable" | "installable" | "ios" | "installed";

export type InstallEvent =
  /** `beforeinstallprompt`: the browser keeps a prompt for us. */
  | { type: "prompt-available" }
  /** The prompt was shown and answered (its `userChoice`). */
  | { type: "prompt-answered"; outcome: "accepted" | "dismissed" }
  /** `appinstalled`, or the display mode became standalone. */
  | { type: "installed" };

export interface InstallEnvironment {
  /** `(display-mode: standalone)` matches, or iOS's `navigator.standalone`. */
  standalone: boolean;
  ios: boolean;
}

export function initialInstallState(env: InstallEnvironment): InstallState {
  if (env.standalone) return "installed";
  return env.ios ? "ios" : "not-installable";
}

export function nextInstallState(state: InstallState, event: InstallEvent): InstallState {
  if (state === "installed") return "installed";
  switch (event.type) {
    case "installed":
      return "installed";
    case "prompt-available":
      return "installable";
    case "prompt-answered":
      // A prompt can be shown once; a dismissed one waits for the browser to offer another.
      if (event.outcome === "accepted") return "installed";
      return state === "installable" ? "not-installable" : state;
  }
}

/** The "Instalar App" button: hidden when installed, and when not installable and not iOS. */
export function showsInstallButton(state: InstallState): boolean {
  return state === "installable" || state === "ios";
}

/**
 * iPhone, iPod and iPad (an iPad asking for the desktop site says "Macintosh" but has a touch screen).
 * Every browser on iOS is Safari underneath and none offers an install prompt.
 */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
