/**
 * The guard of every screen under /mi-comercio/{businessId}: the person is signed in and may manage
 * that business (an owner of it, or an admin). Anything else never reaches a loader or an action:
 * an id that names no business is a 404, someone else's business a 403 (the same page whether the
 * business exists or not would leak nothing more: its public page already says it exists).
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { forbidden, type RequestContext, requireUser } from "../platform/auth/guards.ts";
import { type OwnedBusiness, ownsBusiness, selectOwnedBusinesses } from "../platform/auth/roles.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { publicPathOf } from "./owner-businesses.ts";

/** A business as its owner's screens name it, with what the guard's pages add. */
export interface ManagedBusiness extends Omit<OwnedBusiness, "createdAt"> {
  isPremium: boolean;
  premiumLevel: number;
  /** "/{slug}" when visitors can open its page, else null. */
  publicPath: string | null;
}

export async function findManagedBusiness(businessUuid: string): Promise<ManagedBusiness | null> {
  if (!isUuid(businessUuid)) return null;
  const db = await getDb();
  const [row] = await selectOwnedBusinesses(db, {
    isPremium: businesses.isPremium,
    premiumLevel: businesses.premiumLevel,
  })
    .where(eq(businesses.uuid, businessUuid.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const { createdAt: _, ...business } = row;
  return { ...business, publicPath: publicPathOf(row) };
}

/** Signed out → /auth; no such business → 404; not theirs → 403. */
export async function requireManagedBusiness(
  context: RequestContext,
  request: Request,
  businessId: string | undefined,
): Promise<{ user: SessionUser; business: ManagedBusiness }> {
  const user = requireUser(context, request);
  const business = businessId ? await findManagedBusiness(businessId) : null;
  if (!business) throw new AppError("not_found");
  if (!user.isAdmin && !(await ownsBusiness(await getDb(), user.id, business.uuid))) {
    throw forbidden("Este comercio no está a tu nombre. Si es tuyo, podés reclamarlo desde su página.");
  }
  return { user, business };
}
