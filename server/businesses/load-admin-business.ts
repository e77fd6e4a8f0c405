/** The admin's business form: every field of one business. */
import { eq } from "drizzle-orm";
import type { AdminBusinessInput } from "#core/admin-business-form.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { ADMIN_COLUMNS } from "./business-columns-for-admin.ts";

export interface AdminBusiness {
  uuid: string;
  name: string;
  slug: string;
  status: string;
  reviewNote: string | null;
  isPremium: boolean;
  logoUrl: string | null;
  bannerUrl: string | null;
  values: AdminBusinessInput & { slug: string; categoryId: number | null };
}

export async function loadAdminBusiness(uuid: string): Promise<AdminBusiness | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...ADMIN_COLUMNS,
      uuid: businesses.uuid,
      status: businesses.status,
      reviewNote: businesses.reviewNote,
      isPremium: businesses.isPremium,
      logoUrl: businesses.logoUrl,
      bannerUrl: businesses.bannerUrl,
    })
    .from(businesses)
    .where(eq(businesses.uuid, uuid))
    .limit(1);
  if (!row) return null;
  const { uuid: id, status, reviewNote, isPremium, logoUrl, bannerUrl, ...values } = row;
  return {
    uuid: id,
    name: values.name,
    slug: values.slug,
    status,
    reviewNote,
    isPremium,
    logoUrl,
    bannerUrl,
    values: values as AdminBusiness["values"],
  };
}
