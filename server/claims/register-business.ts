/**
 * "Sumá tu comercio": a signed-in person loads a business. It starts pending (not public: the
 * public queries show only active and approved ones), remembers who sent it, gets its weekly hours,
 * and waits for an admin (every admin is notified). The submitter follows it in /mi-comercio and
 * becomes its owner when an admin approves it (decide-registration.ts).
 */
import { and, eq } from "drizzle-orm";
import type { RegistrationInput } from "#core/business-registration-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { baseSlug, freeSlug } from "../businesses/business-slug.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { consumeRateLimit } from "../platform/auth/rate-limit.ts";
import type { Database } from "../platform/db/client.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessHours, categories } from "../platform/db/schema.ts";
import { CLAIM_RATE_MESSAGE, REGISTRATIONS_PER_IP, REGISTRATIONS_PER_USER } from "./claim-limits.ts";
import { adminUserIds } from "./claim-recipients.ts";

type RegisteredBusiness = { uuid: string; slug: string; name: string };

/** "09:00" → "09:00:00" for the time column. */
const seconds = (hhmm: string) => `${hhmm}:00`;

export function hoursRows(businessUuid: string, input: RegistrationInput) {
  return input.hours.map((day) => ({
    businessUuid,
    dayOfWeek: day.dayOfWeek,
    openTime: day.closed || !day.open ? null : seconds(day.open),
    closeTime: day.closed || !day.close ? null : seconds(day.close),
    isClosed: day.closed,
    timeSlotIndex: 0,
    crossesMidnight: !day.closed && Boolean(day.open && day.close && day.close < day.open),
  }));
}

async function insertWithFreeSlug(tx: Database, values: typeof businesses.$inferInsert, base: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = await freeSlug(tx, base);
    const [row] = await tx
      .insert(businesses)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: businesses.slug })
      .returning({ uuid: businesses.uuid, slug: businesses.slug, name: businesses.name });
    if (row) return row;
  }
  throw new Error("no se encontró un slug libre para el comercio");
}

export async function registerBusiness(
  user: { id: string; name: string },
  input: RegistrationInput,
  ip: string | null,
): Promise<Result<RegisteredBusiness>> {
  const db = await getDb();
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, input.categoryId), eq(categories.isActive, true)))
    .limit(1);
  if (!category) return fail("validation", "Elegí una categoría", { categoryId: "Elegí una categoría" });

  const perUser = await consumeRateLimit(db, `registration:user:${user.id}`, REGISTRATIONS_PER_USER);
  const perIp = ip ? await consumeRateLimit(db, `registration:ip:${ip}`, REGISTRATIONS_PER_IP) : { allowed: true };
  if (!perUser.allowed || !perIp.allowed) return fail("rate_limited", CLAIM_RATE_MESSAGE);

  const created = await db.transaction(async (tx) => {
    const row = await insertWithFreeSlug(
      tx,
      {
        name: input.name,
        slug: "",
        description: input.description,
        address: input.address,
        city: input.city,
        latitude: input.latitude,
        longitude: input.longitude,
        phoneNumber: input.phoneNumber,
        whatsappNumber: input.whatsappNumber,
        email: input.email,
        websiteUrl: input.websiteUrl,
        categoryId: category.id,
        businessType: input.businessType,
        status: "pending",
        submittedBy: user.id,
      },
      baseSlug(input.name, input.city),
    );
    await tx.insert(businessHours).values(hoursRows(row.uuid, input));
    await recordAudit(tx, {
      actor: { id: user.id, ip },
      action: "business.register",
      entity: { type: "business", id: row.uuid },
      after: { name: row.name, slug: row.slug, status: "pending", categoryId: category.id, city: input.city },
    });
    const admins = await adminUserIds(tx);
    await createNotifications(
      tx,
      admins.map((userId) => ({
        userId,
        type: "business_update" as const,
        title: `Nuevo comercio para revisar: ${row.name}`,
        message: `${user.name || "Una persona"} sumó ${row.name} (${category.name}, ${input.city}). Espera tu revisión.`,
        link: `/admin/claims/comercios/${row.uuid}`,
        key: `business.registered:${row.uuid}:${userId}`,
      })),
    );
    return row;
  });
  return ok(created);
}
