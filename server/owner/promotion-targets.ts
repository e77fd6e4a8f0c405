/**
 * The businesses the "Nueva promoción" form offers: the person's own, plus (for an admin, who may
 * publish for any business) the one the link named when it is not among them.
 */
import { eq } from "drizzle-orm";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import type { Actor } from "./can-manage-business.ts";
import { listOwnerBusinesses } from "./owner-businesses.ts";

export interface PromotionTarget {
  uuid: string;
  name: string;
  slug: string;
  status: string;
}

export async function listPromotionTargets(actor: Actor, requestedUuid: string | null): Promise<PromotionTarget[]> {
  const own = (await listOwnerBusinesses(actor.id)).map(({ uuid, name, slug, status }) => ({
    uuid,
    name,
    slug,
    status,
  }));
  const requested = requestedUuid?.toLowerCase() ?? null;
  if (!actor.isAdmin || !requested || !isUuid(requested) || own.some((b) => b.uuid === requested)) return own;
  const db = await getDb();
  const [extra] = await db
    .select({ uuid: businesses.uuid, name: businesses.name, slug: businesses.slug, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.uuid, requested))
    .limit(1);
  return extra ? [extra, ...own] : own;
}
