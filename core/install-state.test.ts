import { describe, expect, it } from "vitest";
import { initialInstallState, isIos, nextInstallState, showsInstallButton } from "./install-state.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD_DESKTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";

describe("install state", () => {
  it("starts installed in standalone mode, iOS on an iPhone, otherwise not installable", () => {
    expect(initialInstallState({ standalone: true, ios: true })).toBe("installed");
    expect(initialInstallState({ standalone: true, ios: false })).toBe("installed");
    expect(initialInstallState({ standalone: false, ios: true })).toBe("ios");
    expect(initialInstallState({ standalone: false, ios: false })).toBe("not-installable");
  });

  it("becomes installable when the browser offers a prompt, installed when accepted or installed", () => {
    const offered = nextInstallState("not-installable", { type: "prompt-available" });
    expect(offered).toBe("installable");
    expect(nextInstallState(offered, { type: "prompt-answered", outcome: "accepted" })).toBe("installed");
    expect(nextInstallState(offered, { type: "installed" })).toBe("installed");
    expect(nextInstallState("ios", { type: "installed" })).toBe("installed");
  });

  it("a dismissed prompt is spent until the browser offers another", () => {
    const dismissed = nextInstallState("installable", { type: "prompt-answered", outcome: "dismissed" });
    expect(dismissed).toBe("not-installable");
    expect(nextInstallState(dismissed, { type: "prompt-available" })).toBe("installable");
  });

  it("stays installed whatever comes after", () => {
    expect(nextInstallState("installed", { type: "prompt-available" })).toBe("installed");
    expect(nextInstallState("installed", { type: "prompt-answered", outcome: "dismissed" })).toBe("installed");
  });

  it("shows the button only when installable or on iOS outside standalone mode", () => {
    expect(showsInstallButton("installable")).toBe(true);
    expect(showsInstallButton("ios")).toBe(true);
    expect(showsInstallButton("installed")).toBe(false);
    expect(showsInstallButton("not-installable")).toBe(false);
  });

  it("recognises iOS, including an iPad asking for the desktop site", () => {
    expect(isIos(IPHONE)).toBe(true);
    expect(isIos(IPAD_DESKTOP, 5)).toBe(true);
    expect(isIos(IPAD_DESKTOP, 0)).toBe(false);
    expect(isIos(ANDROID, 5)).toBe(false);
  });
});
