/**
 * Display formatting for es-AR (spec §9: Spanish, dates dd/MM/y, Buenos Aires time).
 *
 * Numbers use Intl.NumberFormat("es-AR"): "." groups thousands, "," is the decimal separator.
 * Grouping is forced ("always") so 4-digit numbers read "1.234" on every ICU build.
 * Currency: Intl gives "$ 18.000" for ARS where the space is a NO-BREAK SPACE (U+00A0), so the sign
 * never wraps away from the amount; we keep it. Whole amounts show no decimals, amounts with cents
 * show two ("$ 18.000,50"); negative amounts read "-$ 1.234".
 */
import { type DateInput, inBuenosAires, normalizeDateKey, toInstant } from "./time-zone.ts";

const LOCALE = "es-AR";
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: "always" });
const oneDecimalFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, useGrouping: "always" });
const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const arsWhole = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "ARS",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  useGrouping: "always",
});
const arsCents = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "ARS",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: "always",
});

/**
 * "05/12/2026" (dd/MM/y) of the Buenos Aires calendar day. A date-only string ("2026-12-05") is
 * that calendar day as is; instants are converted to Buenos Aires first. Unreadable → "".
 */
export function formatDate(date: DateInput): string {
  if (typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date.trim())) {
    const key = normalizeDateKey(date);
    if (!key) return "";
    const [y, m, d] = key.split("-");
    return `${d}/${m}/${Number(y)}`;
  }
  const instant = toInstant(date);
  if (!instant) return "";
  // Built by hand from the Buenos Aires fields: date-fns' format and its locale would add ~10 KB
  // to every phone's download for one fixed pattern.
  const t = inBuenosAires(instant);
  return `${String(t.getDate()).padStart(2, "0")}/${String(t.getMonth() + 1).padStart(2, "0")}/${t.getFullYear()}`;
}

/** "05/12/2026 14:30": the Buenos Aires day and 24 h time of an instant (a timeline, a log). Unreadable → "". */
export function formatDateTime(date: DateInput): string {
  const instant = toInstant(date);
  if (!instant) return "";
  const t = inBuenosAires(instant);
  const hhmm = `${String(t.getHours()).padStart(2, "0")}:${String(t.getMinutes()).padStart(2, "0")}`;
  return `${formatDate(instant)} ${hhmm}`;
}

/** "$ 18.000" (whole pesos) or "$ 18.000,50"; amounts are rounded to cents first. Non-finite → "". */
export function formatArs(amount: number): string {
  if (!Number.isFinite(amount)) return "";
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? arsWhole.format(cents / 100) : arsCents.format(cents / 100);
}

/** 4.25 → "4,3"; 4 → "4,0". Non-finite → "". */
export function formatRating(rating: number): string {
  return Number.isFinite(rating) ? ratingFormat.format(rating) : "";
}

/** "350 m" below 1 km (rounded to the metre), then "1,2 km" / "12 km" (one decimal at most). */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters) || meters < 0) return "";
  const rounded = Math.round(meters);
  if (rounded < 1000) return `${integerFormat.format(rounded)} m`;
  return `${oneDecimalFormat.format(meters / 1000)} km`;
}

/** Rounded to whole minutes: "5 min", "1 h", "1 h 10 min"; anything above 0 s shows at least "1 min". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "";
  const totalMinutes = seconds === 0 ? 0 : Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${integerFormat.format(hours)} h` : `${integerFormat.format(hours)} h ${minutes} min`;
}

/** A walk (core/geo.ts: metres, seconds) as the cards show it: "350 m · 5 min a pie". */
export function formatWalk(walk: { distance: number; duration: number }): string {
  return `${formatDistance(walk.distance)} · ${formatDuration(walk.duration)} a pie`;
}

/**
 * Spec §8: what shows where the distance would go when the distance service answers non-OK. Here
 * rather than in core/user-location.ts so the cards (in the home page's first download) need only this file.
 */
export const DISTANCE_ERROR_MESSAGE = "Error al calcular distancia";

/** 1234 → "1.234". */
export function formatCount(n: number): string {
  return Number.isFinite(n) ? integerFormat.format(n) : "";
}

/** pluralize(1, "comercio", "comercios") → "1 comercio"; 0 and everything else take the plural. */
export function pluralize(n: number, singular: string, plural: string): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

export const READING_WORDS_PER_MINUTE = 200;

/**
 * Reading time of a Markdown text at ~200 words per minute, rounded up, at least 1.
 * Code blocks, image syntax, link targets, HTML tags and Markdown punctuation are not counted as words.
 */
export function readingMinutes(markdownText: string): number {
  const text = markdownText
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/~~~[\s\S]*?~~~/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  const words = text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
