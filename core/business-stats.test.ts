import { describe, expect, it } from "vitest";
import {
  emptyDay,
  formatChange,
  parseStatsPeriod,
  percentChange,
  statsCsv,
  statsRange,
  sumDays,
} from "./business-stats.ts";

describe("business statistics rules", () => {
  it("offers 7, 30 and 90 days, 30 for anything else", () => {
    expect(parseStatsPeriod("7")).toBe(7);
    expect(parseStatsPeriod("90")).toBe(90);
    for (const bad of [null, undefined, "", "8", "-7", "7.0x", "1e9", "30 ", "NaN"]) {
      expect(parseStatsPeriod(bad)).toBe(30);
    }
  });

  it("puts the previous period just before, across months", () => {
    expect(statsRange("2026-03-02", 7)).toEqual({
      from: "2026-02-24",
      to: "2026-03-02",
      previousFrom: "2026-02-17",
      previousTo: "2026-02-23",
    });
  });

  it("compares with the previous period in whole percent", () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeNull();
    expect(formatChange(50)).toBe("+50 %");
    expect(formatChange(-8)).toBe("−8 %");
    expect(formatChange(0)).toBe("0 %");
    expect(formatChange(null)).toBe("");
  });

  it("sums days", () => {
    const a = { ...emptyDay("2026-01-01"), pageViews: 3, calls: 1 };
    const b = { ...emptyDay("2026-01-02"), pageViews: 4, reviews: 2, ratingSum: 9 };
    expect(sumDays([a, b])).toMatchObject({ pageViews: 7, calls: 1, reviews: 2, ratingSum: 9 });
    expect("date" in sumDays([a])).toBe(false);
  });

  it("writes a CSV Argentine Excel opens in columns", () => {
    const csv = statsCsv([{ ...emptyDay("2026-01-01"), pageViews: 1234, reviews: 3, ratingSum: 13 }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, row, end] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "Fecha;Visitas a la página;Llamadas;WhatsApp;Sitio web;E-mail;Cómo llegar;Vistas de promociones;Clics en promociones;Cupones copiados;Nuevos favoritos;Reseñas;Calificación promedio",
    );
    expect(row).toBe("2026-01-01;1234;0;0;0;0;0;0;0;0;0;3;4,33");
    expect(end).toBe("");
  });
});
