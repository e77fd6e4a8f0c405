/** What each chart of the statistics page draws, built from the loader's days (no React, no Recharts). */
import type { DailyStats, StatsFigure } from "#core/business-stats.ts";

export interface ChartSeries {
  key: string;
  label: string;
  /** The previous period's line: grey and dashed. */
  muted?: boolean;
}

export interface ChartSpec {
  id: string;
  title: string;
  kind: "line" | "bar";
  stacked?: boolean;
  series: ChartSeries[];
  rows: ({ date: string } & Record<string, number | string | null>)[];
  domain?: [number, number];
  /** How a value of this chart is printed in its table. */
  decimals?: number;
  /** What a row's `date` is: a day "2026-11-21" (default) or a month "2026-11". */
  period?: "day" | "month";
}

/** A row's `date` as the axis and the table print it: "21/11" and "21/11/2026", or "11/26" and "11/2026". */
export function periodLabel(date: string, period: "day" | "month" = "day", long = false): string {
  if (period === "month")
    return long ? `${date.slice(5, 7)}/${date.slice(0, 4)}` : `${date.slice(5, 7)}/${date.slice(2, 4)}`;
  return long
    ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
    : `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

function pick(days: readonly DailyStats[], series: { key: StatsFigure; label: string }[]) {
  return days.map((d) => ({ date: d.date, ...Object.fromEntries(series.map((s) => [s.key, d[s.key]])) }));
}

/** The business's average rating at the end of each day: every review up to then, as its page shows it. */
function runningRating(daily: readonly DailyStats[], before: { count: number; sum: number }) {
  let { count, sum } = before;
  return daily.map((d) => {
    count += d.reviews;
    sum += d.ratingSum;
    return { date: d.date, rating: count > 0 ? Math.round((sum / count) * 100) / 100 : null };
  });
}

export function chartSpecs(
  daily: readonly DailyStats[],
  previousDaily: readonly DailyStats[],
  ratingBefore: { count: number; sum: number },
): ChartSpec[] {
  const leads: { key: StatsFigure; label: string }[] = [
    { key: "calls", label: "Llamadas" },
    { key: "whatsappClicks", label: "WhatsApp" },
    { key: "websiteClicks", label: "Sitio web" },
    { key: "emailClicks", label: "E-mail" },
    { key: "directionsClicks", label: "Cómo llegar" },
  ];
  const promotions: { key: StatsFigure; label: string }[] = [
    { key: "promotionViews", label: "Vistas" },
    { key: "promotionClicks", label: "Clics" },
    { key: "couponCopies", label: "Cupones copiados" },
  ];
  const people: { key: StatsFigure; label: string }[] = [
    { key: "newFavorites", label: "Nuevos favoritos" },
    { key: "reviews", label: "Reseñas" },
  ];
  return [
    {
      id: "visitas",
      title: "Visitas a la página por día",
      kind: "line",
      series: [
        { key: "pageViews", label: "Este período" },
        { key: "previousPageViews", label: "Período anterior", muted: true },
      ],
      // The previous period drawn on the same days, so the two lines can be compared day by day.
      rows: daily.map((d, i) => ({
        date: d.date,
        pageViews: d.pageViews,
        previousPageViews: previousDaily[i]?.pageViews ?? null,
      })),
    },
    {
      id: "contactos",
      title: "Contactos por día",
      kind: "bar",
      stacked: true,
      series: leads,
      rows: pick(daily, leads),
    },
    {
      id: "promociones",
      title: "Promociones por día",
      kind: "line",
      series: promotions,
      rows: pick(daily, promotions),
    },
    {
      id: "favoritos-resenas",
      title: "Favoritos y reseñas por día",
      kind: "bar",
      series: people,
      rows: pick(daily, people),
    },
    {
      id: "calificacion",
      title: "Calificación promedio, día a día",
      kind: "line",
      series: [{ key: "rating", label: "Promedio (1 a 5)" }],
      rows: runningRating(daily, ratingBefore),
      domain: [1, 5],
      decimals: 1,
    },
  ];
}
