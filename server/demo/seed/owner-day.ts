/**
 * One day of the demo owner's numbers for one business: page views with a weekly rhythm, the leads
 * they end in and the searches that led there. Drawn from a stream of its own per business and date,
 * so the seed and the task that keeps a demo install current (server/demo/keep-demo-current.ts) write
 * the same day the same way, whichever instance or run writes it first.
 */
import type * as schema from "../../platform/db/schema.ts";
import { hashString, Rng } from "./random.ts";
import { civilWeekday } from "./time.ts";

/** The demo owner (comercio@vilma.test): a demo install is one where this account exists. */
export const DEMO_OWNER_ID = "demo-comercio";
/** Two months: the 30-day view and the 30 days before it both have data. */
export const DEMO_STATS_DAYS = 60;
/** Sunday … Saturday: people look for a place more on Friday and Saturday. */
const WEEKDAY_FACTOR = [1.05, 0.8, 0.85, 0.9, 1, 1.2, 1.35];
/** Share of page views that end in each lead. */
const LEAD_RATES = {
  calls: 0.06,
  whatsappClicks: 0.09,
  websiteClicks: 0.025,
  emailClicks: 0.01,
  directionsClicks: 0.05,
};

/** What a day's numbers depend on: the listing's kind and which contact links it has. */
export interface DemoOwnedBusiness {
  uuid: string;
  name: string;
  categoryName: string;
  city: string;
  isPremium: boolean;
  hasDelivery: boolean;
  acceptsCredit: boolean;
  hasWebsite: boolean;
  hasEmail: boolean;
}

export interface DemoOwnerDay {
  analytics: typeof schema.businessAnalytics.$inferInsert;
  referrals: (typeof schema.businessSearchReferrals.$inferInsert)[];
}

/**
 * `share` is how much of the day had passed (1 for a past day); `growth` lifts the last 30 days a
 * little, so "this month" shows the listing doing better than the one before.
 */
export function demoOwnerDay(
  b: DemoOwnedBusiness,
  date: string,
  options: { share: number; growth: number },
): DemoOwnerDay {
  const rng = new Rng(hashString(`owner-day:${b.uuid}:${date}`));
  const base = b.isPremium ? 48 : 22;
  const views = Math.round(
    base * WEEKDAY_FACTOR[civilWeekday(date)]! * options.growth * options.share * rng.float(0.75, 1.25),
  );
  const lead = (rate: number) => Math.round(views * rate * rng.float(0.5, 1.5));
  const analytics = {
    businessUuid: b.uuid,
    date,
    pageViews: views,
    calls: lead(LEAD_RATES.calls),
    whatsappClicks: lead(LEAD_RATES.whatsappClicks),
    websiteClicks: b.hasWebsite ? lead(LEAD_RATES.websiteClicks) : 0,
    emailClicks: b.hasEmail ? lead(LEAD_RATES.emailClicks) : 0,
    directionsClicks: lead(LEAD_RATES.directionsClicks),
  };
  const queries = searchesFor(b);
  const visits = new Map<string, number>();
  for (let i = Math.round(views * 0.18); i > 0; i--) {
    const query = rng.weighted(queries);
    visits.set(query, (visits.get(query) ?? 0) + 1);
  }
  const referrals = [...visits].map(([query, n]) => ({ businessUuid: b.uuid, date, query, visits: n }));
  return { analytics, referrals };
}

/** What people type to find this kind of business: its category first, then its name and nearby words. */
function searchesFor(b: DemoOwnedBusiness): [string, number][] {
  const category = b.categoryName.toLowerCase();
  // People type the name as they remember it: the whole of a short one, the start of a long one.
  const words = b.name.toLowerCase().split(/\s+/);
  const name = (words.join(" ").length <= 30 ? words : words.slice(0, 3)).join(" ");
  return [
    [category, 40],
    [name, 18],
    [`${category} ${b.city === "Villa Nueva" ? "villa nueva" : "villa maría"}`, 12],
    [`${category} abierto`, 9],
    [`${category} cerca`, 7],
    ["delivery", b.hasDelivery ? 6 : 1],
    ["tarjeta de crédito", b.acceptsCredit ? 4 : 1],
  ];
}
