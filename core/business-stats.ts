/**
 * The owner's statistics of a business: the periods they can pick, what each figure is called, how a
 * period compares with the one before, and the CSV they can download. Days are Buenos Aires days.
 */
import { spreadsheetCsv } from "./csv.ts";
import { addDaysToDateKey } from "./time-zone.ts";

export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;
/** The URL parameter that picks the period: `?dias=30`. */
export const STATS_PERIOD_PARAM = "dias";

/** Anything but 7, 30 or 90 is the default (30): a bad link still shows the page. */
export function parseStatsPeriod(value: string | null | undefined): StatsPeriod {
  const n = Number(value);
  return (STATS_PERIODS as readonly number[]).includes(n) ? (n as StatsPeriod) : DEFAULT_STATS_PERIOD;
}

export interface StatsRange {
  /** First and last day of the period (today included), "yyyy-MM-dd". */
  from: string;
  to: string;
  /** The same number of days just before. */
  previousFrom: string;
  previousTo: string;
}

export function statsRange(today: string, days: number): StatsRange {
  const from = addDaysToDateKey(today, -(days - 1));
  return {
    from,
    to: today,
    previousFrom: addDaysToDateKey(from, -days),
    previousTo: addDaysToDateKey(from, -1),
  };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDaysToDateKey(d, 1)) days.push(d);
  return days;
}

/** One day's figures. `ratingSum` over `reviews` is that day's average rating. */
export interface DailyStats {
  date: string;
  pageViews: number;
  calls: number;
  whatsappClicks: number;
  websiteClicks: number;
  emailClicks: number;
  directionsClicks: number;
  promotionViews: number;
  promotionClicks: number;
  couponCopies: number;
  newFavorites: number;
  reviews: number;
  ratingSum: number;
}

export type StatsFigure = Exclude<keyof DailyStats, "date" | "ratingSum">;

/** The figures in the order the page and the CSV show them, with their Spanish names. */
export const STATS_FIGURES: readonly { key: StatsFigure; label: string }[] = [
  { key: "pageViews", label: "Visitas a la página" },
  { key: "calls", label: "Llamadas" },
  { key: "whatsappClicks", label: "WhatsApp" },
  { key: "websiteClicks", label: "Sitio web" },
  { key: "emailClicks", label: "E-mail" },
  { key: "directionsClicks", label: "Cómo llegar" },
  { key: "promotionViews", label: "Vistas de promociones" },
  { key: "promotionClicks", label: "Clics en promociones" },
  { key: "couponCopies", label: "Cupones copiados" },
  { key: "newFavorites", label: "Nuevos favoritos" },
  { key: "reviews", label: "Reseñas" },
];

/** The contacts a visitor made: what Yelp calls leads. */
export const LEAD_FIGURES = ["calls", "whatsappClicks", "websiteClicks", "emailClicks", "directionsClicks"] as const;

export function emptyDay(date: string): DailyStats {
  return {
    date,
    pageViews: 0,
    calls: 0,
    whatsappClicks: 0,
    websiteClicks: 0,
    emailClicks: 0,
    directionsClicks: 0,
    promotionViews: 0,
    promotionClicks: 0,
    couponCopies: 0,
    newFavorites: 0,
    reviews: 0,
    ratingSum: 0,
  };
}

export type StatsTotals = Omit<DailyStats, "date">;

export function sumDays(days: readonly DailyStats[]): StatsTotals {
  const total: StatsTotals = { ...emptyDay("") };
  delete (total as Partial<DailyStats>).date;
  for (const day of days) {
    for (const key of Object.keys(total) as (keyof StatsTotals)[]) total[key] += day[key];
  }
  return total;
}

export function leadsOf(totals: Pick<StatsTotals, (typeof LEAD_FIGURES)[number]>): number {
  return LEAD_FIGURES.reduce((sum, key) => sum + totals[key], 0);
}

/** The average of the ratings given, or null with none. */
export function averageRating(totals: Pick<StatsTotals, "reviews" | "ratingSum">): number | null {
  return totals.reviews > 0 ? totals.ratingSum / totals.reviews : null;
}

/**
 * The change from the previous period in whole percent (rounded), or null when there was nothing to
 * compare with (0 before): "+∞ %" helps nobody, the page says "nuevo" instead.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** "+12 %", "−8 %", "0 %" (a real minus sign, as screen readers read it); null → "". */
export function formatChange(change: number | null): string {
  if (change === null) return "";
  if (change === 0) return "0 %";
  return `${change > 0 ? "+" : "−"}${Math.abs(change)} %`;
}

/**
 * The CSV an owner downloads (`spreadsheetCsv`: `;`, a byte order mark): one row per day with every figure. The day is "yyyy-MM-dd"
 * (sorts and parses everywhere); the average rating uses a decimal comma, as Argentine Excel expects.
 */
export function statsCsv(days: readonly DailyStats[]): string {
  const header = ["Fecha", ...STATS_FIGURES.map((f) => f.label), "Calificación promedio"];
  const rows = days.map((day) => {
    const average = averageRating(day);
    return [
      day.date,
      ...STATS_FIGURES.map((f) => String(day[f.key])),
      average === null ? "" : average.toFixed(2).replace(".", ","),
    ];
  });
  return spreadsheetCsv(header, rows);
}
