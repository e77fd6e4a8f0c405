import { describe, expect, it } from "vitest";
import { initials } from "./account-nav.tsx";

describe("initials", () => {
  it("takes the first and last word of the name, else the e-mail's name", () => {
    expect(initials("Lucía Ferreyra", "l@example.com")).toBe("LF");
    expect(initials("María de los Ángeles Gómez", "m@example.com")).toBe("MG");
    expect(initials("ñandú", "x@example.com")).toBe("ÑA");
    expect(initials("", "vecino@vilma.test")).toBe("VE");
    expect(initials("  ", "")).toBe("?");
  });
});
