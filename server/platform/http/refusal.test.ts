import { describe, expect, it } from "vitest";
import { problem } from "#core/errors.ts";
import { pageFailure } from "./refusal.ts";

describe("pageFailure", () => {
  it("leaves out a default sentence the page words better (404, 400, 410)", () => {
    expect(pageFailure(problem("not_found"))).toEqual({ code: "not_found", status: 404 });
    expect(pageFailure(problem("gone"))).toEqual({ code: "gone", status: 410 });
    expect(pageFailure(problem("bad_request"))).toEqual({ code: "bad_request", status: 400 });
  });

  it("keeps a Problem's own sentence, and the default of every other code", () => {
    expect(pageFailure(problem("not_found", "Esa consulta ya no está."))).toEqual(
      problem("not_found", "Esa consulta ya no está."),
    );
    expect(pageFailure(problem("payload_too_large"))).toEqual(problem("payload_too_large"));
  });
});
