import { describe, expect, it } from "vitest";
import { EVENTS_LIST, eventRetryDelayMs, eventRetrySchema, explainEventError } from "./event-bus.ts";
import { parseSubmission } from "./forms.ts";
import { parseListParams } from "./list-params.ts";

describe("eventRetryDelayMs", () => {
  it("waits 10 s, 1 min, 5 min, 30 min, then 2 h for every later try", () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(eventRetryDelayMs)).toEqual([
      10_000, 60_000, 300_000, 1_800_000, 7_200_000, 7_200_000, 7_200_000,
    ]);
    expect(eventRetryDelayMs(0)).toBe(10_000);
    expect(eventRetryDelayMs(Number.NaN)).toBe(10_000);
  });
});

describe("eventRetrySchema", () => {
  const form = (entries: [string, string][]) => parseSubmission(new URLSearchParams(entries), eventRetrySchema(2));
  it("takes one id or up to a page of ids, all numeric", () => {
    expect(
      form([
        ["intent", "retry"],
        ["id", "12"],
      ]).status,
    ).toBe("success");
    const many = form([
      ["intent", "retry-many"],
      ["ids", "1"],
      ["ids", "2"],
    ]);
    expect(many.status === "success" && many.value).toEqual({ intent: "retry-many", ids: [1, 2] });
    expect(
      form([
        ["intent", "retry-many"],
        ["ids", "1"],
        ["ids", "2"],
        ["ids", "3"],
      ]).reply().error?.ids,
    ).toEqual(["Elegí como máximo 2 eventos a la vez."]);
    expect(
      form([
        ["intent", "retry"],
        ["id", "1; drop table x"],
      ]).status,
    ).not.toBe("success");
  });
});

describe("EVENTS_LIST", () => {
  it("drops an unknown state or type from the URL", () => {
    const params = parseListParams("state=failed&state=borrado&type=x", EVENTS_LIST);
    expect(params.filters).toEqual({ state: ["failed"], type: [] });
  });
});

describe("explainEventError", () => {
  it.each([
    ['No hay manejador para el evento "x.y"', /falta su manejador/],
    ["payload inválido: falta businessUuid", /datos incompletos/],
    ["connect ECONNREFUSED 127.0.0.1:1025", /servicio externo/],
    ["The operation was aborted due to timeout", /tardó demasiado/],
    ["Connection terminated unexpectedly", /base de datos/],
    ['insert or update on table "x" violates foreign key constraint', /ya no existe/],
    ["se rompió el manejador", /error inesperado/],
  ])("%s → Spanish", (raw, expected) => {
    expect(explainEventError(raw)).toMatch(expected);
  });
});
