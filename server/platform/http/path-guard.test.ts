import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "./path-guard.ts";

describe("hasControlCharacter", () => {
  it.each(["/%09/", "/%0D%0A/", "/a/%00", "/%7F", "/x%1Fy", "/\t/"])("%s holds one", (path) => {
    expect(hasControlCharacter(path)).toBe(true);
  });

  it.each(["/", "/la-cocina-de-marta", "/search", "/%C3%B1and%C3%BA", "/%20", "/%E0%A4%A"])("%s does not", (path) => {
    expect(hasControlCharacter(path)).toBe(false);
  });
});
