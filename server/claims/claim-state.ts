/**
 * Where the signed-in person's claim of one business stands, for that business's page: "pending"
 * while an admin has not decided (the page says "Tu reclamo está en revisión" instead of offering
 * to claim it again), else null (never claimed, refused: they may claim it again; approved: they
 * own it and the page offers nothing).
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { claims } from "../platform/db/schema.ts";

export type ViewerClaimState = "pending" | null;

export async function viewerClaimState(userId: string, businessUuid: string): Promise<ViewerClaimState> {
  const db = await getDb();
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.userId, userId), eq(claims.businessUuid, businessUuid), eq(claims.status, "pending")))
    .limit(1);
  return row ? "pending" : null;
}
