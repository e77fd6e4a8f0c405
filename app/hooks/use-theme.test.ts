import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getThemeController, SERVER_THEME_STATE, useTheme } from "./use-theme.ts";

function Probe() {
  const theme = useTheme({ initialServerPreference: "dark", saveRemote: async () => {} });
  return createElement("span", null, `${theme.preference}|${theme.resolvedTheme}|${String(theme.isHydrated)}`);
}

describe("useTheme on the server", () => {
  it("has no window in this environment", () => {
    expect(typeof window).toBe("undefined");
    expect(getThemeController()).toBeNull();
  });

  it("renders the neutral snapshot without touching browser APIs", () => {
    expect(renderToString(createElement(Probe))).toBe("<span>system|light|false</span>");
    expect(SERVER_THEME_STATE).toEqual({ preference: "system", resolvedTheme: "light", systemPrefersDark: false });
  });
});
