/**
 * "Descargar mis datos" (the right of access, Ley 25.326 art. 14): everything Vilma keeps about the
 * signed-in person, as one JSON document: the account and profile, the ways they sign in, their
 * roles, favourites, reviews (with the business's replies), the reports they made, notifications,
 * the businesses they own with those businesses' subscriptions and refunds, registrations and
 * claims they sent, support conversations, and their open sessions.
 *
 * Never in it: password hashes, session tokens, OAuth tokens, or anything about other people beyond
 * what the person already sees (a business's name, a reply to their review). Keys are Spanish: the
 * file is for the person to read.
 */
import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { REFUND_METHOD_LABELS, type RefundMethod } from "#core/billing-form.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../platform/auth/rate-limit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import {
  accounts,
  businesses,
  businessQuestions,
  businessReviews,
  businessSubscriptions,
  businessSuggestions,
  claims,
  favorites,
  plans,
  profiles,
  questionReports,
  reviewReports,
  sessions,
  subscriptionRefunds,
  supportMessages,
  supportTickets,
  userNotifications,
  userRoles,
  users,
} from "../platform/db/schema.ts";
import { describeUserAgent } from "./user-agent.ts";

export const EXPORT_FORMAT = "vilma-mis-datos/1";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

async function subscriptionsOf(db: Database, businessUuids: string[]) {
  if (businessUuids.length === 0) return [];
  const rows = await db
    .select({
      id: businessSubscriptions.id,
      businessUuid: businessSubscriptions.businessUuid,
      plan: plans.name,
      status: businessSubscriptions.status,
      paymentMethod: businessSubscriptions.paymentMethod,
      amountArs: businessSubscriptions.amountArs,
      startDate: businessSubscriptions.startDate,
      endDate: businessSubscriptions.endDate,
      paymentReference: businessSubscriptions.paymentReference,
      createdAt: businessSubscriptions.createdAt,
      activatedAt: businessSubscriptions.activatedAt,
      cancelledAt: businessSubscriptions.cancelledAt,
      revocationCode: businessSubscriptions.revocationCode,
      revokedAt: businessSubscriptions.revokedAt,
    })
    .from(businessSubscriptions)
    .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
    .where(inArray(businessSubscriptions.businessUuid, businessUuids))
    .orderBy(desc(businessSubscriptions.createdAt), desc(businessSubscriptions.id));
  const refunds =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(subscriptionRefunds)
          .where(
            inArray(
              subscriptionRefunds.subscriptionId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(subscriptionRefunds.paidOn));
  return rows.map((r) => ({
    businessUuid: r.businessUuid,
    plan: r.plan,
    estado: r.status,
    medioDePago: r.paymentMethod,
    montoArs: r.amountArs,
    desde: iso(r.startDate),
    hasta: iso(r.endDate),
    comprobante: r.paymentReference,
    pedida: iso(r.createdAt),
    pagada: iso(r.activatedAt),
    cancelada: iso(r.cancelledAt),
    arrepentimiento: r.revocationCode ? { tramite: r.revocationCode, fecha: iso(r.revokedAt) } : null,
    devoluciones: refunds
      .filter((f) => f.subscriptionId === r.id)
      .map((f) => ({
        montoArs: f.amountArs,
        fecha: f.paidOn,
        medio: REFUND_METHOD_LABELS[f.method as RefundMethod] ?? f.method,
      })),
  }));
}

/** The person's data, ready for JSON.stringify; null when the account does not exist. */
export async function exportAccountData(
  user: { id: string; sessionId: string },
  now = new Date(),
): Promise<Record<string, unknown> | null> {
  const db = await getDb();
  const userId = user.id;
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      themePreference: profiles.themePreference,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;

  const [
    signInMethods,
    roles,
    favoriteRows,
    reviewRows,
    reportRows,
    notificationRows,
    sessionRows,
    claimRows,
    registrationRows,
    ticketRows,
  ] = await Promise.all([
    // Only which provider and since when: never the hash or the tokens.
    db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db
      .select({ role: userRoles.role, businessUuid: userRoles.businessUuid, createdAt: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({ name: businesses.name, slug: businesses.slug, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(businesses, eq(businesses.uuid, favorites.businessUuid))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt)),
    db
      .select({
        business: businesses.name,
        slug: businesses.slug,
        rating: businessReviews.rating,
        comment: businessReviews.comment,
        createdAt: businessReviews.createdAt,
        updatedAt: businessReviews.updatedAt,
        ownerReply: businessReviews.ownerReply,
        ownerReplyAt: businessReviews.ownerReplyAt,
        hiddenAt: businessReviews.hiddenAt,
        hiddenReason: businessReviews.hiddenReason,
      })
      .from(businessReviews)
      .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
      .where(eq(businessReviews.userId, userId))
      .orderBy(desc(businessReviews.createdAt)),
    db
      .select({
        business: businesses.name,
        reason: reviewReports.reason,
        details: reviewReports.details,
        createdAt: reviewReports.createdAt,
        resolvedAt: reviewReports.resolvedAt,
      })
      .from(reviewReports)
      .innerJoin(businessReviews, eq(businessReviews.id, reviewReports.reviewId))
      .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
      .where(eq(reviewReports.userId, userId))
      .orderBy(desc(reviewReports.createdAt)),
    db
      .select({
        type: userNotifications.type,
        title: userNotifications.title,
        message: userNotifications.message,
        link: userNotifications.link,
        isRead: userNotifications.isRead,
        createdAt: userNotifications.createdAt,
      })
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
      .orderBy(desc(userNotifications.createdAt)),
    // Open sessions: where and since when, never the token.
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.updatedAt)),
    db
      .select({
        business: businesses.name,
        status: claims.status,
        role: claims.role,
        message: claims.message,
        contactPhone: claims.contactPhone,
        proof: claims.proof,
        reviewNote: claims.reviewNote,
        reviewedAt: claims.reviewedAt,
        createdAt: claims.createdAt,
      })
      .from(claims)
      .innerJoin(businesses, eq(businesses.uuid, claims.businessUuid))
      .where(eq(claims.userId, userId))
      .orderBy(desc(claims.createdAt)),
    db
      .select({
        name: businesses.name,
        slug: businesses.slug,
        status: businesses.status,
        reviewNote: businesses.reviewNote,
        createdAt: businesses.createdAt,
      })
      .from(businesses)
      .where(eq(businesses.submittedBy, userId))
      .orderBy(desc(businesses.createdAt)),
    db
      .select({
        id: supportTickets.id,
        subject: supportTickets.subject,
        message: supportTickets.message,
        name: supportTickets.name,
        email: supportTickets.email,
        status: supportTickets.status,
        createdAt: supportTickets.createdAt,
      })
      .from(supportTickets)
      .where(or(eq(supportTickets.userId, userId), sql`lower(${supportTickets.email}) = lower(${account.email})`))
      .orderBy(desc(supportTickets.createdAt)),
  ]);

  const ownedUuids = roles.flatMap((r) => (r.role === "business_owner" && r.businessUuid ? [r.businessUuid] : []));
  const [ownedBusinesses, subscriptions, replies] = await Promise.all([
    ownedUuids.length === 0
      ? []
      : db
          .select({
            uuid: businesses.uuid,
            name: businesses.name,
            slug: businesses.slug,
            status: businesses.status,
            address: businesses.address,
            city: businesses.city,
            phoneNumber: businesses.phoneNumber,
            whatsappNumber: businesses.whatsappNumber,
            email: businesses.email,
            websiteUrl: businesses.websiteUrl,
          })
          .from(businesses)
          .where(inArray(businesses.uuid, ownedUuids))
          .orderBy(asc(businesses.name)),
    subscriptionsOf(db, ownedUuids),
    ticketRows.length === 0
      ? []
      : db
          .select({
            ticketId: supportMessages.ticketId,
            body: supportMessages.body,
            fromStaff: supportMessages.fromStaff,
            createdAt: supportMessages.createdAt,
          })
          .from(supportMessages)
          .where(
            inArray(
              supportMessages.ticketId,
              ticketRows.map((t) => t.id),
            ),
          )
          .orderBy(asc(supportMessages.createdAt)),
  ]);
  const businessName = new Map(ownedBusinesses.map((b) => [b.uuid, b.name]));
  // What they wrote on business pages besides reviews (decision 33).
  const [questionRows, questionReportRows, suggestionRows] = await Promise.all([
    db
      .select({
        business: businesses.name,
        slug: businesses.slug,
        questionId: businessQuestions.questionId,
        body: businessQuestions.body,
        byBusiness: businessQuestions.byBusiness,
        createdAt: businessQuestions.createdAt,
        hiddenAt: businessQuestions.hiddenAt,
        hiddenReason: businessQuestions.hiddenReason,
      })
      .from(businessQuestions)
      .innerJoin(businesses, eq(businesses.uuid, businessQuestions.businessUuid))
      .where(eq(businessQuestions.userId, userId))
      .orderBy(desc(businessQuestions.createdAt)),
    db
      .select({
        reason: questionReports.reason,
        details: questionReports.details,
        createdAt: questionReports.createdAt,
        resolvedAt: questionReports.resolvedAt,
      })
      .from(questionReports)
      .where(eq(questionReports.userId, userId))
      .orderBy(desc(questionReports.createdAt)),
    db
      .select({
        business: businesses.name,
        kind: businessSuggestions.kind,
        proposedValue: businessSuggestions.proposedValue,
        note: businessSuggestions.note,
        status: businessSuggestions.status,
        createdAt: businessSuggestions.createdAt,
        decidedAt: businessSuggestions.decidedAt,
      })
      .from(businessSuggestions)
      .innerJoin(businesses, eq(businesses.uuid, businessSuggestions.businessUuid))
      .where(eq(businessSuggestions.userId, userId))
      .orderBy(desc(businessSuggestions.createdAt)),
  ]);

  return {
    formato: EXPORT_FORMAT,
    generado: now.toISOString(),
    cuenta: {
      id: account.id,
      nombre: account.name,
      email: account.email,
      emailConfirmado: account.emailVerified,
      imagen: account.image,
      creada: iso(account.createdAt),
      actualizada: iso(account.updatedAt),
      formasDeIngresar: signInMethods.map((m) => ({
        tipo: m.providerId === "credential" ? "email y contraseña" : m.providerId,
        desde: iso(m.createdAt),
      })),
      roles: roles.map((r) => ({
        rol: r.role,
        comercio: r.businessUuid ? (businessName.get(r.businessUuid) ?? r.businessUuid) : null,
        desde: iso(r.createdAt),
      })),
    },
    perfil: {
      nombreCompleto: account.fullName,
      foto: account.avatarUrl,
      tema: account.themePreference,
    },
    favoritos: favoriteRows.map((f) => ({ comercio: f.name, direccion: `/${f.slug}`, guardado: iso(f.createdAt) })),
    resenas: reviewRows.map((r) => ({
      comercio: r.business,
      direccion: `/${r.slug}`,
      calificacion: r.rating,
      comentario: r.comment,
      escrita: iso(r.createdAt),
      editada: iso(r.updatedAt),
      respuestaDelComercio: r.ownerReply ? { texto: r.ownerReply, fecha: iso(r.ownerReplyAt) } : null,
      oculta: r.hiddenAt ? { fecha: iso(r.hiddenAt), motivo: r.hiddenReason } : null,
    })),
    reportesDeResenas: reportRows.map((r) => ({
      comercio: r.business,
      motivo: r.reason,
      detalle: r.details,
      enviado: iso(r.createdAt),
      resuelto: iso(r.resolvedAt),
    })),
    preguntasYRespuestas: questionRows.map((q) => ({
      comercio: q.business,
      direccion: `/${q.slug}#preguntas`,
      tipo: q.questionId === null ? "pregunta" : q.byBusiness ? "respuesta del comercio" : "respuesta",
      texto: q.body,
      escrita: iso(q.createdAt),
      oculta: q.hiddenAt ? { fecha: iso(q.hiddenAt), motivo: q.hiddenReason } : null,
    })),
    reportesDePreguntas: questionReportRows.map((r) => ({
      motivo: r.reason,
      detalle: r.details,
      enviado: iso(r.createdAt),
      resuelto: iso(r.resolvedAt),
    })),
    sugerencias: suggestionRows.map((r) => ({
      comercio: r.business,
      tipo: r.kind,
      datoPropuesto: r.proposedValue,
      nota: r.note,
      estado: r.status,
      enviada: iso(r.createdAt),
      resuelta: iso(r.decidedAt),
    })),
    notificaciones: notificationRows.map((n) => ({
      tipo: n.type,
      titulo: n.title,
      mensaje: n.message,
      enlace: n.link,
      leida: n.isRead,
      fecha: iso(n.createdAt),
    })),
    comercios: ownedBusinesses.map((b) => ({
      nombre: b.name,
      direccion: `/${b.slug}`,
      estado: b.status,
      domicilio: b.address,
      ciudad: b.city,
      telefono: b.phoneNumber,
      whatsapp: b.whatsappNumber,
      email: b.email,
      web: b.websiteUrl,
      suscripciones: subscriptions.filter((s) => s.businessUuid === b.uuid).map(({ businessUuid: _, ...s }) => s),
    })),
    altasPedidas: registrationRows.map((r) => ({
      comercio: r.name,
      direccion: `/${r.slug}`,
      estado: r.status,
      nota: r.reviewNote,
      pedida: iso(r.createdAt),
    })),
    reclamosDeComercios: claimRows.map((c) => ({
      comercio: c.business,
      estado: c.status,
      relacion: c.role,
      mensaje: c.message,
      telefono: c.contactPhone,
      comprobantes: c.proof.map((p) => p.name),
      nota: c.reviewNote,
      decidido: iso(c.reviewedAt),
      enviado: iso(c.createdAt),
    })),
    consultasAlSoporte: ticketRows.map((t) => ({
      asunto: t.subject,
      mensaje: t.message,
      nombre: t.name,
      email: t.email,
      estado: t.status,
      enviada: iso(t.createdAt),
      conversacion: replies
        .filter((m) => m.ticketId === t.id)
        .map((m) => ({ de: m.fromStaff ? "Vilma" : "vos", texto: m.body, fecha: iso(m.createdAt) })),
    })),
    sesiones: sessionRows.map((s) => ({
      dispositivo: describeUserAgent(s.userAgent).label,
      navegador: s.userAgent,
      ip: s.ipAddress,
      iniciada: iso(s.createdAt),
      ultimaActividad: iso(s.updatedAt),
      vence: iso(s.expiresAt),
      estaSesion: s.id === user.sessionId,
    })),
  };
}

/** Downloads per account per hour: the file is cheap to make, but not to make a thousand times. */
export const EXPORT_LIMIT = { window: 3600, max: 10 } as const;

export type AccountDownload =
  | { ok: true; filename: string; json: string }
  | { ok: false; status: 404 | 429; message: string; retryAfter?: number };

/**
 * The download itself: limited per account, and written to the audit log (who took a copy of the
 * data, from where), like any other access to it.
 */
export async function accountDataDownload(
  user: { id: string; sessionId: string },
  ip: string | null,
  now = new Date(),
): Promise<AccountDownload> {
  const db = await getDb();
  const limit = await consumeRateLimit(db, `data-export:${user.id}`, EXPORT_LIMIT, now.getTime());
  if (!limit.allowed) {
    const retryAfter = limit.retryAfter ?? EXPORT_LIMIT.window;
    return { ok: false, status: 429, message: tooManyAttemptsMessage(retryAfter), retryAfter };
  }
  const data = await exportAccountData(user, now);
  if (!data) return { ok: false, status: 404, message: "Tu cuenta ya no existe." };
  await recordAudit(db, {
    actor: { id: user.id, ip },
    action: "user.export",
    entity: { type: "user", id: user.id },
  });
  return {
    ok: true,
    filename: `vilma-mis-datos-${buenosAiresDateKey(now)}.json`,
    json: JSON.stringify(data, null, 2),
  };
}
