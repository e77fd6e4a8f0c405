/**
 * The admin's search data (/admin/busqueda, /admin/analytics): the three demo synonyms of the issue,
 * searches of this week that found nothing (several people each, so the list has something to fix),
 * and visitor actions (leads) on the week's page views, so the analytics tables are not all zero.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { addMs, DAY } from "./time.ts";

export const DEMO_SYNONYMS = [
  { term: "super", synonyms: ["supermercado"], twoWay: true },
  { term: "kiosco", synonyms: ["maxikiosco"], twoWay: true },
  { term: "drogueria", synonyms: ["farmacia"], twoWay: false },
];

/** Query → distinct people who searched it this week and found nothing. */
export const DEMO_NO_RESULT_QUERIES: [string, number][] = [
  ["tatuajes", 6],
  ["alquiler de disfraces", 4],
  ["guarderia canina", 4],
  ["reparacion de drones", 2],
  ["karting", 2],
];

export async function seedSearchIndex(db: Database, now: Date): Promise<number> {
  await db.insert(schema.searchSynonyms).values(DEMO_SYNONYMS).onConflictDoNothing();
  const rows: (typeof schema.searchAnalytics.$inferInsert)[] = [];
  DEMO_NO_RESULT_QUERIES.forEach(([query, people], q) => {
    for (let p = 0; p < people; p++) {
      const hoursAgo = 3 + ((q * 29 + p * 17) % 150);
      rows.push({
        searchQuery: p % 3 === 1 ? query[0]!.toUpperCase() + query.slice(1) : query,
        resultsCount: 0,
        clientHash: `demo-nr-${q}-${p}`,
        createdAt: addMs(now, -(hoursAgo / 24) * DAY),
      });
    }
  });
  await db.insert(schema.searchAnalytics).values(rows);
  // Leads in proportion to the views (deterministic: from a hash of the business and the day).
  await db.execute(sql`update ${schema.businessAnalytics} set
    calls = greatest(calls, (page_views * (abs(hashtext(business_uuid::text || date::text)) % 7) / 100)::int),
    whatsapp_clicks = greatest(whatsapp_clicks, (page_views * (abs(hashtext(date::text || business_uuid::text)) % 11) / 100)::int),
    website_clicks = greatest(website_clicks, (page_views * (abs(hashtext(business_uuid::text)) % 4) / 100)::int),
    email_clicks = greatest(email_clicks, (page_views * (abs(hashtext(date::text)) % 3) / 100)::int),
    directions_clicks = greatest(directions_clicks, (page_views * (abs(hashtext(business_uuid::text || 'd')) % 6) / 100)::int)
    where calls + whatsapp_clicks + website_clicks + email_clicks + directions_clicks = 0`);
  return rows.length;
}
