/** Page views per business per day, and search queries of the last week. */
import type * as schema from "../../platform/db/schema.ts";
import type { SeedBusiness } from "./businesses.ts";
import type { Rng } from "./random.ts";
import { addCivilDays, addMs, baDate, civilWeekday, DAY } from "./time.ts";

export type BusinessAnalyticsRow = typeof schema.businessAnalytics.$inferInsert;
export type SearchAnalyticsRow = typeof schema.searchAnalytics.$inferInsert;

/** The last 7 Buenos Aires dates (today included), one row per active business and date. */
export function buildBusinessAnalytics(rng: Rng, now: Date, businesses: SeedBusiness[]): BusinessAnalyticsRow[] {
  const active = businesses.filter((b) => b.row.status === "active");
  const popular = new Set<SeedBusiness>();
  // What people look up most: food, pharmacies, supermarkets; premium listings get more exposure.
  const interest: Record<string, number> = {
    gastronomia: 4,
    salud: 2,
    comercios: 1.5,
    mascotas: 1.5,
    "belleza-y-bienestar": 1,
  };
  const weights = active.map(
    (b) =>
      [
        b,
        (b.row.isPremium ? 2 : 1) * (interest[b.parentSlug] ?? 0.4) * (b.sourceCategory.slug === "farmacias" ? 2 : 1),
      ] as const,
  );
  while (popular.size < Math.min(20, active.length)) popular.add(rng.weighted(weights));

  const today = baDate(now);
  const rows: BusinessAnalyticsRow[] = [];
  for (const b of active) {
    const createdDay = baDate(b.row.createdAt);
    const base = popular.has(b) ? rng.float(60, 240) : rng.float(0, 14);
    for (let d = 6; d >= 0; d--) {
      const date = addCivilDays(today, -d);
      if (date < createdDay) continue;
      const weekday = civilWeekday(date);
      const weekend = weekday === 0 || weekday === 5 || weekday === 6;
      const boost = weekend && b.parentSlug === "gastronomia" ? 1.5 : 1;
      // Today is only partly over.
      const partial = d === 0 ? 0.5 : 1;
      rows.push({
        businessUuid: b.row.uuid,
        date,
        pageViews: Math.max(0, Math.round(base * boost * partial * rng.float(0.7, 1.3))),
      });
    }
  }
  return rows;
}

/** Weight = how many of the ~600 rows a query gets. The top 8 are clearly ahead. */
const QUERIES: [string, number][] = [
  ["farmacia", 88],
  ["pizza", 68],
  ["heladería", 54],
  ["gomería", 45],
  ["veterinaria", 40],
  ["cerrajero", 34],
  ["sushi", 29],
  ["ferretería", 26],
  ["lomitos", 14],
  ["farmacia de turno", 13],
  ["panadería", 12],
  ["electricista", 12],
  ["plomero", 11],
  ["peluquería", 10],
  ["gimnasio", 10],
  ["abogado", 9],
  ["contador", 9],
  ["supermercado", 9],
  ["delivery", 8],
  ["café", 8],
  ["carnicería", 7],
  ["parrilla", 7],
  ["empanadas", 7],
  ["mecánico", 6],
  ["óptica", 6],
  ["hamburguesa", 6],
  ["2x1", 6],
  ["kinesiólogo", 5],
  ["barbería", 5],
  ["asado", 5],
  ["cerveza", 5],
  ["lavadero", 4],
  ["flete", 4],
  ["uñas", 4],
  ["pet shop", 4],
  ["bancor", 4],
  ["inglés", 3],
  ["cotillón", 3],
  ["vinoteca", 3],
  ["regalos", 3],
  ["colchones", 2],
  ["heladeria", 2],
];

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** How a person actually typed it: capitals, stray spaces. */
function typed(rng: Rng, q: string): string {
  const cap = q.charAt(0).toUpperCase() + q.slice(1);
  return rng.weighted([
    [q, 60],
    [cap, 14],
    [`${q} `, 9],
    [` ${q}`, 4],
    [q.toUpperCase(), 5],
    [`${cap} `, 5],
    [`${q}  `, 3],
  ] as const);
}

function resultsFor(query: string, businesses: SeedBusiness[]): number {
  const stems = fold(query)
    .split(/\s+/)
    .map((w) => w.slice(0, Math.max(3, Math.min(5, w.length - 1))));
  return businesses.filter((b) => {
    if (b.row.status !== "active") return false;
    const text = fold(`${b.row.name} ${b.sourceCategory.name} ${b.row.description ?? ""}`);
    return stems.every((s) => text.includes(s));
  }).length;
}

export function buildSearchAnalytics(
  rng: Rng,
  now: Date,
  businesses: SeedBusiness[],
  total = 600,
): SearchAnalyticsRow[] {
  const sum = QUERIES.reduce((s, [, w]) => s + w, 0);
  const counts = QUERIES.map(([q, w]) => [q, Math.max(1, Math.round((w * total) / sum))] as const);
  const rows: SearchAnalyticsRow[] = [];
  for (const [query, count] of counts) {
    const results = resultsFor(query, businesses);
    for (let i = 0; i < count; i++) {
      const createdAt = new Date(Math.floor(addMs(now, -rng.float(0.01, 6.9) * DAY).getTime() / 1000) * 1000);
      // Demo visitors (trending counts distinct clients); drawn without the rng, so the rest of the seed stays as it was.
      const clientHash = `demo-${rows.length % 97}`;
      rows.push({ searchQuery: typed(rng, query), resultsCount: results, clientHash, createdAt });
    }
  }
  // Chronological, as a log would be.
  return rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}
