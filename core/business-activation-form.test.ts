import { describe, expect, it } from "vitest";
import { parseBusinessActivation } from "./business-activation-form.ts";

const A = "0f8fad5b-d9cb-469f-a165-70867728950e";
const B = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("parseBusinessActivation", () => {
  it("reads one business to publish", () => {
    expect(
      parseBusinessActivation(
        form([
          ["intent", "activate"],
          ["businessUuid", A],
        ]),
        20,
      ),
    ).toEqual({
      ok: true,
      data: { intent: "activate", businessUuid: A },
    });
  });

  it("reads the ticked businesses as repeated ids", () => {
    expect(
      parseBusinessActivation(
        form([
          ["intent", "activate-many"],
          ["ids", A],
          ["ids", B],
        ]),
        20,
      ),
    ).toEqual({ ok: true, data: { intent: "activate-many", ids: [A, B] } });
  });

  it("reads a single ticked business as a list of one", () => {
    const one = parseBusinessActivation(
      form([
        ["intent", "activate-many"],
        ["ids", A],
      ]),
      20,
    );
    expect(one).toEqual({ ok: true, data: { intent: "activate-many", ids: [A] } });
  });

  it("refuses an id that is not a UUID, even one among good ones", () => {
    const bad = parseBusinessActivation(
      form([
        ["intent", "activate-many"],
        ["ids", A],
        ["ids", "1; drop table businesses"],
      ]),
      20,
    );
    expect(bad).toEqual({ ok: false, message: "El pedido no es válido." });
    expect(
      parseBusinessActivation(
        form([
          ["intent", "activate"],
          ["businessUuid", "x"],
        ]),
        20,
      ).ok,
    ).toBe(false);
  });

  it("refuses no ids and more ids than a page holds", () => {
    expect(parseBusinessActivation(form([["intent", "activate-many"]]), 20)).toEqual({
      ok: false,
      message: "Elegí al menos un comercio.",
    });
    const many = form([["intent", "activate-many"], ...Array.from({ length: 3 }, (): [string, string] => ["ids", A])]);
    expect(parseBusinessActivation(many, 2)).toEqual({ ok: false, message: "Elegí como máximo 2 comercios a la vez." });
    expect(parseBusinessActivation(many, 3).ok).toBe(true);
  });

  it("refuses an unknown intent, a missing one and a file where text goes", () => {
    expect(
      parseBusinessActivation(
        form([
          ["intent", "delete"],
          ["businessUuid", A],
        ]),
        20,
      ).ok,
    ).toBe(false);
    expect(parseBusinessActivation(form([["businessUuid", A]]), 20).ok).toBe(false);
    const withFile = new FormData();
    withFile.append("intent", "activate-many");
    withFile.append("ids", new Blob([A]), "ids.txt");
    expect(parseBusinessActivation(withFile, 20).ok).toBe(false);
  });
});
