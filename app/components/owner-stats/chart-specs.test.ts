import { describe, expect, it } from "vitest";
import { emptyDay } from "#core/business-stats.ts";
import { chartSpecs } from "./chart-specs.ts";

describe("chartSpecs", () => {
  const daily = [
    { ...emptyDay("2026-11-20"), pageViews: 4, calls: 1 },
    { ...emptyDay("2026-11-21"), pageViews: 6, reviews: 2, ratingSum: 9 },
  ];
  const previous = [
    { ...emptyDay("2026-11-18"), pageViews: 2 },
    { ...emptyDay("2026-11-19"), pageViews: 3 },
  ];

  it("draws the previous period on the same days as this one", () => {
    const [visits] = chartSpecs(daily, previous, { count: 0, sum: 0 });
    expect(visits?.rows).toEqual([
      { date: "2026-11-20", pageViews: 4, previousPageViews: 2 },
      { date: "2026-11-21", pageViews: 6, previousPageViews: 3 },
    ]);
  });

  it("follows the running average rating, from the reviews before the period", () => {
    const rating = chartSpecs(daily, previous, { count: 2, sum: 6 }).find((s) => s.id === "calificacion");
    expect(rating?.rows).toEqual([
      { date: "2026-11-20", rating: 3 },
      { date: "2026-11-21", rating: 3.75 },
    ]);
    const none = chartSpecs(daily.slice(0, 1), previous, { count: 0, sum: 0 }).find((s) => s.id === "calificacion");
    expect(none?.rows).toEqual([{ date: "2026-11-20", rating: null }]);
  });
});
