/**
 * Demo data for the admin's people screens: three reviews reported by neighbours (with reasons),
 * one review a moderator hid (its author sees why), a banned account, and support tickets in every
 * state — from the "Contacto" form and from the demo owner — some with the staff's replies.
 */
import { and, desc, eq, isNotNull, like } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { pickOwnedBusinesses } from "./accounts.ts";
import type { SeedBusiness } from "./businesses.ts";
import type { UserRow } from "./reviews.ts";

const DAY = 86_400_000;
const ADMIN_ID = "demo-admin";
const OWNER_ID = "demo-comercio";

export async function seedPeople(db: Database, now: Date, businesses: SeedBusiness[], users: UserRow[]): Promise<void> {
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const owned = pickOwnedBusinesses(businesses);
  const ownedUuids = new Set(owned.map((b) => b.row.uuid));

  // The most recent reviews with a comment, one per business, away from the demo owner's.
  const recent = await db
    .select({
      id: schema.businessReviews.id,
      businessUuid: schema.businessReviews.businessUuid,
      userId: schema.businessReviews.userId,
    })
    .from(schema.businessReviews)
    .where(and(isNotNull(schema.businessReviews.comment), like(schema.businessReviews.userId, "demo-reviewer-%")))
    .orderBy(desc(schema.businessReviews.id))
    .limit(60);
  const seen = new Set<string>();
  const picked = recent.filter((r) => {
    if (ownedUuids.has(r.businessUuid) || seen.has(r.businessUuid)) return false;
    seen.add(r.businessUuid);
    return true;
  });
  const reported = picked.slice(0, 3);
  const hidden = picked[3];
  const reporters = users.slice(-6);
  const reasons = [
    ["spam", "Promociona otro local con un link."],
    ["offensive", "Insulta al empleado por su nombre."],
    ["fake", null],
  ] as const;
  for (const [i, review] of reported.entries()) {
    const who = reporters.filter((u) => u.id !== review.userId).slice(0, i === 0 ? 2 : 1);
    await db.insert(schema.reviewReports).values(
      who.map((u, j) => ({
        reviewId: review.id,
        userId: u.id,
        reason: reasons[(i + j) % reasons.length]![0],
        details: reasons[(i + j) % reasons.length]![1],
        createdAt: at(i + 1, j),
      })),
    );
    await db
      .update(schema.businessReviews)
      .set({ openReportsCount: who.length })
      .where(eq(schema.businessReviews.id, review.id));
  }
  if (hidden) {
    await db
      .update(schema.businessReviews)
      .set({ hiddenAt: at(2), hiddenReason: "Incluía el teléfono personal de una empleada.", hiddenBy: ADMIN_ID })
      .where(eq(schema.businessReviews.id, hidden.id));
  }

  // One neighbour banned for spam.
  const banned = users.at(-1);
  if (banned) {
    await db
      .update(schema.users)
      .set({ banned: true, banReason: "Publicaba reseñas con publicidad de otro comercio.", bannedAt: at(5) })
      .where(eq(schema.users.id, banned.id));
  }

  const ownerBusiness = owned[0];
  const tickets = await db
    .insert(schema.supportTickets)
    .values([
      {
        name: "Lucía Ferreyra",
        email: "lucia.ferreyra@example.com",
        subject: "No encuentro la farmacia de turno",
        message:
          "Hola, busqué la farmacia de turno de Villa Nueva y no me aparece ninguna para hoy. ¿Está actualizado?",
        status: "open",
        source: "contact",
        createdAt: at(0, 3),
        updatedAt: at(0, 3),
      },
      {
        name: "Martín Gaitán",
        email: "martin.gaitan@example.com",
        subject: "Dirección equivocada de una panadería",
        message: "La panadería de calle Mendoza figura en el 300 pero está en el 450.",
        status: "in_progress",
        priority: "high",
        source: "contact",
        assignedTo: ADMIN_ID,
        createdAt: at(2),
        updatedAt: at(1),
      },
      {
        userId: OWNER_ID,
        businessUuid: ownerBusiness?.row.uuid ?? null,
        name: "Dueña de comercio (demo)",
        email: "comercio@vilma.test",
        subject: "¿Cómo cambio el logo?",
        message: "Subí un logo nuevo pero sigo viendo el anterior en la página.",
        status: "closed",
        source: "owner",
        assignedTo: ADMIN_ID,
        createdAt: at(9),
        updatedAt: at(8),
      },
      {
        userId: OWNER_ID,
        businessUuid: ownerBusiness?.row.uuid ?? null,
        name: "Dueña de comercio (demo)",
        email: "comercio@vilma.test",
        subject: "Factura del plan",
        message: "Necesito la factura A del último mes del plan Premium.",
        status: "open",
        priority: "low",
        source: "owner",
        createdAt: at(1, 5),
        updatedAt: at(1, 5),
      },
    ])
    .returning({ id: schema.supportTickets.id, subject: schema.supportTickets.subject });
  const [, misplaced, logo] = tickets;
  await db.insert(schema.supportMessages).values([
    ...(misplaced
      ? [
          {
            ticketId: misplaced.id,
            authorId: ADMIN_ID,
            body: "¡Gracias, Martín! Le pedimos al comercio que confirme la dirección y la corregimos.",
            fromStaff: true,
            createdAt: at(1),
          },
        ]
      : []),
    ...(logo
      ? [
          {
            ticketId: logo.id,
            authorId: ADMIN_ID,
            body: "El logo nuevo tarda unos minutos en verse. Si no aparece, recargá la página con Ctrl+F5.",
            fromStaff: true,
            createdAt: at(8, 20),
          },
          {
            ticketId: logo.id,
            authorId: OWNER_ID,
            body: "¡Listo, ya se ve! Gracias.",
            fromStaff: false,
            createdAt: at(8),
          },
        ]
      : []),
  ]);
}
