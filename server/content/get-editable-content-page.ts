/** One content page as the admin's editor shows it. */
import { eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { contentPages } from "../platform/db/schema.ts";

export interface EditableContentPage {
  id: number;
  slug: string;
  title: string;
  body: string;
  isPublished: boolean;
  updatedAt: string;
  /** When an admin last saved it; null for a default text nobody has reviewed. */
  reviewedAt: string | null;
}

export async function getEditableContentPage(id: number): Promise<EditableContentPage | null> {
  const db = await getDb();
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
