import { describe, expect, it } from "vitest";
import { AppError, fail, isErrorBody, problem } from "./errors.ts";

describe("AppError", () => {
  it("carries the status of its code and the Spanish message", () => {
    const error = new AppError("payload_too_large");
    expect(error.status).toBe(413);
    expect(error.toProblem()).toEqual({
      code: "payload_too_large",
      status: 413,
      message: "El pedido es demasiado grande.",
    });
  });

  it("keeps field errors only when there are some", () => {
    expect(problem("validation", "Revisá", {})).not.toHaveProperty("fieldErrors");
    expect(problem("validation", "Revisá", { email: "Ingresa un email válido" }).fieldErrors).toEqual({
      email: "Ingresa un email válido",
    });
  });
});

describe("Result and error bodies", () => {
  it("fail() builds a refused result", () => {
    expect(fail("not_found", "No encontramos esa notificación.")).toEqual({
      ok: false,
      problem: { code: "not_found", status: 404, message: "No encontramos esa notificación." },
    });
  });

  it("recognises the JSON error body every API sends", () => {
    expect(isErrorBody({ error: problem("forbidden") })).toBe(true);
    expect(isErrorBody({ error: "texto" })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });
});
