/** The demo owner's "Novedades" come back once the seed's have expired, once however many instances run it. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { userRoles } from "../platform/db/schema.ts";
import { visibleBusinessPosts } from "../posts/business-posts.ts";
import { keepDemoPosts } from "./keep-demo-posts.ts";
import { DEMO_POSTS } from "./seed/community.ts";

const database = setupTestDatabase();
const DAY = 86_400_000;

describe("keepDemoPosts", () => {
  it("leaves the seed's posts while one is visible, publishes them again after", async () => {
    const [first] = await database()
      .db.select({ uuid: userRoles.businessUuid })
      .from(userRoles)
      .where(and(eq(userRoles.userId, "demo-comercio"), eq(userRoles.role, "business_owner")))
      .orderBy(userRoles.id)
      .limit(1);
    expect((await visibleBusinessPosts(first!.uuid!, TEST_NOW)).length).toBe(DEMO_POSTS.length);
    expect(await keepDemoPosts(TEST_NOW)).toBe(0);
    const later = new Date(TEST_NOW.getTime() + 60 * DAY);
    expect(await visibleBusinessPosts(first!.uuid!, later)).toEqual([]);
    expect(await keepDemoPosts(later)).toBe(DEMO_POSTS.length);
    expect(await keepDemoPosts(later)).toBe(0);
    expect((await visibleBusinessPosts(first!.uuid!, later)).length).toBe(DEMO_POSTS.length);
  });
});
