import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first and last word of the name, a single word's first two letters, else the e-mail's name", () => {
    expect(initials("Lucía Ferreyra", "l@example.com")).toBe("LF");
    expect(initials("María de los Ángeles Gómez", "m@example.com")).toBe("MG");
    expect(initials("ñandú", "x@example.com")).toBe("ÑA");
    expect(initials("ñandú")).toBe("ÑA");
    expect(initials("", "vecino@vilma.test")).toBe("VE");
    expect(initials("  ", "")).toBe("?");
    expect(initials("")).toBe("?");
  });

  it("never cuts a character in two", () => {
    expect(initials("😀 Pérez")).toBe("😀P");
    expect(initials("A\u0301lvaro".normalize("NFD"))).toBe("ÁL");
    expect(initials("  ")).toBe("?");
  });
});
