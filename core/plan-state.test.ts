import { describe, expect, it } from "vitest";
import { planStateText } from "./plan-state.ts";

const end = "2026-12-12T15:00:00.000Z";

describe("planStateText", () => {
  it("names the free plan when nothing is paid", () => {
    expect(planStateText({ planName: "Básico", current: null })).toBe("Básico · gratis");
  });

  it("says a cancelled plan is still on until its end, in one line", () => {
    expect(
      planStateText({
        planName: "Destacado",
        current: { status: "cancelled", paymentMethod: "transfer", endDate: end },
      }),
    ).toBe("Destacado · cancelado, activo hasta el 12/12/2026");
  });

  it("a plan that renews by itself says when; a transfer says until when; a pause says so", () => {
    const at = (status: string, paymentMethod: string) =>
      planStateText({ planName: "Premium", current: { status, paymentMethod, endDate: end } });
    expect(at("authorized", "mercadopago")).toBe("Premium · activo, se renueva el 12/12/2026");
    expect(at("authorized", "transfer")).toBe("Premium · activo hasta el 12/12/2026");
    expect(at("paused", "mercadopago")).toBe("Premium · en pausa, activo hasta el 12/12/2026");
  });
});
