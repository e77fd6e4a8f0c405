/**
 * Every admin list's search box matches the same way (server/platform/db/list-query.ts): blind to accents
 * and case, both ways. For each list, a row it shows gets a searched text written with accents and
 * is found typed without them, then one written without them is found typed with them.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminBusinessesList } from "#core/admin-business-form.ts";
import { USERS_LIST } from "#core/admin-users.ts";
import { CLAIMS_QUEUE, REGISTRATIONS_QUEUE } from "#core/claim-queue.ts";
import { EVENTS_LIST } from "#core/event-bus.ts";
import { type ListDefinition, parseListParams } from "#core/list-params.ts";
import { BROADCASTS_LIST } from "#core/notification-broadcast-form.ts";
import { QUESTIONS_QUEUE } from "#core/question-moderation.ts";
import { presetRange } from "#core/report-range.ts";
import { REVIEWS_QUEUE } from "#core/review-moderation.ts";
import { SUPPORT_LIST } from "#core/support.ts";
import { ANALYTICS_BUSINESS_LIST, analyticsByBusiness } from "#server/analytics/analytics-by-business.ts";
import { listSubscriptions, SUBSCRIPTIONS_LIST } from "#server/billing/list-subscriptions.ts";
import { BRANDS_LIST, listBrandsForAdmin } from "#server/brands/list-brands.ts";
import { listAdminBusinesses } from "#server/businesses/list-admin-businesses.ts";
import { listClaimsQueue, listRegistrationsQueue } from "#server/claims/claim-queue.ts";
import { BANNERS_LIST, listBanners } from "#server/content/banners.ts";
import { CONTENT_PAGES_LIST, listContentPages } from "#server/content/list-content-pages.ts";
import { listEvents } from "#server/events/list-events.ts";
import { listAdminPosts, MAGAZINE_POSTS_LIST } from "#server/magazine/list-posts-for-admin.ts";
import { listBroadcasts } from "#server/notifications/broadcast.ts";
import { bankPromotionsList, listBankPromotionsForAdmin } from "#server/promotions/list-bank-promotions-for-admin.ts";
import { ADMIN_PROMOTIONS_LIST, listPromotionsForAdmin } from "#server/promotions/list-promotions-for-admin.ts";
import { listQuestionQueue } from "#server/questions/moderation-queue.ts";
import { listModerationQueue } from "#server/reviews/moderation-queue.ts";
import { listSynonyms, SYNONYMS_LIST } from "#server/search-index/synonyms.ts";
import { listTickets } from "#server/support/list-tickets.ts";
import { listUsers } from "#server/users/list-users.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getDb } from "./client.ts";
import {
  bankPromotions,
  banners,
  brands,
  businesses,
  businessPromotions,
  contentPages,
  domainEvents,
  magazinePosts,
  notificationBroadcasts,
  searchSynonyms,
  supportTickets,
  users,
} from "./schema.ts";

setupTestDatabase();

/** A list's params for a search, as its page reads them from the URL. */
function searching<S extends string, F extends string>(definition: ListDefinition<S, F>, q: string) {
  return parseListParams({ q, size: String(definition.sizes.at(-1)) }, definition);
}

interface Case {
  list: string;
  /** A row the list shows (its key) with `text` written where the search box looks. */
  write: (text: string) => Promise<string>;
  /** The keys of the rows found for `q`. */
  found: (q: string) => Promise<string[]>;
}

const db = () => getDb();

/** The first row the unfiltered list shows: seeded demo data has one in each of these lists. */
async function firstKey(found: Case["found"]): Promise<string> {
  const [key] = await found("");
  if (key === undefined) throw new Error("the list has no rows to search");
  return key;
}

const renameBusiness = async (where: ReturnType<typeof eq>, text: string) =>
  (await db()).update(businesses).set({ name: text }).where(where);

/** A list whose rows are found by their business's name (the business named by uuid or by slug). */
type BusinessRow = { key: string } & ({ businessUuid: string } | { businessSlug: string });
function byBusinessName(list: string, found: (q: string) => Promise<BusinessRow[]>): Case {
  const keys = async (q: string) => (await found(q)).map((r) => r.key);
  return {
    list,
    found: keys,
    write: async (text) => {
      const [row] = await found("");
      if (!row) throw new Error(`${list}: no rows to search`);
      await renameBusiness(
        "businessUuid" in row ? eq(businesses.uuid, row.businessUuid) : eq(businesses.slug, row.businessSlug),
        text,
      );
      return row.key;
    },
  };
}

/** The demo week, which the seeded figures fall in. */
const range = presetRange(7, TEST_NOW);

const CASES: Case[] = [
  {
    list: "businesses",
    found: async (q) =>
      (await listAdminBusinesses(searching(adminBusinessesList({ categories: [], brands: [] }), q))).rows.map(
        (r) => r.uuid,
      ),
    write: async function (text) {
      const uuid = await firstKey(this.found);
      await renameBusiness(eq(businesses.uuid, uuid), text);
      return uuid;
    },
  },
  {
    list: "users",
    found: async (q) => (await listUsers(searching(USERS_LIST, q))).rows.map((r) => r.id),
    write: async function (text) {
      const id = await firstKey(this.found);
      await (await db()).update(users).set({ name: text }).where(eq(users.id, id));
      return id;
    },
  },
  byBusinessName("reviews", async (q) =>
    (await listModerationQueue(searching(REVIEWS_QUEUE, q))).rows.map((r) => ({
      key: String(r.id),
      businessSlug: r.businessSlug,
    })),
  ),
  byBusinessName("questions", async (q) =>
    (await listQuestionQueue(searching(QUESTIONS_QUEUE, q))).rows.map((r) => ({
      key: String(r.id),
      businessSlug: r.businessSlug,
    })),
  ),
  byBusinessName("claims", async (q) =>
    (await listClaimsQueue(searching(CLAIMS_QUEUE, q))).rows.map((r) => ({
      key: String(r.id),
      businessUuid: r.businessUuid,
    })),
  ),
  byBusinessName("registrations", async (q) =>
    (await listRegistrationsQueue(searching(REGISTRATIONS_QUEUE, q))).rows.map((r) => ({
      key: r.uuid,
      businessUuid: r.uuid,
    })),
  ),
  byBusinessName("subscriptions", async (q) =>
    (await listSubscriptions(searching(SUBSCRIPTIONS_LIST, q), TEST_NOW)).rows.map((r) => ({
      key: String(r.id),
      businessUuid: r.businessUuid,
    })),
  ),
  byBusinessName("analytics", async (q) =>
    (await analyticsByBusiness(range, searching(ANALYTICS_BUSINESS_LIST, q))).rows.map((r) => ({
      key: r.uuid,
      businessUuid: r.uuid,
    })),
  ),
  {
    list: "promotions",
    found: async (q) =>
      (await listPromotionsForAdmin(searching(ADMIN_PROMOTIONS_LIST, q), null, TEST_NOW)).rows.map((r) => r.id),
    write: async function (text) {
      const id = await firstKey(this.found);
      await (await db()).update(businessPromotions).set({ title: text }).where(eq(businessPromotions.id, id));
      return id;
    },
  },
  {
    list: "bank promotions",
    found: async (q) =>
      (await listBankPromotionsForAdmin(searching(bankPromotionsList([]), q), TEST_NOW)).rows.map((r) => String(r.id)),
    write: async function (text) {
      const id = await firstKey(this.found);
      await (await db())
        .update(bankPromotions)
        .set({ title: text })
        .where(eq(bankPromotions.id, Number(id)));
      return id;
    },
  },
  {
    list: "brands",
    found: async (q) => (await listBrandsForAdmin(searching(BRANDS_LIST, q))).rows.map((r) => String(r.id)),
    write: async (text) => {
      const [row] = await (await db())
        .insert(brands)
        .values({ name: text, slug: `busqueda-${Math.random().toString(36).slice(2, 8)}` })
        .returning();
      return String(row?.id);
    },
  },
  {
    list: "content pages",
    found: async (q) => (await listContentPages(searching(CONTENT_PAGES_LIST, q))).rows.map((r) => String(r.id)),
    write: async (text) => {
      const slug = `busqueda-${Math.random().toString(36).slice(2, 8)}`;
      const [row] = await (await db()).insert(contentPages).values({ slug, title: text, body: "Texto" }).returning();
      return String(row?.id);
    },
  },
  {
    list: "banners",
    found: async (q) => (await listBanners(searching(BANNERS_LIST, q))).rows.map((r) => String(r.id)),
    write: async (text) => {
      const [row] = await (await db()).insert(banners).values({ title: text }).returning();
      return String(row?.id);
    },
  },
  {
    list: "magazine",
    found: async (q) =>
      (await listAdminPosts(searching(MAGAZINE_POSTS_LIST, q), TEST_NOW)).rows.map((r) => String(r.id)),
    write: async (text) => {
      const slug = `busqueda-${Math.random().toString(36).slice(2, 8)}`;
      const [row] = await (await db()).insert(magazinePosts).values({ slug, title: text, body: "Texto" }).returning();
      return String(row?.id);
    },
  },
  {
    list: "sent notifications",
    found: async (q) => (await listBroadcasts(searching(BROADCASTS_LIST, q))).rows.map((r) => String(r.id)),
    write: async (text) => {
      const [row] = await (await db())
        .insert(notificationBroadcasts)
        .values({ title: "Aviso", message: text, audience: "all" })
        .returning();
      return String(row?.id);
    },
  },
  {
    list: "event bus",
    found: async (q) => (await listEvents(searching(EVENTS_LIST, q))).rows.map((r) => String(r.id)),
    write: async (text) => {
      const [row] = await (await db())
        .insert(domainEvents)
        .values({ type: "business.activated", aggregateType: "business", aggregateId: text, status: "processed" })
        .returning();
      return String(row?.id);
    },
  },
  {
    list: "support",
    found: async (q) => (await listTickets(searching(SUPPORT_LIST, q), "demo-admin")).rows.map((r) => String(r.id)),
    write: async (text) => {
      const [row] = await (await db())
        .insert(supportTickets)
        .values({ name: "Ana", email: "ana@vilma.test", subject: text, message: "Hola" })
        .returning();
      return String(row?.id);
    },
  },
  {
    list: "search synonyms",
    found: async (q) => (await listSynonyms(searching(SYNONYMS_LIST, q))).rows.map((r) => String(r.id)),
    write: async (text) => {
      const [row] = await (await db())
        .insert(searchSynonyms)
        .values({ term: text, synonyms: ["otra cosa"] })
        .returning();
      return String(row?.id);
    },
  },
];

describe("every admin list's search box is blind to accents and case", () => {
  it.each(CASES)("$list", async (list) => {
    const accented = await list.write("Panadería Ñandú");
    expect(await list.found("panaderia nandu")).toContain(accented);
    const plain = await list.write("Cafe Lucia Sur");
    expect(await list.found("CAFÉ LUCÍA")).toContain(plain);
    expect(await list.found("café lucía sur zzz")).not.toContain(plain);
  });
});
