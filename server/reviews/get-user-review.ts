/** A person's own review of a business, shown first (with "Editar" and "Eliminar") on its page. */
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businessReviews, profiles, users } from "../platform/db/schema.ts";

export interface OwnReview {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  /** profiles.full_name, as every review on the page is signed. */
  authorName: string;
  /** Hidden by a moderator: only its author still sees it, with the reason. */
  hiddenReason: string | null;
  hidden: boolean;
}

export async function getUserReview(userId: string, businessUuid: string): Promise<OwnReview | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: businessReviews.id,
      rating: businessReviews.rating,
      comment: businessReviews.comment,
      createdAt: businessReviews.createdAt,
      updatedAt: businessReviews.updatedAt,
      authorName: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      hiddenAt: businessReviews.hiddenAt,
      hiddenReason: businessReviews.hiddenReason,
    })
    .from(businessReviews)
    .innerJoin(users, eq(users.id, businessReviews.userId))
    .leftJoin(profiles, eq(profiles.id, businessReviews.userId))
    .where(and(eq(businessReviews.userId, userId), eq(businessReviews.businessUuid, businessUuid)))
    .limit(1);
  if (!row) return null;
  const { hiddenAt, ...rest } = row;
  return {
    ...rest,
    hidden: hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
