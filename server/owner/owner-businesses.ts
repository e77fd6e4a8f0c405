/**
 * The businesses shown in /mi-comercio: the owner's own (the spec's get_user_businesses), each with
 * whether a visitor can open its public page (only active and approved businesses have one).
 */
import { isPublicStatus } from "#core/admin-business-form.ts";
import { getUserBusinesses, type OwnedBusiness } from "../platform/auth/roles.ts";
import { getDb } from "../platform/db/client.ts";

export interface OwnerBusinessSummary extends Omit<OwnedBusiness, "createdAt"> {
  /** "/{slug}" when the public page exists, else null (pending, rejected, inactive, suspended). */
  publicPath: string | null;
}

/** "/{slug}" when visitors can open the business's page (active, approved), else null. */
export function publicPathOf(business: { status: string; slug: string }): string | null {
  return isPublicStatus(business.status) ? `/${business.slug}` : null;
}

export async function listOwnerBusinesses(userId: string): Promise<OwnerBusinessSummary[]> {
  const rows = await getUserBusinesses(await getDb(), userId);
  return rows.map(({ createdAt: _createdAt, ...business }) => ({
    ...business,
    publicPath: publicPathOf(business),
  }));
}
