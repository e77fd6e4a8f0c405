/**
 * "¿Es tu comercio?": a signed-in person asks to manage a business they do not own yet. Refused
 * when the business is not public, is already theirs, they already have a pending claim on it, or
 * they (or their address) sent too many today. The proof files go to the private store first; the
 * claim, its audit row and the notifications (the business's current owners, every admin) commit
 * together, and the files are removed again if the claim does not.
 */
import { and, eq, inArray } from "drizzle-orm";
import { CLAIM_ROLE_OPTIONS, type ClaimFormValue } from "#core/claim-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { consumeRateLimit } from "../platform/auth/rate-limit.ts";
import { ownsBusiness } from "../platform/auth/roles.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, claims } from "../platform/db/schema.ts";
import { CLAIM_RATE_MESSAGE, CLAIMS_PER_IP, CLAIMS_PER_USER } from "./claim-limits.ts";
import { adminUserIds, businessOwnerIds } from "./claim-recipients.ts";
import { deleteProofFiles, storeProofFiles } from "./proof-files.ts";

/** Only businesses visitors can see may be claimed (a pending registration is its submitter's). */
export const CLAIMABLE_STATUSES = ["active", "approved"];

/**
 * A claim's refusals: no such claimable business (not_found), already its owner or already asked
 * (conflict), too many requests (rate_limited), a proof file refused (validation, under proofFiles).
 */
type SubmittedClaim = { claimId: number; businessName: string };

export const CLAIM_REFUSALS = {
  alreadyOwner: "Este comercio ya está a tu nombre: lo administrás desde Mi comercio.",
  duplicate: "Ya tenés un pedido pendiente para este comercio. Te avisamos apenas lo revisemos.",
} as const;

export interface ClaimableBusiness {
  uuid: string;
  name: string;
  slug: string;
  address: string | null;
  city: string;
}

export async function findClaimableBusiness(businessUuid: string): Promise<ClaimableBusiness | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      uuid: businesses.uuid,
      name: businesses.name,
      slug: businesses.slug,
      address: businesses.address,
      city: businesses.city,
    })
    .from(businesses)
    .where(and(eq(businesses.uuid, businessUuid.toLowerCase()), inArray(businesses.status, CLAIMABLE_STATUSES)))
    .limit(1);
  return row ?? null;
}

export async function hasPendingClaim(userId: string, businessUuid: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.userId, userId), eq(claims.businessUuid, businessUuid), eq(claims.status, "pending")))
    .limit(1);
  return Boolean(row);
}

/** Checks that need no upload: what the claim page says before the form, and the action before reading files. */
export async function claimBlocker(
  userId: string,
  businessUuid: string,
): Promise<{ reason: "already_owner" | "duplicate"; message: string } | null> {
  const db = await getDb();
  if (await ownsBusiness(db, userId, businessUuid))
    return { reason: "already_owner", message: CLAIM_REFUSALS.alreadyOwner };
  if (await hasPendingClaim(userId, businessUuid)) return { reason: "duplicate", message: CLAIM_REFUSALS.duplicate };
  return null;
}

export async function submitClaim(
  user: { id: string; name: string },
  businessUuid: string,
  value: ClaimFormValue,
  ip: string | null,
): Promise<Result<SubmittedClaim>> {
  const business = await findClaimableBusiness(businessUuid);
  if (!business) return fail("not_found");
  const blocker = await claimBlocker(user.id, business.uuid);
  if (blocker) return fail("conflict", blocker.message);

  const db = await getDb();
  const perUser = await consumeRateLimit(db, `claim:user:${user.id}`, CLAIMS_PER_USER);
  const perIp = ip ? await consumeRateLimit(db, `claim:ip:${ip}`, CLAIMS_PER_IP) : { allowed: true };
  if (!perUser.allowed || !perIp.allowed) return fail("rate_limited", CLAIM_RATE_MESSAGE);

  const proof = await storeProofFiles(value.proofFiles, `claims/${business.uuid}`);
  if (!proof.ok) return fail("validation", proof.message, { proofFiles: proof.message });

  const roleLabel = CLAIM_ROLE_OPTIONS.find((o) => o.value === value.role)?.label ?? "Otro";
  // A failed transaction must not leave orphaned proof files behind.
  const claimId = await db
    .transaction(async (tx) => {
      const [claim] = await tx
        .insert(claims)
        .values({
          businessUuid: business.uuid,
          userId: user.id,
          role: value.role,
          message: value.proofText,
          contactPhone: value.contactPhone,
          proof: proof.files,
        })
        // The partial unique index (one pending claim per person and business) settles a double post.
        .onConflictDoNothing()
        .returning({ id: claims.id });
      if (!claim) return null;
      await recordAudit(tx, {
        actor: { id: user.id, ip },
        action: "claim.create",
        entity: { type: "claim", id: claim.id },
        after: { businessUuid: business.uuid, role: value.role, files: proof.files.length },
      });
      const owners = await businessOwnerIds(tx, business.uuid);
      const admins = await adminUserIds(tx);
      await createNotifications(tx, [
        ...owners.map((userId) => ({
          userId,
          type: "claim_update" as const,
          title: `Alguien pidió administrar ${business.name}`,
          message:
            "Una persona dice estar a cargo de tu comercio. Un administrador de Vilma lo revisa antes de decidir; si no la conocés, escribinos.",
          link: "/mi-comercio",
          key: `claim.created:${claim.id}:${userId}`,
        })),
        ...admins.map((userId) => ({
          userId,
          type: "claim_update" as const,
          title: `Nuevo reclamo: ${business.name}`,
          message: `${user.name || "Una persona"} (${roleLabel}) pide administrar ${business.name}${owners.length ? ", que ya tiene dueño" : ""}.`,
          link: `/admin/claims/${claim.id}`,
          key: `claim.created:${claim.id}:${userId}`,
        })),
      ]);
      return claim.id;
    })
    .catch(async (error: unknown) => {
      await deleteProofFiles(proof.files);
      throw error;
    });
  if (claimId === null) {
    await deleteProofFiles(proof.files);
    return fail("conflict", CLAIM_REFUSALS.duplicate);
  }
  return ok({ claimId, businessName: business.name });
}
