import { and, count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { businesses, businessReviews, favorites, userNotifications } from "../../platform/db/schema.ts";

const getHandle = setupTestDatabase();

describe("the demo data a visitor signs in to", () => {
  it("gives the demo neighbour favourites, reviews and notifications, some unread", async () => {
    const { db } = getHandle();
    const [saved] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, "demo-vecino"));
    const [reviews] = await db
      .select({ n: count() })
      .from(businessReviews)
      .where(eq(businessReviews.userId, "demo-vecino"));
    const notices = await db
      .select({ isRead: userNotifications.isRead })
      .from(userNotifications)
      .where(eq(userNotifications.userId, "demo-vecino"));
    expect(saved!.n).toBeGreaterThanOrEqual(3);
    expect(reviews!.n).toBeGreaterThanOrEqual(2);
    expect(notices.filter((n) => !n.isRead).length).toBeGreaterThanOrEqual(1);
    expect(notices.filter((n) => n.isRead).length).toBeGreaterThanOrEqual(1);
  });

  it("has active businesses without a banner (home services), so pages are tried both ways", async () => {
    const { db } = getHandle();
    const [row] = await db
      .select({ n: count() })
      .from(businesses)
      .where(and(eq(businesses.status, "active"), isNull(businesses.bannerUrl)));
    expect(row!.n).toBeGreaterThan(0);
  });
});
