/**
 * The demo owner's "Novedades" stay current: the seed publishes two posts that expire within weeks;
 * a demo opened later would show none. Where the demo owner exists (never on a real install), when
 * none of the posts the demo owner wrote is visible at `now`, the seed's posts are published again,
 * dated `now`. The ids come from the business and the day, so several instances insert them once.
 */
import { and, eq, gt } from "drizzle-orm";
import { postVisibleUntil } from "#core/business-posts.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { notificationIdForKey } from "../notifications/create-notifications.ts";
import { getDb } from "../platform/db/client.ts";
import { businessPosts, userRoles } from "../platform/db/schema.ts";
import { DEMO_POSTS } from "./seed/community.ts";
import { DEMO_OWNER_ID } from "./seed/owner-day.ts";

export async function keepDemoPosts(now: Date): Promise<number> {
  const db = await getDb();
  const [owned] = await db
    .select({ uuid: userRoles.businessUuid })
    .from(userRoles)
    .where(and(eq(userRoles.userId, DEMO_OWNER_ID), eq(userRoles.role, "business_owner")))
    .orderBy(userRoles.id)
    .limit(1);
  if (!owned?.uuid) return 0;
  const visible = await db.$count(
    businessPosts,
    and(
      eq(businessPosts.businessUuid, owned.uuid),
      eq(businessPosts.createdBy, DEMO_OWNER_ID),
      gt(businessPosts.visibleUntil, now),
    ),
  );
  if (visible > 0) return 0;
  const day = buenosAiresDateKey(now);
  const rows = await db
    .insert(businessPosts)
    .values(
      DEMO_POSTS.map((p, i) => ({
        id: notificationIdForKey(`demo-post:${owned.uuid}:${day}:${i}`),
        businessUuid: owned.uuid!,
        body: p.body,
        visibleUntil: postVisibleUntil(now, p.days),
        createdBy: DEMO_OWNER_ID,
        createdAt: new Date(now.getTime() - i * 3_600_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: businessPosts.id });
  return rows.length;
}
