/**
 * The demo owner's listing (issue 10, "Perfil" and "Horarios"): gallery photos on both of their
 * businesses, split shifts and a Saturday night past midnight on the first, and the coming
 * holidays in two states — the first one without special hours (so the reminder and the "Sin
 * confirmar" line show), the next one confirmed as closed.
 */
import { and, eq, inArray } from "drizzle-orm";
import { weeklyHoursSchema, weeklyRows } from "#core/hours-form.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { pickOwnedBusinesses } from "./accounts.ts";
import type { SeedBusiness } from "./businesses.ts";
import { addCivilDays, baDate, upcomingHolidays } from "./time.ts";

const PHOTO_ALTS = [
  "El frente del local",
  "El mostrador y la vidriera",
  "Parte de lo que ofrecemos",
  "El equipo atendiendo",
  "Un rincón del salón",
];

/** Demo photos are the generated "cover" artwork (1200 × 630, served by /media/demo). */
function galleryRows(b: SeedBusiness, count: number, now: Date) {
  return Array.from({ length: count }, (_, i) => ({
    businessUuid: b.row.uuid,
    url: `/media/demo/cover/${b.row.slug}-foto-${i + 1}.svg`,
    width: 1200,
    height: 630,
    position: i,
    altText: PHOTO_ALTS[i] ?? null,
    createdAt: new Date(now.getTime() - (30 - i) * 86_400_000),
  }));
}

const DEMO_WEEK = {
  days: [
    { closed: "on" },
    ...[1, 2, 3, 4, 5].map(() => ({
      slots: [
        { open: "09:00", close: "13:00" },
        { open: "16:30", close: "20:30" },
      ],
    })),
    {
      slots: [
        { open: "09:00", close: "13:00" },
        { open: "20:00", close: "02:00" },
      ],
    },
  ],
};

export async function seedListing(t: Database, now: Date, businesses: SeedBusiness[]): Promise<number> {
  const owned = pickOwnedBusinesses(businesses);
  const [first, second] = owned;
  if (!first) return 0;
  const photos = [...galleryRows(first, 5, now), ...(second ? galleryRows(second, 2, now) : [])];
  await t.insert(schema.businessPhotos).values(photos);

  await t.delete(schema.businessHours).where(eq(schema.businessHours.businessUuid, first.row.uuid));
  await t
    .insert(schema.businessHours)
    .values(weeklyRows(weeklyHoursSchema.parse(DEMO_WEEK)).map((r) => ({ ...r, businessUuid: first.row.uuid })));

  const uuids = owned.map((b) => b.row.uuid);
  const today = baDate(now);
  const [unconfirmed, confirmed] = upcomingHolidays(now, 60).filter((h) => h.date > today);
  if (unconfirmed) {
    await t
      .delete(schema.businessSpecialHours)
      .where(
        and(
          inArray(schema.businessSpecialHours.businessUuid, uuids),
          eq(schema.businessSpecialHours.date, unconfirmed.date),
        ),
      );
  }
  if (confirmed && confirmed.date <= addCivilDays(today, 60)) {
    await t
      .delete(schema.businessSpecialHours)
      .where(
        and(
          inArray(schema.businessSpecialHours.businessUuid, [first.row.uuid]),
          eq(schema.businessSpecialHours.date, confirmed.date),
        ),
      );
    await t.insert(schema.businessSpecialHours).values({
      businessUuid: first.row.uuid,
      date: confirmed.date,
      name: confirmed.name,
      openTime: null,
      closeTime: null,
      isClosed: true,
    });
  }
  return photos.length;
}
