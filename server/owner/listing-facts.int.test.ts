import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingChecklist } from "#core/listing-checklist.ts";
import { businesses, businessHours, businessPhotos, businessPromotions } from "#server/platform/db/schema.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { registerBusiness } from "../claims/register-business.ts";
import { listingFacts } from "./listing-facts.ts";

const database = setupTestDatabase();

describe("listingFacts", () => {
  it("reads what a fresh registration has, and follows each change", async () => {
    const { db } = database();
    const [category] = await db
      .select({ id: businesses.categoryId })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    const created = await registerBusiness(
      { id: "demo-vecino", name: "Martín" },
      {
        name: "Ficha Incompleta",
        categoryId: category!.id!,
        businessType: "commerce",
        description: null,
        address: "Santa Fe 950",
        city: "Villa María",
        latitude: -32.4119,
        longitude: -63.2453,
        phoneNumber: null,
        whatsappNumber: null,
        email: null,
        websiteUrl: null,
        hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          dayOfWeek: day,
          closed: day === 0,
          open: day === 0 ? null : "09:00",
          close: day === 0 ? null : "18:00",
        })),
      },
      "198.51.100.70",
    );
    if (!created.ok) throw new Error(created.problem.message);
    const uuid = created.value.uuid;
    expect(await listingFacts(uuid)).toEqual({
      openDays: 6,
      photos: 0,
      description: null,
      whatsappNumber: null,
      paymentMethods: 0,
      promotions: 0,
    });

    // A split day counts once; the rest arrives.
    await db.insert(businessHours).values({
      businessUuid: uuid,
      dayOfWeek: 1,
      openTime: "20:00:00",
      closeTime: "23:00:00",
      timeSlotIndex: 1,
    });
    await db
      .update(businesses)
      .set({
        description: "Libros usados y nuevos, útiles escolares y fotocopias.",
        whatsappNumber: "5493534123456",
        acceptsQr: true,
        acceptsDebit: true,
      })
      .where(eq(businesses.uuid, uuid));
    await db
      .insert(businessPhotos)
      .values({ businessUuid: uuid, url: "/uploads/x.webp", width: 800, height: 600, position: 0 });
    await db.insert(businessPromotions).values({
      businessUuid: uuid,
      title: "10% en útiles",
      startDate: new Date("2026-11-01T03:00:00Z"),
      endDate: new Date("2026-12-01T03:00:00Z"),
    });
    const facts = await listingFacts(uuid);
    expect(facts).toMatchObject({ openDays: 6, photos: 1, paymentMethods: 2, promotions: 1 });
    expect(listingChecklist(facts!).complete).toBe(true);
    expect(await listingFacts("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
