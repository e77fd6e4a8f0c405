/**
 * A post's state as the editor shows it. A post is public when `isPublished(now)` says so
 * (published and its date has arrived): a future date publishes by itself, with no job.
 */
export const POST_STATES = ["published", "scheduled", "draft"] as const;

export type PostState = (typeof POST_STATES)[number];

export function postState(status: string, publishedAt: Date | null, now: Date): PostState {
  if (status !== "published") return "draft";
  return publishedAt && publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}
