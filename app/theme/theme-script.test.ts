import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseThemePreference, resolveTheme } from "#core/theme.ts";
import { THEME_BOOTSTRAP_SCRIPT_SHA256, themeBootstrapScript } from "./theme-script.ts";

interface RunOptions {
  stored?: string | null;
  dark?: boolean;
  storageThrows?: boolean;
  noMatchMedia?: boolean;
  initialClasses?: string[];
  /** <html data-theme-preference="…"> written by the server for a signed-in person. */
  attribute?: string | null;
}

/** Runs the inline script against a minimal fake window/document. */
function run(options: RunOptions) {
  const classes = new Set(options.initialClasses ?? []);
  const style = { colorScheme: "" };
  const document = {
    documentElement: {
      classList: { add: (c: string) => void classes.add(c), remove: (c: string) => void classes.delete(c) },
      style,
      ...(options.attribute === undefined
        ? {}
        : {
            getAttribute: (name: string) => (name === "data-theme-preference" ? options.attribute : null),
          }),
    },
  };
  const window: Record<string, unknown> = {};
  Object.defineProperty(window, "localStorage", {
    get() {
      if (options.storageThrows) throw new Error("SecurityError");
      return { getItem: (key: string) => (key === "theme-preference" ? (options.stored ?? null) : null) };
    },
  });
  if (!options.noMatchMedia) {
    window.matchMedia = (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && Boolean(options.dark),
    });
  }
  new Function("window", "document", themeBootstrapScript)(window, document);
  return { classes, colorScheme: style.colorScheme };
}

describe("themeBootstrapScript", () => {
  const stored = [null, "light", "dark", "system", "", "Dark", "auto", '"dark"'];
  const cases = stored.flatMap((value) => [false, true].map((dark) => [value, dark] as const));

  it.each(cases)("stored %j, system dark %s: same result as parse + resolve", (value, dark) => {
    const expected = resolveTheme(parseThemePreference(value), dark);
    const result = run({ stored: value, dark, initialClasses: ["dark"] });
    expect(result.classes.has("dark")).toBe(expected === "dark");
    expect(result.colorScheme).toBe(expected);
  });

  it.each([
    ["dark", "light", false, "dark"],
    ["light", "dark", true, "light"],
    ["system", "dark", false, "light"],
    ["system", "light", true, "dark"],
  ] as const)(
    "the profile's %j on <html> overrides stored %j (system dark %s) → %s",
    (attribute, value, dark, expected) => {
      expect(run({ attribute, stored: value, dark }).colorScheme).toBe(expected);
    },
  );

  it.each([null, "", "Dark", "purple"])("an unusable attribute %j falls back to the stored value", (attribute) => {
    expect(run({ attribute, stored: "dark" }).colorScheme).toBe("dark");
    expect(run({ attribute, stored: null, dark: false }).colorScheme).toBe("light");
  });

  it("uses the profile's value even when storage can't be read", () => {
    expect(run({ attribute: "dark", storageThrows: true }).colorScheme).toBe("dark");
  });

  it("treats unreadable storage as system", () => {
    expect(run({ storageThrows: true, dark: true })).toEqual({ classes: new Set(["dark"]), colorScheme: "dark" });
  });

  it("treats a missing matchMedia as light", () => {
    expect(run({ stored: "system", noMatchMedia: true }).colorScheme).toBe("light");
  });

  it("never throws, even without a usable document", () => {
    expect(() => new Function("window", "document", themeBootstrapScript)({}, {})).not.toThrow();
  });

  it("keeps other classes on <html>", () => {
    expect(run({ stored: "dark", initialClasses: ["font-sans"] }).classes).toEqual(new Set(["font-sans", "dark"]));
  });

  it("is one self-contained statement without imports", () => {
    expect(themeBootstrapScript).not.toMatch(/import|export|require\(/);
    expect(themeBootstrapScript.length).toBeLessThan(600);
  });

  it("publishes the CSP hash of the script", () => {
    const hash = createHash("sha256").update(themeBootstrapScript).digest("base64");
    expect(THEME_BOOTSTRAP_SCRIPT_SHA256).toBe(`'sha256-${hash}'`);
  });
});
