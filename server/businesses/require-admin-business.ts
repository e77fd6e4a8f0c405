/**
 * The admin's business screens (/admin/businesses/{id}/edit and its tabs): the person must be an
 * admin, `{id}` must be a business's uuid (anything else is a 404, never a database error).
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { type RequestContext, requireAdmin } from "../platform/auth/guards.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";

export interface AdminBusinessHead {
  uuid: string;
  name: string;
  slug: string;
  status: string;
}

export async function requireAdminBusiness(
  context: RequestContext,
  request: Request,
  businessId: string | undefined,
): Promise<{ admin: SessionUser; business: AdminBusinessHead }> {
  const admin = requireAdmin(context, request);
  if (!isUuid(businessId)) throw new AppError("not_found");
  const db = await getDb();
  const [business] = await db
    .select({ uuid: businesses.uuid, name: businesses.name, slug: businesses.slug, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.uuid, businessId.toLowerCase()))
    .limit(1);
  if (!business) throw new AppError("not_found");
  return { admin, business };
}
