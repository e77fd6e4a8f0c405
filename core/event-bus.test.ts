import { describe, expect, it } from "vitest";
import { EVENTS_LIST, eventRetryDelayMs, eventRetrySchema } from "./event-bus.ts";
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
