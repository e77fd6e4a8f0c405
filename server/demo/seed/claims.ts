/**
 * Demo claims and registrations: the neighbour asks for one of the demo owner's businesses (so the
 * owner sees "someone claims your business" and the admin has a queue), one claim already approved
 * (its claimant owns that business) and one rejected with its reason, and a business a neighbour
 * registered that waits for review. Text proof only: proof files live in the private store, which
 * the seed does not touch.
 */

import { notificationIdForKey } from "../../notifications/create-notifications.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { pickOwnedBusinesses } from "./accounts.ts";
import type { SeedBusiness } from "./businesses.ts";
import type { UserRow } from "./reviews.ts";

const DAY = 86_400_000;

export const DEMO_REGISTRATION_SLUG = "verduleria-el-quinchito";

export async function seedClaims(
  db: Database,
  now: Date,
  businesses: SeedBusiness[],
  users: UserRow[],
): Promise<number> {
  const owned = pickOwnedBusinesses(businesses);
  const ownedUuids = new Set(owned.map((b) => b.row.uuid));
  const others = businesses.filter((b) => b.row.status === "active" && !ownedUuids.has(b.row.uuid));
  const claimed = owned[0];
  const approvedTarget = others[3];
  const rejectedTarget = others[7];
  const [approver, rejected, registrant] = users;
  if (!claimed || !approvedTarget || !rejectedTarget || !approver || !rejected || !registrant) return 0;
  const at = (days: number) => new Date(now.getTime() - days * DAY);

  const rows = await db
    .insert(schema.claims)
    .values([
      {
        businessUuid: claimed.row.uuid,
        userId: "demo-vecino",
        status: "pending",
        role: "manager",
        message:
          "Soy el encargado del turno tarde desde hace dos años. Los dueños me pidieron que actualice los horarios y las promociones en Vilma.",
        contactPhone: "353 412-7788",
        createdAt: at(2),
      },
      {
        businessUuid: approvedTarget.row.uuid,
        userId: approver.id,
        status: "approved",
        role: "owner",
        message: "Soy la titular del comercio; la habilitación municipal y el CUIT están a mi nombre.",
        contactPhone: "353 455-1020",
        reviewedBy: "demo-admin",
        reviewedAt: at(10),
        createdAt: at(12),
      },
      {
        businessUuid: rejectedTarget.row.uuid,
        userId: rejected.id,
        status: "rejected",
        role: "other",
        message: "Soy cliente de siempre y quiero corregir el teléfono que figura mal.",
        contactPhone: "353 400-3344",
        reviewedBy: "demo-admin",
        reviewedAt: at(5),
        reviewNote:
          "Sólo quien está a cargo del comercio puede administrarlo. Para corregir un dato, escribinos desde Soporte.",
        createdAt: at(6),
      },
    ])
    .returning({ id: schema.claims.id, businessUuid: schema.claims.businessUuid });
  const pendingClaim = rows.find((r) => r.businessUuid === claimed.row.uuid);

  await db.insert(schema.userRoles).values({
    userId: approver.id,
    role: "business_owner",
    businessUuid: approvedTarget.row.uuid,
    createdAt: at(10),
  });

  const [registration] = await db
    .insert(schema.businesses)
    .values({
      name: "Verdulería El Quinchito",
      slug: DEMO_REGISTRATION_SLUG,
      description: "Frutas y verduras frescas de quintas de la zona, con envío a domicilio en el barrio.",
      address: "Mendoza 1450",
      city: "Villa María",
      latitude: -32.4192,
      longitude: -63.2518,
      phoneNumber: "353 452-9081",
      whatsappNumber: "353 415-2290",
      categoryId: claimed.row.categoryId ?? null,
      businessType: "commerce",
      status: "pending",
      submittedBy: registrant.id,
      createdAt: at(1),
      updatedAt: at(1),
    })
    .returning({ uuid: schema.businesses.uuid });
  if (registration) {
    await db.insert(schema.businessHours).values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        businessUuid: registration.uuid,
        dayOfWeek: day,
        openTime: day === 0 ? null : "08:00:00",
        closeTime: day === 0 ? null : "20:30:00",
        isClosed: day === 0,
      })),
    );
  }

  const notice = (key: string, row: Omit<typeof schema.userNotifications.$inferInsert, "id">) => ({
    id: notificationIdForKey(key),
    ...row,
  });
  await db.insert(schema.userNotifications).values([
    ...(pendingClaim
      ? [
          notice(`claim.created:${pendingClaim.id}:demo-comercio`, {
            userId: "demo-comercio",
            type: "claim_update",
            title: `Alguien pidió administrar ${claimed.row.name}`,
            message:
              "Una persona dice estar a cargo de tu comercio. Un administrador de Vilma lo revisa antes de decidir; si no la conocés, escribinos.",
            link: "/mi-comercio",
            createdAt: at(2),
          }),
          notice(`claim.created:${pendingClaim.id}:demo-admin`, {
            userId: "demo-admin",
            type: "claim_update",
            title: `Nuevo reclamo: ${claimed.row.name}`,
            message: `Martín Giraudo (Encargado/a) pide administrar ${claimed.row.name}, que ya tiene dueño.`,
            link: `/admin/claims/${pendingClaim.id}`,
            createdAt: at(2),
          }),
        ]
      : []),
    ...(registration
      ? [
          notice(`business.registered:${registration.uuid}:demo-admin`, {
            userId: "demo-admin",
            type: "business_update",
            title: "Nuevo comercio para revisar: Verdulería El Quinchito",
            message: `${registrant.name} sumó Verdulería El Quinchito (Villa María). Espera tu revisión.`,
            link: `/admin/claims/comercios/${registration.uuid}`,
            createdAt: at(1),
          }),
        ]
      : []),
  ]);
  return rows.length + (registration ? 1 : 0);
}
