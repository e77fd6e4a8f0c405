/**
 * "Eliminar mi cuenta" (/profile/eliminar): what deletion does to each thing the person left, as
 * decision 25 says, and the deletion itself.
 *
 * - Reviews are removed (not kept anonymised); the ratings they counted in follow at once, because
 *   ratings are computed, never stored (decision 3). Reports the person made on others' reviews go
 *   too, and those reviews' open-report counts drop with them.
 * - Owned businesses: the ownership is released and the listing stays as it is; a registration still
 *   waiting for an admin ("Sumá tu comercio") is withdrawn (rejected, with the reason).
 * - Subscriptions that would still charge or renew are cancelled FIRST, through applyTransition
 *   (cancelBusinessSubscription, which stops Mercado Pago before anything changes here): those of
 *   businesses nobody else owns, and any Mercado Pago subscription the person started (their card).
 *   The paid period stays with the listing. If Mercado Pago does not answer, nothing is deleted.
 * - Audit rows stay (the site's record) with the actor anonymised: no actor id, no address, and the
 *   person's e-mail and name replaced wherever a row's details carried them.
 * - Sessions, sign-in methods, profile, photo, favourites, notifications, claims (and their proof
 *   files), support conversations, sign-in counters and pending links are deleted.
 * - The last administrator cannot delete themselves (last-admin.ts, under its lock).
 *
 * The person confirms first (confirm-identity.ts); they get an e-mail saying what was done.
 */
import { and, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { ACCOUNT_DELETION_MESSAGES } from "#core/account-deletion-form.ts";
import { AppError, fail, ok, type Result } from "#core/errors.ts";
import { formatDate } from "#core/format.ts";
import { cancelBusinessSubscription } from "../billing/owner-billing.ts";
import { deleteProofFiles } from "../claims/proof-files.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import {
  auditLog,
  businesses,
  businessReviews,
  businessSubscriptions,
  type ClaimProofFile,
  claims,
  favorites,
  plans,
  profiles,
  rateLimits,
  reviewReports,
  supportTickets,
  userNotifications,
  userRoles,
  users,
  verifications,
} from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { sendMail } from "../platform/mail/send-mail.ts";
import { accountDeletedMail } from "../platform/mail/templates.ts";
import { deleteStoredImage } from "../platform/media/stored-image.ts";
import { assertNotLastAdmin } from "../users/last-admin.ts";
import { confirmIdentity, type IdentityProof } from "./confirm-identity.ts";

/** What stands in for the person's e-mail and name in the audit rows that carried them. */
export const DELETED_ACCOUNT_LABEL = "(cuenta eliminada)";
export const WITHDRAWN_REGISTRATION_NOTE = "Retirada: la persona que la pidió eliminó su cuenta.";
export const ACCOUNT_GONE = "Tu cuenta ya no existe.";
export const MERCADOPAGO_DOWN_DELETION =
  "Mercado Pago no está respondiendo y antes de eliminar tu cuenta tenemos que cancelar tu suscripción. No eliminamos nada: probá de nuevo en unos minutos.";

export interface DeletionPreview {
  reviews: number;
  favorites: number;
  notifications: number;
  /** Businesses the person owns; `othersRemain` when someone else owns it too. */
  businesses: { uuid: string; name: string; othersRemain: boolean }[];
  /** Subscriptions cancelled before the deletion. */
  subscriptions: {
    id: number;
    businessUuid: string;
    businessName: string;
    planName: string | null;
    status: string;
    paymentMethod: string;
    endDate: string;
  }[];
  pendingClaims: number;
  pendingRegistrations: { uuid: string; name: string }[];
  supportTickets: number;
  /** The only administrator who can still sign in: deletion is refused. */
  isLastAdmin: boolean;
}

const RUNNING = ["pending", "authorized", "paused"];

async function isLastAdmin(db: Database, userId: string): Promise<boolean> {
  const mine = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  if (mine.length === 0) return false;
  const others = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, userId), eq(users.banned, false)))
    .limit(1);
  return others.length === 0;
}

/** What deleting this account would do, as the page states it before the person confirms. */
export async function previewAccountDeletion(userId: string): Promise<DeletionPreview> {
  const db = await getDb();
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = account?.email ?? "";
  const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const owned = await db
    .select({ uuid: businesses.uuid, name: businesses.name })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "business_owner")))
    .orderBy(businesses.name);
  const ownedUuids = owned.map((b) => b.uuid);
  const coOwned =
    ownedUuids.length === 0
      ? []
      : await db
          .selectDistinct({ uuid: userRoles.businessUuid })
          .from(userRoles)
          .where(
            and(
              inArray(userRoles.businessUuid, ownedUuids),
              eq(userRoles.role, "business_owner"),
              ne(userRoles.userId, userId),
            ),
          );
  const shared = new Set(coOwned.map((r) => r.uuid));
  const soleOwned = ownedUuids.filter((uuid) => !shared.has(uuid));
  const subscriptionScope = [
    ...(soleOwned.length > 0 ? [inArray(businessSubscriptions.businessUuid, soleOwned)] : []),
    and(eq(businessSubscriptions.requestedBy, userId), eq(businessSubscriptions.paymentMethod, "mercadopago")),
  ];
  const [reviews, favoriteCount, notifications, subscriptions, pendingClaims, registrations, tickets, lastAdmin] =
    await Promise.all([
      total(db.select({ n: count() }).from(businessReviews).where(eq(businessReviews.userId, userId))),
      total(db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId))),
      total(db.select({ n: count() }).from(userNotifications).where(eq(userNotifications.userId, userId))),
      db
        .select({
          id: businessSubscriptions.id,
          businessUuid: businessSubscriptions.businessUuid,
          businessName: businesses.name,
          planName: plans.name,
          status: businessSubscriptions.status,
          paymentMethod: businessSubscriptions.paymentMethod,
          endDate: businessSubscriptions.endDate,
        })
        .from(businessSubscriptions)
        .innerJoin(businesses, eq(businesses.uuid, businessSubscriptions.businessUuid))
        .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
        .where(and(inArray(businessSubscriptions.status, RUNNING), or(...subscriptionScope)))
        .orderBy(businessSubscriptions.id),
      total(
        db
          .select({ n: count() })
          .from(claims)
          .where(and(eq(claims.userId, userId), eq(claims.status, "pending"))),
      ),
      db
        .select({ uuid: businesses.uuid, name: businesses.name })
        .from(businesses)
        .where(and(eq(businesses.submittedBy, userId), eq(businesses.status, "pending"))),
      total(
        db
          .select({ n: count() })
          .from(supportTickets)
          .where(or(eq(supportTickets.userId, userId), sql`lower(${supportTickets.email}) = lower(${email})`)),
      ),
      isLastAdmin(db, userId),
    ]);
  return {
    reviews,
    favorites: favoriteCount,
    notifications,
    businesses: owned.map((b) => ({ ...b, othersRemain: shared.has(b.uuid) })),
    subscriptions: subscriptions.map((s) => ({ ...s, endDate: s.endDate.toISOString() })),
    pendingClaims,
    pendingRegistrations: registrations,
    supportTickets: tickets,
    isLastAdmin: lastAdmin,
  };
}

/** The confirmation e-mail's lines: what happened to what the person left. */
export function deletionSummary(preview: DeletionPreview): string[] {
  const lines: string[] = [];
  if (preview.reviews > 0) {
    lines.push(
      preview.reviews === 1
        ? "Borramos tu reseña; la calificación del comercio ya no la cuenta."
        : `Borramos tus ${preview.reviews} reseñas; las calificaciones de esos comercios ya no las cuentan.`,
    );
  }
  for (const b of preview.businesses) {
    lines.push(
      b.othersRemain
        ? `Dejaste de administrar ${b.name}; la ficha sigue publicada y la administran las otras personas a cargo.`
        : `Dejaste de administrar ${b.name}; la ficha sigue publicada en Vilma, sin dueño.`,
    );
  }
  for (const s of preview.subscriptions) {
    lines.push(
      s.status === "pending"
        ? `Cancelamos el pedido del plan ${s.planName ?? ""} de ${s.businessName}.`.replace("  ", " ")
        : `Cancelamos la renovación del plan ${s.planName ?? ""} de ${s.businessName}: no se cobra más; lo pagado sigue vigente hasta el ${formatDate(s.endDate)}.`.replace(
            "  ",
            " ",
          ),
    );
  }
  for (const r of preview.pendingRegistrations) lines.push(`Retiramos el pedido de alta de ${r.name}.`);
  lines.push(
    "Borramos tus datos, tu foto, tus favoritos, tus notificaciones, tus sesiones, tus pedidos y tus consultas al soporte. El registro de cambios del sitio se conserva sin tus datos.",
  );
  return lines;
}

/**
 * Deletes the account of `user` once `proof` confirms it is them. `user.email`/`name` are where the
 * confirmation goes; `origin` is the site's, for the e-mail's link.
 */
export async function deleteAccount(input: {
  user: { id: string; sessionId: string };
  proof: IdentityProof;
  ip?: string | null;
  origin: string;
  now?: Date;
}): Promise<Result<string[]>> {
  const now = input.now ?? new Date();
  const userId = input.user.id;
  const identity = await confirmIdentity(input.user, input.proof, now);
  if (!identity.ok) return identity;

  const preview = await previewAccountDeletion(userId);
  if (preview.isLastAdmin) return fail("conflict", ACCOUNT_DELETION_MESSAGES.lastAdmin);

  // Cancelled first: nothing may keep charging a person who is gone.
  for (const sub of preview.subscriptions) {
    const outcome = await cancelBusinessSubscription({
      businessUuid: sub.businessUuid,
      subscriptionId: sub.id,
      actor: { id: userId, ip: input.ip },
      now,
    });
    if (!outcome.ok && outcome.problem.code === "unavailable") {
      return fail("unavailable", MERCADOPAGO_DOWN_DELETION);
    }
    // Anything else: it ended meanwhile (a webhook, an admin); nothing left to cancel.
  }

  const db = await getDb();
  let gone: { email: string; name: string; avatarUrl: string | null; proofs: ClaimProofFile[]; reviews: number };
  try {
    gone = await db.transaction(async (raw) => {
      const tx = raw as unknown as Database;
      // The admin rows first, as every change that can take an admin away (last-admin.ts).
      await assertNotLastAdmin(tx, userId);
      const [account] = await tx
        .select({ email: users.email, name: users.name, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId))
        .for("update", { of: users });
      if (!account) throw new AppError("not_found", ACCOUNT_GONE);
      const email = account.email.toLowerCase();
      const names = [...new Set([account.name, account.fullName].filter((n): n is string => Boolean(n?.trim())))];

      const proofRows = await tx.select({ proof: claims.proof }).from(claims).where(eq(claims.userId, userId));
      const owned = await tx
        .select({ uuid: userRoles.businessUuid })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "business_owner")));
      const reviews = await tx
        .select({ id: businessReviews.id })
        .from(businessReviews)
        .where(eq(businessReviews.userId, userId));

      // Their open reports leave with them: the reported reviews' counts follow.
      await tx
        .update(businessReviews)
        .set({ openReportsCount: sql`greatest(${businessReviews.openReportsCount} - 1, 0)` })
        .where(
          inArray(
            businessReviews.id,
            tx
              .select({ id: reviewReports.reviewId })
              .from(reviewReports)
              .where(and(eq(reviewReports.userId, userId), isNull(reviewReports.resolvedAt))),
          ),
        );

      const withdrawn = await tx
        .update(businesses)
        .set({ status: "rejected", reviewNote: WITHDRAWN_REGISTRATION_NOTE, updatedAt: now })
        .where(and(eq(businesses.submittedBy, userId), eq(businesses.status, "pending")))
        .returning({ uuid: businesses.uuid });
      for (const b of withdrawn) {
        await recordAudit(tx, {
          actor: { id: null },
          action: "business.reject",
          entity: { type: "business", id: b.uuid },
          before: { status: "pending" },
          after: { status: "rejected" },
          reason: WITHDRAWN_REGISTRATION_NOTE,
        });
      }

      await tx
        .delete(supportTickets)
        .where(or(eq(supportTickets.userId, userId), sql`lower(${supportTickets.email}) = ${email}`));

      // Audit rows stay, anonymised: their own actions lose the address (the id goes with the row's
      // foreign key), and the rows about them (their actions, their account, rows naming their id
      // or e-mail, as "owner added" does) get a placeholder wherever their e-mail or name was.
      await tx.update(auditLog).set({ ipAddress: null }).where(eq(auditLog.actorId, userId));
      const mentions = (text: string) => sql`strpos(${auditLog.details}::text, ${JSON.stringify(text)}) > 0`;
      const aboutThem = or(
        eq(auditLog.actorId, userId),
        and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId)),
        mentions(userId),
        mentions(email),
        mentions(account.email),
      );
      const label = JSON.stringify(DELETED_ACCOUNT_LABEL);
      for (const text of new Set([email, account.email, ...names])) {
        await tx
          .update(auditLog)
          .set({ details: sql`replace(${auditLog.details}::text, ${JSON.stringify(text)}, ${label})::jsonb` })
          .where(and(aboutThem, mentions(text)));
      }

      // Sign-in counters keyed by their address, links waiting for them.
      await tx
        .delete(rateLimits)
        .where(
          or(
            sql`strpos(${rateLimits.key}, ${`:${email}:`}) > 0`,
            sql`right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`}`,
            eq(rateLimits.key, `reauth:${userId}`),
          ),
        );
      await tx
        .delete(verifications)
        .where(or(eq(verifications.value, userId), sql`strpos(${verifications.identifier}, ${email}) > 0`));

      await recordAudit(tx, {
        actor: { id: null },
        action: "user.delete",
        entity: { type: "user", id: userId },
        before: {
          reviews: reviews.length,
          businesses: owned.map((b) => b.uuid),
          subscriptionsCancelled: preview.subscriptions.map((s) => s.id),
          registrationsWithdrawn: withdrawn.map((b) => b.uuid),
        },
        after: null,
        reason: "La persona eliminó su cuenta desde su perfil.",
      });
      // Sessions, sign-in methods, profile, roles, reviews, reports, favourites, notifications and
      // claims go with the row (ON DELETE CASCADE); other references become null (SET NULL).
      await tx.delete(users).where(eq(users.id, userId));
      return {
        email: account.email,
        name: account.fullName ?? account.name,
        avatarUrl: account.avatarUrl,
        proofs: proofRows.flatMap((r) => r.proof ?? []),
        reviews: reviews.length,
      };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "conflict") {
      return fail("conflict", ACCOUNT_DELETION_MESSAGES.lastAdmin);
    }
    if (error instanceof AppError && error.code === "not_found") return fail("not_found", ACCOUNT_GONE);
    throw error;
  }

  // Reviews left ratings and counts: every instance's cached pages forget them.
  if (gone.reviews > 0) await clearPublicCaches();
  await deleteStoredImage(gone.avatarUrl);
  await deleteProofFiles(gone.proofs);
  const summary = deletionSummary(preview);
  try {
    await sendMail(accountDeletedMail(gone.email, gone.name, summary, input.origin));
  } catch (error) {
    logger.error({ err: error }, "no se pudo enviar el correo de cuenta eliminada");
  }
  logger.info({ userId }, "cuenta eliminada por su titular");
  return ok(summary);
}
