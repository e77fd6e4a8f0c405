import { describe, expect, it } from "vitest";
import { createServerPreferenceGate } from "./server-preference.ts";

describe("createServerPreferenceGate", () => {
  it("applies the profile's value the first time it is seen", () => {
    const gate = createServerPreferenceGate();
    expect(gate.observe("dark")).toBe("dark");
  });

  it("does not re-apply the same (possibly stale) value when another component mounts", () => {
    const gate = createServerPreferenceGate();
    gate.observe("system");
    expect(gate.observe("system")).toBeNull();
    expect(gate.observe("system")).toBeNull();
  });

  it("applies a different value brought by a reload", () => {
    const gate = createServerPreferenceGate();
    gate.observe("system");
    expect(gate.observe("dark")).toBe("dark");
    expect(gate.observe("light")).toBe("light");
    expect(gate.observe("light")).toBeNull();
  });

  it("ignores callers that know nothing (undefined) and forgets on sign-out (null)", () => {
    const gate = createServerPreferenceGate();
    gate.observe("dark");
    expect(gate.observe(undefined)).toBeNull();
    expect(gate.observe("dark")).toBeNull();
    expect(gate.observe(null)).toBeNull();
    expect(gate.observe("dark")).toBe("dark");
  });

  it("reads an invalid profile value as system", () => {
    expect(createServerPreferenceGate().observe("purple")).toBe("system");
  });
});
